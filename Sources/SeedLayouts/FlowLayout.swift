package import LayoutEngine

/// The flow layout of seed 001 (after *Thinking in SwiftUI*), written with the public `Layout`
/// protocol exactly as a user would.
///
/// 1. Ask every subview for its ideal size (proposal nil × nil).
/// 2. Fill rows left to right: a subview that would cross the container's width starts a new
///    row (unless the row is empty), below the union of everything placed so far plus the
///    vertical spacing.
/// 3. Place each subview at its computed origin with an unspecified proposal.
///
/// The container is as large as the union of the rows. The width comes from the proposal,
/// with an unspecified width replaced by 10 (`replacingUnspecifiedDimensions()`), as in the seed.
package struct FlowLayout: Layout {
  /// Horizontal and vertical gaps between subviews (the seed's default is 10 × 10).
  package var spacing: Size

  package init(spacing: Size = Size(width: 10, height: 10)) {
    self.spacing = spacing
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    let containerWidth = proposal.replacingUnspecifiedDimensions().width
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return union(of: layout(sizes: sizes, containerWidth: containerWidth)).size
  }

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let frames = layout(sizes: sizes, containerWidth: bounds.width)
    for (frame, subview) in zip(frames, subviews) {
      subview.place(
        at: Point(x: frame.origin.x + bounds.minX, y: frame.origin.y + bounds.minY),
        proposal: .unspecified)
    }
  }

  /// The row-filling algorithm: frames for `sizes` in a container `containerWidth` wide.
  package func layout(sizes: [Size], containerWidth: Double) -> [Rect] {
    var result: [Rect] = []
    var position = Point.zero
    // The union of the frames so far, kept as they are added: the seed recomputes it at every
    // new row, which made a flow of n subviews in n rows quadratic. Union is associative, so
    // the running value is the same rectangle.
    var placed = Rect.zero
    for size in sizes {
      if position.x + size.width > containerWidth, position.x != 0 {
        position.x = 0
        position.y = placed.maxY + spacing.height
      }
      let frame = Rect(origin: position, size: size)
      result.append(frame)
      placed = placed.union(frame)
      position.x += size.width + spacing.width
    }
    return result
  }

  /// The seed's `Array<CGRect>.union()`: starts from `.zero`, so the origin is included.
  private func union(of rects: [Rect]) -> Rect {
    rects.reduce(Rect.zero) { $0.union($1) }
  }
}
