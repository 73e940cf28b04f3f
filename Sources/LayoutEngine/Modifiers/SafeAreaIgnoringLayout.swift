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
  func insets(for bounds: Rect, child: ModifierChild) -> EdgeInsets {
    guard ignoresContainer else { return EdgeInsets() }
    let (screen, safe) = child.screenAndSafeArea
    let e = 1e-6
    func reach(_ edge: Edge, _ touches: Bool, _ distance: Double) -> Double {
      edges.contains(Edge.Set(rawValue: 1 << UInt8(edge.rawValue))) && touches
        ? max(0, distance) : 0
    }
    return EdgeInsets(
      top: reach(.top, bounds.minY <= safe.minY + e, bounds.minY - screen.minY),
      leading: reach(.leading, bounds.minX <= safe.minX + e, bounds.minX - screen.minX),
      bottom: reach(.bottom, bounds.maxY >= safe.maxY - e, screen.maxY - bounds.maxY),
      trailing: reach(.trailing, bounds.maxX >= safe.maxX - e, screen.maxX - bounds.maxX))
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
