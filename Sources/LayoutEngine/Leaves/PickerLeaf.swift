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

  /// How the menu style shows where the picker is laid out.
  enum Menu {
    /// A row of an iOS list or form: the picker fills the row, its menu at the trailing end.
    case row
    /// A button around the title and indicator, padded (iOS 26's glass button; macOS 26's
    /// pop-up, whose title is its widest option's).
    case button(horizontal: Double, vertical: Double, widestTitle: Bool)
    /// The selected title and indicator alone.
    case bare
  }

  static func menu(_ environment: LayoutEnvironment) -> Menu {
    let os = environment[OSVersionKey.self]
    if environment[ListRowKey.self] && os.platform == .iOS { return .row }
    if os.platform == .macOS, os.major >= 26 {
      let padding = ControlMetrics.macPushButtonPadding
      return .button(horizontal: padding.leading, vertical: padding.top, widestTitle: true)
    }
    if let padding = ControlMetrics.menuButtonPadding(os) {
      return .button(horizontal: padding.horizontal, vertical: padding.vertical, widestTitle: false)
    }
    return .bare
  }

  /// The widest option's title on one line.
  func widestTitle(_ measure: TextMeasure) -> Double {
    titles.reduce(0) { max($0, ControlMetrics.lineWidth($1, measure)) }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let measure = environment.textMeasure
    let metrics = measure.metrics
    let os = environment[OSVersionKey.self]
    if Self.isSegmented(environment) {
      let ideal =
        Double(max(1, titles.count)) * (widestTitle(measure) + ControlMetrics.segmentPadding)
      // A macOS 26 segmented control keeps its own width, narrowed only by a shorter offer
      // (recorded: 234 wide in a 320 window, its label included, §8.7); UIKit's fills.
      let hugs = os.platform == .macOS && os.major >= 26
      return Size(
        width: hugs ? min(ideal, proposal.width ?? ideal) : proposal.width ?? ideal,
        height: max(ControlMetrics.segmentedHeight(os), metrics.lineHeight))
    }
    switch Self.menu(environment) {
    case .row:
      // In a list's or form's row on iOS the picker is the row: its label leading, the menu
      // trailing.
      return Size(width: proposal.width ?? menuWidth(measure), height: metrics.lineHeight)
    case .button(let horizontal, let vertical, widestTitle: true):
      // A pop-up button as wide as its widest option, in a push button's padding with the
      // indicator (recorded on macOS 26: "Banana"'s 45 gives 92.5 × 24, §8.7).
      return Size(
        width: widestTitle(measure) + 2 * horizontal + ControlMetrics.macMenuIndicatorWidth,
        height: metrics.lineHeight + 2 * vertical)
    case .button(let horizontal, let vertical, widestTitle: false):
      return Size(
        width: menuWidth(measure) + 2 * horizontal, height: metrics.lineHeight + 2 * vertical)
    case .bare:
      return Size(width: menuWidth(measure), height: metrics.lineHeight)
    }
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
    if case .button(let horizontal, let vertical, _) = Self.menu(environment) {
      let inner = Rect(
        x: frame.minX + horizontal, y: frame.minY + vertical,
        width: max(0, frame.width - 2 * horizontal), height: max(0, frame.height - 2 * vertical))
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
