/// `Label`'s layout (semantics §7.2): two subviews, the icon then the title, shown by the label
/// style in force. `.titleAndIcon` (the default on iOS) lines them up as an HStack centred
/// vertically, `labelSpacing` apart; `.titleOnly` and `.iconOnly` show one of them, at the
/// label's own proposal, and leave the other unplaced and hidden.
package struct LabelLayout: Layout, EnvironmentReadingLayout {
  /// Which parts a label shows (`LabelStyle`).
  package enum Style: String, Sendable, Hashable, CaseIterable {
    /// Icon then title, side by side.
    case titleAndIcon
    /// The title alone.
    case titleOnly
    /// The icon alone.
    case iconOnly
  }

  /// The style in force where the label is (`LabelStyleKey`, resolved by the pass).
  package var style: Style

  /// The distance between icon and title in `.titleAndIcon` (§7.2).
  package static let labelSpacing = 8.0

  /// A label layout showing the parts `style` names.
  package init(style: Style = .titleAndIcon) { self.style = style }

  package func resolved(in environment: LayoutEnvironment) -> LabelLayout {
    LabelLayout(style: environment[LabelStyleKey.self])
  }

  private var stack: HStackLayout { HStackLayout(alignment: .center, spacing: Self.labelSpacing) }

  /// The one subview a single-part style shows (0: icon, 1: title), nil for both.
  private func shown(_ subviews: LayoutSubviews) -> Int? {
    switch style {
    case .titleAndIcon: return subviews.count < 2 ? 0 : nil
    case .titleOnly: return subviews.count < 2 ? 0 : 1
    case .iconOnly: return 0
    }
  }

  /// A label's cache is its stack's (used by `.titleAndIcon` only).
  package func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }

  /// The stack's size, or the shown part's size for `proposal`.
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache
  ) -> Size {
    guard !subviews.isEmpty else { return .zero }
    guard let index = shown(subviews) else {
      return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return subviews[index].sizeThatFits(proposal)
  }

  /// Places both parts as the stack does, or the shown part at the label's origin.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout StackCache
  ) {
    guard !subviews.isEmpty else { return }
    guard let index = shown(subviews) else {
      stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      return
    }
    subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }

  /// The stack's spacing preferences, or the shown part's.
  package func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    guard let index = shown(subviews) else {
      return stack.spacing(subviews: subviews, cache: &cache)
    }
    return subviews[index].spacing
  }
}
