import LayoutEngine
import Rendering
import Testing

/// The ASCII drawing of each kind of view. Expected drawings follow the renderer's documented
/// rules (one cell = 8 × 16 pt; a box is `+--+`, `.--.`/`'--'` when rounded; a one-row box is a
/// `[--]` bar, a one-cell box `#`; labels inside at the top-left; a border around the canvas),
/// with each view's cells worked out from its frame.
@Suite struct ASCIIRendererTests {
  @Test("a colour is a box labelled with its colour; a named view with its id")
  func colourBox() {
    // 80 × 48 pt = 10 × 3 cells, filled by the colour.
    let t = ViewTree()
    _ = t.color("red")
    #expect(
      draw(t, width: 80, height: 48) == [
        "+----------+",
        "|+--------+|",
        "||red     ||",
        "|+--------+|",
        "+----------+",
      ])
    let named = ViewTree()
    _ = named.shape(.rectangle, id: "card")
    #expect(draw(named, width: 80, height: 48)[2] == "||card    ||")
  }

  @Test("rounded shapes have rounded corners")
  func roundedBox() {
    for kind in [ShapeKind.roundedRectangle, .capsule, .circle, .ellipse] {
      let t = ViewTree()
      // Framed to 80 × 48 so a Circle (square) is a 10 × 3 box too: it is only the frame here.
      _ = t.shape(kind, id: "s").frame(width: 80, height: 48)
      let lines = draw(t, width: 80, height: 48)
      // (A Circle is the 48 × 48 square centred in the frame, so its box starts further in.)
      #expect(
        lines[1].contains(".-") && lines[1].contains("-.") && lines[3].contains("'-")
          && lines[3].contains("-'"), "\(kind): \(lines)")
    }
  }

  @Test("a box one row high is a bar, one cell is #, one column is a line")
  func thinBoxes() {
    let bar = ViewTree()
    _ = bar.color("red").frame(width: 80, height: 16)
    #expect(draw(bar, width: 80, height: 16) == ["+----------+", "|[red-----]|", "+----------+"])

    let cell = ViewTree()
    _ = cell.color("red").frame(width: 8, height: 16)
    #expect(draw(cell, width: 8, height: 16) == ["+-+", "|#|", "+-+"])

    let column = ViewTree()
    _ = column.color("red").frame(width: 8, height: 48)
    #expect(draw(column, width: 8, height: 48) == ["+-+", "|||", "|||", "|||", "+-+"])

    // 3 pt wide at x = 0 rounds to no cell at all (0 → 0, 3/8 → 0): nothing is drawn.
    let none = ViewTree()
    _ = none.color("red").frame(width: 3, height: 48).frame(
      maxWidth: .infinity, alignment: .leading)
    #expect(draw(none, width: 8, height: 48) == ["+-+", "| |", "| |", "| |", "+-+"])
  }

  @Test("an image is a box labelled with its id")
  func image() {
    let t = ViewTree()
    _ = t.image(width: 80, height: 48, id: "photo")
    #expect(draw(t, width: 80, height: 48)[2] == "||photo   ||")
  }

  @Test("a divider is a line at least one cell thick, though it is one point")
  func dividers() throws {
    // VStack { Text("a"); Divider(); Text("b") }: the divider spans the 200 pt width.
    let v = ViewTree()
    _ = v.vstack([v.text("a"), v.divider(), v.text("b")])
    let vertical = draw(v, width: 200, height: 96)
    #expect(vertical.contains("|" + String(repeating: "-", count: 25) + "|"), "\(vertical)")

    // HStack { Text("a"); Divider(); Text("b") }: one column of | between the letters.
    let h = ViewTree()
    _ = h.hstack([h.text("a"), h.divider(), h.text("b")])
    let horizontal = draw(h, width: 200, height: 48)
    let row = try #require(horizontal.first { $0.contains("a") })
    let between = row.drop { $0 != "a" }.dropFirst().prefix { $0 != "b" }
    #expect(between.filter { $0 == "|" }.count == 1, "\(horizontal)")
  }

  @Test("text is drawn as its lines, wrapped where the layout wrapped it")
  func textLines() {
    // "Hello world" in 40 pt (5 characters): "Hello" and "world", 32 pt tall, centred in 64.
    let t = ViewTree()
    _ = t.text("Hello world").frame(width: 40)
    #expect(
      draw(t, width: 40, height: 64) == [
        "+-----+",
        "|     |",
        "|Hello|",
        "|world|",
        "|     |",
        "+-----+",
      ])
  }

  @Test("text cut by its frame ends in an ellipsis and never leaves the frame")
  func truncation() {
    // One 16 pt line of 48 pt for "Hello world": "Hello" fits with room for "…" (6 × 8 = 48).
    let t = ViewTree()
    _ = t.text("Hello world").frame(width: 48, height: 16)
    #expect(draw(t, width: 48, height: 16) == ["+------+", "|Hello…|", "+------+"])
  }

  @Test("larger text draws one character per cell at its frame's top-left, lines a line apart")
  func largeText() {
    // "Hello world" in .largeTitle (34 pt: 16 per character, 32 per line, §9.4) in a 96 pt
    // frame: "Hello" and "world", each 80 wide, 64 tall in all, centred in 96 × 64. Each line
    // starts at the frame's left cell, the second two rows (one 32 pt line) below the first.
    let t = ViewTree()
    _ = t.text("Hello world").font(FontDescription(.style(.largeTitle))).frame(width: 96)
    #expect(
      draw(t, width: 96, height: 64) == [
        "+------------+",
        "| Hello      |",
        "|            |",
        "| world      |",
        "|            |",
        "+------------+",
      ])
  }

  @Test("text in another font still draws one character per cell, clipped to its frame")
  func smallTextClipped() {
    // "Hello world" in .caption (12 pt: 8 × 12/17 = 5.65 per character, §9.4) is 62.1 pt wide,
    // so its frame covers 8 cells at the canvas's left edge (x = 0 in a 64 pt host): one
    // character per cell fills them and the rest is clipped.
    let t = ViewTree()
    _ = t.text("Hello world").font(FontDescription(.style(.caption)))
    let lines = draw(t, width: 64, height: 16)
    #expect(lines == ["+--------+", "|Hello wo|", "+--------+"])
  }

  @Test("wide characters in text keep the border in place")
  func wideText() {
    let t = ViewTree()
    _ = t.text("你好😀")
    let lines = draw(t, width: 80, height: 16)
    // 6 cells of text centred in 10: two blank cells each side.
    #expect(lines[1] == "|  你好😀  |")
    #expect(lines.map(cellCount) == [12, 12, 12])
  }

  @Test("a container with an id is outlined, its id on the top border")
  func containerID() {
    let t = ViewTree()
    _ = t.vstack(id: "box", [t.text("hi").frame(width: 80, height: 48)])
    #expect(
      draw(t, width: 80, height: 48) == [
        "+----------+",
        "|+box-----+|",
        "||   hi   ||",
        "|+--------+|",
        "+----------+",
      ])
    // Without an id a container draws nothing of its own.
    let plain = ViewTree()
    _ = plain.vstack([plain.text("hi").frame(width: 80, height: 48)])
    #expect(draw(plain, width: 80, height: 48)[1] == "|          |")
  }

  @Test("nested containers sharing a top edge show both ids, outer first")
  func nestedContainerIDs() {
    let t = ViewTree()
    _ = t.zstack(id: "outer", [t.vstack(id: "in", [t.text("hi").frame(width: 96, height: 48)])])
    #expect(draw(t, width: 96, height: 48)[1] == "|+outer-in--+|")
  }

  @Test("a background or overlay colour is unlabelled (unless named), under the text")
  func layerColours() {
    let t = ViewTree()
    _ = t.text("Hi").frame(width: 80, height: 48).background(t.color("red"))
    #expect(
      draw(t, width: 80, height: 48) == [
        "+----------+",
        "|+--------+|",
        "||   Hi   ||",
        "|+--------+|",
        "+----------+",
      ])
    let named = ViewTree()
    _ = named.text("Hi").frame(width: 160, height: 48).overlay(named.color("red", id: "tint"))
    // The label at the box's top-left; "Hi" (16 pt) centred in 160 pt: x = 72, cell 9.
    #expect(draw(named, width: 160, height: 48)[2] == "||tint    Hi        ||")
  }

  @Test("the border frames the canvas; no line ends in a space; every line is as wide")
  func border() {
    let trees: [(ViewTree, Double, Double)] = {
      let a = ViewTree()
      _ = a.text("right edge text").frame(maxWidth: .infinity, alignment: .trailing)
      let b = ViewTree()
      _ = b.color("red").frame(width: 300, height: 300)  // larger than the canvas: clipped
      let c = ViewTree()
      _ = c.text("x").offset(x: -50, y: -50)  // drawn off the canvas
      return [(a, 200, 48), (b, 100, 64), (c, 40, 32)]
    }()
    for (tree, width, height) in trees {
      let lines = draw(tree, width: width, height: height)
      // The canvas is the host's size in whole cells (100/8 = 12.5 → 13), plus the border.
      let columns = Int((width / 8).rounded()) + 2
      #expect(lines.first == "+" + String(repeating: "-", count: columns - 2) + "+")
      #expect(lines.last == lines.first)
      #expect(lines.count == Int(height / 16) + 2)
      for line in lines {
        #expect(cellCount(line) == columns, "\(line)")
        #expect(line.last != " " && (line.first == "|" || line.first == "+"), "\(line)")
      }
    }
  }

  @Test("a 400 × 800 screen reads well: 52 columns at the default scale, nothing wider")
  func phoneScreen() {
    let t = ViewTree()
    _ = t.vstack([
      t.text("Welcome back, this is a long sentence that has to wrap across lines", id: "title"),
      t.color("blue").frame(height: 200),
      t.hstack([t.color("green"), t.text("中文和emoji😀 side by side"), t.color("yellow")]),
      t.divider(),
      t.shape(.roundedRectangle, id: "button").frame(height: 48),
    ]).padding()
    let lines = draw(t, width: 400, height: 800)
    // 400 / 8 = 50 cells + 2 border columns; 800 / 16 = 50 rows + 2.
    #expect(lines.count == 52)
    #expect(lines.allSatisfy { cellCount($0) == 52 }, "\(lines.filter { cellCount($0) != 52 })")
  }
}
