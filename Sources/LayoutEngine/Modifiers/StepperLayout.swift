/// A `Stepper` around its label (the layer's child): on iOS the label, then the − and +
/// buttons (UIStepper, 94 × 32) at the trailing edge, filling the width offered
/// (`TrailingControl`, §8.6). macOS uses the same numbers (not researched, §8.6).
package struct StepperLayout: ModifierLayout, Hashable {
  package var hasLabel: Bool

  package init(hasLabel: Bool) { self.hasLabel = hasLabel }

  /// The layout, the label left out when `.labelsHidden()` is in force (§8.6).
  func trailing(_ environment: LayoutEnvironment) -> TrailingControl {
    TrailingControl(
      control: ControlMetrics.stepperSize,
      hasLabel: hasLabel && !environment[LabelsHiddenKey.self])
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

extension StepperLayout: ControlDrawing {
  package func drawsLabel(in environment: LayoutEnvironment) -> Bool {
    hasLabel && !environment[LabelsHiddenKey.self]
  }

  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    [.stepper(trailing(environment).controlFrame(in: frame))]
  }
}
