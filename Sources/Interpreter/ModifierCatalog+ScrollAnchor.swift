import LayoutEngine
import MarkupSyntax

/// `.defaultScrollAnchor(…)` (semantics §5.3): checked where it is written and made a
/// `DefaultScrollAnchorModifier`, which the scroll views below read when laid out.
extension ModifierCatalog {
  /// `.defaultScrollAnchor(.bottom)`, `(.center, for: .alignment)`, `(nil)`.
  static func defaultScrollAnchor(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    guard let args = Signature(labels: [nil, "for"]).match(call, c), let point = args[0] else {
      c.error(
        "missing-argument", "defaultScrollAnchor needs a UnitPoint such as .bottom",
        at: call.nameStart, length: call.name.count)
      return node
    }
    var anchor: UnitPoint? = nil
    if case .nilLiteral = point.value {
      anchor = nil
    } else if let value = unitPoint(point.value) {
      anchor = value
    } else {
      let name = Values.caseName(point.value) ?? ""
      c.error(
        "bad-argument",
        "defaultScrollAnchor takes a UnitPoint such as .bottom or UnitPoint(x: 0.5, y: 1)\(Suggestions.hint(for: name, in: unitPoints.keys))",
        at: point.start, length: max(1, point.end - point.start))
      return node
    }
    var initialOffset = true
    var alignment = true
    if let role = args[1] {
      let roles = ["initialOffset", "alignment", "sizeChanges"]
      guard let name = Values.caseName(role.value, types: ["ScrollAnchorRole"]),
        roles.contains(name)
      else {
        let written = Values.caseName(role.value) ?? ""
        c.error(
          "bad-argument",
          "a scroll anchor role is .initialOffset, .alignment or .sizeChanges\(Suggestions.hint(for: written, in: roles))",
          at: role.start, length: max(1, role.end - role.start))
        return node
      }
      // Size changes move content only when it changes size, never in a layout at rest.
      initialOffset = name == "initialOffset"
      alignment = name == "alignment"
    }
    return c.wrap(
      node,
      DefaultScrollAnchorModifier(anchor, initialOffset: initialOffset, alignment: alignment),
      kind: call.name)
  }
}
