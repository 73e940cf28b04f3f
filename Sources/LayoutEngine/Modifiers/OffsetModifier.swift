/// `.offset(x:y:)`: no layout effect; the subtree is drawn (and reported) translated (§1.12).
/// Guides and spacing are the child's, untranslated.
package struct OffsetModifier: ModifierLayout, Hashable {
  package var x: Double
  package var y: Double

  package init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    child.place(
      at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: proposal, size: bounds.size)
  }
}

extension ViewRef {
  /// `.offset(x:y:)`: the view drawn translated, its layout unchanged.
  package func offset(x: Double = 0, y: Double = 0) -> ViewRef {
    modifier(OffsetModifier(x: x, y: y), kind: "offset")
  }
}
