/// A font as the environment resolved it: what a text measurer measures with (§9.2).
package struct ResolvedFont: Sendable, Hashable {
  /// The text style it came from, nil for a fixed-size system font or a custom font.
  package var style: TextStyle?
  /// The point size, Dynamic Type applied.
  package var pointSize: Double
  /// The weight, overrides applied.
  package var weight: FontWeight
  /// The design (default, serif, rounded, monospaced).
  package var design: FontDesign = .default
  /// Whether it is italic.
  package var italic = false
  /// Whether every character has the same advance (`.monospaced()`).
  package var monospaced = false
  /// Whether digits have the same advance (`.monospacedDigit()`).
  package var monospacedDigit = false
  /// A custom font's name (`.custom("Avenir", size: 14)`), nil for the system font.
  package var family: String?
  /// The style's line height in Apple's tables (§9.1), nil when the font is not a style.
  package var styleLineHeight: Double?
  /// The body style's point size at the default Dynamic Type size on the platform (17 on iOS,
  /// 13 on macOS): the size the default text metrics stand for (§9.4).
  package var referencePointSize: Double = 17

  /// A font of `pointSize` and `weight`, everything else default.
  package init(style: TextStyle?, pointSize: Double, weight: FontWeight) {
    self.style = style
    self.pointSize = pointSize
    self.weight = weight
  }
}
