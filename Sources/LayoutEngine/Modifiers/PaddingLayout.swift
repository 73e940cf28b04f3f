/// `.padding(…)` (semantics §1.11; OSU `_PaddingLayout`): the child is proposed the proposal
/// minus the insets (floored at 0; nil stays nil) and placed at (leading, top).
package struct PaddingLayout: Sendable, Hashable {
  package var insets: EdgeInsets
  package init(_ insets: EdgeInsets) { self.insets = insets }

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

extension PaddingLayout: ModifierLayout {
  /// Padding resets its layout priority to 0 (§1.11).
  package func layoutPriority(child: Double) -> Double { 0 }

  /// The padded edges' spacing becomes plain (§1.3).
  package func spacing(child: ModifierChild) -> ViewSpacing {
    let inner = child.spacing
    return inner == .plain ? inner : inner.resettingToPlain(paddedEdges)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let c = child.sizeThatFits(childProposal(proposal))
    return Size(
      width: Self.sum(c.width, Self.sum(insets.leading, insets.trailing)),
      height: Self.sum(c.height, Self.sum(insets.top, insets.bottom)))
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    ChildPlacement(
      origin: Point(x: insets.leading, y: insets.top), proposal: childProposal(proposal))
  }
}

extension ViewRef {
  /// `.padding(_:)` with explicit insets.
  public func padding(_ insets: EdgeInsets) -> ViewRef {
    modifier(PaddingLayout(insets), kind: "padding")
  }

  /// `.padding(_:_:)`: `length` on each of `edges`.
  package func padding(_ edges: Edge.Set = .all, _ length: Double = 16) -> ViewRef {
    padding(EdgeInsets(edges, length))
  }
}
