import LayoutEngine

/// `.lineLimit(…)` in all its forms and `.truncationMode(…)` (semantics §7.4).
extension ModifierCatalog {
  /// `.lineLimit(2)`, `(nil)`, `(1...3)`, `(2...)`, `(...3)`, `(2, reservesSpace: true)`.
  static func lineLimit(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: [nil, "reservesSpace"]).match(call, c) else { return node }
    guard let arg = args[0] else {
      c.error(
        "missing-argument", "lineLimit needs a number of lines or nil",
        at: call.nameStart, length: call.name.count)
      return node
    }
    func lines(_ e: Expr?) -> Int?? {
      guard let e else { return .some(nil) }
      guard let v = Values.number(e), v >= 1, v == v.rounded(), v < 1_000_000 else {
        c.error(
          "bad-argument", "lineLimit takes a whole number of lines (1 or more) or nil",
          at: arg.start, length: max(1, arg.end - arg.start))
        return nil
      }
      return .some(Int(v))
    }
    var reserves = false
    if let flag = args[1] {
      guard case .bool(let b) = flag.value else {
        c.error(
          "bad-argument", "expected true or false for 'reservesSpace'", at: flag.start,
          length: max(1, flag.end - flag.start))
        return node
      }
      reserves = b
    }
    let limit: Int?
    var reserved = 0
    switch arg.value {
    case .nilLiteral:
      guard args[1] == nil else {
        c.error("bad-argument", "lineLimit(_:reservesSpace:) needs a number", at: arg.start)
        return node
      }
      limit = nil
    case .range(let lower, let upper, let closed):
      guard args[1] == nil else {
        c.error(
          "bad-argument", "reservesSpace goes with a number of lines, not a range",
          at: args[1]!.labelStart)
        return node
      }
      guard let low = lines(lower), let high = lines(upper) else { return node }
      // `a..<b` holds b − 1 at most.
      let top = high.map { closed ? $0 : $0 - 1 }
      if let top, top < max(low ?? 1, 1) {
        c.error(
          "bad-argument", "the range of lines is empty", at: arg.start,
          length: max(1, arg.end - arg.start))
        return node
      }
      limit = top
      reserved = low ?? 0
    default:
      guard let n = lines(arg.value) else { return node }
      limit = n
      if reserves { reserved = n ?? 0 }
    }
    var details: [String: String] = [:]
    if let limit { details["limit"] = String(limit) }
    if reserved > 0 { details["reservedLines"] = String(reserved) }
    return c.wrap(
      node, LineLimitModifier(limit, reserved: reserved), kind: "lineLimit", details: details)
  }

  /// The truncation mode a `.truncationMode(…)` call names, or nil.
  static func truncation(of call: ModifierCall) -> TextLayout.Truncation? {
    guard call.arguments.count == 1, call.arguments[0].label == nil,
      let name = Values.caseName(call.arguments[0].value, types: ["TruncationMode"])
    else { return nil }
    return TextLayout.Truncation(rawValue: name)
  }

  /// `.truncationMode(.head | .middle | .tail)`: a `TruncationModeModifier`; the Texts inside
  /// read it when laid out (§7.4).
  static func truncationMode(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    guard let mode = truncation(of: call) else {
      let argument = call.arguments.first
      let name = argument.flatMap { Values.caseName($0.value) } ?? ""
      c.error(
        "bad-argument",
        "truncationMode takes .head, .middle or .tail\(Suggestions.hint(for: name, in: ["head", "middle", "tail"]))",
        at: argument?.start ?? call.nameStart,
        length: max(1, argument.map { $0.end - $0.start } ?? call.name.count))
      return node
    }
    return c.wrap(
      node, TruncationModeModifier(mode), kind: call.name)
  }
}
