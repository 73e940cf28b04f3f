/// What a parent proposes to a child (Apple's `ProposedViewSize`; semantics §1.1).
///
/// Each axis is optional: `nil` asks for the ideal size, `0` for the minimum, `.infinity` for
/// the maximum, and any other value is a suggestion the child may ignore.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Double?
  public var height: Double?

  @inlinable public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  @inlinable public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  @inlinable public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Builds a proposal from major and minor values.
  @inlinable public init(major: Double?, minor: Double?, axis: Axis) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }

  /// Each `nil` replaced by the given size (Apple: default 10×10).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    func show(_ v: Double?) -> String { v.map(formatNumber) ?? "nil" }
    return "(\(show(width)), \(show(height)))"
  }
}
