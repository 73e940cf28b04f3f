/// A control laid out as an HStack over some of its subviews, the others left unplaced (and
/// hidden): which ones, and the stack's alignment and spacing, depend on the environment where
/// it is laid out (a titled Picker, LabeledContent).
protocol SubviewChoosingStack: Layout where Cache == StackCache {
  /// The stack the shown subviews form.
  var stack: HStackLayout { get }
  /// The subviews shown.
  func shown(_ subviews: LayoutSubviews) -> LayoutSubviews
}

extension SubviewChoosingStack {
  package func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache
  ) -> Size {
    stack.sizeThatFits(proposal: proposal, subviews: shown(subviews), cache: &cache)
  }

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout StackCache
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: shown(subviews), cache: &cache)
  }

  package func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing {
    stack.spacing(subviews: shown(subviews), cache: &cache)
  }
}
