import TestSupport
import Testing

/// The marker helper the diagnostic tests rely on: positions in the units MarkupLocation uses.
@Suite struct MarkedSourceTests {
  @Test("markers are removed and located by line and column (in Unicode scalars)")
  func positions() {
    let marked = MarkedSource("a1️⃣b\n  2️⃣<X é=\"中3️⃣\"/>4️⃣")
    #expect(marked.text == "ab\n  <X é=\"中\"/>")
    #expect(marked["1️⃣"] == MarkedSource.Position(line: 1, column: 2))
    #expect(marked["2️⃣"] == MarkedSource.Position(line: 2, column: 3))
    // é and 中 are one scalar each, so the marker after 中 is at column 10.
    #expect(marked["3️⃣"] == MarkedSource.Position(line: 2, column: 10))
    #expect(marked["4️⃣"] == MarkedSource.Position(line: 2, column: 13))
    #expect(marked.markers.count == 4)
  }

  @Test("a keycap emoji written in the text is not taken for a marker when it lacks U+20E3")
  func plainDigits() {
    let marked = MarkedSource("1 2\u{FE0F} 3")
    #expect(marked.text == "1 2\u{FE0F} 3")
    #expect(marked.markers.isEmpty)
  }
}
