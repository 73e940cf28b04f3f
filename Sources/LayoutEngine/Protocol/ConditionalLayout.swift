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

  /// A test on the proposed width: against a number (`width > 500`) or against the proposed
  /// height (`width > height`, seed 003's GeometryReader DynamicStack). An unspecified width,
  /// or an unspecified height when comparing with it, makes the test false.
  public struct WidthCondition: Sendable, Hashable, CustomStringConvertible {
    public enum Comparison: String, Sendable, Hashable {
      case less = "<"
      case lessOrEqual = "<="
      case greater = ">"
      case greaterOrEqual = ">="
    }

    /// What the width is compared with.
    public enum Operand: Sendable, Hashable {
      case number(Double)
      case height
    }

    public var comparison: Comparison
    public var operand: Operand

    public init(_ comparison: Comparison, _ threshold: Double) {
      self.init(comparison, .number(threshold))
    }

    public init(_ comparison: Comparison, _ operand: Operand) {
      self.comparison = comparison
      self.operand = operand
    }

    public func holds(for proposal: ProposedViewSize) -> Bool {
      guard let width = proposal.width else { return false }
      let other: Double
      switch operand {
      case .number(let threshold): other = threshold
      case .height:
        guard let height = proposal.height else { return false }
        other = height
      }
      switch comparison {
      case .less: return width < other
      case .lessOrEqual: return width <= other
      case .greater: return width > other
      case .greaterOrEqual: return width >= other
      }
    }

    public var description: String {
      switch operand {
      case .number(let threshold): "width \(comparison.rawValue) \(formatNumber(threshold))"
      case .height: "width \(comparison.rawValue) height"
      }
    }
  }

  public var condition: WidthCondition
  public var whenTrue: AnyLayout
  public var whenFalse: AnyLayout

  public init(_ condition: WidthCondition, _ whenTrue: AnyLayout, else whenFalse: AnyLayout) {
    self.condition = condition
    self.whenTrue = whenTrue
    self.whenFalse = whenFalse
  }

  /// One cache, as an `AnyLayout` keeps one: when the choice switches to a layout of the
  /// same type it is refreshed with `updateCache`, to another type rebuilt with `makeCache`
  /// (semantics §1.19).
  public struct Cache {
    var branch: Bool?
    var cache: AnyLayout.Cache?
  }

  public func makeCache(subviews: LayoutSubviews) -> Cache { Cache(branch: nil, cache: nil) }

  /// The layout for `proposal`, with the cache switched to it.
  private func choose(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Cache
  ) -> AnyLayout {
    let isTrue = condition.holds(for: proposal)
    let layout = isTrue ? whenTrue : whenFalse
    if cache.branch != isTrue {
      if var existing = cache.cache, existing.layoutType == layout.layoutType {
        layout.updateCache(&existing, subviews: subviews)
        cache.cache = existing
        subviews.trace(.updateCache)
      } else {
        cache.cache = layout.makeCache(subviews: subviews)
        if cache.branch != nil { subviews.trace(.makeCache) }
      }
      cache.branch = isTrue
    }
    return layout
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
    -> Size
  {
    let layout = choose(proposal, subviews, &cache)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.cache!)
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  ) {
    let layout = choose(proposal, subviews, &cache)
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.cache!)
  }

  /// Spacing does not depend on a proposal; it is the one of the layout for an unspecified
  /// width (`whenFalse`).
  public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    let layout = choose(.unspecified, subviews, &cache)
    return layout.spacing(subviews: subviews, cache: &cache.cache!)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    let layout = choose(proposal, subviews, &cache)
    return layout.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.cache!)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    let layout = choose(proposal, subviews, &cache)
    return layout.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.cache!)
  }
}
