/// `.position(x:y:)` (semantics §1.13; OSU `_PositionLayout`): as large as the proposal on
/// every proposed axis (the child's size on nil axes); the child is proposed the position
/// view's own size and centred on (x, y) in its local space.
public struct PositionLayout: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double = 0, y: Double = 0) {
    self.x = x
    self.y = y
  }
}

extension PositionLayout: UnaryLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let c = child.sizeThatFits(proposal)
    return Size(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, child: UnaryChild)
    -> ChildPlacement
  {
    let p = ProposedViewSize(size)
    let c = child.sizeThatFits(p)
    return ChildPlacement(origin: Point(x: x - c.width / 2, y: y - c.height / 2), proposal: p)
  }
}
