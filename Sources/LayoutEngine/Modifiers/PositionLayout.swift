/// `.position(x:y:)` (semantics §1.13; OSU `_PositionLayout`): as large as the proposal on
/// every proposed axis (the child's size on nil axes); the child is proposed the position
/// view's own size and centred on (x, y) in its local space.
package struct PositionLayout: Sendable, Hashable {
  package var x: Double
  package var y: Double
  package init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }
}

extension PositionLayout: ModifierLayout {
  /// A positioned view resets its layout priority to 0 (§1.13, §1.16).
  package func layoutPriority(child: Double) -> Double { 0 }

  /// A positioned view is plain to its neighbours (§1.3).
  package func spacing(child: ModifierChild) -> ViewSpacing { .plain }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let c = child.sizeThatFits(proposal)
    return Size(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let p = ProposedViewSize(size)
    let c = child.sizeThatFits(p)
    return ChildPlacement(origin: Point(x: x - c.width / 2, y: y - c.height / 2), proposal: p)
  }
}

extension ViewRef {
  /// `.position(x:y:)`: the view centred on (x, y) in a view as large as the proposal.
  package func position(x: Double = 0, y: Double = 0) -> ViewRef {
    modifier(PositionLayout(x: x, y: y), kind: "position")
  }
}
