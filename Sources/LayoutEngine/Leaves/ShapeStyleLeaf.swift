/// A shape style used as a view: `LinearGradient`, `RadialGradient`, `AngularGradient`,
/// `EllipticalGradient`, or a material (`.ultraThinMaterial` … `.ultraThickMaterial`) as a
/// background (semantics §7.6). It fills its proposal exactly as a `Color` does; unspecified
/// axes become 10.
package struct ShapeStyleLeaf: LeafLayout, Hashable {
  /// The style's type (`LinearGradient`) or material (`ultraThinMaterial`), for output.
  package var kind: String
  /// The gradient's colours in order, each with its opacity (none for a material), for
  /// drawing.
  package var colors: [NamedColor]

  package init(_ kind: String, colors: [NamedColor] = []) {
    self.kind = kind
    self.colors = colors
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    proposal.replacingUnspecifiedDimensions()
  }

  package var fillsItsProposal: Bool { true }
}
