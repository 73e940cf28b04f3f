/// One edge of a rectangle.
public enum Edge: Int, Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges (`.horizontal`, `.vertical`, `.all`, or single edges).
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }

  /// The axis an edge bounds and whether it is that axis's leading (top/leading) side.
  public var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }
  public var isLeadingSide: Bool { self == .top || self == .leading }

  /// The leading or trailing edge of `axis`.
  public static func start(of axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
  public static func end(of axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }
}

/// Insets on the four edges.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on every edge in `edges`, 0 elsewhere.
  public init(_ edges: Edge.Set, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
    )
  }

  public subscript(edge: Edge) -> Double {
    switch edge {
    case .top: top
    case .leading: leading
    case .bottom: bottom
    case .trailing: trailing
    }
  }

  /// Total inset along an axis.
  public func total(_ axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
  /// The inset at the start of an axis (leading or top).
  public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
}
