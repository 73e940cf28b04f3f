/// A modifier that does not change layout (`foregroundColor`, `opacity`, `zIndex` …), kept so
/// output can show it and drawing can read it.
///
/// It carries what the interpreter read from the call (`effect`), never the call's text: each
/// renderer once parsed that text again, and differently (`.zIndex(Double(2))` was 0 in the
/// ASCII drawing and 2 in the SVG picture). The text as written is the node's `arguments`
/// detail, for display only.
package struct StyleModifier: ModifierLayout, Hashable {
  /// No layout effect of its own (`ModifierLayout.sizesAsItsChild`).
  package var sizesAsItsChild: Bool { true }

  package var name: String
  package var effect: StyleEffect

  package init(name: String, effect: StyleEffect = .none) {
    self.name = name
    self.effect = effect
  }
}

/// What a style modifier does to the drawing, as parsed values.
package enum StyleEffect: Hashable, Sendable {
  /// Recorded for output only (`onTapGesture`, `animation`, `blur` …).
  case none
  /// `foregroundColor`, `foregroundStyle`, `fill`: what shapes fill and text is drawn with
  /// below (nil: the arguments name no style the drawing knows).
  case foreground(ShapeStyleValue?)
  /// `tint`, `accentColor`.
  case tint(ShapeStyleValue?)
  /// `stroke` (centred on the edge) and `strokeBorder` (inside it); nil paint: the foreground.
  case stroke(ShapeStyleValue?, lineWidth: Double, inside: Bool)
  /// `opacity` resolved to a finite number (nil: not a number).
  case opacity(Double?)
  /// `clipped` (a rectangle), `cornerRadius` (a rounded rectangle), `clipShape`.
  case clip(ShapeKind, cornerRadius: Double)
  /// `shadow(color:radius:x:y:)`; nil colour: SwiftUI's default.
  case shadow(color: ShapeStyleValue?, radius: Double, x: Double, y: Double)
  /// `zIndex`: drawing order among siblings.
  case zIndex(Double)
  /// `hidden()`: laid out, not drawn.
  case hidden
  /// `multilineTextAlignment`: where a line shorter than its Text's frame sits (0 leading,
  /// 0.5 centre, 1 trailing).
  case lineAlignment(Double)
}

/// A colour as the markup names it (`.red`, `Color(.systemBackground)`, `Color("Brand")`,
/// `Color(red: 1, green: 0, blue: 0)` as `rgb(1, 0, 0)`): the drawing gives the name its value
/// in the colour scheme it draws.
package struct NamedColor: Hashable, Sendable {
  package var name: String
  /// `Color("Brand")`, an asset: drawn as a placeholder when the drawing has no value for
  /// it, where an unknown member (`.brand`) is no colour at all.
  package var isAsset: Bool
  /// `.opacity(…)` applied to it, 0...1.
  package var opacity: Double

  package init(_ name: String, isAsset: Bool = false, opacity: Double = 1) {
    self.name = name
    self.isAsset = isAsset
    self.opacity = opacity
  }
}

/// A shape style as a style modifier takes it: a colour, or a linear gradient of colours.
package enum ShapeStyleValue: Hashable, Sendable {
  case color(NamedColor)
  /// Stops evenly spaced from `start` to `end`.
  case linearGradient([NamedColor], start: UnitPoint, end: UnitPoint)
}
