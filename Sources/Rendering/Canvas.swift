import CellWidth

/// A grid of character cells with clipping. Wide characters take two cells: the second holds
/// a marker that is skipped when the grid is turned into text.
struct Canvas {
  let width: Int
  let height: Int
  private var cells: [Character]
  private static let continuation: Character = "\u{0}"

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = [Character](repeating: " ", count: self.width * self.height)
  }

  subscript(x: Int, y: Int) -> Character {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// While set, only cells inside it are written: the viewport of the scroll view a mark
  /// lies in (semantics §5.4).
  var clip: CellRect? = nil

  func contains(_ x: Int, _ y: Int) -> Bool {
    guard x >= 0 && y >= 0 && x < width && y < height else { return false }
    guard let clip else { return true }
    return x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1
  }

  /// While set, `put` only writes on blank cells (for outlines that must not erase views).
  var weak = false

  /// Puts one character (clipped), keeping wide characters whole.
  mutating func put(_ character: Character, _ x: Int, _ y: Int) {
    guard contains(x, y) else { return }
    if weak, self[x, y] != " " { return }
    // Overwriting half of a wide character blanks its other half.
    if self[x, y] == Self.continuation, x > 0 { self[x - 1, y] = " " }
    if x + 1 < width, self[x + 1, y] == Self.continuation { self[x + 1, y] = " " }
    let cells = CellWidth.cells(character)
    if cells == 2 {
      guard x + 1 < width else {
        self[x, y] = " "
        return
      }
      if x + 2 < width, self[x + 2, y] == Self.continuation { self[x + 2, y] = " " }
      self[x, y] = character
      self[x + 1, y] = Self.continuation
    } else {
      self[x, y] = character
    }
  }

  /// Blanks the cells `columns` of row `y` (clipped): what `put(" ", x, y)` over each does,
  /// without measuring a space for every cell of a large filled view.
  mutating func blank(_ columns: Range<Int>, _ y: Int) {
    guard y >= 0, y < height else { return }
    if let clip, y < clip.y0 || y >= clip.y1 { return }
    let x0 = max(0, columns.lowerBound, clip?.x0 ?? 0)
    let x1 = min(width, columns.upperBound, clip?.x1 ?? width)
    guard x0 < x1 else { return }
    if weak {
      for x in x0..<x1 { put(" ", x, y) }
      return
    }
    // A wide character cut by either end loses its other half, as `put` would blank it.
    if self[x0, y] == Self.continuation, x0 > 0 { self[x0 - 1, y] = " " }
    if x1 < width, self[x1, y] == Self.continuation { self[x1, y] = " " }
    let row = y * width
    cells.withUnsafeMutableBufferPointer { cells in
      for x in (row + x0)..<(row + x1) { cells[x] = " " }
    }
  }

  /// Writes text starting at (x, y), clipped to `maxX` (exclusive); returns the cells used.
  @discardableResult
  mutating func write(
    _ text: some StringProtocol, _ x: Int, _ y: Int, maxX: Int? = nil, overflows: Bool = false
  ) -> Int {
    var column = x
    let limit = min(maxX ?? width, width)
    for character in text {
      let w = CellWidth.cells(character)
      if w == 0 { continue }
      if column + w > limit {
        // Proportional text measured narrower than its characters' cells runs on into blank
        // cells, never over anything drawn (§9.7).
        guard overflows, column + w <= width, column >= 0, y >= 0, y < height,
          (column..<(column + w)).allSatisfy({ self[$0, y] == " " })
        else { break }
      }
      put(character, column, y)
      column += w
    }
    return column - x
  }

  /// The grid as lines of text.
  func lines() -> [String] {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width {
        let c = self[x, y]
        if c != Self.continuation { line.append(c) }
      }
      return line
    }
  }
}
