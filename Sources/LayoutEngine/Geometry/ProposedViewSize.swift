/// What a parent proposes to a child (Apple's `ProposedViewSize`; semantics §1.1).
///
/// Each axis is optional: `nil` asks for the ideal size, `0` for the minimum, `.infinity` for
/// the maximum, and any other value is a suggestion the child may ignore.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width; nil means unspecified (the child's ideal width).
  public var width: Double?
  /// The proposed height; nil means unspecified (the child's ideal height).
  public var height: Double?

  @inlinable public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  @inlinable public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Propose 0×0: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Propose ∞×∞: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Propose nothing: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  @inlinable package subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Builds a proposal from major and minor values.
  @inlinable package init(major: Double?, minor: Double?, axis: Axis) {
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

  /// The proposal as traces print it (`nil` for unspecified).
  public var description: String {
    func show(_ v: Double?) -> String { v.map(formatNumber) ?? "nil" }
    return "(\(show(width)), \(show(height)))"
  }
}
