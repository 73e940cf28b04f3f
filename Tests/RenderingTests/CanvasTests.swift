import Testing

@testable import Rendering

/// The character grid: clipping at every edge, and wide characters (CJK, emoji) that take two
/// cells and never survive as half a character.
@Suite struct CanvasTests {
  @Test("drawing wholly outside the grid changes nothing")
  func whollyOutside() {
    var canvas = Canvas(width: 4, height: 2)
    for (x, y) in [(-1, 0), (4, 0), (0, 2), (0, -1), (100, 100), (-5, -5)] { canvas.put("x", x, y) }
    canvas.write("abc", 0, 5)
    canvas.write("abc", 9, 0)
    #expect(rows(canvas) == ["    ", "    "])
  }

  @Test("drawing partly outside keeps the part inside")
  func partlyOutside() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.write("abcdef", 2, 0)  // c, d, e, f fall off the right edge
    canvas.write("xyz", -1, 1)  // x falls off the left edge
    #expect(rows(canvas) == ["  ab", "yz  "])
  }

  @Test("text stops at maxX, and a wide character that would straddle it is not drawn")
  func maxX() {
    var canvas = Canvas(width: 6, height: 1)
    #expect(canvas.write("ab中d", 0, 0, maxX: 3) == 2)
    #expect(rows(canvas) == ["ab    "])
  }

  @Test("CJK and emoji take two cells; the line keeps the grid's width in cells")
  func wideCharacters() {
    var canvas = Canvas(width: 8, height: 2)
    #expect(canvas.write("a中b", 0, 0) == 4)
    #expect(canvas.write("😀x", 1, 1) == 3)
    #expect(rows(canvas) == ["a中b    ", " 😀x    "])
    #expect(rows(canvas).map(cellCount) == [8, 8])
  }

  @Test("overwriting either half of a wide character blanks the other half")
  func overwritingHalf() {
    var second = Canvas(width: 4, height: 1)
    second.write("中", 0, 0)
    second.put("x", 1, 0)
    #expect(rows(second) == [" x  "])

    var first = Canvas(width: 4, height: 1)
    first.write("中", 0, 0)
    first.put("x", 0, 0)
    #expect(rows(first) == ["x   "])

    // A wide character over the halves of two others blanks both leftovers.
    var shifted = Canvas(width: 4, height: 1)
    shifted.write("中文", 0, 0)
    shifted.put("字", 1, 0)
    #expect(rows(shifted) == [" 字 "])
    #expect(rows(shifted).map(cellCount) == [4])
  }

  @Test("a wide character in the last column does not fit and leaves a blank")
  func wideAtTheEdge() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.write("ab", 0, 0)
    canvas.put("中", 2, 0)
    #expect(rows(canvas) == ["ab "])
  }

  @Test("weak drawing writes only on blank cells")
  func weak() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.write("a中", 0, 0)
    canvas.weak = true
    for x in 0..<4 { canvas.put("-", x, 0) }
    #expect(rows(canvas) == ["a中-"])
  }
}
