/// A control drawn after its label (the layer's child) at the trailing edge, filling the width
/// offered (`TrailingControl`): one type for the controls whose layout is only their size.
/// - `Stepper`: the − and + buttons, UIStepper's 94 × 32 (§8.6).
/// - `ColorPicker`: a UIColorWell, a chosen 28 × 28 (§8.14).
///
/// macOS uses the same numbers (NSStepper and NSColorWell were not researched, §8.6, §8.14).
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
      control: control == .stepper ? ControlMetrics.stepperSize(os) : ControlMetrics.colorWellSize,
      hasLabel: hasLabel && !environment[LabelsHiddenKey.self],
      // A macOS stepper hugs its label, as a macOS switch does (recorded on macOS 26).
      fillsWidth: control != .stepper || os.platform == .iOS,
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
