import LayoutEngine

/// The system colours a picture draws with, in one colour scheme (`<Preview colorScheme="dark">`,
/// docs/semantics.md §9.8).
///
/// The values are Apple's published ones: the Human Interface Guidelines' colour
/// specifications (Color → Specifications, iOS and iPadOS, "Default (light)" and "Default
/// (dark)" columns) for the system colours and grays, and UIKit's standard colours
/// (`UIColor.systemBackground`, `.label`, `.separator` … as the same page and the UIKit
/// "UI element colors" reference list them, with their alpha). Materials and bars have no
/// published colour (they blur what is behind them); theirs are chosen to look like the blur
/// over a plain background, and say so.
struct SVGPalette {
  let scheme: ColorScheme

  static let light = SVGPalette(scheme: .light)
  static let dark = SVGPalette(scheme: .dark)

  static func of(_ scheme: ColorScheme) -> SVGPalette { scheme == .dark ? dark : light }

  private var isDark: Bool { scheme == .dark }

  private static func rgb(_ hex: UInt32, _ alpha: Double = 1) -> SVGColor {
    SVGColor(
      red: UInt8(hex >> 16), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
      alpha: alpha)
  }

  private func pick(_ light: UInt32, _ dark: UInt32, alpha: (Double, Double) = (1, 1))
    -> SVGColor
  {
    isDark ? Self.rgb(dark, alpha.1) : Self.rgb(light, alpha.0)
  }

  // MARK: UI element colours

  /// `systemBackground`: the Preview's and a plain list's background.
  var background: SVGColor { pick(0xFFFFFF, 0x000000) }
  /// `secondarySystemBackground`.
  var secondaryBackground: SVGColor { pick(0xF2F2F7, 0x1C1C1E) }
  /// `tertiarySystemBackground`.
  var tertiaryBackground: SVGColor { pick(0xFFFFFF, 0x2C2C2E) }
  /// `systemGroupedBackground`: behind a grouped list's or form's section cards.
  var groupedBackground: SVGColor { pick(0xF2F2F7, 0x000000) }
  /// `secondarySystemGroupedBackground`: a section card of a grouped list or form.
  var secondaryGroupedBackground: SVGColor { pick(0xFFFFFF, 0x1C1C1E) }
  /// `tertiarySystemGroupedBackground`.
  var tertiaryGroupedBackground: SVGColor { pick(0xF2F2F7, 0x2C2C2E) }
  /// `label`: text and symbols when nothing sets a foreground.
  var label: SVGColor { pick(0x000000, 0xFFFFFF) }
  /// `secondaryLabel`: #3C3C43 at 60 % on light, #EBEBF5 at 60 % on dark.
  var secondaryLabel: SVGColor { pick(0x3C3C43, 0xEBEBF5, alpha: (0.6, 0.6)) }
  /// `tertiaryLabel` (and `placeholderText`): at 30 %.
  var tertiaryLabel: SVGColor { pick(0x3C3C43, 0xEBEBF5, alpha: (0.3, 0.3)) }
  /// `quaternaryLabel`: 18 % on light, 16 % on dark.
  var quaternaryLabel: SVGColor { pick(0x3C3C43, 0xEBEBF5, alpha: (0.18, 0.16)) }
  /// `separator`: #3C3C43 at 29 % on light, #545458 at 60 % on dark (a Divider, a list's
  /// lines between rows).
  var separator: SVGColor { pick(0x3C3C43, 0x545458, alpha: (0.29, 0.6)) }
  /// `opaqueSeparator`.
  var opaqueSeparator: SVGColor { pick(0xC6C6C8, 0x38383A) }
  /// The tint (`accentColor` when an app sets none): system blue.
  var tint: SVGColor { pick(0x007AFF, 0x0A84FF) }
  /// `systemFill` … `quaternarySystemFill`: #787880 at 20/16/12/8 % light, 36/32/24/18 % dark.
  func fill(_ level: Int) -> SVGColor {
    let light = [0.2, 0.16, 0.12, 0.08]
    let dark = [0.36, 0.32, 0.24, 0.18]
    let k = min(3, max(0, level))
    return pick(0x787880, 0x787880, alpha: (light[k], dark[k]))
  }

  /// A bar's background (navigation bar, tab bar, toolbar, `.bar`): chosen, not published —
  /// UIKit's default bar appearance blurs with a translucent #F9F9F9 (#1D1D1D on dark).
  var bar: SVGColor { pick(0xF9F9F9, 0x1D1D1D, alpha: (0.94, 0.94)) }
  /// The hairline under a navigation bar and over a tab bar: black at 30 % (white at 15 %).
  var barShadow: SVGColor { pick(0x000000, 0xFFFFFF, alpha: (0.3, 0.15)) }

  /// A material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): a translucent fill of
  /// the scheme's background, thicker materials more opaque. Chosen, not published: a blur
  /// cannot be drawn in SVG 1.1, and these read like it over a plain background.
  func material(_ name: String) -> SVGColor? {
    let opacity: Double
    switch name {
    case "ultraThinMaterial": opacity = 0.45
    case "thinMaterial": opacity = 0.6
    case "regularMaterial", "material": opacity = 0.72
    case "thickMaterial": opacity = 0.85
    case "ultraThickMaterial": opacity = 0.93
    case "bar": return bar
    default: return nil
    }
    return isDark ? Self.rgb(0x1C1C1E, opacity) : Self.rgb(0xF2F2F7, opacity)
  }

  /// What a name the drawing cannot resolve paints with (an asset colour, `Color("Brand")`):
  /// a neutral mid gray at half strength, readable under text on either scheme, so it looks
  /// like a placeholder rather than passing for a chosen colour or shouting like magenta.
  var unknown: SVGColor { pick(0x8E8E93, 0x8E8E93, alpha: (0.5, 0.5)) }

  /// Image placeholders: system gray 5 inside a system gray edge.
  var placeholderFill: SVGColor { pick(0xE5E5EA, 0x2C2C2E) }
  var placeholderEdge: SVGColor { pick(0x8E8E93, 0x8E8E93) }

  // MARK: Named colours

  /// SwiftUI's standard colours (`Color.red` … are the system colours, light and dark
  /// columns), `primary`/`secondary`, `white`/`black` (the same on both), `clear` (nil).
  func standard(_ name: String) -> SVGColor?? {
    switch name {
    case "red": pick(0xFF3B30, 0xFF453A)
    case "orange": pick(0xFF9500, 0xFF9F0A)
    case "yellow": pick(0xFFCC00, 0xFFD60A)
    case "green": pick(0x34C759, 0x30D158)
    case "mint": pick(0x00C7BE, 0x63E6E2)
    case "teal": pick(0x30B0C7, 0x40C8E0)
    case "cyan": pick(0x32ADE6, 0x64D2FF)
    case "blue", "accentColor": pick(0x007AFF, 0x0A84FF)
    case "indigo": pick(0x5856D6, 0x5E5CE6)
    case "purple": pick(0xAF52DE, 0xBF5AF2)
    case "pink": pick(0xFF2D55, 0xFF375F)
    case "brown": pick(0xA2845E, 0xAC8E68)
    case "gray", "grey": pick(0x8E8E93, 0x8E8E93)
    case "primary": label
    case "black": Self.rgb(0x000000)
    case "white": Self.rgb(0xFFFFFF)
    case "secondary": secondaryLabel
    case "clear": .some(nil)
    default: nil
    }
  }

  /// UIKit's and AppKit's semantic colours and SwiftUI's hierarchical styles.
  func semantic(_ name: String) -> SVGColor? {
    switch name {
    case "systemBackground", "background", "textBackgroundColor", "controlBackgroundColor",
      "windowBackgroundColor":
      return background
    case "secondarySystemBackground": return secondaryBackground
    case "tertiarySystemBackground": return tertiaryBackground
    case "systemGroupedBackground": return groupedBackground
    case "secondarySystemGroupedBackground": return secondaryGroupedBackground
    case "tertiarySystemGroupedBackground": return tertiaryGroupedBackground
    case "label", "labelColor", "foreground": return label
    case "darkText": return Self.rgb(0x000000)
    case "secondaryLabel", "secondaryLabelColor": return secondaryLabel
    case "tertiary", "tertiaryLabel", "placeholderText": return tertiaryLabel
    case "quaternary", "quaternaryLabel", "quinary": return quaternaryLabel
    case "separator", "separatorColor": return separator
    case "opaqueSeparator": return opaqueSeparator
    case "systemFill": return fill(0)
    case "secondarySystemFill": return fill(1)
    case "tertiarySystemFill": return fill(2)
    case "quaternarySystemFill": return fill(3)
    case "systemGray", "controlColor": return pick(0x8E8E93, 0x8E8E93)
    case "systemGray2": return pick(0xAEAEB2, 0x636366)
    case "systemGray3": return pick(0xC7C7CC, 0x48484A)
    case "systemGray4": return pick(0xD1D1D6, 0x3A3A3C)
    case "systemGray5": return pick(0xE5E5EA, 0x2C2C2E)
    case "systemGray6": return pick(0xF2F2F7, 0x1C1C1E)
    case "tint", "link": return tint
    case "lightText": return Self.rgb(0xFFFFFF, 0.6)
    default:
      if let material = material(name) { return material }
      // `systemRed` is `red`, and so on.
      if name.hasPrefix("system"), name.count > 6 {
        let base = name.dropFirst(6)
        return standard(base.prefix(1).lowercased() + base.dropFirst()) ?? nil
      }
      return nil
    }
  }

  /// A colour by the name the markup gives it: `.some(nil)` for `clear`, nil for a name with
  /// no value here (an asset colour).
  func named(_ name: String) -> SVGColor?? {
    if let standard = standard(name) { return standard }
    if let semantic = semantic(name) { return semantic }
    return SVGColor.components(name).map { .some($0) }
  }

  /// The colour a name paints with: nil for `clear`, the neutral placeholder for a name
  /// without a value.
  func paint(named name: String) -> SVGColor? {
    switch named(name) {
    case .some(let color): color
    case .none: unknown
    }
  }
}
