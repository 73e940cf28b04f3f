import LayoutEngine

/// `.containerRelativeFrame(…)` (semantics §7.5).
extension ModifierCatalog {
  /// `(.horizontal)`, `([.horizontal, .vertical], alignment: .leading)`,
  /// `(.horizontal, count: 3, span: 2, spacing: 8, alignment: …)`.
  static func containerRelativeFrame(
    _ call: ModifierCall, _ node: NodeID, _ c: ModifierContext
  ) -> NodeID {
    guard
      let args = Signature(labels: [nil, "count", "span", "spacing", "alignment"]).match(call, c)
    else { return node }
    if call.trailingClosure != nil {
      c.error(
        "unsupported-argument",
        "containerRelativeFrame's closure form is not supported; use count:span:spacing:",
        at: call.nameStart, length: call.name.count)
      return node
    }
    guard let axesArgument = args[0], let axes = axisSet(axesArgument.value) else {
      c.error(
        "bad-argument", "containerRelativeFrame needs axes: .horizontal, .vertical or both",
        at: args[0]?.start ?? call.nameStart,
        length: max(1, args[0].map { $0.end - $0.start } ?? call.name.count))
      return node
    }
    func whole(_ argument: Argument?, _ name: String, default value: Int) -> Int? {
      guard let argument else { return value }
      guard let v = Values.number(argument.value), v >= 1, v == v.rounded(), v < 1_000_000 else {
        c.error(
          "bad-argument", "\(name) must be a whole number, 1 or more", at: argument.start,
          length: max(1, argument.end - argument.start))
        return nil
      }
      return Int(v)
    }
    guard let count = whole(args[1], "count", default: 1),
      let span = whole(args[2], "span", default: 1),
      let a = alignment(args[4], c)
    else { return node }
    if args[1] != nil, args[3] == nil {
      c.error(
        "missing-argument", "containerRelativeFrame with count: needs spacing:",
        at: args[1]!.labelStart)
      return node
    }
    if args[1] == nil, args[2] != nil || args[3] != nil {
      c.error(
        "missing-argument", "span: and spacing: go with count:",
        at: (args[2] ?? args[3])!.labelStart)
      return node
    }
    var spacing = 0.0
    if let argument = args[3] {
      guard let v = Values.number(argument.value), v.isFinite else {
        c.error(
          "bad-argument", "spacing must be a finite number", at: argument.start,
          length: max(1, argument.end - argument.start))
        return node
      }
      spacing = v
    }
    if span > count {
      c.warning(
        "span-exceeds-count",
        "span \(span) is more than count \(count): the view is wider than the container",
        at: args[2]!.start)
    }
    return c.wrap(
      node,
      ContainerRelativeFrameLayout(
        horizontal: axes.horizontal, vertical: axes.vertical, count: count, span: span,
        spacing: spacing, alignment: a),
      kind: "containerRelativeFrame")
  }

  /// `.horizontal`, `.vertical`, `Axis.Set.horizontal`, `[.horizontal, .vertical]`, `[]`.
  static func axisSet(_ e: Expr) -> (horizontal: Bool, vertical: Bool)? {
    var result = (horizontal: false, vertical: false)
    let elements: [Expr]
    if case .array(let items) = e { elements = items } else { elements = [e] }
    for element in elements {
      switch Values.caseName(element, types: ["Axis", "Set"]) {
      case "horizontal": result.horizontal = true
      case "vertical": result.vertical = true
      case "all": result = (true, true)
      default: return nil
      }
    }
    return result
  }
}
