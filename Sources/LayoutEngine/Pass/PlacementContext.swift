/// What a view is placed in, beyond its bounds: the nearest container's size (§7.5) and the
/// safe areas (§7.7). The pass hands it down with each placement (`LayoutSubviews`,
/// `ModifierChild`), and a layout may replace it for its content: a `safeAreaPadding` layer
/// adds the area it pads, a scroll view gives its content its own bounds and no safe areas
/// (§5.10). Nothing is saved and restored on the pass: each placement carries its own.
package struct PlacementContext {
  /// The size of the nearest container (`containerRelativeFrame`, §7.5): the host's safe
  /// area.
  package var containerSize: ProposedViewSize
  /// The host's screen and its safe area, in root coordinates (§7.7).
  package var screen: Rect
  package var safeArea: Rect
  /// The safe areas `safeAreaPadding` and `safeAreaInset` layers added around the view, each
  /// the padded view's frame and its frame less the padding, innermost last (§7.7).
  /// A navigation bar's area (`isBar`) is reached only by views that ignore the safe area, not
  /// by scroll views (§5.10, §8.11).
  package var addedSafeAreas: [(outer: Rect, safe: Rect, isBar: Bool)]
  /// The named coordinate spaces around the view (`coordinateSpace(.named(…))`), each its name
  /// and its origin in root coordinates, innermost last (§1.2). Empty unless a layer named one.
  package var coordinateSpaces: [NamedCoordinateSpace] = []

  /// The context of a bare measurement outside `run`: no container, no screen.
  static let none = PlacementContext(
    containerSize: .unspecified, screen: Rect(origin: .zero, size: .zero),
    safeArea: Rect(origin: .zero, size: .zero), addedSafeAreas: [])
}

/// A coordinate space an ancestor named (`CoordinateSpaceLayer`): where its origin lies in
/// root coordinates.
package struct NamedCoordinateSpace: Sendable, Hashable {
  package var name: String
  package var origin: Point
}
