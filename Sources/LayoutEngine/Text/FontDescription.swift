/// A font as `.font(…)` gives it (SwiftUI's `Font`), before the environment resolves it: a text
/// style, a system font of a fixed size, or a named font, with the font's own modifiers
/// (`.weight(.bold)`, `.italic()` …) (§9.2).
package struct FontDescription: Sendable, Hashable {
  /// What the font is built from.
  package enum Base: Sendable, Hashable {
    /// `.largeTitle` … `.caption2`, and `.system(.title, design:weight:)`.
    case style(TextStyle)
    /// `.system(size:weight:design:)`: a fixed size that Dynamic Type does not scale.
    case system(size: Double)
    /// `.custom(name, size:)` scales like `relativeTo` (the body style unless told);
    /// `.custom(name, fixedSize:)` has `relativeTo` nil and does not scale.
    case custom(name: String, size: Double, relativeTo: TextStyle?)
  }

  /// What the font is built from.
  package var base: Base
  /// The font's own weight (`.system(size:weight:)`, `.weight(_:)`, `.bold()`), nil when unset.
  package var weight: FontWeight?
  /// The font's design (`.system(…design:)`), nil when unset.
  package var design: FontDesign?
  /// `.italic()` on the font.
  package var italic = false
  /// `.monospaced()` on the font.
  package var monospaced = false
  /// `.monospacedDigit()` on the font.
  package var monospacedDigit = false

  /// A font built from `base`, with no modifiers.
  package init(_ base: Base) { self.base = base }

  /// The body text style, SwiftUI's default font.
  package static let body = FontDescription(.style(.body))
}

/// SwiftUI's `Font.Weight`, lightest first.
package enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The conventional numeric weight: 100 (ultra light) to 900 (black), regular 400.
  package var value: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }
}

/// SwiftUI's `Font.Design`.
package enum FontDesign: String, Sendable, Hashable, CaseIterable {
  case `default`, serif, rounded, monospaced
}

/// SwiftUI's `Image.Scale`: how large a symbol image is next to text in the same font (§9.5).
package enum ImageScale: String, Sendable, Hashable, CaseIterable {
  case small, medium, large
}
