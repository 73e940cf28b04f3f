/// `.layoutPriority(_:)` (§1.6): sets the priority the view's container sees; no layout
/// effect.
package struct LayoutPriorityModifier: ModifierLayout, Hashable {
  package var value: Double

  package init(_ value: Double) { self.value = value }

  package func layoutPriority(child: Double) -> Double { value }
}

extension ViewRef {
  /// `.layoutPriority(_:)`: the priority the view's container sees.
  public func layoutPriority(_ value: Double) -> ViewRef {
    modifier(LayoutPriorityModifier(value), kind: "layoutPriority")
  }
}
