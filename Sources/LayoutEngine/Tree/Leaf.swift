/// A built-in shape.
public enum ShapeKind: String, Sendable, Hashable, CaseIterable {
  case rectangle = "Rectangle"
  case roundedRectangle = "RoundedRectangle"
  case circle = "Circle"
  case capsule = "Capsule"
  case ellipse = "Ellipse"
}

/// A view without children.
public enum Leaf: Sendable, Hashable {
  /// `Color` — fills its proposal (nil → 10).
  case color(String)
  /// A shape, optionally filled with a colour — fills its proposal; Circle is square.
  ///
  /// Boxed (`indirect`): inline, its 24-byte payload made every node of the arena 8 bytes
  /// larger than the strings of `color` and `text` need. The interpreter shares one box per
  /// unfilled shape kind, so shape leaves allocate nothing.
  indirect case shape(ShapeKind, fill: String?)
  /// `Text` with its content.
  case text(String)
  /// `Image` with an intrinsic point size; fixed unless resizable.
  ///
  /// Boxed (`indirect`), as the largest payload: every node of the arena reserves room for
  /// it (see `Modifier`), and images are few.
  indirect case image(name: String?, width: Double, height: Double, resizable: Bool)
  /// `Spacer(minLength:)`; nil uses the default spacing (8).
  case spacer(minLength: Double?)
  /// `Divider()`.
  case divider
}

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
