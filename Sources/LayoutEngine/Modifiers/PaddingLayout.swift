/// `.padding(…)` (semantics §1.11; OSU `_PaddingLayout`): the child is proposed the proposal
/// minus the insets (floored at 0; nil stays nil) and placed at (leading, top).
public struct PaddingLayout: Sendable, Hashable {
  public var insets: EdgeInsets
  public init(_ insets: EdgeInsets) { self.insets = insets }

  /// Edges with a non-zero inset: their spacing is reset to plain (§1.3).
  var paddedEdges: Edge.Set {
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    return edges
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.total(.horizontal), 0) },
      height: proposal.height.map { max($0 - insets.total(.vertical), 0) })
  }
}

extension PaddingLayout: UnaryLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> Size {
    let c = child.sizeThatFits(childProposal(proposal))
    return Size(
      width: Self.padded(c.width, insets.leading, insets.trailing),
      height: Self.padded(c.height, insets.top, insets.bottom))
  }

  /// A child's length plus two insets. Finite lengths give a finite sum: two paddings of
  /// -1e308 would otherwise make -∞, and aligning that in a stack (−∞ − −∞) a NaN frame. An
  /// infinite child stays infinite.
  static func padded(_ length: Double, _ first: Double, _ second: Double) -> Double {
    let sum = length + (first + second)
    guard length.isFinite, first.isFinite, second.isFinite, !sum.isFinite else { return sum }
    return sum > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, child: UnaryChild)
    -> ChildPlacement
  {
    ChildPlacement(
      origin: Point(x: insets.leading, y: insets.top), proposal: childProposal(proposal))
  }
}
