/// `.frame(width:height:alignment:)` (semantics §1.8; OSU `_FrameLayout`).
///
/// With both lengths the frame is exactly that size and never asks the child. Otherwise the
/// child is proposed the proposal with the given lengths substituted, and the frame reports
/// the given lengths or the child's. Negative or non-finite lengths count as nil (iOS 14+).
package struct FrameLayout: Sendable, Hashable {
  package var width: Double?
  package var height: Double?
  package var alignment: Alignment

  package init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
    self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    self.height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    self.alignment = alignment
  }

  /// Which axes the frame constrains (their spacing is reset to plain, §1.3).
  var constrainedEdges: Edge.Set {
    var edges: Edge.Set = []
    if width != nil { edges.formUnion(.horizontal) }
    if height != nil { edges.formUnion(.vertical) }
    return edges
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

extension FrameLayout: ModifierLayout {
  /// With both lengths the size is one constant, cheaper to return than to look up, yet stacks
  /// ask for it at several proposals (60% of the huge nested benchmark's views are Colors in
  /// one): the pass does not remember it.
  package var constantSize: Size? {
    guard let width, let height else { return nil }
    return Size(width: width, height: height)
  }

  /// A frame resets its layout priority to 0 (§1.8, §1.9).
  package func layoutPriority(child: Double) -> Double { 0 }

  /// The constrained axes' spacing becomes plain (§1.3), except around a Spacer.
  package func spacing(child: ModifierChild) -> ViewSpacing {
    let inner = child.spacing
    // Every modifier leaves a plain view plain (a frame around a Color, the common case).
    if inner == .plain || child.wrapsSpacer { return inner }
    return inner.resettingToPlain(constrainedEdges)
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let childSize = child.sizeThatFits(childProposal(proposal))
    return Size(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  /// The child is proposed the frame's own proposal with the lengths substituted (not the
  /// frame's size) and aligned by `alignment`.
  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let p = childProposal(proposal)
    return ChildPlacement(
      origin: align(child.dimensions(in: p), in: size, alignment: alignment), proposal: p)
  }
}

extension ViewRef {
  /// `.frame(width:height:alignment:)`: a frame of the given lengths (nil keeps the child's).
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ViewRef
  {
    modifier(FrameLayout(width: width, height: height, alignment: alignment), kind: "frame")
  }
}
