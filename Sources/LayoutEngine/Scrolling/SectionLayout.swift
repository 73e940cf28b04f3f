/// The trait `.listRowInsets(EdgeInsets(…))` sets on a row: the four insets as
/// "top leading bottom trailing" (semantics §5.8).
package enum ListRowInsetsTrait {
  /// The layout value's key.
  package static let key = "listRowInsets"

  /// The trait's value for `insets`.
  package static func value(_ insets: EdgeInsets) -> LayoutValue {
    .string(
      [insets.top, insets.leading, insets.bottom, insets.trailing].map { formatNumber($0) }
        .joined(separator: " "))
  }

  /// The insets a row sets, if it sets any.
  static func insets(of subview: LayoutSubview) -> EdgeInsets? {
    guard case .string(let text)? = subview.layoutValue(named: key) else { return nil }
    let v = text.split(separator: " ").compactMap { Double($0) }
    guard v.count == 4 else { return nil }
    return EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
  }
}

/// A `Section` of a `List` or `Form` (semantics §5.8): an optional header, its rows, an
/// optional footer, one under another, as wide as the list gives it.
///
/// Each row's content is proposed the section's width less the row's insets (its own from
/// `.listRowInsets`, else the style's) and nil in height; the row is the content's height
/// plus the insets, at least the style's minimum row height, and the content sits at the
/// leading inset, centred in the height between the insets. Headers and footers span the
/// row content's width, with the style's spacing above and below.
package struct SectionLayout: Layout, EnvironmentReadingLayout {
  /// Whether the section is a `Form`'s (its style is the form style in force).
  package var inForm: Bool
  /// The style's metrics (§5.7).
  package var metrics: ListMetrics
  /// Whether the first subview is the header.
  package var hasHeader: Bool
  /// Whether the last subview is the footer.
  package var hasFooter: Bool
  /// Space between adjacent rows (`.listRowSpacing`, `ListRowSpacingKey`), not around the
  /// header or footer.
  package var rowSpacing: Double = 0

  /// A section laid out with `metrics`.
  package init(
    metrics: ListMetrics, inForm: Bool = false, hasHeader: Bool = false, hasFooter: Bool = false
  ) {
    self.inForm = inForm
    self.metrics = metrics
    self.hasHeader = hasHeader
    self.hasFooter = hasFooter
  }

  /// A section of a list (or form) whose style is the one in force where the pass resolves it.
  package init(inForm: Bool, hasHeader: Bool = false, hasFooter: Bool = false) {
    self.init(
      metrics: .of(.plain, on: OSVersion.newest(on: .iOS)), inForm: inForm, hasHeader: hasHeader,
      hasFooter: hasFooter)
  }

  /// The section with its list's style in force (`ListStyleKey` or `FormStyleKey`).
  package func resolved(in environment: LayoutEnvironment) -> SectionLayout {
    var section = SectionLayout(
      metrics: .of(isForm: inForm, in: environment), inForm: inForm, hasHeader: hasHeader,
      hasFooter: hasFooter)
    section.rowSpacing = environment[ListRowSpacingKey.self] ?? 0
    return section
  }

  /// A list's or form's section tells its rows they are rows (`ListRowKey`), which some
  /// controls lay out differently (§8.3, §8.7); a macOS 26 sidebar sets its rows' text in a
  /// control's taller lines (recorded, §5.7, §9.7).
  package func adjustSubviews(_ environment: inout LayoutEnvironment) {
    environment[ListRowKey.self] = true
    if !inForm, environment[ListStyleKey.self] == .sidebar {
      let leading = ControlMetrics.controlLabelLeading(environment[OSVersionKey.self])
      if leading > 0 { environment[TextEnvironmentKey.self].controlLabelLeading = leading }
    }
  }

  /// The section's width for `proposal` (§5.8), and its height, placing the subviews in
  /// `bounds` when given.
  private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, in bounds: Rect?)
    -> Size
  {
    let n = subviews.count
    let headerIndex = hasHeader && n > 0 ? 0 : -1
    let footerIndex = hasFooter && n > (hasHeader ? 1 : 0) ? n - 1 : -1
    let sides = metrics.rowInsets
    // Unspecified width: the widest subview with its insets.
    var width = proposal.width ?? 0
    if proposal.width == nil {
      for (i, subview) in subviews.enumerated() {
        let insets =
          i == headerIndex || i == footerIndex
          ? sides : (ListRowInsetsTrait.insets(of: subview) ?? sides)
        let ideal = subview.sizeThatFits(.unspecified).width
        width = max(width, ideal + insets.leading + insets.trailing)
      }
    }
    // A grouped style leaves space where a header or footer would be (§5.7).
    var y = headerIndex < 0 ? metrics.absentHeader : 0
    for (i, subview) in subviews.enumerated() {
      let isHeader = i == headerIndex
      let isFooter = i == footerIndex
      let insets = isHeader || isFooter ? sides : (ListRowInsetsTrait.insets(of: subview) ?? sides)
      let p = ProposedViewSize(width: max(0, width - insets.leading - insets.trailing), height: nil)
      let size = subview.sizeThatFits(p)
      let top: Double
      let height: Double
      if isHeader {
        top = metrics.headerTop
        height = metrics.headerTop + size.height + metrics.headerBottom
      } else if isFooter {
        top = metrics.footerTop
        height = metrics.footerTop + size.height + metrics.footerBottom
      } else {
        if i > 0, i - 1 != headerIndex { y += rowSpacing }
        let rowHeight = max(metrics.minRowHeight, insets.top + size.height + insets.bottom)
        top = insets.top + (rowHeight - insets.top - size.height - insets.bottom) / 2
        height = rowHeight
      }
      if let bounds {
        subview.place(
          at: Point(x: bounds.minX + insets.leading, y: bounds.minY + y + top),
          anchor: .topLeading, proposal: p)
      }
      y += height
    }
    if footerIndex < 0 { y += metrics.absentFooter }
    return Size(width: width, height: y)
  }

  /// The proposed width (else the widest row with its insets) and the rows' total height.
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    arrange(proposal, subviews, in: nil)
  }

  /// Header, rows and footer one under another (§5.8).
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    var p = proposal
    if p.width == nil { p.width = bounds.width }
    _ = arrange(p, subviews, in: bounds)
  }

  /// A section is a plain view to its neighbours.
  package func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { .plain }
}

/// Whether a view is (in) a row of a `List`'s or `Form`'s section (§5.8), written by the
/// section for its subviews: in a row an iOS 26 toggle or stepper is as tall as its label, and
/// a menu picker fills the row.
package enum ListRowKey: EnvironmentKey {
  package static let defaultValue = false
}
