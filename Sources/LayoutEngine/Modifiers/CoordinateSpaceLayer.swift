/// `.coordinateSpace(.named("scroll"))` (semantics §1.2): names the view's own bounds, so a
/// GeometryReader inside reads its frame relative to them (`frame(in: .named("scroll"))`).
/// No layout effect: the layer takes its child's size and place, and only hands the views
/// inside a placement context that knows where the named space's origin is.
package struct CoordinateSpaceLayer: ModifierLayout, Hashable {
  package var name: String

  package init(name: String) { self.name = name }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    child.namingSpace(name, origin: bounds.origin)
      .place(at: bounds.origin, proposal: proposal, size: bounds.size)
  }
}
