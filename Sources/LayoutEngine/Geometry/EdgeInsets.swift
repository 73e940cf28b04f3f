/// One edge of a rectangle.
package enum Edge: Int, Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges (`.horizontal`, `.vertical`, `.all`, or single edges).
  package struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits (top 1, leading 2, bottom 4, trailing 8).
    package let rawValue: UInt8
    /// The set with the given bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    package static let top = Set(rawValue: 1)
    /// The leading edge.
    package static let leading = Set(rawValue: 2)
    /// The bottom edge.
    package static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    package static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    package static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    package static let vertical: Set = [.top, .bottom]
    /// All four edges.
    package static let all: Set = [.top, .leading, .bottom, .trailing]
  }

  /// The axis an edge bounds and whether it is that axis's leading (top/leading) side.
  package var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }
  package var isLeadingSide: Bool { self == .top || self == .leading }

  /// The leading or trailing edge of `axis`.
  package static func start(of axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
  package static func end(of axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }
}

/// Insets on the four edges.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset at the top.
  public var top: Double
  /// Inset at the leading edge.
  public var leading: Double
  /// Inset at the bottom.
  public var bottom: Double
  /// Inset at the trailing edge.
  public var trailing: Double

  /// Insets of the given lengths (0 by default).
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on every edge in `edges`, 0 elsewhere.
  package init(_ edges: Edge.Set, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
    )
  }

  package subscript(edge: Edge) -> Double {
    switch edge {
    case .top: top
    case .leading: leading
    case .bottom: bottom
    case .trailing: trailing
    }
  }

  /// Total inset along an axis.
  package func total(_ axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
  /// The inset at the start of an axis (leading or top).
  package func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
}
