/// The fixed-metric "font" every Text uses, so drawings and frames are deterministic.
///
/// Defaults: 8 pt per character (16 for East Asian wide characters and emoji), lines 16 pt tall
/// with ascent 12, descent 4, cap height 9 and no leading. The vertical metrics only matter for
/// spacing next to text and for baselines.
public struct TextMetrics: Sendable, Hashable {
  public var characterWidth: Double = 8
  public var wideCharacterWidth: Double = 16
  public var lineHeight: Double = 16
  public var ascent: Double = 12
  public var descent: Double = 4
  public var capHeight: Double = 9
  public var leading: Double = 0

  public init() {}

  public static let `default` = TextMetrics()

  /// Changes the line height, keeping ascent, descent and cap height in proportion.
  public mutating func scaleLineHeight(to lineHeight: Double) {
    let ratio = lineHeight / self.lineHeight
    self.lineHeight = lineHeight
    ascent *= ratio
    descent *= ratio
    capHeight *= ratio
  }
}

/// Options of a layout pass that SwiftUI takes from the environment.
public struct LayoutOptions: Sendable, Hashable {
  /// Pixels per point; sets the Divider's thickness (one pixel) and text spacing rounding.
  public var displayScale: Double = 1
  public var textMetrics: TextMetrics = .default
  /// The environment's default padding (`padding()` with no length).
  public var defaultPadding: Double = 16

  public init() {}

  /// One pixel, in points.
  public var pixelLength: Double { 1 / displayScale }
}
