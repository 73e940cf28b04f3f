/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (semantics §1.9; OSU `_FlexFrameLayout`, normalisation checked against real SwiftUI).
package struct FlexibleFrameLayout: Sendable, Hashable {
  /// The three constraints of one axis, normalised as SwiftUI's initialiser does.
  package struct Limits: Sendable, Hashable {
    package var min: Double?
    package var ideal: Double?
    package var max: Double?

    /// Normalises: min → max(min, 0); ideal → max(ideal, min ?? 0); max → max(max, ideal ?? 0)
    /// (reference case 4: min 20/ideal 10 stores ideal 20; ideal 30/max 20 stores max 30).
    /// A min above the max with no ideal is kept as given ("contradictory frame constraints");
    /// `clamp` then lets the min win.
    package init(min: Double?, ideal: Double?, max: Double?) {
      let lo = min.map { Swift.max($0, 0) }
      let id = ideal.map { Swift.max($0, lo ?? 0) }
      let hi = max.map { Swift.max($0, id ?? 0) }
      self.min = lo
      self.ideal = id
      self.max = hi
    }

    var isConstrained: Bool { min != nil || ideal != nil || max != nil }

    func clamp(_ value: Double) -> Double {
      var v = value
      if let max { v = Swift.min(v, max) }
      if let min { v = Swift.max(v, min) }
      return v
    }

    /// Proposal to the child: the proposal (or the ideal when it is nil), clamped. (A closure
    /// rather than `map(clamp)`: the partially applied method put a copy of the limits in a
    /// heap-allocated context on every call.)
    func childProposal(_ proposed: Double?) -> Double? {
      (proposed ?? ideal).map { clamp($0) }
    }

    /// Whether the frame's length on this axis depends on the child's (see `length`).
    func needsChild(proposed: Double?) -> Bool {
      if proposed != nil, min != nil, max != nil { return false }
      if proposed == nil, ideal != nil { return false }
      return true
    }

    /// The frame's length on this axis, given the proposal and the child's length (read only
    /// when `needsChild`).
    func length(proposed: Double?, child c: Double) -> Double {
      if let proposed, let min, let max { return Swift.max(min, Swift.min(proposed, max)) }
      if proposed == nil, let ideal { return ideal }
      let cp = childProposal(proposed)
      switch (min, max) {
      case (let min?, let max?): return Swift.max(min, Swift.min(c, max))
      case (let min?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), min)
      case (nil, let max?): return Swift.min(Swift.max(cp ?? -.infinity, c), max)
      case (nil, nil): return c
      }
    }

    /// Placement proposal (iOS 17 `FlexFrameIdealSizing`): nil when the frame's own proposal
    /// was nil, no ideal is set and the final length lies strictly between min and max;
    /// otherwise the frame's final length.
    func placementProposal(proposed: Double?, length: Double) -> Double? {
      if proposed == nil, ideal == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) {
        return nil
      }
      return length
    }
  }

  package var horizontal: Limits
  package var vertical: Limits
  package var alignment: Alignment

  package init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    horizontal = Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
    vertical = Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
    self.alignment = alignment
  }

  package func limits(_ axis: Axis) -> Limits { axis == .horizontal ? horizontal : vertical }

  var constrainedEdges: Edge.Set {
    var edges: Edge.Set = []
    if horizontal.isConstrained { edges.formUnion(.horizontal) }
    if vertical.isConstrained { edges.formUnion(.vertical) }
    return edges
  }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal.childProposal(proposal.width),
      height: vertical.childProposal(proposal.height))
  }
}

extension FlexibleFrameLayout: ModifierLayout {
  /// A frame resets its layout priority to 0 (§1.8, §1.9).
  package func layoutPriority(child: Double) -> Double { 0 }

  /// The constrained axes' spacing becomes plain (§1.3), except around a Spacer.
  package func spacing(child: ModifierChild) -> ViewSpacing {
    let inner = child.spacing
    // Every modifier leaves a plain view plain (a frame around a Color, the common case).
    if inner == .plain || child.wrapsSpacer { return inner }
    return inner.resettingToPlain(constrainedEdges)
  }
  /// The child is measured only when an axis needs it, as SwiftUI does; decided up front
  /// rather than through a closure caching the size, whose captured variable was allocated
  /// on the heap on every evaluation.
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let measured =
      horizontal.needsChild(proposed: proposal.width)
        || vertical.needsChild(proposed: proposal.height)
      ? child.sizeThatFits(childProposal(proposal)) : .zero
    return Size(
      width: horizontal.length(proposed: proposal.width, child: measured.width),
      height: vertical.length(proposed: proposal.height, child: measured.height))
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let p = ProposedViewSize(
      width: horizontal.placementProposal(proposed: proposal.width, length: size.width),
      height: vertical.placementProposal(proposed: proposal.height, length: size.height))
    return ChildPlacement(
      origin: align(child.dimensions(in: p), in: size, alignment: alignment), proposal: p)
  }
}

extension ViewRef {
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> ViewRef {
    modifier(
      FlexibleFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), kind: "frame")
  }
}
