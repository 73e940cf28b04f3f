/// `ZStack`'s layout (`ZStackLayout`; semantics §1.5, FG zstack, FB layoutPriority in ZStack).
///
/// Only the children with the highest layout priority size the stack and fix the alignment
/// point; every child is drawn. The size is the union of those children's aligned frames (the
/// FG rule; it equals OSU's per-axis maximum unless explicit guides push a child out).
public struct ZStackLayout: Layout {
  /// The guides the children are aligned by (`ZStack(alignment:)`).
  public var alignment: Alignment

  /// A ZStack layout with the given alignment (centre by default).
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// The children that count: those of maximum priority.
  private func counted(_ subviews: LayoutSubviews) -> [LayoutSubview] {
    let top = subviews.map(\.priority).max() ?? 0
    return subviews.filter { $0.priority == top }
  }

  /// The union of the highest-priority children's aligned frames (semantics §1.5).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    var size = Size.zero
    for axis in Axis.allCases {
      let key = alignment.key(axis)
      var before = 0.0
      var after = 0.0
      var any = false
      for child in counted(subviews) {
        let d = child.dimensions(in: proposal)
        let length = d.size[axis]
        let guide = d[key]
        if length.isInfinite {
          before = .infinity
          continue
        }
        before = any ? max(before, guide) : guide
        after = any ? max(after, length - guide) : length - guide
        any = true
      }
      size[axis] = before.isInfinite ? .infinity : (any ? before + after : 0)
    }
    return size
  }

  /// Every child is proposed the stack's final size and aligned on the point where the
  /// counted children's guides meet.
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let p = ProposedViewSize(bounds.size)
    let h = alignment.horizontal.key
    let v = alignment.vertical.key
    var anchorX = -Double.infinity
    var anchorY = -Double.infinity
    for child in counted(subviews) {
      let d = child.dimensions(in: p)
      anchorX = max(anchorX, d[h])
      anchorY = max(anchorY, d[v])
    }
    if anchorX == -.infinity {
      anchorX = h.defaultValue(width: bounds.width, height: bounds.height)
    }
    if anchorY == -.infinity {
      anchorY = v.defaultValue(width: bounds.width, height: bounds.height)
    }
    for child in subviews {
      let d = child.dimensions(in: p)
      child.place(
        at: Point(x: bounds.minX + anchorX - d[h], y: bounds.minY + anchorY - d[v]), proposal: p)
    }
  }

  /// The union of the counted children's spacing.
  public func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var result = ViewSpacing()
    for child in counted(subviews) { result.formUnion(child.spacing) }
    return result
  }
}

/// `GeometryReader`'s layout (semantics §1.2): as large as the proposal (nil → 10); every
/// child is proposed the reader's full size and put at its top-leading corner. When its content
/// reads the proxy (`geometry.size.width` in a modifier argument, §1.2), the reader places it
/// with its own geometry in force; a reader whose content does not pays nothing for it.
package struct GeometryReaderLayout: Layout {
  /// Whether the content reads the reader's `GeometryProxy`.
  package var readsGeometry: Bool

  /// A GeometryReader layout.
  package init(readsGeometry: Bool = false) { self.readsGeometry = readsGeometry }

  /// The whole proposal, each unspecified axis taken as 10 points (semantics §1.2).
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Places every child at the top-leading corner, proposed the reader's size, with the
  /// reader's geometry in force when the content reads it: its bounds, and the innermost safe
  /// area it is placed in.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    func placeAll() {
      for child in subviews {
        child.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
      }
    }
    guard readsGeometry else { return placeAll() }
    let context = subviews.placementContext
    let safeArea = context.addedSafeAreas.last?.safe ?? context.safeArea
    subviews.computer.withGeometry(
      GeometryProxyValue(
        bounds: bounds, safeArea: safeArea, coordinateSpaces: context.coordinateSpaces),
      placeAll)
  }

  /// A GeometryReader is a plain view to its neighbours.
  package func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { .plain }
}
