import LayoutEngine

/// The grid cell modifiers (§6.3, §6.5): each wraps the view in a `GridCellModifier` layer
/// setting the trait an enclosing grid reads.
extension ModifierCatalog {
  /// Builds one grid cell modifier, or reports why it cannot.
  static func gridCell(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: [nil]).match(call, c) else { return node }
    guard let argument = args[0] else {
      c.error(
        "missing-argument", "'\(call.name)' needs an argument", at: call.nameStart,
        length: call.name.count)
      return node
    }
    let length = max(1, argument.end - argument.start)
    let setting: GridCellModifier.Setting
    switch call.name {
    case "gridCellColumns":
      guard let n = Values.number(argument.value), n == n.rounded(), n >= 1, n <= 1000 else {
        c.error(
          "bad-argument",
          "gridCellColumns takes a whole number of columns, 1 or more (at most 1000)",
          at: argument.start, length: length)
        return node
      }
      setting = .columns(Int(n))
    case "gridColumnAlignment":
      guard let name = Values.caseName(argument.value, types: ["HorizontalAlignment"]),
        let a = Values.horizontalAlignments[name]
      else {
        let name = Values.caseName(argument.value) ?? ""
        c.error(
          "bad-argument",
          "gridColumnAlignment takes a HorizontalAlignment: .leading, .center or .trailing\(Suggestions.hint(for: name, in: Values.horizontalAlignments.keys))",
          at: argument.start, length: length)
        return node
      }
      setting = .columnAlignment(a)
    case "gridCellAnchor":
      guard let point = unitPoint(argument.value) else {
        let name = Values.caseName(argument.value) ?? ""
        c.error(
          "bad-argument",
          "gridCellAnchor takes a UnitPoint such as .topLeading or UnitPoint(x: 0.2, y: 0.8)\(Suggestions.hint(for: name, in: unitPoints.keys))",
          at: argument.start, length: length)
        return node
      }
      setting = .anchor(point)
    default:
      guard let edges = axes(argument.value) else {
        c.error(
          "bad-argument", "gridCellUnsizedAxes takes .horizontal, .vertical or both",
          at: argument.start, length: length)
        return node
      }
      setting = .unsizedAxes(horizontal: edges.horizontal, vertical: edges.vertical)
    }
    return c.wrap(node, GridCellModifier(setting), kind: call.name)
  }

  static let unitPoints: [String: UnitPoint] = [
    "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
    "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading,
    "bottom": .bottom, "bottomTrailing": .bottomTrailing, "zero": .topLeading,
  ]

  /// `.topLeading`, `UnitPoint.top` or `UnitPoint(x: 0.2, y: 0.8)`.
  static func unitPoint(_ e: Expr) -> UnitPoint? {
    if let name = Values.caseName(e, types: ["UnitPoint"]) { return unitPoints[name] }
    guard case .call(.identifier("UnitPoint"), let arguments, nil) = e, arguments.count == 2,
      arguments[0].label == "x", arguments[1].label == "y",
      let x = Values.number(arguments[0].value), let y = Values.number(arguments[1].value),
      x.isFinite, y.isFinite
    else { return nil }
    return UnitPoint(x: x, y: y)
  }

  /// An `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]` or `[]`.
  private static func axes(_ e: Expr) -> (horizontal: Bool, vertical: Bool)? {
    if case .array(let elements) = e {
      var result = (horizontal: false, vertical: false)
      for element in elements {
        guard let part = axes(element) else { return nil }
        result.horizontal = result.horizontal || part.horizontal
        result.vertical = result.vertical || part.vertical
      }
      return result
    }
    switch Values.caseName(e, types: ["Axis.Set", "Set"]) {
    case "horizontal": return (true, false)
    case "vertical": return (false, true)
    default: return nil
    }
  }
}
