/// What the engine asks of a real font (semantics §10.1): the advance of each character of a
/// string and the font's vertical metrics, both at a point size. Implemented by the RealFonts
/// module (HarfBuzz and FreeType, behind the package trait of the same name); the engine never
/// sees a font file or a C call, only this protocol.
public protocol TextMeasuring: Sendable {
  /// The advance of each `Character` of `text`, in points, at `pointSize`, in order: as many
  /// values as `text.count`. Kerning and ligatures are folded in, a glyph's advance and
  /// adjustments going to the character its cluster starts at (the others of a ligature get 0),
  /// so the sum over any run of characters is that run's shaped width (semantics §10.2).
  func advances(of text: String, pointSize: Double) -> [Double]

  /// The font's ascent, descent, leading and cap height at `pointSize`, unrounded
  /// (semantics §10.3).
  func verticalMetrics(pointSize: Double) -> FontVerticalMetrics
}

/// A font's vertical metrics at one point size, in points, unrounded (semantics §10.3).
public struct FontVerticalMetrics: Sendable, Hashable {
  /// Height above the baseline (hhea ascender).
  public var ascent: Double
  /// Depth below the baseline, positive (minus the hhea descender).
  public var descent: Double
  /// The line gap (hhea lineGap).
  public var leading: Double
  /// Height of capital letters above the baseline.
  public var capHeight: Double

  /// Metrics with the given values.
  public init(ascent: Double, descent: Double, leading: Double, capHeight: Double) {
    self.ascent = ascent
    self.descent = descent
    self.leading = leading
    self.capHeight = capHeight
  }
}

/// A loaded font as the layout options carry it: a measurer plus a name that identifies it, so
/// options stay `Hashable` (two fonts are equal when their names are; the name is the font
/// file's resolved path).
public struct TextFont: Sendable, Hashable {
  /// What identifies the font (its file's real path).
  public let name: String
  /// Measures text in this font.
  public let measurer: any TextMeasuring

  /// A font called `name`, measured by `measurer`.
  public init(name: String, measurer: any TextMeasuring) {
    self.name = name
    self.measurer = measurer
  }

  /// Fonts are equal when their names are.
  public static func == (a: TextFont, b: TextFont) -> Bool { a.name == b.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
