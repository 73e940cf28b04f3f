/// `.layoutValue(key:value:)`: a trait the container's layout reads through its subview
/// (`LayoutSubview[key]`). It travels outward through the view's other modifier layers; the
/// innermost setting of a key wins. No layout effect.
package struct LayoutValueModifier: ModifierLayout, Hashable {
  package var key: String
  package var value: LayoutValue

  package init(key: String, value: LayoutValue) {
    self.key = key
    self.value = value
  }

  package var layoutValue: (key: String, value: LayoutValue)? { (key, value) }
}

extension ViewRef {
  /// `.layoutValue(key:value:)`: a value the container's layout reads (`LayoutSubview[key]`).
  package func layoutValue(key: String, value: LayoutValue) -> ViewRef {
    modifier(LayoutValueModifier(key: key, value: value), kind: "layoutValue")
  }
}
