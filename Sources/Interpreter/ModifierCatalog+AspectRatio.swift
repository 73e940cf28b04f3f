import LayoutEngine

/// `.aspectRatio(…)`, `.scaledToFit()` and `.scaledToFill()` (semantics §7.1).
extension ModifierCatalog {
  /// `.aspectRatio(1.5, contentMode: .fit)`, `.aspectRatio(contentMode: .fill)`,
  /// `.aspectRatio(nil, contentMode: .fit)`, `.aspectRatio(CGSize(width: 4, height: 3),
  /// contentMode: .fit)`; `contentMode` is required, as in SwiftUI.
  static func aspectRatio(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    switch call.name {
    case "scaledToFit", "scaledToFill":
      guard Signature(labels: []).match(call, c) != nil else { return node }
      let mode: AspectRatioLayout.ContentMode = call.name == "scaledToFit" ? .fit : .fill
      return c.wrap(
        node, AspectRatioLayout(ratio: nil, contentMode: mode), kind: call.name,
        details: ["contentMode": mode.rawValue])
    default:
      break
    }
    guard let args = Signature(labels: [nil, "contentMode"]).match(call, c) else { return node }
    guard let modeArgument = args[1] else {
      c.error(
        "missing-argument", "aspectRatio needs contentMode: .fit or .fill", at: call.nameStart,
        length: call.name.count)
      return node
    }
    let modeName = Values.caseName(modeArgument.value, types: ["ContentMode"]) ?? ""
    guard let mode = AspectRatioLayout.ContentMode(rawValue: modeName) else {
      c.error(
        "bad-argument",
        "contentMode is .fit or .fill\(Suggestions.hint(for: modeName, in: ["fit", "fill"]))",
        at: modeArgument.start, length: max(1, modeArgument.end - modeArgument.start))
      return node
    }
    var ratio: Double? = nil
    if let first = args[0] {
      guard let value = ratioValue(first, c) else { return node }
      ratio = value
    }
    var details = ["contentMode": mode.rawValue]
    if let ratio { details["ratio"] = formatNumber(ratio) }
    return c.wrap(
      node, AspectRatioLayout(ratio: ratio, contentMode: mode), kind: "aspectRatio",
      details: details)
  }

  /// A ratio argument: a number, `nil` (`.some(nil)`), or `CGSize(width:height:)`; it must be
  /// finite and positive. Returns nil after reporting an error.
  private static func ratioValue(_ argument: Argument, _ c: ModifierContext) -> Double?? {
    let length = max(1, argument.end - argument.start)
    if case .nilLiteral = argument.value { return .some(nil) }
    var value: Double? = Values.number(argument.value)
    if case .call(.identifier("CGSize"), let fields, nil) = argument.value {
      let inner = ModifierCall(
        name: "CGSize", arguments: fields, trailingClosure: nil, nameStart: argument.start,
        end: argument.end, argumentText: "")
      guard let f = Signature(labels: ["width", "height"]).match(inner, c),
        let w = f[0].flatMap({ Values.number($0.value) }),
        let h = f[1].flatMap({ Values.number($0.value) })
      else {
        c.error(
          "bad-argument", "CGSize needs width: and height: numbers", at: argument.start,
          length: length)
        return nil
      }
      value = w / h
    }
    guard let value else {
      c.error(
        "bad-argument",
        "the ratio is a number (width / height), CGSize(width:height:) or nil",
        at: argument.start, length: length)
      return nil
    }
    guard value.isFinite, value > 0 else {
      c.error(
        "bad-argument", "the aspect ratio must be a finite number above 0", at: argument.start,
        length: length)
      return nil
    }
    return .some(value)
  }
}
