/// A `NavigationLink` that is a row of an iOS list or form, around its label (the layer's
/// child), §8.15: the cell shows a disclosure chevron at the row content's trailing edge, so
/// the row is the label, a Spacer and the chevron, filling the row's width
/// (`TrailingControl`). Outside a list a navigation link is its label (§8.8).
package struct DisclosureRowLayout: ModifierLayout, Hashable {
  package init() {}

  var trailing: TrailingControl {
    TrailingControl(control: ControlMetrics.chevronSize, hasLabel: true)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    trailing.size(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    trailing.labelPlacement(in: size, proposal: proposal, child: child)
  }
}

extension DisclosureRowLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    [.chevron(trailing.controlFrame(in: frame))]
  }
}
