/// Colours made from components (`rgb(…)`, `white(…)`, `hsb(…)`, as the interpreter names
/// them, docs/semantics.md §11.5); the named ones are `SVGPalette`'s.
extension SVGColor {
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
