/// Identifies an alignment guide on one axis (SwiftUI's `AlignmentID` types, as values).
///
/// How explicit values of a guide combine across a container's children (semantics §1.15):
/// the built-in edge and centre guides never combine (so they stop at the first container),
/// text baselines take the minimum, and custom guides average.
package enum AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  case leading, horizontalCenter, trailing
  case top, verticalCenter, bottom
  case firstTextBaseline, lastTextBaseline
  /// A user-defined guide whose default is `defaultFraction` of the view's length on `axis`.
  case custom(name: String, axis: Axis, defaultFraction: Double)

  package var axis: Axis {
    switch self {
    case .leading, .horizontalCenter, .trailing: .horizontal
    case .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline: .vertical
    case .custom(_, let axis, _): axis
    }
  }

  /// How a container merges its children's explicit values of this guide.
  package enum Combination: Sendable { case none, minimum, average }

  package var combination: Combination {
    switch self {
    case .firstTextBaseline, .lastTextBaseline: .minimum
    case .custom: .average
    default: .none
    }
  }

  /// The guide's value when the view sets none: edges, centres, `h` for baselines of
  /// non-text views, and the declared fraction for custom guides.
  package func defaultValue(width: Double, height: Double) -> Double {
    switch self {
    case .leading, .top: 0
    case .horizontalCenter: width / 2
    case .verticalCenter: height / 2
    case .trailing: width
    case .bottom, .firstTextBaseline, .lastTextBaseline: height
    case .custom(_, let axis, let fraction): (axis == .horizontal ? width : height) * fraction
    }
  }

  /// The guide's name as markup writes it.
  package var description: String {
    switch self {
    case .leading: "leading"
    case .horizontalCenter: "center"
    case .trailing: "trailing"
    case .top: "top"
    case .verticalCenter: "center"
    case .bottom: "bottom"
    case .firstTextBaseline: "firstTextBaseline"
    case .lastTextBaseline: "lastTextBaseline"
    case .custom(let name, _, _): name
    }
  }
}

/// A guide on the horizontal axis (`HorizontalAlignment`).
public struct HorizontalAlignment: Hashable, Sendable {
  /// The guide.
  package let key: AlignmentKey
  /// A horizontal alignment on `key` (which must be a horizontal guide).
  package init(_ key: AlignmentKey) {
    precondition(key.axis == .horizontal, "HorizontalAlignment needs a horizontal guide")
    self.key = key
  }
  /// The leading edge.
  public static let leading = HorizontalAlignment(.leading)
  /// The horizontal centre.
  public static let center = HorizontalAlignment(.horizontalCenter)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(.trailing)
}

/// A guide on the vertical axis (`VerticalAlignment`).
public struct VerticalAlignment: Hashable, Sendable {
  /// The guide.
  package let key: AlignmentKey
  /// A vertical alignment on `key` (which must be a vertical guide).
  package init(_ key: AlignmentKey) {
    precondition(key.axis == .vertical, "VerticalAlignment needs a vertical guide")
    self.key = key
  }
  /// The top edge.
  public static let top = VerticalAlignment(.top)
  /// The vertical centre.
  public static let center = VerticalAlignment(.verticalCenter)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(.bottom)
  /// The first line's text baseline (the bottom for views without text).
  public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
  /// The last line's text baseline (the bottom for views without text).
  public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

/// A pair of guides (`Alignment`), as used by ZStack, frames, background and overlay.
public struct Alignment: Hashable, Sendable {
  /// The guide on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The guide on the vertical axis.
  public var vertical: VerticalAlignment

  /// The alignment on the two given guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, vertical centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, vertical centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, horizontal centre.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, horizontal centre.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The guide on `axis`.
  package func key(_ axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }
}

/// A unit point (0…1 on each axis), used as the anchor of `LayoutSubview.place`.
public struct UnitPoint: Hashable, Sendable {
  /// Fraction of the width from the leading edge.
  public var x: Double
  /// Fraction of the height from the top edge.
  public var y: Double
  /// The unit point (x, y).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
