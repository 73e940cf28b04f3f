/// A `Picker`'s control by the picker style in its environment (§8.7); a titled picker's label
/// is `PickerLayout`'s. Segmented: UISegmentedControl, 32 points tall (31 on iOS 26, 24 on macOS
/// 26, where it keeps its own width), filling the width offered; offered none, every segment as
/// wide as the widest title plus 20. macOS 26's menu style: a pop-up button as wide as the
/// widest option. Menu (the automatic style outside lists and forms): the selected option's
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
      let os = environment[OSVersionKey.self]
      // A macOS 26 segmented control keeps its own width, narrowed only by a shorter offer
      // (recorded: 234 wide in a 320 window, its label included, §8.7); UIKit's fills.
      let hugs = os.platform == .macOS && os.major >= 26
      return Size(
        width: hugs ? min(ideal, proposal.width ?? ideal) : proposal.width ?? ideal,
        height: max(
          ControlMetrics.segmentedHeight(environment[OSVersionKey.self]), metrics.lineHeight))
    }
    let menu = menuWidth(measure)
    let os = environment[OSVersionKey.self]
    // In a list's or form's row on iOS the picker is the row: its label leading, the menu trailing.
    if environment[ListRowKey.self] && os.platform == .iOS {
      return Size(width: proposal.width ?? menu, height: metrics.lineHeight)
    }
    if os.platform == .macOS, os.major >= 26 {
      // A pop-up button as wide as its widest option, in a push button's padding with the
      // indicator (recorded on macOS 26: "Banana"'s 45 gives 92.5 × 24, §8.7).
      let widest = titles.reduce(0) { max($0, ControlMetrics.lineWidth($1, measure)) }
      let padding = ControlMetrics.macPushButtonPadding
      return Size(
        width: widest + padding.leading + padding.trailing + ControlMetrics.macMenuIndicatorWidth,
        height: metrics.lineHeight + padding.top + padding.bottom)
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
    let macPadding: (horizontal: Double, vertical: Double)? =
      os.platform == .macOS && os.major >= 26
      ? (ControlMetrics.macPushButtonPadding.leading, ControlMetrics.macPushButtonPadding.top)
      : nil
    if !(environment[ListRowKey.self] && os.platform == .iOS),
      let padding = ControlMetrics.menuButtonPadding(os) ?? macPadding
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
