import CellWidth

/// Stackup's default text model: text sized as SwiftUI sizes it in the system font (SF Pro on
/// iOS, SF on macOS), built only from public facts and from sizes recorded on Apple's systems
/// by sources outside the project (docs/semantics.md §9.7, with the table of its errors).
///
/// - Vertical metrics: SF Pro's ascender and descender are 1,950 and 494 units of 2,048 (the
///   values UIFont reports, §9.7), so one iOS line is `pointSize × 2444/2048`, which the pass
///   rounds up to a pixel. macOS's text system adds leading to SF's lines (§9.7).
/// - Advances: Apple's font may not be shipped or mined, so each character's advance is the
///   openly licensed Inter typeface's (`SystemFontAdvances`, text optical size below 20 pt and
///   display from 20 pt as SF switches, the nearest of nine weights), with SF's size-specific
///   tracking (`tracking(atSize:display:)`) after each character; checked against the recorded
///   sizes of §9.7 (mean error about 1%).
package struct SystemFont: Sendable, Hashable {
  /// The font measured.
  package let font: ResolvedFont
  /// The platform whose line rule applies.
  package let platform: TargetPlatform
  /// Which advance table (weight × optical size) the font reads.
  let table: Int
  /// Points per table unit, design scale included.
  let unit: Double
  /// Points added after every character: SF's tracking at this size.
  let tracking: Double

  /// SF Pro's ascender and descender in units of its 2,048-unit em (§9.7).
  static let ascender = 1950.0 / 2048
  static let descender = 494.0 / 2048
  /// SF Pro's cap height in em (§9.7).
  static let capHeight = 1443.0 / 2048
  /// How much of SF's em its text lines take on macOS, where the text system adds the
  /// line's leading (§9.7: 10 pt → 13, 13 pt → 16, 15 pt → 19 at 1×).
  static let macOSLineHeight = 1.22

  /// SF's word space over Inter's: the one class of character whose advance the recorded
  /// widths put clearly apart from Inter's (§9.7).
  static let spaceScale = 0.9

  /// The font's face, for `platform`.
  package init(_ font: ResolvedFont, platform: TargetPlatform) {
    self.font = font
    self.platform = platform
    let weightIndex = FontWeight.allCases.firstIndex(of: font.weight) ?? 3
    // SF switches from its text to its display optical size at 20 pt (§9.7).
    let display = font.pointSize >= 20
    table = (display ? FontWeight.allCases.count : 0) + weightIndex
    unit = font.pointSize / SystemFontAdvances.unitsPerEm
    tracking = Self.tracking(atSize: font.pointSize, display: display)
  }

  /// SF's tracking at `size` points, in points: the letter spacing of Apple's iOS design
  /// resources for each text style's size (body −0.41 pt at 17, title3 +0.38 at 20 …, §9.7),
  /// in thousandths of an em, interpolated between sizes and held beyond the last.
  static func tracking(atSize size: Double, display: Bool) -> Double {
    let rows = display ? displayTracking : textTracking
    var thousandths = rows[rows.count - 1].1
    if size <= rows[0].0 {
      thousandths = rows[0].1
    } else {
      for i in 1..<rows.count where size <= rows[i].0 {
        let (s0, t0) = rows[i - 1]
        let (s1, t1) = rows[i]
        thousandths = t0 + (t1 - t0) * (size - s0) / (s1 - s0)
        break
      }
    }
    return thousandths / 1000 * size
  }

  /// SF Pro Text's tracking by size, thousandths of an em: caption 2 (11 pt) +0.07 pt,
  /// caption (12) 0, footnote (13) −0.08, subheadline (15) −0.24, callout (16) −0.32, body and
  /// headline (17) −0.41; below 11 pt the HIG's tracking table (10 pt +12).
  static let textTracking: [(Double, Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6.4), (12, 0), (13, -6.2), (14, -11),
    (15, -16), (16, -20), (17, -24.1),
  ]
  /// SF Pro Display's tracking by size, thousandths of an em: title 3 (20 pt) +0.38 pt,
  /// title 2 (22) +0.35, title (28) +0.36, large title (34) +0.37.
  static let displayTracking: [(Double, Double)] = [(20, 19), (22, 15.9), (28, 12.9), (34, 10.9)]

  /// The font's vertical metrics, unrounded (the pass rounds the line height up to a pixel).
  package var lineMetrics: TextMetrics {
    let size = font.pointSize
    var m = TextMetrics()
    m.ascent = Self.ascender * size
    m.descent = Self.descender * size
    m.capHeight = Self.capHeight * size
    m.leading = 0
    switch platform {
    case .iOS: m.lineHeight = m.ascent + m.descent
    case .macOS:
      m.lineHeight = Self.macOSLineHeight * size
      m.leading = m.lineHeight - m.ascent - m.descent
    }
    m.characterWidth = advance(of: "0")
    m.wideCharacterWidth = size
    return m
  }

  /// The advance of one character, tracking included.
  package func advance(of character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if CellWidth.isZeroWidth(scalar) { return 0 }
    if font.monospaced || font.design == .monospaced {
      // SF Mono's advance is 0.6 em (§9.7).
      return 0.6 * font.pointSize + tracking
    }
    if CellWidth.isWide(scalar) || CellWidth.isEmojiPresentation(character) {
      // Full-width CJK and emoji take an em.
      return font.pointSize + tracking
    }
    var units = Self.unitsOf(scalar, table: table)
    if font.monospacedDigit, ("0"..."9").contains(scalar) {
      units = Self.unitsOf("0", table: table)
    }
    if units == 0 { units = Self.unitsOf("o", table: table) }
    if scalar == " " { units *= Self.spaceScale }
    return units * unit + tracking
  }

  /// The advance of `scalar` in `table`, in table units; 0 where the table has none.
  static func unitsOf(_ scalar: Unicode.Scalar, table: Int) -> Double {
    let v = scalar.value
    let start = table * SystemFontAdvances.tableLength
    if v >= SystemFontAdvances.firstScalar && v < SystemFontAdvances.endScalar {
      return Double(SystemFontAdvances.advances[start + Int(v - SystemFontAdvances.firstScalar)])
    }
    guard let extra = SystemFontAdvances.extraScalars.firstIndex(of: v) else { return 0 }
    let direct = Int(SystemFontAdvances.endScalar - SystemFontAdvances.firstScalar)
    return Double(SystemFontAdvances.advances[start + direct + extra])
  }

  /// How many advance tables there are (weights × the two optical sizes).
  static var tableCount: Int { SystemFontAdvances.advances.count / SystemFontAdvances.tableLength }
}
