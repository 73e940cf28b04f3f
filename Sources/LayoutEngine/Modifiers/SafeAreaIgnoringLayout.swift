/// `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)` (semantics §7.7; OSU
/// `_SafeAreaRegionsIgnoringLayout`). The layer is the size its child takes for the layer's
/// own proposal, so its parent sees no change; when it is placed, on each ignored edge that
/// reaches the safe area's edge, the child is proposed that much more and placed that much
/// further out, to the screen's edge.
package struct SafeAreaIgnoringLayout: Sendable, Hashable {
  /// The edges that may extend.
  package var edges: Edge.Set
  /// Whether the container region (the device's and bars' insets) is ignored; the keyboard
  /// region alone has no insets in Stackup.
  package var ignoresContainer: Bool

  package init(edges: Edge.Set = .all, ignoresContainer: Bool = true) {
    self.edges = edges
    self.ignoresContainer = ignoresContainer
  }

  /// How far the child reaches past `bounds` on each edge: on an ignored edge that lies on or
  /// beyond the safe area's edge, up to the screen's edge.
  /// The safe areas are taken innermost first (those `safeAreaPadding` added, then the
  /// host's): the reach through one may bring the edge to the next one's safe edge.
  func insets(for bounds: Rect, child: ModifierChild) -> EdgeInsets {
    guard ignoresContainer else { return EdgeInsets() }
    return SafeAreaIgnoringLayout.reach(of: bounds, edges: edges, in: child.placementContext)
  }

  /// How far a view at `bounds` reaches on `edges` when it ignores the safe areas of
  /// `context`: the added areas innermost first, then the host's. Scroll views reach as far
  /// (§5.10), except into a navigation bar's area (`includingBars` false: recorded on iOS 26,
  /// a scroll view in a navigation stack keeps its frame below the bar, §8.11).
  package static func reach(
    of bounds: Rect, edges: Edge.Set, in context: PlacementContext, includingBars: Bool = true
  ) -> EdgeInsets {
    let e = 1e-6
    var minX = bounds.minX
    var minY = bounds.minY
    var maxX = bounds.maxX
    var maxY = bounds.maxY
    func ignores(_ edge: Edge) -> Bool {
      edges.contains(Edge.Set(rawValue: 1 << UInt8(edge.rawValue)))
    }
    func reach(through outer: Rect, _ safe: Rect) {
      if ignores(.top), minY <= safe.minY + e { minY = min(minY, outer.minY) }
      if ignores(.leading), minX <= safe.minX + e { minX = min(minX, outer.minX) }
      if ignores(.bottom), maxY >= safe.maxY - e { maxY = max(maxY, outer.maxY) }
      if ignores(.trailing), maxX >= safe.maxX - e { maxX = max(maxX, outer.maxX) }
    }
    // Innermost first, then the host's; no array is made (the added areas can be many).
    for (outer, safe, isBar) in context.addedSafeAreas.reversed() where includingBars || !isBar {
      reach(through: outer, safe)
    }
    reach(through: context.screen, context.safeArea)
    return EdgeInsets(
      top: bounds.minY - minY, leading: bounds.minX - minX, bottom: maxY - bounds.maxY,
      trailing: maxX - bounds.maxX)
  }
}

extension SafeAreaIgnoringLayout: ModifierLayout {
  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    let i = insets(for: bounds, child: child)
    let p = ProposedViewSize(
      width: proposal.width.map { $0 + i.leading + i.trailing },
      height: proposal.height.map { $0 + i.top + i.bottom })
    child.place(
      at: Point(x: bounds.minX - i.leading, y: bounds.minY - i.top), proposal: p,
      size: child.sizeThatFits(p))
  }
}
