import LayoutEngine

/// How points map to character cells: one cell is `cellWidth` × `cellHeight` points (8 × 16 by
/// default, the size of a character of the default text metrics).
package struct CellScale: Sendable, Hashable {
  /// Points per cell across.
  package var cellWidth: Double
  /// Points per cell down.
  package var cellHeight: Double

  /// A scale of `cellWidth` × `cellHeight` points per cell.
  package init(cellWidth: Double = 8, cellHeight: Double = 16) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }
}

/// A rectangle in whole cells, from rounding each edge of a point rectangle on its own, so
/// that views sharing an edge share the rounded edge: neighbours never gap or overlap
/// (taffy's cumulative rounding).
struct CellRect {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int
  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }

  init(_ rect: Rect, _ scale: CellScale) {
    func snap(_ v: Double, _ unit: Double) -> Int {
      let cells = v / unit
      guard cells.isFinite else { return cells > 0 ? 1 << 20 : -(1 << 20) }
      return Int(max(-1e6, min(1e6, cells)).rounded(.toNearestOrAwayFromZero))
    }
    x0 = snap(rect.minX, scale.cellWidth)
    y0 = snap(rect.minY, scale.cellHeight)
    x1 = snap(rect.maxX, scale.cellWidth)
    y1 = snap(rect.maxY, scale.cellHeight)
  }

  /// The cells both rectangles cover (empty, with no cells, when they do not meet).
  func intersection(_ other: CellRect) -> CellRect {
    var r = self
    r.x0 = max(x0, other.x0)
    r.y0 = max(y0, other.y0)
    r.x1 = max(r.x0, min(x1, other.x1))
    r.y1 = max(r.y0, min(y1, other.y1))
    return r
  }
}
