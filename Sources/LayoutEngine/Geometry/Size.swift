/// A size in points (unrounded `Double`, as SwiftUI's layout is unrounded).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0×0.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`.
  @inlinable package subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Builds a size from major and minor lengths.
  @inlinable package init(major: Double, minor: Double, axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  /// The size as `width×height`.
  public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

/// A point in points.
public struct Point: Hashable, Sendable {
  /// Horizontal coordinate, growing rightwards.
  public var x: Double
  /// Vertical coordinate, growing downwards.
  public var y: Double

  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  @inlinable package subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

/// A rectangle: origin (top-left, y grows downwards) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The smallest rectangle containing both.
  package func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle moved by (dx, dy).
  package func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle as `(x, y, width, height)`.
  public var description: String {
    "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
  }
}

/// Formats a layout number the way Stackup prints numbers everywhere: integers without a
/// fraction, others with Swift's shortest round-tripping representation.
package func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  if value == value.rounded(), abs(value) < 1e15 {
    return value == 0 ? "0" : String(Int64(value))
  }
  return String(value)
}
