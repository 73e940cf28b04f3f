import LayoutEngine
import Testing

/// Text styles, font resolution, the deterministic measurer and the measuring seam
/// (semantics §9). Expected numbers come from Apple's tables (§9.1) and the rules of §9.4–§9.5,
/// worked by hand.
@Suite struct FontTests {
  /// §9.1: body at each Dynamic Type size, smallest first, as Apple's iOS table gives it.
  @Test func bodySizesFollowTheTable() {
    let sizes = DynamicTypeSize.allCases.map { TextStyle.body.metrics(on: .iOS, at: $0).pointSize }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(TextStyle.largeTitle.metrics(on: .iOS, at: .large).pointSize == 34)
    #expect(TextStyle.largeTitle.metrics(on: .iOS, at: .large).lineHeight == 41)
    #expect(TextStyle.caption2.metrics(on: .iOS, at: .large).lineHeight == 13)
  }

  /// §9.1: every style grows (or stays) with the Dynamic Type size, and keeps its rank below
  /// largeTitle.
  @Test(arguments: TextStyle.allCases)
  func stylesNeverShrinkAsTheSizeGrows(style: TextStyle) {
    var last = 0.0
    for size in DynamicTypeSize.allCases {
      let m = style.metrics(on: .iOS, at: size)
      #expect(m.pointSize >= last, "\(style) at \(size)")
      #expect(m.lineHeight >= m.pointSize, "\(style) at \(size)")
      #expect(m.pointSize <= TextStyle.largeTitle.metrics(on: .iOS, at: size).pointSize)
      last = m.pointSize
    }
  }

  /// §9.1: macOS has no Dynamic Type; its body is 13 pt and its headline bold.
  @Test func macOSIgnoresDynamicType() {
    for size in DynamicTypeSize.allCases {
      #expect(TextStyle.body.metrics(on: .macOS, at: size).pointSize == 13)
    }
    #expect(TextStyle.headline.defaultWeight(on: .macOS) == .bold)
    #expect(TextStyle.headline.defaultWeight(on: .iOS) == .semibold)
  }

  /// §9.2: a custom font scales as its text style does; a fixed size never scales; the
  /// environment's weight overrides the font's own.
  @Test func resolution() {
    var options = LayoutOptions.fixedText
    options.dynamicTypeSize = .xxxLarge
    var environment = TextEnvironment()
    environment.font = FontDescription(.custom(name: "Avenir", size: 17, relativeTo: .body))
    #expect(environment.resolvedFont(options).pointSize == 23)
    environment.font = FontDescription(.custom(name: "Avenir", size: 17, relativeTo: nil))
    #expect(environment.resolvedFont(options).pointSize == 17)
    #expect(environment.resolvedFont(options).family == "Avenir")
    var title = FontDescription(.style(.title))
    title.weight = .light
    environment.font = title
    #expect(environment.resolvedFont(options).weight == .light)
    environment.weight = .black
    #expect(environment.resolvedFont(options).weight == .black)
    #expect(environment.resolvedFont(options).pointSize == 34)
    environment.dynamicTypeSize = .xSmall
    #expect(environment.resolvedFont(options).pointSize == 25)
  }

  /// §9.4: body at the default size is exactly the default metrics; a 34 pt font doubles them;
  /// bold widens advances by 9% and leaves the line height.
  @Test func deterministicMetricsScale() {
    let measurer = DeterministicTextMeasurer(base: .default)
    let body = TextEnvironment().resolvedFont(LayoutOptions.fixedText)
    #expect(measurer.metrics(for: body) == .default)
    var big = body
    big.pointSize = 34
    let m = measurer.metrics(for: big)
    #expect(m.characterWidth == 16 && m.lineHeight == 32 && m.ascent == 24 && m.capHeight == 18)
    var bold = body
    bold.weight = .bold
    #expect(approx(measurer.metrics(for: bold).characterWidth, 8.72))
    #expect(measurer.metrics(for: bold).lineHeight == 16)
    #expect(DeterministicTextMeasurer.widthFactor(.thin) == 1)
    #expect(approx(DeterministicTextMeasurer.widthFactor(.black), 1.15))
  }

  /// §9.3: `.font` reaches the Texts below it and a closer one wins.
  @Test func fontIsAnEnvironmentValue() {
    let t = ViewTree()
    let near = t.text("Hi", id: "near")
    let far = t.text("Hi", id: "far")
    _ = t.vstack([near.font(FontDescription(.style(.caption))), far])
      .font(FontDescription(.style(.largeTitle)))
    let r = t.layout(width: 400, height: 400, options: .fixedText)
    expectFrame(r, far, w: 32, h: 32)
    expectFrame(r, near, w: 16 * 12 / 17, h: 16 * 12 / 17)
    #expect(r.font(of: far.id).style == .largeTitle)
    #expect(r.font(of: near.id).pointSize == 12)
    #expect(r.hasOwnFont(near.id))
  }

  /// §9.5: a symbol is 1.65 cap heights tall and square, scaled by the font around it.
  @Test func symbolFollowsTheFont() {
    let t = ViewTree()
    let plain = t.symbol("heart", id: "plain")
    let big = t.symbol("heart", id: "big")
    _ = t.hstack([plain, big.font(FontDescription(.style(.largeTitle)))])
    let r = t.layout(width: 400, height: 400, options: .fixedText)
    expectFrame(r, plain, w: 14.85, h: 14.85)
    expectFrame(r, big, w: 29.7, h: 29.7)
  }

  /// The seam (§9.4): a measurer set in the options measures every Text, with the font it is
  /// given.
  @Test func aMeasurerReplacesTheDeterministicMetrics() {
    struct TenPerPoint: TextMeasuring {
      var identifier: String { "ten" }
      func lineMetrics(for font: ResolvedFont) -> TextMetrics {
        var m = TextMetrics()
        m.lineHeight = font.pointSize * 1.25
        return m
      }
      func width(of text: Substring, in font: ResolvedFont) -> Double {
        Double(text.count) * font.pointSize / 2
      }
    }
    var options = LayoutOptions.fixedText
    options.textMeasurer = TenPerPoint()
    let t = ViewTree()
    let text = t.text("Hello", id: "t")
    _ = text.font(FontDescription(.system(size: 20)))
    let r = t.layout(width: 400, height: 400, options: options)
    expectFrame(r, text, w: 50, h: 25)
    #expect(options != LayoutOptions.fixedText)
  }
}
