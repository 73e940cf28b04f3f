import Testing

@testable import Interpreter

/// Element text is normalized byte by byte when it is ASCII (for speed), Character by Character
/// otherwise: both must agree wherever both apply.
@Suite struct TextNormalizationTests {
  @Test func asciiPathMatchesTheCharacterPath() {
    let pieces = [" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "a", "bc", "  ", "\n  "]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(
        ElementCatalog.normalizedASCII(text) == ElementCatalog.normalizedCharacters(text),
        "\(text.debugDescription)")
    }
  }

  @Test func nonASCIITextTakesTheCharacterPath() {
    #expect(ElementCatalog.normalizedASCII("caf\u{E9}\n  bar") == nil)
    #expect(ElementCatalog.normalizedText("caf\u{E9}\n  bar") == "caf\u{E9} bar")
    #expect(ElementCatalog.normalizedText("  a \t b\n\n c  ") == "a \t b c")
  }
}
