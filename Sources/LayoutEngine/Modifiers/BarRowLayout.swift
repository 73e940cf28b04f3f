/// A row of a bar's items (§8.11): the navigation bar's, the bottom toolbar's, or both stacked.
/// A bar is as wide as the screen and as tall as its platform makes it, so its row takes the
/// whole space offered whatever its items; each layout only places them.
protocol BarRowLayout: Layout where Cache == Void {}

extension BarRowLayout {
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    proposal.replacingUnspecifiedDimensions()
  }
}
