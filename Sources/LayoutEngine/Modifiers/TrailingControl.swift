/// The layout iOS gives a toggle's switch and a stepper's buttons (§8.3, §8.6): an HStack of
/// the label, a Spacer and the control, so the whole fills the width offered. The label is
/// offered what the control and the gap (the Spacer's minimum length) leave; everything is
/// centred vertically. Without a label the view is the control alone. A macOS switch hugs its
/// label instead (`fillsWidth` false: the label, the gap and the switch; recorded on macOS 26).
/// In a row of an iOS 26 list or form the view is as tall as its label, the control overflowing it
/// (`labelSetsHeight`; recorded, §8.3).
struct TrailingControl {
  var control: Size
  var hasLabel: Bool
  var fillsWidth = true
  var labelSetsHeight = false

  /// Whether a labelled control in `environment` is as tall as its label: in a list's or form's row on
  /// iOS 26 (`ListRowKey`).
  static func labelSetsHeight(in environment: LayoutEnvironment) -> Bool {
    let os = environment[OSVersionKey.self]
    return environment[ListRowKey.self] && os.platform == .iOS && os.major >= 26
  }

  private var reserved: Double { control.width + ControlMetrics.labelGap }

  func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    guard hasLabel else { return ProposedViewSize(width: 0, height: 0) }
    return ProposedViewSize(
      width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height)
  }

  func size(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    guard hasLabel else { return control }
    let label = child.sizeThatFits(labelProposal(proposal))
    let least = label.width + reserved
    return Size(
      width: fillsWidth ? proposal.width.map { max($0, least) } ?? least : least,
      height: labelSetsHeight ? label.height : max(label.height, control.height))
  }

  func labelPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement
  {
    let p = labelProposal(proposal)
    let label = child.sizeThatFits(p)
    return ChildPlacement(
      origin: Point(x: 0, y: hasLabel ? (size.height - label.height) / 2 : 0), proposal: p)
  }

  /// Where the control goes in a frame of `frame`.
  func controlFrame(in frame: Rect) -> Rect {
    Rect(
      x: frame.minX + frame.width - control.width,
      y: frame.minY + (frame.height - control.height) / 2, width: control.width,
      height: control.height)
  }
}
