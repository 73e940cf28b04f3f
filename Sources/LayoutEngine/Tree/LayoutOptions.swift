/// The fixed-metric "font" every Text uses, so drawings and frames are deterministic.
///
/// Defaults: 8 pt per character (16 for East Asian wide characters and emoji), lines 16 pt tall
/// with ascent 12, descent 4, cap height 9 and no leading. The vertical metrics only matter for
/// spacing next to text and for baselines.
public struct TextMetrics: Sendable, Hashable {
  /// Width of one ordinary character cell, in points.
  public var characterWidth: Double = 8
  /// Width of a wide (East Asian, emoji) character, in points.
  public var wideCharacterWidth: Double = 16
  /// Height of one line of text, in points.
  public var lineHeight: Double = 16
  /// Height above the baseline, in points.
  public var ascent: Double = 12
  /// Depth below the baseline, in points.
  public var descent: Double = 4
  /// Height of capital letters above the baseline, in points.
  public var capHeight: Double = 9
  /// Extra space between lines, in points.
  public var leading: Double = 0
  /// A real font to measure with instead of the fixed advances (semantics §10): set, it
  /// measures every character, and `useFont(displayScale:)` takes the vertical metrics from it.
  public var font: TextFont? = nil
  /// The point size text is measured at with `font`: 17, body text on iOS, unless a text style
  /// or size says otherwise (semantics §10.4).
  public var pointSize: Double = 17

  /// The default metrics (8-point characters, 16-point lines).
  public init() {}

  /// The default metrics, as `init()` makes them.
  public static let `default` = TextMetrics()

  /// Changes the line height, keeping ascent, descent and cap height in proportion.
  public mutating func scaleLineHeight(to lineHeight: Double) {
    let ratio = lineHeight / self.lineHeight
    self.lineHeight = lineHeight
    ascent *= ratio
    descent *= ratio
    capHeight *= ratio
  }

  /// With a `font`, takes ascent, descent, leading and cap height from it at `pointSize`, and
  /// the line height as CoreText's ascent + descent + leading rounded up to a pixel of
  /// `displayScale` (semantics §10.3). Without a font, changes nothing.
  public mutating func useFont(displayScale: Double) {
    guard let font else { return }
    let v = font.measurer.verticalMetrics(pointSize: pointSize)
    ascent = v.ascent
    descent = v.descent
    leading = v.leading
    capHeight = v.capHeight
    let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    // The 1e-9 keeps a height already on the pixel grid (up to float noise) where it is.
    lineHeight = ((v.ascent + v.descent + v.leading) * scale - 1e-9).rounded(.up) / scale
  }
}

/// Options of a layout pass that SwiftUI takes from the environment.
public struct LayoutOptions: Sendable, Hashable {
  /// Pixels per point; sets the Divider's thickness (one pixel) and text spacing rounding.
  public var displayScale: Double = 1
  /// The metrics Text is measured with.
  public var textMetrics: TextMetrics = .default
  /// The environment's default padding (`padding()` with no length).
  public var defaultPadding: Double = 16

  /// The defaults: scale 1, the default text metrics, padding 16.
  public init() {}

  /// One pixel, in points.
  public var pixelLength: Double { 1 / displayScale }
}
