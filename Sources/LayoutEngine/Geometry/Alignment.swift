/// Identifies an alignment guide on one axis (SwiftUI's `AlignmentID` types, as values).
///
/// How explicit values of a guide combine across a container's children (semantics §1.15):
/// the built-in edge and centre guides never combine (so they stop at the first container),
/// text baselines take the minimum, and custom guides average.
public enum AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  case leading, horizontalCenter, trailing
  case top, verticalCenter, bottom
  case firstTextBaseline, lastTextBaseline
  /// A user-defined guide whose default is `defaultFraction` of the view's length on `axis`.
  case custom(name: String, axis: Axis, defaultFraction: Double)

  public var axis: Axis {
    switch self {
    case .leading, .horizontalCenter, .trailing: .horizontal
    case .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline: .vertical
    case .custom(_, let axis, _): axis
    }
  }

  /// How a container merges its children's explicit values of this guide.
  public enum Combination: Sendable { case none, minimum, average }

  public var combination: Combination {
    switch self {
    case .firstTextBaseline, .lastTextBaseline: .minimum
    case .custom: .average
    default: .none
    }
  }

  /// The guide's value when the view sets none: edges, centres, `h` for baselines of
  /// non-text views, and the declared fraction for custom guides.
  public func defaultValue(width: Double, height: Double) -> Double {
    switch self {
    case .leading, .top: 0
    case .horizontalCenter: width / 2
    case .verticalCenter: height / 2
    case .trailing: width
    case .bottom, .firstTextBaseline, .lastTextBaseline: height
    case .custom(_, let axis, let fraction): (axis == .horizontal ? width : height) * fraction
    }
  }

  public var description: String {
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
  public let key: AlignmentKey
  public init(_ key: AlignmentKey) {
    precondition(key.axis == .horizontal, "HorizontalAlignment needs a horizontal guide")
    self.key = key
  }
  public static let leading = HorizontalAlignment(.leading)
  public static let center = HorizontalAlignment(.horizontalCenter)
  public static let trailing = HorizontalAlignment(.trailing)
}

/// A guide on the vertical axis (`VerticalAlignment`).
public struct VerticalAlignment: Hashable, Sendable {
  public let key: AlignmentKey
  public init(_ key: AlignmentKey) {
    precondition(key.axis == .vertical, "VerticalAlignment needs a vertical guide")
    self.key = key
  }
  public static let top = VerticalAlignment(.top)
  public static let center = VerticalAlignment(.verticalCenter)
  public static let bottom = VerticalAlignment(.bottom)
  public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
  public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

/// A pair of guides (`Alignment`), as used by ZStack, frames, background and overlay.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The guide on `axis`.
  public func key(_ axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }
}

/// A unit point (0…1 on each axis), used as the anchor of `LayoutSubview.place`.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
