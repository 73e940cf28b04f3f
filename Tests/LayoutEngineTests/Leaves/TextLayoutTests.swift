import LayoutEngine
import Testing

/// Text sizing with the engine's fixed metrics: 8 pt per character (16 for East Asian wide
/// characters), 16 pt lines (semantics §1.2, `TextMetrics`, `TextLayout`).
@Suite struct TextLayoutTests {
  let m = TextMeasure(metrics: .default)

  func size(_ text: String, _ w: Double?, _ h: Double?, lineLimit: Int? = nil) -> Size {
    TextLayout.size(
      text, proposal: ProposedViewSize(width: w, height: h), lineLimit: lineLimit, metrics: m)
  }

  func lines(_ text: String, _ w: Double?, _ h: Double?, lineLimit: Int? = nil) -> [String] {
    TextLayout.lines(
      text, proposal: ProposedViewSize(width: w, height: h), lineLimit: lineLimit, metrics: m
    )
    .map(\.text)
  }

  /// §1.2: width nil or +∞ → one line per paragraph, width = widest line.
  @Test func idealIsOneLinePerParagraph() {
    expectSize(size("Hello world", nil, nil), w: 88, h: 16)
    expectSize(size("Hello world", .infinity, nil), w: 88, h: 16)
    expectSize(size("ab\ncde", nil, nil), w: 24, h: 32)
  }

  /// §1.2: proposal exactly (0,0) → (0,0); width 0 → width 0 (a Text's minimum width in a stack).
  @Test func zeroProposals() {
    expectSize(size("Hello world", 0, 0), w: 0, h: 0)
    #expect(size("Hello world", 0, 200).width == 0)
    expectSize(size("", nil, nil), w: 0, h: 0)
  }

  /// §1.2: a finite width wraps at word boundaries; the width hugs the widest line. Derived:
  /// "Hello world" at 60 → "Hello" / "world" → 40×32; at exactly 88 → one line.
  @Test func wrapsAtWords() {
    #expect(lines("Hello world", 60, nil) == ["Hello", "world"])
    expectSize(size("Hello world", 60, nil), w: 40, h: 32)
    expectSize(size("Hello world", 88, nil), w: 88, h: 16)
    // A trailing space does not force a break: "Hello " (48) exceeds 44, but the space hangs.
    expectSize(size("Hello world", 44, nil), w: 40, h: 32)
    #expect(lines("one two three four", 72, nil) == ["one two", "three", "four"])
  }

  /// §1.2: a word wider than the line is broken inside. Derived: "abcdefghij" at 30 → three
  /// characters (24) per line, four lines.
  @Test func breaksInsideALongWord() {
    #expect(lines("abcdefghij", 30, nil) == ["abc", "def", "ghi", "j"])
    expectSize(size("abcdefghij", 30, nil), w: 24, h: 64)
    #expect(lines("a abcdefghij", 30, nil) == ["a", "abc", "def", "ghi", "j"])
  }

  /// §1.2 and `TextLayout`: East Asian wide characters are 16 pt and each is a break opportunity.
  /// Derived: "日本語テキスト" (7 × 16 = 112) at 50 → 3 per line (48).
  @Test func cjkBreaksBetweenCharacters() {
    expectSize(size("日本語テキスト", nil, nil), w: 112, h: 16)
    #expect(lines("日本語テキスト", 50, nil) == ["日本語", "テキス", "ト"])
    expectSize(size("日本語テキスト", 50, nil), w: 48, h: 48)
    // Mixed: the Latin word stays whole, the CJK run breaks where it must.
    #expect(lines("ab日本語", 40, nil) == ["ab日", "本語"])
  }

  /// `lineLimit` keeps the first lines and ends the last kept one with "…". Derived: "one two
  /// three" at 40 is three lines; limited to 2 → "one" / "two…" (32 wide), 32 tall.
  @Test func lineLimit() {
    #expect(lines("one two three", 40, nil) == ["one", "two", "three"])
    #expect(lines("one two three", 40, nil, lineLimit: 2) == ["one", "two…"])
    expectSize(size("one two three", 40, nil, lineLimit: 2), w: 32, h: 32)
    // Through the tree: the lineLimit modifier is an environment value read by the Text below.
    let t = ViewTree()
    let limited = t.text("one two three", id: "text").lineLimit(2)
    expectSize(measure(limited, 40, 200), w: 32, h: 32)
    let one = t.text("one two three").lineLimit(1)
    expectSize(measure(one, 40, 200), w: 32, h: 16)
  }

  /// §1.2: a finite height smaller than the content keeps the lines that fit (at least one).
  /// Derived: height 40 keeps 2 of 3 lines; height 20 keeps 1 ("one…"); height 5 still 1.
  @Test func heightTruncates() {
    expectSize(size("one two three", 40, 40), w: 32, h: 32)
    #expect(lines("one two three", 40, 20) == ["one…"])
    expectSize(size("one two three", 40, 20), w: 32, h: 16)
    expectSize(size("one two three", 40, 5), w: 32, h: 16)
    expectSize(size("one two three", 40, 48), w: 40, h: 48)
  }

  /// §1.2: a Text in a frame narrower than its ideal wraps (the frame proposes its width). Derived:
  /// "Hello world" in `frame(width: 60)` is 40×32, centred in the 60-wide frame.
  @Test func wrapsInAFrame() {
    let t = ViewTree()
    let text = t.text("Hello world", id: "text")
    let frame = text.frame(width: 60)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, frame, x: 70, y: 84, w: 60, h: 32)
    expectFrame(r, text, x: 80, y: 84, w: 40, h: 32)
  }
}
