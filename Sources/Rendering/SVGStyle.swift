import LayoutEngine

/// An sRGB colour with alpha, as the SVG writes it (`#RRGGBB` and a separate opacity).
struct SVGColor: Hashable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  /// 0...1; below 1 the SVG adds `fill-opacity`/`stroke-opacity`.
  var alpha: Double = 1

  /// `#RRGGBB`.
  var hex: String {
    let digits: [Character] = Array("0123456789ABCDEF")
    var text = "#"
    for byte in [red, green, blue] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return text
  }

  /// Black, which SVG fills with when a shape names no fill.
  static let black = SVGColor(red: 0, green: 0, blue: 0)

  /// A colour by name in light mode (`SVGPalette.named`; the renderer asks its scheme's
  /// palette).
  static func named(_ name: String) -> SVGColor?? { SVGPalette.light.named(name) }

  /// The colour a name paints with in light mode (`SVGPalette.paint`).
  static func paint(named name: String) -> SVGColor? { SVGPalette.light.paint(named: name) }

  /// What a name without a value paints with in light mode (`SVGPalette.unknown`).
  static var unknown: SVGColor { SVGPalette.light.unknown }
}

/// What fills or strokes a shape: a colour, or a gradient.
///
/// The markup has no gradient views yet (`LinearGradient` is not an element, and a view
/// expression such as `.background(LinearGradient(…))` is rejected), but `fill` and
/// `foregroundStyle` keep their arguments as written, so a `LinearGradient(colors: […],
/// startPoint: …, endPoint: …)` there is drawn. Other gradient kinds would be further cases here
/// and in `SVGRenderer.paintAttribute`.
enum SVGPaint {
  /// `Color.clear`: nothing is painted.
  case none
  case color(SVGColor)
  /// Stops evenly spaced from `start` to `end`, in unit points of the shape's bounding box.
  case linearGradient([SVGColor], start: (Double, Double), end: (Double, Double))

}

/// How a shape's outline is drawn: `stroke` centres the line on the edge; `strokeBorder` and
/// `border` keep it inside the frame (the shape is inset by half the width).
struct SVGStroke {
  /// Nil: the foreground style (`.stroke(lineWidth: 2)` names no colour).
  var paint: SVGPaint?
  var width: Double
  var inside: Bool
}

/// The arguments of a style modifier as written (`.red, lineWidth: 2`, `Color.orange`,
/// `RoundedRectangle(cornerRadius: 10)`), read just far enough to draw: the interpreter keeps
/// them as text (`Modifier.style`), since they do not affect layout.
struct StyleArguments {
  private enum Token: Equatable {
    case word(String)
    case number(Double)
    case string(String)
    case mark(Character)
  }

  private var tokens: [Token] = []
  /// The colour scheme's values the arguments' colours take.
  private let palette: SVGPalette

  init(_ text: String, palette: SVGPalette = .light) {
    self.palette = palette
    var chars = Array(text)[...]
    while let c = chars.first {
      if c.isLetter || c == "_" {
        let word = chars.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        tokens.append(.word(String(word)))
        chars = chars.dropFirst(word.count)
      } else if c.isNumber || (c == "." && chars.dropFirst().first?.isNumber == true) {
        let digits = chars.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "_" }
        let clean = String(digits).replacingUnderscores()
        tokens.append(Double(clean).map(Token.number) ?? .mark("?"))
        chars = chars.dropFirst(digits.count)
      } else if c == "\"" {
        let body = chars.dropFirst().prefix { $0 != "\"" }
        tokens.append(.string(String(body)))
        chars = chars.dropFirst(body.count + 2)
      } else if c == "-", case .some(let next) = chars.dropFirst().first, next.isNumber {
        chars = chars.dropFirst()
        let digits = chars.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "_" }
        let clean = String(digits).replacingUnderscores()
        tokens.append(Double(clean).map { Token.number(-$0) } ?? .mark("?"))
        chars = chars.dropFirst(digits.count)
      } else {
        if !c.isWhitespace { tokens.append(.mark(c)) }
        chars = chars.dropFirst()
      }
    }
  }

  /// The number labelled `label:` anywhere in the arguments (`lineWidth: 2`, also inside
  /// `StrokeStyle(lineWidth: 2)`), or with no label the first number not after a label.
  func number(_ label: String? = nil) -> Double? {
    for (k, token) in tokens.enumerated() {
      guard case .number(let value) = token else { continue }
      let labelled = k >= 2 && tokens[k - 1] == .mark(":")
      if let label {
        if labelled, tokens[k - 2] == .word(label) { return value }
      } else if !labelled {
        return value
      }
    }
    return nil
  }

  /// The first paint: a `LinearGradient(…)` or a colour; nil when the arguments name none.
  func paint() -> SVGPaint? {
    if let k = tokens.firstIndex(of: .word("LinearGradient")) {
      let stops = colors(from: k).compactMap { $0 }
      if stops.count >= 1 {
        return .linearGradient(
          stops, start: unitPoint(after: "startPoint") ?? (0.5, 0),
          end: unitPoint(after: "endPoint") ?? (0.5, 1))
      }
    }
    switch colors(from: 0).first {
    case .none: return nil
    case .some(.none): return SVGPaint.none
    case .some(.some(let c)): return .color(c)
    }
  }

  /// A clip shape's kind and corner radius: `Circle()`, `RoundedRectangle(cornerRadius: 8)`,
  /// `Capsule()`, `Ellipse()`, `Rectangle()`.
  func shape() -> (ShapeKind, cornerRadius: Double)? {
    for token in tokens {
      if case .word(let name) = token, let kind = ShapeKind(rawValue: name) {
        return (kind, number("cornerRadius") ?? 0)
      }
    }
    return nil
  }

  /// Colours named from token `start` on, in order (nil for `clear`).
  private func colors(from start: Int) -> [SVGColor?] {
    var found: [SVGColor?] = []
    var k = start
    while k < tokens.count {
      defer { k += 1 }
      var name: String? = nil
      if tokens[k] == .mark("."), k + 1 < tokens.count, case .word(let w) = tokens[k + 1] {
        // `.red`, or `Color.red` (the word before the dot is Color): skip modifiers such as
        // `.opacity` by taking only names with a colour value.
        if palette.named(w) != nil { name = w }
      } else if case .string(let s) = tokens[k], k >= 2, tokens[k - 1] == .mark("("),
        tokens[k - 2] == .word("Color")
      {
        name = s
        if palette.named(s) == nil {
          found.append(palette.unknown)
          continue
        }
      }
      guard let name, case .some(let color) = palette.named(name) else { continue }
      // `.red.opacity(0.5)`: the colour's alpha.
      if var color, k + 6 < tokens.count, tokens[k + 2] == .mark("."),
        tokens[k + 3] == .word("opacity"), tokens[k + 4] == .mark("("),
        case .number(let opacity) = tokens[k + 5], tokens[k + 6] == .mark(")"), opacity.isFinite
      {
        color.alpha *= min(1, max(0, opacity))
        found.append(color)
        continue
      }
      found.append(color)
    }
    return found
  }

  /// The first implicit member named (`.center` in `multilineTextAlignment(.center)`).
  func member() -> String? {
    for k in tokens.indices.dropLast() where tokens[k] == .mark(".") {
      if case .word(let name) = tokens[k + 1] { return name }
    }
    return nil
  }

  /// The named unit point after `label:` (`.top`, `.bottomTrailing` …).
  private func unitPoint(after label: String) -> (Double, Double)? {
    guard let k = tokens.firstIndex(of: .word(label)), k + 3 < tokens.count,
      tokens[k + 1] == .mark(":")
    else { return nil }
    if tokens[k + 2] == .mark("."), case .word(let name) = tokens[k + 3] {
      let points: [String: (Double, Double)] = [
        "top": (0.5, 0), "bottom": (0.5, 1), "leading": (0, 0.5), "trailing": (1, 0.5),
        "center": (0.5, 0.5), "topLeading": (0, 0), "topTrailing": (1, 0),
        "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
      ]
      return points[name]
    }
    return nil
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String { filter { $0 != "_" } }
}
