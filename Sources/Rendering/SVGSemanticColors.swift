/// The colours docs/semantics.md §11.5 accepts beyond the standard ones, for drawing: UIKit's
/// semantic colours and SwiftUI's hierarchical styles in light mode, and colours made from
/// components (`rgb(…)`, `white(…)`, `hsb(…)`, as the interpreter names them).
extension SVGColor {
  /// Light-mode values from the Human Interface Guidelines colour tables (system backgrounds,
  /// labels, fills, grays): the label colour #3C3C43 at 60, 30 and 18 % for the secondary,
  /// tertiary and quaternary labels (SwiftUI's `.secondary` … `.quaternary` styles), the grays
  /// #8E8E93 … #F2F2F7, the grouped background #F2F2F7. System colours are the named ones.
  static func semantic(_ name: String) -> SVGColor? {
    let label = (60 as UInt8, 60 as UInt8, 67 as UInt8)
    switch name {
    case "systemBackground", "tertiarySystemBackground", "secondarySystemGroupedBackground",
      "background", "textBackgroundColor", "controlBackgroundColor", "windowBackgroundColor":
      return SVGColor(red: 255, green: 255, blue: 255)
    case "secondarySystemBackground", "systemGroupedBackground",
      "tertiarySystemGroupedBackground", "systemGray6":
      return SVGColor(red: 242, green: 242, blue: 247)
    case "label", "labelColor", "foreground", "darkText": return SVGColor(red: 0, green: 0, blue: 0)
    case "secondaryLabel", "secondaryLabelColor":
      return SVGColor(red: label.0, green: label.1, blue: label.2, alpha: 0.6)
    case "tertiary", "tertiaryLabel", "placeholderText":
      return SVGColor(red: label.0, green: label.1, blue: label.2, alpha: 0.3)
    case "quaternary", "quaternaryLabel", "quinary":
      return SVGColor(red: label.0, green: label.1, blue: label.2, alpha: 0.18)
    case "separator", "separatorColor":
      return SVGColor(red: label.0, green: label.1, blue: label.2, alpha: 0.29)
    case "opaqueSeparator": return SVGColor(red: 198, green: 198, blue: 200)
    case "systemFill": return SVGColor(red: 120, green: 120, blue: 128, alpha: 0.2)
    case "secondarySystemFill": return SVGColor(red: 120, green: 120, blue: 128, alpha: 0.16)
    case "tertiarySystemFill": return SVGColor(red: 118, green: 118, blue: 128, alpha: 0.12)
    case "quaternarySystemFill": return SVGColor(red: 116, green: 116, blue: 128, alpha: 0.08)
    case "systemGray", "controlColor": return SVGColor(red: 142, green: 142, blue: 147)
    case "systemGray2": return SVGColor(red: 174, green: 174, blue: 178)
    case "systemGray3": return SVGColor(red: 199, green: 199, blue: 204)
    case "systemGray4": return SVGColor(red: 209, green: 209, blue: 214)
    case "systemGray5": return SVGColor(red: 229, green: 229, blue: 234)
    case "tint", "link": return named("blue") ?? nil
    case "lightText": return SVGColor(red: 255, green: 255, blue: 255, alpha: 0.6)
    default:
      // `systemRed` is `red`, and so on.
      if name.hasPrefix("system"), name.count > 6 {
        let base = name.dropFirst(6)
        return named(base.prefix(1).lowercased() + base.dropFirst()) ?? nil
      }
      return nil
    }
  }

  /// `rgb(r, g, b[, opacity])`, `white(w[, opacity])`, `hsb(h, s, b[, opacity])` with
  /// components from 0 to 1, as SwiftUI's initialisers take them.
  static func components(_ name: String) -> SVGColor? {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
    let kind = name[..<open]
    let values = name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: " ")) }
    func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
    switch (kind, values.count) {
    case ("rgb", 3...4):
      return SVGColor(
        red: byte(values[0]), green: byte(values[1]), blue: byte(values[2]),
        alpha: values.count == 4 ? min(1, max(0, values[3])) : 1)
    case ("white", 1...2):
      let w = byte(values[0])
      return SVGColor(
        red: w, green: w, blue: w, alpha: values.count == 2 ? min(1, max(0, values[1])) : 1)
    case ("hsb", 3...4):
      let (h, s, v) = (values[0] - values[0].rounded(.down), values[1], values[2])
      let sector = Int(h * 6) % 6
      let f = h * 6 - Double(Int(h * 6))
      let (p, q, t) = (v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s))
      let rgb: (Double, Double, Double) = [
        (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
      ][sector]
      return SVGColor(
        red: byte(rgb.0), green: byte(rgb.1), blue: byte(rgb.2),
        alpha: values.count == 4 ? min(1, max(0, values[3])) : 1)
    default:
      return nil
    }
  }
}

extension Substring {
  /// The text without leading and trailing `characters`.
  fileprivate func trimmingCharacters(in characters: String) -> Substring {
    var s = self
    while let f = s.first, characters.contains(f) { s = s.dropFirst() }
    while let l = s.last, characters.contains(l) { s = s.dropLast() }
    return s
  }
}
