import LayoutEngine

/// Which leading calls of a shape's chain are Shape modifiers (§7.x "Shape modifiers"): while
/// a chain's value is still a `Shape`, `.offset`, `.scale` and `.rotation` wrap it in
/// `OffsetShape`, `ScaledShape` and `RotatedShape`, which move, scale or turn the path inside
/// the frame, not the frame, and size as any shape does (filling the proposal), so a Circle
/// under them is no longer square; `.trim`, `.inset` and `.stroke(lineWidth:)`/`.stroke(style:)`
/// keep the shape's own sizing. The first other call (`.fill`, `.stroke(Color.red)`, `.frame`,
/// any view modifier) makes the chain a View, and from there on `.offset` is the view
/// modifier (recorded, swiftui-web `shape/modifiers`).
enum ShapeModifiers {
  /// Calls that wrap the shape in a type that does not forward its sizing.
  static let wrapping: Set<String> = ["offset", "scale", "rotation"]
  /// Calls that keep the value a Shape with its own sizing.
  static let keeping: Set<String> = ["trim", "inset"]

  /// Whether `call`, on a value that is still a Shape, leaves it a Shape.
  static func keepsShape(_ call: ModifierCall) -> Bool {
    if wrapping.contains(call.name) || keeping.contains(call.name) { return true }
    // `stroke(lineWidth:)` and `stroke(style:)` return a Shape (iOS 17, macOS 14); with a
    // style first (`stroke(.red, lineWidth: 2)`) they return a View.
    if call.name == "stroke" || call.name == "strokeBorder" {
      return call.arguments.allSatisfy { $0.label != nil }
    }
    return false
  }

  /// How many leading calls of `calls` are Shape modifiers.
  static func shapePrefix(_ calls: [ModifierCall]) -> Int {
    calls.firstIndex { !keepsShape($0) } ?? calls.count
  }

  /// Whether the chain wraps its shape so that the shape's own sizing is lost.
  static func wrapsShape(_ calls: [ModifierCall]) -> Bool {
    calls.prefix(shapePrefix(calls)).contains { wrapping.contains($0.name) }
  }
}
