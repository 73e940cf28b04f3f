/// `Color`: fills its proposal; unspecified axes become 10 (Apple `Shape.sizeThatFits`, FG
/// ideal-size: "All the built-in shapes have an ideal size of 10×10").
package struct ColorLeaf: LeafLayout, Hashable {
  /// The colour's name, for drawing.
  package var name: String

  package init(_ name: String) { self.name = name }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    proposal.replacingUnspecifiedDimensions()
  }

  package var fillsItsProposal: Bool { true }
}

extension ViewTree {
  /// `Color` of the given name.
  public func color(_ name: String, id: String? = nil) -> ViewRef {
    leaf(ColorLeaf(name), kind: "Color", id: id)
  }
}
