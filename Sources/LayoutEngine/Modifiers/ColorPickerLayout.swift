/// A `ColorPicker` around its label (the layer's child), §8.14: on iOS a UIColorWell after
/// the label and a Spacer, filling the width offered like a toggle's switch
/// (`TrailingControl`); the well is a chosen 28 × 28. macOS uses the same layout (its
/// NSColorWell was not researched).
package struct ColorPickerLayout: ModifierLayout, Hashable {
  package var hasLabel: Bool

  package init(hasLabel: Bool) { self.hasLabel = hasLabel }

  func trailing(_ environment: LayoutEnvironment) -> TrailingControl {
    TrailingControl(
      control: ControlMetrics.colorWellSize,
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

extension ColorPickerLayout: ControlDrawing {
  package func drawsLabel(in environment: LayoutEnvironment) -> Bool {
    hasLabel && !environment[LabelsHiddenKey.self]
  }

  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    [.colorWell(trailing(environment).controlFrame(in: frame))]
  }
}
