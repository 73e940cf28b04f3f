/// What a `GeometryReader`'s content reads through its `GeometryProxy` (§1.2): the reader's
/// own size, its frame in the root's coordinates (`frame(in: .global)`), and how far the safe
/// area's edges reach into it (`safeAreaInsets`).
///
/// SwiftUI calls the reader's content closure with the proxy once the reader has been given
/// its size, so every value here is the reader's at layout time, not a constant of the markup.
package struct GeometryProxyValue: Sendable, Hashable {
  package var size: Size
  /// The reader's top-left corner in the root's (the screen's) coordinates.
  package var origin: Point
  package var safeAreaInsets: EdgeInsets

  package init(size: Size, origin: Point = .zero, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.origin = origin
    self.safeAreaInsets = safeAreaInsets
  }

  /// The proxy of a reader placed in `bounds` inside `safeArea` (root coordinates): each inset
  /// is how far that edge of the safe area lies inside the reader, clamped to the reader.
  init(bounds: Rect, safeArea: Rect) {
    func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
    self.init(
      size: bounds.size, origin: bounds.origin,
      safeAreaInsets: EdgeInsets(
        top: clamp(safeArea.minY - bounds.minY, bounds.height),
        leading: clamp(safeArea.minX - bounds.minX, bounds.width),
        bottom: clamp(bounds.maxY - safeArea.maxY, bounds.height),
        trailing: clamp(bounds.maxX - safeArea.maxX, bounds.width)))
  }
}
