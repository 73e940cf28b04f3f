/// `.fixedSize()` / `.fixedSize(horizontal:vertical:)` (semantics §1.10): the fixed axes are
/// proposed nil, so the child takes its ideal size there; the child is centred. Passes the
/// child's layout priority through.
package struct FixedSizeLayout: Sendable, Hashable {
  package var horizontal: Bool
  package var vertical: Bool
  package init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}

extension FixedSizeLayout: ModifierLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    child.sizeThatFits(childProposal(proposal))
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let p = childProposal(proposal)
    let c = child.sizeThatFits(p)
    return ChildPlacement(
      origin: Point(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), proposal: p)
  }
}

extension ViewRef {
  /// `.fixedSize(horizontal:vertical:)`: the view at its ideal size on the given axes.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewRef {
    modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical), kind: "fixedSize")
  }
}
