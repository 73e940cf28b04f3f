import Testing

@testable import LayoutEngine

/// The fast path for long paragraphs of simple text (`TextLayout.wrapSimpleText`, issue 34:
/// 7 MiB at width 40 took 5.6 s) makes exactly the lines and widths of the general one, for
/// random paragraphs of ASCII, accented Latin, Greek, Cyrillic and CJK, at widths from below
/// one character to wider than the text, in the system font and the fixed metrics, with
/// tracking; and it is taken only where it applies (a combining mark sends the paragraph back).
@Suite struct SimpleTextWrapTests {
  static let pools = [
    "abcdefghij", "ABC xyz", "éèàüößç", "αβγδ", "жщяЖ", "日本語文章", "한국어", "カタカナ", "。、",
    "ＡＢ１", "\t", "  ", "\u{00A0}", "\u{3000}",
  ]

  /// A paragraph of about `bytes` bytes, from a seeded generator.
  static func paragraph(seed: UInt64, bytes: Int) -> String {
    var state = seed
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var text = ""
    while text.utf8.count < bytes {
      let pool = Array(pools[next(pools.count)])
      let length = next(10) == 0 ? 20 + next(60) : 1 + next(8)
      for _ in 0..<length { text.append(pool[next(pool.count)]) }
      text.append(" ")
    }
    return text
  }

  static func measures() -> [TextMeasure] {
    var fixed = LayoutOptions()
    fixed.textModel = .fixed
    var tracked = TextEnvironment()
    tracked.tracking = 0.7
    return [
      TextMeasure(text: TextEnvironment(), options: LayoutOptions()),
      TextMeasure(text: tracked, options: LayoutOptions()),
      TextMeasure(text: TextEnvironment(), options: fixed),
    ]
  }

  @Test func fastAndGeneralPathsMakeTheSameLines() {
    for seed in 1...12 {
      let text = Self.paragraph(seed: UInt64(seed), bytes: 1_500 + seed * 300)
      for measure in Self.measures() {
        for width in [0.5, 7, 40, 123.25, 1e6] {
          let fast = TextLayout.wrappedParagraph(
            Substring(text), width: width, metrics: measure, simple: true)
          let general = TextLayout.wrappedParagraph(
            Substring(text), width: width, metrics: measure, simple: false)
          #expect(fast == general, "seed \(seed), width \(width)")
        }
      }
    }
  }

  @Test func onlySimpleTextTakesTheFastPath() {
    let measure = Self.measures()[0]
    let simple = Self.paragraph(seed: 99, bytes: 2_000)
    var lines: [TextLine] = []
    #expect(
      TextLayout.wrapSimpleText(Substring(simple), width: 40, metrics: measure, into: &lines)
        == true)
    for other in ["e\u{0301}", "か\u{3099}", "👍", "\u{200B}", "\r\n"] {
      var none: [TextLine] = []
      #expect(
        TextLayout.wrapSimpleText(
          Substring(simple + other), width: 40, metrics: measure, into: &none) == nil)
      #expect(none.isEmpty)
    }
  }
}
