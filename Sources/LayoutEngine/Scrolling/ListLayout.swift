/// The trait `.listSectionSpacing(…)` sets on a `Section`: the space after it (§5.9).
package enum ListSectionSpacingTrait {
  /// The layout value's key.
  package static let key = "listSectionSpacing"
}

/// `List`'s and `Form`'s layout (semantics §5.6–§5.9): its sections one under another in a
/// vertically scrolling viewport.
///
/// Every subview is a section (the markup puts rows outside any `Section` into an implicit
/// one). A section is proposed the list's width less the style's side margins and nil in
/// height; sections are the style's spacing apart (a section's own `.listSectionSpacing`
/// sets the space after it), with the style's margins above the first and below the last.
/// Like a vertical `ScrollView` (§5.2), the list takes the proposal along its scroll axis
/// and reports its frames at scroll offset zero; unlike one, it also takes the proposed
/// width, as list rows span the screen. A columns form does not scroll.
package struct ListLayout: Layout, ScrollingLayout, EnvironmentReadingLayout {
  /// Whether this is a `Form` (its style is the form style in force, not the list style).
  package var isForm: Bool
  /// The style's metrics (§5.7).
  package var metrics: ListMetrics
  /// The space between sections, when the list sets one (`.listSectionSpacing` on it).
  package var sectionSpacing: Double?
  /// Margins `.contentMargins` adds around the content, beyond the style's (§5.11).
  package var contentMargins: EdgeInsets
  /// Whether the first section has a header: a grouped style leaves more space above a
  /// first section without one (`ListMetrics.topWithoutHeader`).
  package var firstSectionHasHeader: Bool

  /// A list laid out with `metrics`.
  package init(
    metrics: ListMetrics, isForm: Bool = false, sectionSpacing: Double? = nil,
    contentMargins: EdgeInsets = EdgeInsets(), firstSectionHasHeader: Bool = false
  ) {
    self.isForm = isForm
    self.metrics = metrics
    self.sectionSpacing = sectionSpacing
    self.contentMargins = contentMargins
    self.firstSectionHasHeader = firstSectionHasHeader
  }

  /// A list (or form) whose style, section spacing and content margins are the ones in force
  /// where the pass resolves it.
  package init(isForm: Bool, firstSectionHasHeader: Bool = false) {
    self.init(
      metrics: .of(.plain, on: OSVersion.newest(on: .iOS)), isForm: isForm,
      firstSectionHasHeader: firstSectionHasHeader)
  }

  package var scrollAxes: Set<Axis> { metrics.scrolls ? [.vertical] : [] }

  /// The list with the style (`ListStyleKey` or `FormStyleKey`), section spacing
  /// (`ListSectionSpacingKey`) and, when it scrolls, content margins (`ContentMarginsKey`) in
  /// force.
  package func resolved(in environment: LayoutEnvironment) -> ListLayout {
    let metrics = ListMetrics.of(isForm: isForm, in: environment)
    return ListLayout(
      metrics: metrics, isForm: isForm, sectionSpacing: environment[ListSectionSpacingKey.self],
      contentMargins: metrics.scrolls ? environment[ContentMarginsKey.self] : EdgeInsets(),
      firstSectionHasHeader: firstSectionHasHeader)
  }

  /// A columns form does not scroll, so it is no viewport: no clip, no content size (§5.6).
  package var isViewport: Bool { metrics.scrolls }

  /// The content's width (the proposal less the margins, else the widest section) and its
  /// height, placing the sections in `bounds` when given.
  private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, in bounds: Rect?)
    -> Size
  {
    let margin = metrics.horizontalMargin
    let extra = contentMargins
    var width = proposal.width.map { max(0, $0 - 2 * margin - extra.leading - extra.trailing) } ?? 0
    if proposal.width == nil {
      for subview in subviews { width = max(width, subview.sizeThatFits(.unspecified).width) }
    }
    let p = ProposedViewSize(width: width, height: nil)
    var y = extra.top
    if !subviews.isEmpty {
      y += metrics.topMargin + (firstSectionHasHeader ? 0 : metrics.topWithoutHeader)
    }
    for (i, subview) in subviews.enumerated() {
      if i > 0 {
        var gap = sectionSpacing ?? metrics.sectionSpacing
        if case .number(let own)? = subviews[i - 1].layoutValue(named: ListSectionSpacingTrait.key)
        {
          gap = own
        }
        y += gap
      }
      if let bounds {
        subview.place(
          at: Point(x: bounds.minX + extra.leading + margin, y: bounds.minY + y),
          anchor: .topLeading, proposal: p)
      }
      y += subview.sizeThatFits(p).height
    }
    if !subviews.isEmpty { y += metrics.bottomMargin }
    return Size(
      width: width + 2 * margin + extra.leading + extra.trailing, height: y + extra.bottom)
  }

  /// The proposal (the content's size on an unspecified axis, and on both for a list that
  /// does not scroll).
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    let content = arrange(proposal, subviews, in: nil)
    return Size(
      width: proposal.width ?? content.width,
      height: metrics.scrolls ? (proposal.height ?? content.height) : content.height)
  }

  /// Sections one under another from the top of the viewport (§5.9), in the viewport's
  /// placement context when the list scrolls (§5.10).
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let subviews = isViewport ? subviews.inViewport(bounds) : subviews
    var p = proposal
    if p.width == nil { p.width = bounds.width }
    _ = arrange(p, subviews, in: bounds)
  }

  /// A list is a plain view to its neighbours.
  package func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { .plain }

  /// Guides do not pass out of a scrolling list (§5.2).
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout ()
  ) -> Double? { nil }

  /// Guides do not pass out of a scrolling list (§5.2).
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout ()
  ) -> Double? { nil }
}
