/// Frames as SwiftUI displays them (semantics §7.9, §3): layout is unrounded, and drawing
/// snaps each frame to the pixel grid of the display scale. Both corners of the frame, in root
/// coordinates, go to the nearest multiple of one pixel, halves up; the size is the difference
/// (OSU `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`, used by
/// `AnimatableFrameAttribute` and `RoundedSize`).
extension LayoutResult {
  /// The same result with every placed frame snapped to the pixels of `displayScale`.
  package func displayed(displayScale: Double) -> LayoutResult {
    let rects = frames.rects.map { rect -> Rect in
      guard LayoutFrames.placed(rect) != nil else { return rect }
      return Self.snapped(rect, displayScale: displayScale)
    }
    return LayoutResult(
      frames: LayoutFrames(rects: rects), canvas: canvas, evaluations: evaluations,
      environments: environments,
      resolvedLayouts: resolvedLayouts,
      options: options, scrollSafeAreaInsets: scrollSafeAreaInsets)
  }

  /// How far below a half pixel a coordinate may fall and still count as a half: far above
  /// the error of a few additions of doubles, far below any length a layout means.
  static let halfPixelNoise = 1e-6

  /// `rect` with its corners on the pixel grid (§7.9). Infinite and huge values are kept.
  package static func snapped(_ rect: Rect, displayScale: Double) -> Rect {
    guard displayScale.isFinite, displayScale > 0 else { return rect }
    func snap(_ v: Double) -> Double {
      guard v.isFinite, abs(v * displayScale) < 1e15 else { return v }
      // A coordinate within floating-point noise of half a pixel is a half and rounds up:
      // x = 20.1667 at 3× is 60.4999999 px in doubles, and SwiftUI draws it at 61 (§7.9).
      return ((v * displayScale) + 0.5 + Self.halfPixelNoise).rounded(.down) / displayScale
    }
    let x0 = snap(rect.minX)
    let y0 = snap(rect.minY)
    let x1 = snap(rect.maxX)
    let y1 = snap(rect.maxY)
    // The size is the difference, itself put on the grid (it removes floating-point noise).
    func size(_ a: Double, _ b: Double, _ length: Double) -> Double {
      guard a.isFinite, b.isFinite else { return length }
      return ((b - a) * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }
    return Rect(
      x: x0, y: y0, width: size(x0, x1, rect.width), height: size(y0, y1, rect.height))
  }
}
