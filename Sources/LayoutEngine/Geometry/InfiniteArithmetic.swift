/// An offset computed from lengths that may be infinite: ∞ − ∞ (an infinite child aligned in an
/// infinite frame, an infinite root centred in an infinite host) and 0 × ∞ (a top-leading
/// anchor on an infinite size) are NaN, and one NaN origin would spread to every view below it.
///
/// SwiftUI's stack layout meets the same case and keeps the previous value when `available −
/// size` is NaN (docs/semantics.md §1.4 step 5); an offset does likewise here: a NaN
/// offset is 0, so the view keeps its parent's origin on that axis. Finite and ±∞ offsets pass
/// through unchanged (∞ is what SwiftUI reports for them).
@inline(__always)
func offsetOrZero(_ value: Double) -> Double {
  value.isNaN ? 0 : value
}

/// `value` as a length or coordinate an output may show: ±∞ becomes the largest finite value
/// of its sign and NaN becomes 0. Lengths near `Double.greatestFiniteMagnitude` overflow when
/// added (two 1e308-wide grid cells make a 2e308-wide grid, and centring that makes NaN), and
/// JSON, SVG and specs have no infinity: a document's frames and canvas are saturated this way
/// before any output sees them (`LayoutResult.saturated()`, called by the pipeline), so every
/// frame an output shows is finite. The engine's own results keep ∞ where SwiftUI reports it.
@inline(__always)
func saturated(_ value: Double) -> Double {
  if value.isFinite { return value }
  if value.isNaN { return 0 }
  return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}

/// `a + b`, saturated when both are finite and the sum is not (1e308 + 1e308); an infinite
/// operand (an infinite proposal) gives the usual infinite sum.
@inline(__always)
func saturatingSum(_ a: Double, _ b: Double) -> Double {
  let sum = a + b
  guard !sum.isFinite, a.isFinite, b.isFinite else { return sum }
  return sum > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}

extension Rect {
  /// The rect with every coordinate `saturated`.
  var saturatedRect: Rect {
    Rect(
      x: saturated(origin.x), y: saturated(origin.y), width: saturated(size.width),
      height: saturated(size.height))
  }

  /// Whether any coordinate is infinite or NaN.
  var hasNonFiniteValue: Bool {
    !(origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite)
  }
}

extension LayoutResult {
  /// The result with every placed frame and the canvas `saturated`: what outputs show. The
  /// same result when all are finite (one scan).
  public func saturated() -> LayoutResult {
    let canvasIsFinite = canvas.width.isFinite && canvas.height.isFinite
    guard
      !canvasIsFinite
        || frames.rects.contains(where: { $0.hasNonFiniteValue && !$0.origin.x.isNaN })
    else { return self }
    let rects = frames.rects.map { rect -> Rect in
      guard LayoutFrames.placed(rect) != nil else { return rect }
      return rect.saturatedRect
    }
    return LayoutResult(
      frames: LayoutFrames(rects: rects),
      canvas: Size(
        width: LayoutEngine.saturated(canvas.width), height: LayoutEngine.saturated(canvas.height)),
      evaluations: evaluations, environments: environments,
      resolvedLayouts: resolvedLayouts, options: options,
      scrollSafeAreaInsets: scrollSafeAreaInsets)
  }
}
