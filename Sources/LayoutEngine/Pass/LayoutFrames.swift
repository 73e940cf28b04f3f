/// Every node's frame by node index, nil for a node that was never placed.
///
/// Stored as plain `Rect`s, an unplaced node's with a NaN x, rather than as `[Rect?]`: the
/// optional's tag byte padded each entry from 32 to 40 bytes, 17 MB of a 1.1M-view document's
/// peak. No placed frame has a NaN coordinate: the pass puts an origin that would be NaN at 0
/// (`offsetOrZero`), and groups take unions of placed frames.
package struct LayoutFrames: RandomAccessCollection, Sendable {
  @usableFromInline let rects: [Rect]

  /// What an unplaced node's entry holds.
  static let unplaced = Rect(x: .nan, y: 0, width: 0, height: 0)

  init(rects: [Rect]) { self.rects = rects }

  package var startIndex: Int { 0 }
  package var endIndex: Int { rects.count }

  @inlinable package subscript(index: Int) -> Rect? { Self.placed(rects[index]) }

  /// `rect`, or nil if it is the `unplaced` marker.
  @usableFromInline static func placed(_ rect: Rect) -> Rect? {
    rect.origin.x.isNaN ? nil : rect
  }
}
