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
/// `fill` and `foregroundStyle` take a `LinearGradient(colors: […], startPoint: …, endPoint: …)`
/// as the interpreter read it (`ShapeStyleValue`); other gradient kinds would be further cases
/// here and in `SVGRenderer.paintAttribute`.
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
