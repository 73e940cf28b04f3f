/// A `Picker` by the picker style in its environment (§8.7). Segmented: UISegmentedControl, 32
/// points tall (31 on iOS 26), filling the width offered; offered none, every segment as wide as the widest
/// title plus 20. Menu (the automatic style outside lists and forms): the selected option's
/// title followed by the menu indicator, on iOS 26 inside a glass button's padding; in a form's
/// row on iOS it fills the row, the menu at its trailing end (both recorded on iOS 26, §8.7).
/// The picker's own label is not shown.
package struct PickerLeaf: LeafLayout, Hashable {
  /// The options' titles, in order.
  package var titles: [String]
  /// The selected option's index, nil when the selection matches none.
  package var selected: Int?

  package init(titles: [String], selected: Int?) {
    self.titles = titles
    self.selected = selected
  }

  static func isSegmented(_ environment: LayoutEnvironment) -> Bool {
    environment[PickerStyleKey.self] == .segmented
  }

  var selectedTitle: String { selected.map { titles[$0] } ?? "" }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let measure = environment.textMeasure
    let metrics = measure.metrics
    if Self.isSegmented(environment) {
      let widest = titles.reduce(0) { max($0, ControlMetrics.lineWidth($1, measure)) }
      let ideal = Double(max(1, titles.count)) * (widest + ControlMetrics.segmentPadding)
      return Size(
        width: proposal.width ?? ideal,
        height: max(
          ControlMetrics.segmentedHeight(environment[OSVersionKey.self]), metrics.lineHeight))
    }
    let menu = menuWidth(measure)
    let os = environment[OSVersionKey.self]
    // In a list's or form's row on iOS the picker is the row: its label leading, the menu trailing.
    if environment[ListRowKey.self] && os.platform == .iOS {
      return Size(width: proposal.width ?? menu, height: metrics.lineHeight)
    }
    if let padding = ControlMetrics.menuButtonPadding(os) {
      return Size(
        width: menu + 2 * padding.horizontal, height: metrics.lineHeight + 2 * padding.vertical)
    }
    return Size(width: menu, height: metrics.lineHeight)
  }

  /// The menu button's width: the selected title, the gap and the indicator.
  func menuWidth(_ measure: TextMeasure) -> Double {
    ControlMetrics.lineWidth(selectedTitle, measure) + ControlMetrics.menuIndicatorGap
      + ControlMetrics.menuIndicatorWidth
  }
}

extension PickerLeaf: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    if Self.isSegmented(environment) {
      return [.segments(frame, titles: titles, selected: selected)]
    }
    let os = environment[OSVersionKey.self]
    if !(environment[ListRowKey.self] && os.platform == .iOS),
      let padding = ControlMetrics.menuButtonPadding(os)
    {
      let inner = Rect(
        x: frame.minX + padding.horizontal, y: frame.minY + padding.vertical,
        width: max(0, frame.width - 2 * padding.horizontal),
        height: max(0, frame.height - 2 * padding.vertical))
      return [.bezel(frame, isProminent: false), .menu(inner, title: selectedTitle)]
    }
    // A picker filling a form's row shows its menu at the row's trailing end.
    let width = min(frame.width, menuWidth(environment.textMeasure))
    return [
      .menu(
        Rect(x: frame.maxX - width, y: frame.minY, width: width, height: frame.height),
        title: selectedTitle)
    ]
  }
}
