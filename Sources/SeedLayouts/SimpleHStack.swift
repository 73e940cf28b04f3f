package import LayoutEngine

/// Seed 000's `PreferredPosition`: a layout value ordering `SimpleHStack`'s subviews.
package struct PreferredPosition: LayoutValueKey {
  package static let defaultValue: Double = 0
}

/// Seed 000's `SimpleHStack` in its final form, written with the public `Layout` protocol:
///
/// - every subview at its ideal size, side by side, top-aligned, ignoring the proposal;
/// - `spacing` between neighbours, or when nil each pair's default spacing
///   (`ViewSpacing.distance(to:along:)`);
/// - subviews ordered by the `PreferredPosition` layout value, highest first (ties keep
///   source order);
/// - an explicit `.leading` guide at the second subview (the seed's container-alignment
///   example), so a `VStack(alignment: .leading)` lines the stack up on it;
/// - a cache made in `makeCache` (order, gaps, tallest height) and refreshed in `updateCache`.
package struct SimpleHStack: Layout {
  package struct CacheData {
    /// Subview indices in placement order.
    package var order: [Int]
    /// The gap after each placed subview but the last.
    package var spaces: [Double]
    package var maxHeight: Double
  }

  package var spacing: Double?

  package init(spacing: Double? = nil) { self.spacing = spacing }

  package func makeCache(subviews: LayoutSubviews) -> CacheData {
    let order = subviews.indices.sorted { a, b in
      let pa = subviews[a][PreferredPosition.self]
      let pb = subviews[b][PreferredPosition.self]
      return pa != pb ? pa > pb : a < b
    }
    return CacheData(
      order: order, spaces: computeSpaces(order, subviews),
      maxHeight: subviews.map { $0.sizeThatFits(.unspecified).height }.reduce(0, max))
  }

  package func updateCache(_ cache: inout CacheData, subviews: LayoutSubviews) {
    cache = makeCache(subviews: subviews)
  }

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout CacheData
  ) -> Size {
    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
    return Size(width: widths + cache.spaces.reduce(0, +), height: cache.maxHeight)
  }

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout CacheData
  ) {
    var point = Point(x: bounds.minX, y: bounds.minY)
    for (k, index) in cache.order.enumerated() {
      subviews[index].place(at: point, anchor: .topLeading, proposal: .unspecified)
      if k < cache.spaces.count {
        point.x += subviews[index].sizeThatFits(.unspecified).width + cache.spaces[k]
      }
    }
  }

  /// The container's leading guide sits at the second subview's leading edge.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews,
    cache: inout CacheData
  ) -> Double? {
    guard guide == .leading, let first = cache.order.first, !cache.spaces.isEmpty else {
      return nil
    }
    return subviews[first].sizeThatFits(.unspecified).width + cache.spaces[0]
  }

  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews,
    cache: inout CacheData
  ) -> Double? {
    nil
  }

  private func computeSpaces(_ order: [Int], _ subviews: LayoutSubviews) -> [Double] {
    guard order.count > 1 else { return [] }
    return (0..<(order.count - 1)).map { k in
      spacing
        ?? subviews[order[k]].spacing.distance(
          to: subviews[order[k + 1]].spacing, along: .horizontal)
    }
  }
}
