/// `GroupBox`'s layout (semantics §8.9): its label (when it has one) over its content, which
/// the interpreter gives as one leading VStack. The default style depends on the platform and
/// release in the environment:
///
/// - **macOS 26** (recorded, swiftui-web `groupbox/basic`): the label sits at the box's top,
///   10 in from its leading edge; the content is inset 5 on each side and starts 8 below the
///   label (5 below the top without one), so a one-line box is 26 tall.
/// - **Elsewhere**: the label and content form a leading VStack padded 16 on every side, the
///   style most apps reproduce (reported; no recording of iOS's own box was found).
package struct GroupBoxLayout: Layout, EnvironmentReadingLayout, Hashable {
  /// Whether the first subview is the label (a titled or labelled box).
  package var hasLabel: Bool
  /// Whether the environment's platform is macOS 26 or later (resolved by the pass).
  var isMac26 = false

  /// A box whose first subview is its label when `hasLabel`; the last is its content.
  package init(hasLabel: Bool) { self.hasLabel = hasLabel }

  package func resolved(in environment: LayoutEnvironment) -> GroupBoxLayout {
    let os = environment[OSVersionKey.self]
    var copy = self
    copy.isMac26 = os.platform == .macOS && os.major >= 26
    return copy
  }

  /// The label's leading inset, the content's inset on each side but the top, and the space
  /// between label and content, on macOS 26 (recorded).
  static let macLabelInset = 10.0
  static let macContentInset = 5.0
  static let macLabelGap = 8.0
  /// The padding around the stacked label and content elsewhere (§8.9).
  static let padding = 16.0

  private var stack: VStackLayout { VStackLayout(alignment: .leading) }
  private static let padded = PaddingLayout(EdgeInsets(.all, padding))

  /// The label (nil without one) and the content.
  private func parts(_ subviews: LayoutSubviews) -> (label: LayoutSubview?, content: LayoutSubview)?
  {
    guard let last = subviews.last else { return nil }
    return (hasLabel && subviews.count > 1 ? subviews[0] : nil, last)
  }

  /// What the label is proposed on macOS 26: the width beside its inset, any height.
  private func macLabelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(PaddingLayout.sum($0, -Self.macLabelInset), 0) },
      height: nil)
  }

  /// The content's insets on macOS 26, given the label's height (nil without a label).
  private func macContentInsets(labelHeight: Double?) -> PaddingLayout {
    let inset = Self.macContentInset
    let top = labelHeight.map { PaddingLayout.sum($0, Self.macLabelGap) } ?? inset
    return PaddingLayout(EdgeInsets(top: top, leading: inset, bottom: inset, trailing: inset))
  }

  package func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache
  ) -> Size {
    guard let (label, content) = parts(subviews) else { return .zero }
    guard isMac26 else {
      let padded = Self.padded
      let s = stack.sizeThatFits(
        proposal: padded.childProposal(proposal), subviews: subviews, cache: &cache)
      return Size(
        width: PaddingLayout.sum(s.width, 2 * Self.padding),
        height: PaddingLayout.sum(s.height, 2 * Self.padding))
    }
    let labelSize = label?.sizeThatFits(macLabelProposal(proposal))
    let insets = macContentInsets(labelHeight: labelSize?.height)
    let c = content.sizeThatFits(insets.childProposal(proposal))
    let labelWidth = labelSize.map { PaddingLayout.sum($0.width, Self.macLabelInset) } ?? 0
    return Size(
      width: max(PaddingLayout.sum(c.width, 2 * Self.macContentInset), labelWidth),
      height: PaddingLayout.sum(
        c.height, PaddingLayout.sum(insets.insets.top, Self.macContentInset)))
  }

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout StackCache
  ) {
    guard let (label, content) = parts(subviews) else { return }
    let origin = bounds.origin
    guard isMac26 else {
      let padded = Self.padded
      let inner = Rect(
        x: origin.x + Self.padding, y: origin.y + Self.padding,
        width: max(0, bounds.size.width - 2 * Self.padding),
        height: max(0, bounds.size.height - 2 * Self.padding))
      stack.placeSubviews(
        in: inner, proposal: padded.childProposal(proposal), subviews: subviews, cache: &cache)
      return
    }
    let labelProposal = macLabelProposal(proposal)
    let labelHeight = label?.sizeThatFits(labelProposal).height
    label?.place(at: Point(x: origin.x + Self.macLabelInset, y: origin.y), proposal: labelProposal)
    let insets = macContentInsets(labelHeight: labelHeight)
    content.place(
      at: Point(x: origin.x + insets.insets.leading, y: origin.y + insets.insets.top),
      proposal: insets.childProposal(proposal))
  }

  /// Inset on every side, so plain to its neighbours as padding makes a view (§1.3).
  package func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing {
    .plain
  }
}
