/// The fixed-metric "font" every Text uses, so drawings and frames are deterministic.
///
/// Defaults: 8 pt per character (16 for East Asian wide characters and emoji), lines 16 pt tall
/// with ascent 12, descent 4, cap height 9 and no leading. The vertical metrics only matter for
/// spacing next to text and for baselines.
package struct TextMetrics: Sendable, Hashable {
  /// Width of one ordinary character cell, in points.
  package var characterWidth: Double = 8
  /// Width of a wide (East Asian, emoji) character, in points.
  package var wideCharacterWidth: Double = 16
  /// Height of one line of text, in points.
  package var lineHeight: Double = 16
  /// Height above the baseline, in points.
  package var ascent: Double = 12
  /// Depth below the baseline, in points.
  package var descent: Double = 4
  /// Height of capital letters above the baseline, in points.
  package var capHeight: Double = 9
  /// Extra space between lines, in points.
  package var leading: Double = 0

  /// The default metrics (8-point characters, 16-point lines).
  package init() {}

  /// The default metrics, as `init()` makes them.
  package static let `default` = TextMetrics()

  /// Changes the line height, keeping ascent, descent and cap height in proportion.
  package mutating func scaleLineHeight(to lineHeight: Double) {
    let ratio = lineHeight / self.lineHeight
    self.lineHeight = lineHeight
    ascent *= ratio
    descent *= ratio
    capHeight *= ratio
  }
}

/// The built-in ways to measure Text.
package enum TextModel: String, Sendable, Hashable, CaseIterable {
  /// Sized as SwiftUI sizes the system font (SF Pro, SF): proportional advances, the
  /// platform's line heights (§9.7). The default.
  case system
  /// `TextMetrics`' round numbers: 8 pt a character, 16 pt lines at body size (§9.4), for
  /// specs that want numbers anyone can work out by hand.
  case fixed
}

/// SwiftUI's `ColorScheme`: which of the system colours' two sets a picture draws.
package enum ColorScheme: String, Sendable, Hashable, CaseIterable {
  case light
  case dark
}

/// Options of a layout pass that SwiftUI takes from the environment.
public struct LayoutOptions: Sendable, Hashable {
  /// Pixels per point; sets the Divider's thickness (one pixel) and text spacing rounding.
  package var displayScale: Double = 1
  /// The metrics of body text at the default Dynamic Type size; other fonts scale them (§9.4).
  package var textMetrics: TextMetrics = .default
  /// The environment's default padding (`padding()` with no length).
  package var defaultPadding: Double = 16
  /// The platform whose text styles (§9.1) and list, form (§5.6) and control (§8) metrics apply.
  package var platform: TargetPlatform = .iOS
  /// The OS release laid out for (§0.1), nil for the newest recorded on `platform`.
  package var osVersion: OSVersion?
  /// The OS release laid out for: `osVersion`, else the newest on `platform`.
  package var os: OSVersion { osVersion ?? OSVersion.newest(on: platform) }
  /// The host's Dynamic Type size (§9.1); `.dynamicTypeSize(…)` overrides it below.
  package var dynamicTypeSize: DynamicTypeSize = .large
  /// Which built-in model measures Text when no font file's measurer is set: the system
  /// font's (§9.7, the default) or the fixed metrics of `textMetrics` (§9.4).
  package var textModel: TextModel = .system
  /// A measurer of real fonts; nil measures with the built-in `textModel`.
  package var textMeasurer: (any TextMeasuring)?
  /// The host's safe-area insets (§7.7): the root is laid out inside them, and views that
  /// ignore the safe area reach into them.
  package var safeAreaInsets = EdgeInsets()
  /// Whether the host lays its content out right to left (§7.8).
  package var rightToLeft = false
  /// The Preview's appearance: no effect on layout, but the picture draws the system colours
  /// of this scheme (§9.8).
  package var colorScheme: ColorScheme = .light

  /// The defaults: scale 1, the system text model, padding 16, iOS at the default size.
  public init() {}

  /// One pixel, in points.
  package var pixelLength: Double { 1 / displayScale }

  /// Equal when every option is, measurers compared by identifier.
  public static func == (a: LayoutOptions, b: LayoutOptions) -> Bool {
    a.displayScale == b.displayScale && a.textMetrics == b.textMetrics
      && a.defaultPadding == b.defaultPadding && a.platform == b.platform
      && a.dynamicTypeSize == b.dynamicTypeSize && a.textModel == b.textModel
      && a.textMeasurer?.identifier == b.textMeasurer?.identifier
      && a.safeAreaInsets == b.safeAreaInsets && a.rightToLeft == b.rightToLeft
      && a.colorScheme == b.colorScheme && a.osVersion == b.osVersion
  }

  /// Hashes every option, the measurer by identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(displayScale)
    hasher.combine(textMetrics)
    hasher.combine(defaultPadding)
    hasher.combine(platform)
    hasher.combine(dynamicTypeSize)
    hasher.combine(textModel)
    hasher.combine(textMeasurer?.identifier)
    hasher.combine(safeAreaInsets)
    hasher.combine(rightToLeft)
    hasher.combine(colorScheme)
    hasher.combine(osVersion)
  }
}
