import Testing

@testable import LayoutEngine

/// The system font's model (semantics §9.7): line heights by the iOS rule at every text style
/// and Dynamic Type size, the text and display faces, tracking, and one wrapping per width.
@Suite struct SystemFontTests {
  func options(scale: Double = 3) -> LayoutOptions {
    var options = LayoutOptions()
    options.displayScale = scale
    return options
  }

  /// §9.7: one iOS line is pointSize × 2444/2048 rounded up to a pixel, for every style at
  /// every Dynamic Type size (the rule every recorded height followed).
  @Test(arguments: TextStyle.allCases)
  func lineHeightsFollowTheRule(style: TextStyle) {
    for size in DynamicTypeSize.allCases {
      var text = TextEnvironment()
      text.font = FontDescription(.style(style))
      text.dynamicTypeSize = size
      let measure = TextMeasure(text: text, options: options())
      let points = style.metrics(on: .iOS, at: size).pointSize
      let expected = (points * 2444 / 2048 * 3 - 1e-9).rounded(.up) / 3
      #expect(abs(measure.metrics.lineHeight - expected) < 1e-9, "\(style) at \(size)")
    }
  }

  /// Recorded values: body 20.333 at 3×, 20.5 at 2×, 21 at 1×; 34 pt 40.667 at 3× (the title
  /// style at xxxLarge), 41 at 1×.
  @Test func recordedHeights() {
    let body = ResolvedFont(style: .body, pointSize: 17, weight: .regular)
    #expect(
      abs(TextMeasure(font: body, options: options(scale: 3)).metrics.lineHeight - 61 / 3) < 1e-9)
    #expect(TextMeasure(font: body, options: options(scale: 2)).metrics.lineHeight == 20.5)
    #expect(TextMeasure(font: body, options: options(scale: 1)).metrics.lineHeight == 21)
    let large = ResolvedFont(style: .largeTitle, pointSize: 34, weight: .regular)
    #expect(abs(TextMeasure(font: large, options: options()).metrics.lineHeight - 122 / 3) < 1e-9)
    #expect(TextMeasure(font: large, options: options(scale: 1)).metrics.lineHeight == 41)
  }

  /// Widths: a recorded body string within 2%, heavier weights wider, tracking
  /// tighter at 17 pt than at 12.
  @Test func advances() {
    let body = TextMeasure(
      font: ResolvedFont(style: .body, pointSize: 17, weight: .regular), options: options())
    let size = TextLayout.size(
      "Capture Message", proposal: .unspecified, lineLimit: nil, metrics: body)
    #expect(abs(size.width - 134) <= 134 * 0.02)  // recorded 134 (iOS 26.1)
    let bold = TextMeasure(
      font: ResolvedFont(style: nil, pointSize: 17, weight: .bold), options: options())
    #expect(bold.width(of: "Capture Message") > body.width(of: "Capture Message"))
    #expect(SystemFont.tracking(atSize: 17, display: false) < 0)
    #expect(SystemFont.tracking(atSize: 12, display: false) == 0)
    #expect(SystemFont.tracking(atSize: 20, display: true) > 0)
  }

  /// §9.7: each text is wrapped once per width, whatever the heights and line limits asked.
  @Test func wrapsOncePerWidth() {
    let cache = TextLineCache()
    let measure = TextMeasure(text: TextEnvironment(), options: options(), lineCache: cache)
    let text = "The quick brown fox jumps over the lazy dog"
    for (width, height, limit) in [
      (100.0, 40.0, nil), (100, 400, nil), (100, 40, 1), (200, 40, nil), (100, 1000, 2),
    ] as [(Double, Double, Int?)] {
      _ = TextLayout.size(
        text, proposal: ProposedViewSize(width: width, height: height), lineLimit: limit,
        metrics: measure)
    }
    #expect(cache.lines.count == 2)
  }
}
