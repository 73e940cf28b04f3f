/// A layout axis. Stacks are written once against `major`/`minor` axes and parameterised
/// with one of these, so nothing in the engine is written twice for width and height.
public enum Axis: Int, Sendable, Hashable, CaseIterable {
  case horizontal = 0
  case vertical = 1

  /// The perpendicular axis.
  @inlinable package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
