import LayoutEngine
import Testing

/// §7.9: frames as displayed, each corner on the pixel grid, halves up; the layout frames
/// themselves are never rounded.
@Suite struct DisplayFramesTests {
  @Test(
    "corners go to the nearest pixel, halves up; the size is the difference",
    arguments: [
      // (x, width, scale, displayed x, displayed width)
      (69.0 + 1.0 / 6, 185.0 / 3, 3.0, 69.0 + 1.0 / 3, 185.0 / 3),
      (69.0 + 1.0 / 6, 185.0 / 3, 1.0, 69.0, 62.0),
      (-0.5, 201.0, 1.0, 0.0, 201.0),
      (61.0 + 1.0 / 3, 8.0, 2.0, 61.5, 8.0),
      (0.25, 0.5, 1.0, 0.0, 1.0),
    ])
  func snapping(x: Double, width: Double, scale: Double, shownX: Double, shownWidth: Double) {
    let r = LayoutResult.snapped(Rect(x: x, y: 0, width: width, height: 10), displayScale: scale)
    #expect(abs(r.minX - shownX) < 1e-9, "\(r)")
    #expect(abs(r.width - shownWidth) < 1e-9, "\(r)")
  }

  @Test("neighbours that share an edge in layout share it when displayed")
  func flushEdgesStayFlush() {
    let t = ViewTree()
    _ = t.hstack(spacing: 0, [t.color("a"), t.color("b"), t.color("c")])
    let laid = t.layout(width: 100, height: 10, options: .fixedText)
    let shown = laid.displayed(displayScale: 2)
    let frames = t.nodes.indices.compactMap { shown.frame(of: NodeID(index: Int32($0))) }
      .filter { $0.height == 10 && $0.width < 50 }
      .sorted { $0.minX < $1.minX }
    #expect(frames.count == 3)
    for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxX == b.minX) }
    // The layout result itself is unchanged.
    #expect(laid.frame(of: NodeID(index: 1))?.width != shown.frame(of: NodeID(index: 1))?.width)
  }

  @Test("infinite frames are kept as they are")
  func infinitiesKept() {
    let r = LayoutResult.snapped(
      Rect(x: 0, y: 0, width: .infinity, height: 3.3), displayScale: 3)
    #expect(r.width == .infinity)
    #expect(abs(r.height - 10.0 / 3) < 1e-9)
  }
}
