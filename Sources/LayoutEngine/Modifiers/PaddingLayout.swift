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
      width: proposal.width.map {
        max(Self.sum($0, -Self.sum(insets.leading, insets.trailing)), 0)
      },
      height: proposal.height.map { max(Self.sum($0, -Self.sum(insets.top, insets.bottom)), 0) })
  }

  /// `a + b`, kept finite when both are: two paddings of -1e308 would otherwise make -∞ (a
  /// size) or +∞ (the child's proposal), and aligning that in a stack (∞ − ∞) a NaN frame. An
  /// infinite operand (an infinite proposal or child) gives the usual infinite result.
  static func sum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    guard a.isFinite, b.isFinite, !sum.isFinite else { return sum }
    return sum > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }
}

extension PaddingLayout: UnaryLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> Size {
    let c = child.sizeThatFits(childProposal(proposal))
    return Size(
      width: Self.sum(c.width, Self.sum(insets.leading, insets.trailing)),
      height: Self.sum(c.height, Self.sum(insets.top, insets.bottom)))
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, child: UnaryChild)
    -> ChildPlacement
  {
    ChildPlacement(
      origin: Point(x: insets.leading, y: insets.top), proposal: childProposal(proposal))
  }
}
