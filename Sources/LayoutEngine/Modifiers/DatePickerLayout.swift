/// A date picker's style (§8.13): `.datePickerStyle(…)`, `.automatic` being compact on iOS.
package enum DatePickerStyleKind: String, Sendable, Hashable {
  case compact, graphical, wheel
}

/// A `DatePicker` around its label (the layer's child), by its style (§8.13):
/// - compact: the label, a Spacer and the date (and time) buttons at the trailing edge,
///   filling the width offered, as a toggle's switch (`TrailingControl`);
/// - wheel: the label, then UIKit's wheels (216 tall, at least 280 wide) taking the rest of the
///   width; offered none, the wheels are 320 wide;
/// - graphical: the calendar alone (its label is not shown), filling the width offered (at
///   least 280; 320 offered none), a chosen 330 tall.
///
/// The style is the environment's (`DatePickerStyleKey`), read where the picker is laid out.
package struct DatePickerLayout: ModifierLayout, Hashable {
  package var showsDate: Bool
  package var showsTime: Bool
  package var hasLabel: Bool
  /// The selection as shown (`Mar 12, 2024`), for the drawing.
  package var text: String
  /// The selection as a macOS date field shows it (`3/12/2024, 9:41 AM`), which sizes the field.
  package var fieldText: String

  package init(
    showsDate: Bool, showsTime: Bool, hasLabel: Bool, text: String, fieldText: String = ""
  ) {
    self.showsDate = showsDate
    self.showsTime = showsTime
    self.hasLabel = hasLabel
    self.text = text
    self.fieldText = fieldText
  }

  /// Whether the compact style is macOS 26's stepper field: the date (and time) as text with
  /// the stepper, hugging its label (recorded, §8.13).
  private func isMacField(_ os: OSVersion) -> Bool { os.platform == .macOS && os.major >= 26 }

  /// A macOS 26 stepper field: the text, then the field's padding and stepper, 22 tall
  /// (recorded on macOS 26, swiftui-web `datepicker/basic`: a date field 32 wider than its
  /// text in Stackup's model, a time field 24.5, both 33.5; derived, ±1).
  private func macFieldSize(_ environment: LayoutEnvironment) -> Size {
    let extra: Double =
      switch (showsDate, showsTime) {
      case (true, true): 33.5
      case (false, true): 24.5
      default: 32
      }
    return Size(
      width: ControlMetrics.lineWidth(fieldText, environment.textMeasure) + extra,
      height: ControlMetrics.macDateFieldHeight)
  }

  /// The compact buttons on `os`: the date capsule, the time capsule, or both 8 apart.
  func compactSize(_ os: OSVersion) -> Size {
    let date = ControlMetrics.compactDateSize(os)
    let time = ControlMetrics.compactTimeSize(os)
    switch (showsDate, showsTime) {
    case (true, true):
      return Size(
        width: date.width + ControlMetrics.labelGap + time.width,
        height: max(date.height, time.height))
    case (false, true): return time
    default: return date
    }
  }

  func showsLabel(_ environment: LayoutEnvironment) -> Bool {
    hasLabel && !environment[LabelsHiddenKey.self]
      && environment[DatePickerStyleKey.self] != .graphical
  }

  func trailing(_ environment: LayoutEnvironment) -> TrailingControl {
    let os = environment[OSVersionKey.self]
    guard isMacField(os) else {
      return TrailingControl(control: compactSize(os), hasLabel: showsLabel(environment))
    }
    return TrailingControl(
      control: macFieldSize(environment), hasLabel: showsLabel(environment), fillsWidth: false)
  }

  /// The wheel's share of the label's row: the label is offered what the minimum wheels and
  /// the gap leave.
  private func wheelLabelProposal(_ proposal: ProposedViewSize, shown: Bool) -> ProposedViewSize {
    guard shown else { return ProposedViewSize(width: 0, height: 0) }
    return ProposedViewSize(
      width: proposal.width.map {
        max(0, $0 - ControlMetrics.labelGap - ControlMetrics.datePickerMinWidth)
      }, height: proposal.height)
  }

  /// A panel's width (wheels or calendar) given the width left for it.
  private static func panelWidth(_ offered: Double?) -> Double {
    offered.map { max(ControlMetrics.datePickerMinWidth, $0) }
      ?? ControlMetrics.datePickerIdealWidth
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let environment = child.environment
    switch environment[DatePickerStyleKey.self] {
    case .compact:
      return trailing(environment).size(proposal, child: child)
    case .graphical:
      return Size(
        width: Self.panelWidth(proposal.width), height: ControlMetrics.calendarHeight)
    case .wheel:
      let shown = showsLabel(environment)
      let label = shown ? child.sizeThatFits(wheelLabelProposal(proposal, shown: true)) : .zero
      let lead = shown ? label.width + ControlMetrics.labelGap : 0
      return Size(
        width: lead + Self.panelWidth(proposal.width.map { $0 - lead }),
        height: max(label.height, ControlMetrics.wheelHeight))
    }
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let environment = child.environment
    switch environment[DatePickerStyleKey.self] {
    case .compact:
      return trailing(environment).labelPlacement(in: size, proposal: proposal, child: child)
    case .graphical:
      return ChildPlacement(origin: .zero, proposal: ProposedViewSize(width: 0, height: 0))
    case .wheel:
      let shown = showsLabel(environment)
      let p = wheelLabelProposal(proposal, shown: shown)
      let label = child.sizeThatFits(p)
      return ChildPlacement(
        origin: Point(x: 0, y: shown ? (size.height - label.height) / 2 : 0), proposal: p)
    }
  }
}

extension DatePickerLayout: ControlDrawing {
  package func drawsLabel(in environment: LayoutEnvironment) -> Bool { showsLabel(environment) }

  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    switch environment[DatePickerStyleKey.self] {
    case .compact:
      let shown = isMacField(environment[OSVersionKey.self]) ? fieldText : text
      return [.dateButton(trailing(environment).controlFrame(in: frame), text: shown)]
    case .graphical:
      return [.datePanel(frame, text: text, isWheel: false)]
    case .wheel:
      let lead =
        showsLabel(environment) ? (label?.width ?? 0) + ControlMetrics.labelGap : 0
      let height = ControlMetrics.wheelHeight
      return [
        .datePanel(
          Rect(
            x: frame.minX + lead, y: frame.minY + (frame.height - height) / 2,
            width: max(0, frame.width - lead), height: height), text: text, isWheel: true)
      ]
    }
  }
}

/// The date picker style in force (§8.13), written by `.datePickerStyle(…)` for every
/// DatePicker below: compact unless one above says otherwise.
package enum DatePickerStyleKey: EnvironmentKey {
  package static let defaultValue = DatePickerStyleKind.compact
}
