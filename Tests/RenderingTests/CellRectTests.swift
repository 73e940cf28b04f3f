import LayoutEngine
import Testing

@testable import Rendering

/// Snapping frames to cells: each edge is rounded on its own (taffy's cumulative rounding), so
/// views that share an edge share the rounded edge — no gap, no overlap.
@Suite struct CellRectTests {
  private let scale = CellScale()

  @Test("each edge rounds to the nearest cell, halves away from zero")
  func edges() {
    // x: 4/8 = 0.5 → 1, (4 + 8)/8 = 1.5 → 2; y: 8/16 = 0.5 → 1, 24/16 = 1.5 → 2.
    let r = CellRect(Rect(x: 4, y: 8, width: 8, height: 16), scale)
    #expect([r.x0, r.y0, r.x1, r.y1] == [1, 1, 2, 2])
    // 61.333/16 = 3.83 → 4; a width of 3 pt (0.375 cell) rounds to nothing.
    let thin = CellRect(Rect(x: 0, y: 0, width: 3, height: 61.333), scale)
    #expect([thin.width, thin.height] == [0, 4])
    let negative = CellRect(Rect(x: -12, y: -8, width: 8, height: 16), scale)
    #expect([negative.x0, negative.y0, negative.x1, negative.y1] == [-2, -1, -1, 1])
  }

  @Test("reference case 14: rows of 61.333 and columns of 96 snap without gaps or overlaps")
  func referenceCase14() throws {
    // VStack { red; blue; HStack { green; yellow } } in 200 × 200: rows (200 − 16)/3 = 61.333
    // at y = 0, 69.333, 138.667; columns (200 − 8)/2 = 96 at x = 0 and 104.
    let t = ViewTree()
    let red = t.color("red")
    let blue = t.color("blue")
    let green = t.color("green")
    let yellow = t.color("yellow")
    _ = t.vstack([red, blue, t.hstack([green, yellow])])
    let result = t.layout(width: 200, height: 200, options: .fixedText)
    func cells(_ v: ViewRef) throws -> CellRect {
      CellRect(try #require(result.frame(of: v.id)), scale)
    }
    // y edges: 61.333/16 = 3.83 → 4, 69.333/16 = 4.33 → 4, 130.667/16 = 8.17 → 8,
    // 138.667/16 = 8.67 → 9, 200/16 = 12.5 → 13.
    #expect(try [cells(red).y0, cells(red).y1, cells(blue).y0, cells(blue).y1] == [0, 4, 4, 8])
    #expect(try [cells(green).y0, cells(green).y1] == [9, 13])
    // x edges: 96/8 = 12, 104/8 = 13, 200/8 = 25.
    #expect(
      try [cells(green).x0, cells(green).x1, cells(yellow).x0, cells(yellow).x1] == [0, 12, 13, 25])
  }

  @Test(
    "neighbours with fractional frames share their edges",
    arguments: [(200.0, 3), (199.0, 7), (101.0, 6), (333.3, 9), (61.333, 4), (800.0, 11)])
  func sharedEdges(width: Double, count: Int) throws {
    let t = ViewTree()
    let colors = (0..<count).map { t.color("c\($0)") }
    _ = t.hstack(spacing: 0, colors)
    let result = t.layout(width: width, height: 100, options: .fixedText)
    let cells = try colors.map { CellRect(try #require(result.frame(of: $0.id)), scale) }
    for (a, b) in zip(cells, cells.dropFirst()) {
      #expect(a.x1 == b.x0, "gap or overlap between \(a) and \(b)")
    }
    // Together they cover the row exactly: width/8 rounded, from 0.
    #expect(cells.first?.x0 == 0)
    #expect(cells.last?.x1 == Int((width / 8).rounded(.toNearestOrAwayFromZero)))
    #expect(cells.map(\.width).reduce(0, +) == cells.last!.x1)
  }
}
