/// A `Toggle` around its label (the layer's child), by the toggle style in its environment
/// (§8.3): the automatic style is a switch on iOS and a checkbox on macOS. A switch sits after
/// the label and the toggle fills the width offered (`TrailingControl`); a checkbox sits
/// before the label and the toggle hugs them; the button style is the label padded as a
/// bordered button, unless the button style is plain.
package struct ToggleLayout: ModifierLayout, Hashable {
  package var isOn: Bool
  package var hasLabel: Bool

  package init(isOn: Bool, hasLabel: Bool) {
    self.isOn = isOn
    self.hasLabel = hasLabel
  }

  enum Resolved { case `switch`, checkbox, button }

  static func resolved(_ environment: LayoutEnvironment) -> Resolved {
    switch environment[ToggleStyleKey.self] {
    case .switch: .switch
    case .checkbox: .checkbox
    case .button: .button
    case .automatic: environment.options.platform == .iOS ? .switch : .checkbox
    }
  }

  /// A button-style toggle's padding (§8.3): the bordered spec, except under `.plain`.
  static func buttonInsets(_ environment: LayoutEnvironment) -> EdgeInsets {
    guard environment[ButtonStyleKey.self] != .plain else { return EdgeInsets() }
    let os = environment[OSVersionKey.self]
    // A macOS 26 toggle button is a push button (recorded, 24 tall: §8.2, §8.3).
    if os.platform == .macOS && os.major >= 26 { return ControlMetrics.macPushButtonPadding }
    let (h, v) = ControlMetrics.borderedPadding(environment[ControlSizeKey.self])
    return EdgeInsets(top: v, leading: h, bottom: v, trailing: h)
  }

  /// Whether the label is shown: written, and not hidden by `.labelsHidden()` (§8.3).
  func showsLabel(_ environment: LayoutEnvironment) -> Bool {
    hasLabel && !environment[LabelsHiddenKey.self]
  }

  func trailing(_ environment: LayoutEnvironment) -> TrailingControl {
    let os = environment[OSVersionKey.self]
    return TrailingControl(
      control: ControlMetrics.switchSize(os), hasLabel: showsLabel(environment),
      fillsWidth: os.platform == .iOS,
      labelSetsHeight: TrailingControl.labelSetsHeight(in: environment))
  }

  /// The checkbox and the gap before the label.
  private func checkboxLead(_ environment: LayoutEnvironment) -> Double {
    let os = environment[OSVersionKey.self]
    return ControlMetrics.checkboxSide(os)
      + (showsLabel(environment) ? ControlMetrics.checkboxGap(os) : 0)
  }

  /// A macOS 26 checkbox sets its label's lines taller (§8.3, §9.7).
  package func adjust(_ environment: inout LayoutEnvironment) {
    guard Self.resolved(environment) == .checkbox else { return }
    let leading = ControlMetrics.controlLabelLeading(environment[OSVersionKey.self])
    guard leading > 0 else { return }
    environment[TextEnvironmentKey.self].controlLabelLeading = leading
  }

  private func checkboxLabelProposal(_ proposal: ProposedViewSize, _ environment: LayoutEnvironment)
    -> ProposedViewSize
  {
    guard showsLabel(environment) else { return ProposedViewSize(width: 0, height: 0) }
    return ProposedViewSize(
      width: proposal.width.map { max(0, $0 - checkboxLead(environment)) },
      height: proposal.height)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let environment = child.environment
    switch Self.resolved(environment) {
    case .switch:
      return trailing(environment).size(proposal, child: child)
    case .checkbox:
      let side = ControlMetrics.checkboxSide(environment[OSVersionKey.self])
      guard showsLabel(environment) else { return Size(width: side, height: side) }
      let label = child.sizeThatFits(checkboxLabelProposal(proposal, environment))
      return Size(
        width: checkboxLead(environment) + label.width, height: max(side, label.height))
    case .button:
      return PaddingLayout(Self.buttonInsets(environment)).sizeThatFits(proposal, child: child)
    }
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let environment = child.environment
    switch Self.resolved(environment) {
    case .switch:
      return trailing(environment).labelPlacement(in: size, proposal: proposal, child: child)
    case .checkbox:
      let p = checkboxLabelProposal(proposal, environment)
      let label = child.sizeThatFits(p)
      let shown = showsLabel(environment)
      return ChildPlacement(
        origin: Point(
          x: shown ? checkboxLead(environment) : 0, y: shown ? (size.height - label.height) / 2 : 0
        ),
        proposal: p)
    case .button:
      return PaddingLayout(Self.buttonInsets(environment)).childPlacement(
        in: size, proposal: proposal, child: child)
    }
  }
}

extension ToggleLayout: ControlDrawing {
  package func drawsLabel(in environment: LayoutEnvironment) -> Bool { showsLabel(environment) }

  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    switch Self.resolved(environment) {
    case .switch:
      return [.toggle(trailing(environment).controlFrame(in: frame), isOn: isOn)]
    case .checkbox:
      let side = ControlMetrics.checkboxSide(environment[OSVersionKey.self])
      return [
        .toggle(
          Rect(x: frame.minX, y: frame.minY + (frame.height - side) / 2, width: side, height: side),
          isOn: isOn)
      ]
    case .button:
      return environment[ButtonStyleKey.self] == .plain ? [] : [.bezel(frame, isProminent: isOn)]
    }
  }
}
