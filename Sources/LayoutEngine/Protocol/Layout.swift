/// Properties a layout declares about itself (`LayoutProperties`).
public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which spacers and dividers inside this layout orient themselves; `nil`
  /// (the default, as for ZStack and custom layouts) makes spacers expand on both axes.
  public var stackOrientation: Axis?
  /// Properties with the given orientation (none by default).
  public init(stackOrientation: Axis? = nil) { self.stackOrientation = stackOrientation }
}

/// A container's layout algorithm, mirroring SwiftUI's `Layout` protocol (semantics §1.19).
///
/// HStack, VStack and ZStack are themselves `Layout`s (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`), so built-in and user containers go through the same door.
public protocol Layout {
  associatedtype Cache = Void

  static var layoutProperties: LayoutProperties { get }

  func makeCache(subviews: LayoutSubviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)
  func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
    -> Size
  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Cache
  ) -> Double?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Cache
  ) -> Double?
}

extension Layout {
  /// Default: no stack orientation, as for SwiftUI's custom layouts.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Default: the union of all subviews' spacing on all edges; an empty layout has zero
  /// spacing (semantics §1.3, §1.19).
  public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing) }
    return result
  }

  /// Default: no explicit value unless merged from subviews placed by this layout (§1.15).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Cache
  ) -> Double? {
    subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Default: no explicit value unless merged from subviews placed by this layout (§1.15).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Cache
  ) -> Double? {
    subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}

extension Layout where Cache == Void {
  /// Default for layouts with no cache: nothing to make.
  public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
  /// Default: rebuild the cache (SwiftUI's `updateCache` calls `makeCache`).
  public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
    cache = makeCache(subviews: subviews)
  }
}
