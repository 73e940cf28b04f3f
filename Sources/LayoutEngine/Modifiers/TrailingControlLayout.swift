/// A control drawn after its label (the layer's child) at the trailing edge, filling the width
/// offered (`TrailingControl`): one type for the controls whose layout is only their size.
/// - `Stepper`: the − and + buttons, UIStepper's 94 × 32 (§8.6).
/// - `ColorPicker`: a UIColorWell, a chosen 28 × 28; on macOS 26 a recorded 48 × 24 well (§8.14).
///
/// Before macOS 26 macOS uses iOS's numbers (not recorded, §8.6, §8.14).
package struct TrailingControlLayout: ModifierLayout, Hashable {
  /// The control drawn.
  package enum Control: Hashable, Sendable {
    case stepper
    case colorWell
  }

  package var control: Control
  package var hasLabel: Bool

  package init(_ control: Control, hasLabel: Bool) {
    self.control = control
    self.hasLabel = hasLabel
  }

  /// The layout, the label left out when `.labelsHidden()` is in force (§8.6).
  func trailing(_ environment: LayoutEnvironment) -> TrailingControl {
    let os = environment[OSVersionKey.self]
    return TrailingControl(
      control: control == .stepper
        ? ControlMetrics.stepperSize(os) : ControlMetrics.colorWellSize(os),
      hasLabel: hasLabel && !environment[LabelsHiddenKey.self],
      // A macOS stepper hugs its label, as a macOS switch does, and so does a macOS 26 colour
      // well (both recorded on macOS 26).
      fillsWidth: os.platform == .iOS || (control == .colorWell && os.major < 26),
      labelSetsHeight: TrailingControl.labelSetsHeight(in: environment))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    trailing(child.environment).size(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    trailing(child.environment).labelPlacement(in: size, proposal: proposal, child: child)
  }
}

extension TrailingControlLayout: ControlDrawing {
  package func drawsLabel(in environment: LayoutEnvironment) -> Bool {
    hasLabel && !environment[LabelsHiddenKey.self]
  }

  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    let controlFrame = trailing(environment).controlFrame(in: frame)
    switch control {
    case .stepper: return [.stepper(controlFrame)]
    case .colorWell: return [.colorWell(controlFrame)]
    }
  }
}
