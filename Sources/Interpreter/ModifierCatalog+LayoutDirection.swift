import LayoutEngine

/// `.environment(\.layoutDirection, .rightToLeft)` (semantics §7.8).
extension ModifierCatalog {
  /// The direction an `.environment(\.layoutDirection, …)` call sets (true: right to left), or
  /// nil for any other environment value. Its arguments are kept as written (they are
  /// usually app code), so they are read from the text.
  static func layoutDirection(of call: ModifierCall) -> Bool? {
    let text = call.argumentText.filter { !$0.isWhitespace }
    guard text.hasPrefix("\\.layoutDirection,") else { return nil }
    let value = text.dropFirst("\\.layoutDirection,".count)
    switch value {
    case ".rightToLeft", "LayoutDirection.rightToLeft": return true
    case ".leftToRight", "LayoutDirection.leftToRight": return false
    default: return nil
    }
  }

  /// `.environment(…)`: a layout direction becomes a `LayoutDirectionModifier`; any other
  /// value is recorded.
  static func environment(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    if let rightToLeft = layoutDirection(of: call) {
      return c.wrap(
        node, LayoutDirectionModifier(rightToLeft: rightToLeft), kind: "environment",
        details: ["layoutDirection": rightToLeft ? "rightToLeft" : "leftToRight"])
    }
    if call.argumentText.filter({ !$0.isWhitespace }).hasPrefix("\\.layoutDirection,") {
      c.error(
        "bad-argument", "layoutDirection is .leftToRight or .rightToLeft", at: call.nameStart,
        length: call.name.count)
      return node
    }
    return style(call, node, c, effect: .none)
  }
}
