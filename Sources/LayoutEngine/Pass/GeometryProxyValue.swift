/// What a `GeometryReader`'s content reads through its `GeometryProxy` (§1.2): the reader's
/// own size, its frame in the root's coordinates (`frame(in: .global)`) or an ancestor's
/// (`frame(in: .named(…))`), and how far the safe area's edges reach into it
/// (`safeAreaInsets`).
///
/// SwiftUI calls the reader's content closure with the proxy once the reader has been given
/// its size, so every value here is the reader's at layout time, not a constant of the markup.
package struct GeometryProxyValue: Sendable, Hashable {
  package var size: Size
  /// The reader's top-left corner in the root's (the screen's) coordinates.
  package var origin: Point
  package var safeAreaInsets: EdgeInsets
  /// The coordinate spaces the reader's ancestors named, innermost last (`frame(in:
  /// .named(…))`).
  package var coordinateSpaces: [NamedCoordinateSpace]

  package init(
    size: Size, origin: Point = .zero, safeAreaInsets: EdgeInsets = EdgeInsets(),
    coordinateSpaces: [NamedCoordinateSpace] = []
  ) {
    self.size = size
    self.origin = origin
    self.safeAreaInsets = safeAreaInsets
    self.coordinateSpaces = coordinateSpaces
  }

  /// The reader's frame relative to the innermost ancestor that named its coordinate space
  /// `name`; with no such ancestor, its frame in the root's coordinates, as SwiftUI's
  /// conversion runs up to the root without meeting the name (§1.2).
  package func frame(inSpaceNamed name: String) -> Rect {
    let base = coordinateSpaces.last { $0.name == name }?.origin ?? .zero
    return Rect(
      x: origin.x - base.x, y: origin.y - base.y, width: size.width, height: size.height)
  }

  /// The proxy of a reader placed in `bounds` inside `safeArea` (root coordinates), under the
  /// named `coordinateSpaces`: each inset is how far that edge of the safe area lies inside the
  /// reader, clamped to the reader.
  init(bounds: Rect, safeArea: Rect, coordinateSpaces: [NamedCoordinateSpace]) {
    func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
    self.init(
      size: bounds.size, origin: bounds.origin,
      safeAreaInsets: EdgeInsets(
        top: clamp(safeArea.minY - bounds.minY, bounds.height),
        leading: clamp(safeArea.minX - bounds.minX, bounds.width),
        bottom: clamp(bounds.maxY - safeArea.maxY, bounds.height),
        trailing: clamp(bounds.maxX - safeArea.maxX, bounds.width)),
      coordinateSpaces: coordinateSpaces)
  }
}
