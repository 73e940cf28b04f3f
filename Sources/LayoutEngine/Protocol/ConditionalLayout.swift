/// A layout that switches between two layouts on the width it is proposed: `whenTrue` when
/// `condition` holds for the proposed width, else `whenFalse`. An unspecified width uses
/// `whenFalse`.
///
/// This is the markup's way to say what seed 003's first `DynamicStack` does with a
/// GeometryReader (pick HStack or VStack by the space offered) while keeping the subviews'
/// identity, as `AnyLayout` does.
///
/// Stack orientation (for Spacers and Dividers inside) is fixed before layout, so it cannot
/// follow the proposal: it is the branches' common orientation, or `whenFalse`'s when they
/// differ (Stackup's choice; SwiftUI has no such layout).
public struct ConditionalLayout: Layout, InstanceLayoutProperties {
  var instanceProperties: LayoutProperties {
    let a = whenTrue.properties
    let b = whenFalse.properties
    return a == b ? a : b
  }

  /// A test on the proposed width.
  public struct WidthCondition: Sendable, Hashable, CustomStringConvertible {
    public enum Comparison: String, Sendable, Hashable {
      case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }
    public var comparison: Comparison
    public var threshold: Double

    public init(_ comparison: Comparison, _ threshold: Double) {
      self.comparison = comparison
      self.threshold = threshold
    }

    public func holds(for width: Double?) -> Bool {
      guard let width else { return false }
      switch comparison {
      case .less: return width < threshold
      case .lessOrEqual: return width <= threshold
      case .greater: return width > threshold
      case .greaterOrEqual: return width >= threshold
      }
    }

    public var description: String { "width \(comparison.rawValue) \(formatNumber(threshold))" }
  }

  public var condition: WidthCondition
  public var whenTrue: AnyLayout
  public var whenFalse: AnyLayout

  public init(_ condition: WidthCondition, _ whenTrue: AnyLayout, else whenFalse: AnyLayout) {
    self.condition = condition
    self.whenTrue = whenTrue
    self.whenFalse = whenFalse
  }

  public struct Cache {
    var whenTrue: AnyLayout.Cache
    var whenFalse: AnyLayout.Cache
  }

  func choose(_ proposal: ProposedViewSize) -> AnyLayout {
    condition.holds(for: proposal.width) ? whenTrue : whenFalse
  }

  public func makeCache(subviews: LayoutSubviews) -> Cache {
    Cache(whenTrue: whenTrue.makeCache(subviews: subviews), whenFalse: whenFalse.makeCache(subviews: subviews))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
    condition.holds(for: proposal.width)
      ? whenTrue.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.whenTrue)
      : whenFalse.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.whenFalse)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) {
    if condition.holds(for: proposal.width) {
      whenTrue.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.whenTrue)
    } else {
      whenFalse.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.whenFalse)
    }
  }

  /// Spacing does not depend on a proposal; it is the one of the layout for an unspecified
  /// width (`whenFalse`).
  public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    whenFalse.spacing(subviews: subviews, cache: &cache.whenFalse)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    condition.holds(for: proposal.width)
      ? whenTrue.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.whenTrue)
      : whenFalse.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.whenFalse)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    condition.holds(for: proposal.width)
      ? whenTrue.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.whenTrue)
      : whenFalse.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.whenFalse)
  }
}
