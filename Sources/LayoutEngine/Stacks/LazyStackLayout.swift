/// `LazyVStack` and `LazyHStack` (semantics §5.5).
///
/// A lazy stack creates its subviews as they scroll into view, so it cannot share its length
/// out among them the way an eager stack does (§1.4): each subview is measured on its own,
/// proposed nil along the stack's axis and the stack's proposal across it, and the stack is
/// as long as its subviews and the gaps between them. Across its axis it takes the whole
/// proposal (the union of its subviews' aligned extents when there is none) and aligns its
/// subviews in it, where an eager stack is only as wide as its widest subview. Spacing between
/// subviews follows the eager stacks' rule (§1.3).
package struct LazyStackLayout: Layout {
  /// The axis the stack grows along.
  package var axis: Axis
  /// The guide subviews line up on across the stack.
  package var alignment: AlignmentKey
  /// Distance between subviews; nil uses each pair's preferred spacing (§1.3).
  package var spacing: Double?

  /// A lazy stack along `axis`.
  package init(axis: Axis, alignment: AlignmentKey, spacing: Double?) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The eager stack with the same settings: its gap and spacing rules are the lazy stack's.
  private var eager: StackLayout { StackLayout(axis: axis, alignment: alignment, spacing: spacing) }

  /// A lazy stack's cache holds the gaps between its subviews, as an eager stack's does.
  package func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }

  /// What each subview is proposed: nil along the axis, the stack's proposal across it.
  private func subviewProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
  }

  /// The subviews' lengths and gaps along the axis; across it the proposal, or the union of
  /// the aligned subviews when it is unspecified (§5.5).
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache
  ) -> Size {
    guard !subviews.isEmpty else { return .zero }
    let gaps = eager.gaps(&cache, subviews)
    let p = subviewProposal(proposal)
    var length = 0.0
    var lower = 0.0
    var upper = 0.0
    for (i, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(p)
      length += gaps[i] + size[axis]
      let guide = subview.dimensions(in: p, measured: size)[alignment]
      lower = min(lower, -guide)
      upper = max(upper, size[axis.other] - guide)
    }
    return Size(major: length, minor: proposal[axis.other] ?? (upper - lower), axis: axis)
  }

  /// Subviews follow one another from the start edge; across the axis each one's guide sits
  /// on the stack's own guide, as a frame aligns its content (§5.5).
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout StackCache
  ) {
    let gaps = eager.gaps(&cache, subviews)
    var p = proposal
    if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
    let child = subviewProposal(p)
    var lower = 0.0
    var upper = 0.0
    var guides: [Double] = []
    for subview in subviews {
      let d = subview.dimensions(in: child)
      guides.append(d[alignment])
      lower = min(lower, -d[alignment])
      upper = max(upper, d.size[axis.other] - d[alignment])
    }
    // The line the guides sit on: the stack's own guide, measured on the union of the
    // aligned subviews, so an unspecified proposal gives the eager stack's placement.
    let line =
      alignment.defaultValue(width: bounds.width, height: bounds.height)
      + (-lower - alignment.defaultValue(width: upper - lower, height: upper - lower))
    var position = 0.0
    for (i, subview) in subviews.enumerated() {
      position += gaps[i]
      let origin = Point(major: position, minor: offsetOrZero(line - guides[i]), axis: axis)
      subview.place(
        at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
        proposal: child)
      position += subview.sizeThatFits(child)[axis]
    }
  }

  /// A lazy stack's spacing preferences are an eager stack's (§1.3).
  package func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing {
    eager.spacing(subviews)
  }
}

extension LazyStackLayout: InstanceLayoutProperties {
  /// Spacers and dividers inside orient along the stack's axis, as in an eager stack.
  var instanceProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }
}
