/// A type-erased layout (`AnyLayout`). Containers in the view tree store their layout this
/// way; the cache travels as `Any` and is rebuilt with `makeCache` when the wrapped layout's
/// type changes (semantics §1.19).
public struct AnyLayout: Layout {
  let box: any ErasedLayout

  /// Wraps `layout`, whatever its type.
  public init<L: Layout>(_ layout: L) {
    if let already = layout as? AnyLayout {
      box = already.box
    } else {
      box = ErasedLayoutBox(layout)
    }
  }

  /// Wraps one of the engine's layouts, whose traits its type states (`LayoutTraits`).
  package init<L: TraitedLayout>(_ layout: L) {
    box = ErasedLayoutBox(layout, traits: L.traits)
  }

  /// The wrapped layout's properties (AnyLayout's stack orientation is the wrapped one's).
  public var properties: LayoutProperties { box.properties }

  /// The wrapped layout's type name, for traces and JSON.
  package var typeName: String { box.typeName }

  /// Whether the wrapped layout is a scroll viewport (`ScrollingLayout.isViewport`), found
  /// once when wrapped: renderers ask it of every container (semantics §5.4).
  package var isViewport: Bool { box.isViewport }

  /// The wrapped layout's type, to tell whether a cache was made for it.
  var layoutType: ObjectIdentifier { box.layoutType }

  /// The wrapped layout, for inspection.
  package var base: any Layout { box.base }

  /// The wrapped layout's cache, in a box shared by the copies of this value: the layout
  /// updates it in place, with no cast from `Any` and no re-boxing on every call.
  public struct Cache {
    var box: AnyObject
    /// The wrapped layout's type, which made the cache.
    var layoutType: ObjectIdentifier

    /// The cache of a layout whose `Cache` is `Void` (never read, see `hasCache`).
    static var empty: Cache { Cache(box: emptyBox, layoutType: ObjectIdentifier(Void.self)) }
    private static let emptyBox = EmptyCache()
  }

  /// Whether the wrapped layout keeps a cache (its `Cache` is not `Void`). Cache-less layouts
  /// ignore the value passed in, so the engine need not store one per container.
  var hasCache: Bool { box.hasCache }

  /// No orientation for the type: the engine asks each AnyLayout for its wrapped layout's.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// The cache's box, checked to be one made for the wrapped layout: the box is cast unchecked.
  private func checked(_ cache: Cache) -> AnyObject {
    precondition(
      !box.hasCache || cache.layoutType == box.layoutType, "a cache made for another layout")
    return cache.box
  }

  /// The wrapped layout's cache, made by the wrapped layout.
  public func makeCache(subviews: LayoutSubviews) -> Cache {
    Cache(box: box.makeCache(subviews: subviews), layoutType: box.layoutType)
  }

  /// Updates the wrapped layout's cache.
  public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
    if cache.layoutType != box.layoutType {
      cache = makeCache(subviews: subviews)
    } else {
      box.updateCache(checked(cache), subviews: subviews)
    }
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews: subviews, cache: checked(cache))
  }

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
    -> Size
  {
    box.sizeThatFits(proposal: proposal, subviews: subviews, cache: checked(cache))
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  ) {
    box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: checked(cache))
  }

  /// The wrapped layout's explicit value of a horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Cache
  ) -> Double? {
    explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: cache)
  }

  /// The wrapped layout's explicit value of a vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Cache
  ) -> Double? {
    explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: cache)
  }

  /// The wrapped layout's explicit value of `key`, of either axis: the one dispatch the two
  /// above and the pass (`LayoutComputer.explicitAlignment`) share.
  func explicitAlignment(
    _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: Cache
  ) -> Double? {
    box.explicitAlignment(
      key, in: bounds, proposal: proposal, subviews: subviews, cache: checked(cache))
  }
}

protocol ErasedLayout {
  var hasCache: Bool { get }
  var isViewport: Bool { get }
  var mergesExplicitAlignmentByDefault: Bool { get }
  var leavesUnplacedSubviewsHidden: Bool { get }
  var readsEnvironment: Bool { get }
  var properties: LayoutProperties { get }
  var typeName: String { get }
  var layoutType: ObjectIdentifier { get }
  var base: any Layout { get }
  func makeCache(subviews: LayoutSubviews) -> AnyObject
  func updateCache(_ cache: AnyObject, subviews: LayoutSubviews)
  func spacing(subviews: LayoutSubviews, cache: AnyObject) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject) -> Size
  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject)
  func explicitAlignment(
    _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: AnyObject
  ) -> Double?
}

struct ErasedLayoutBox<L: Layout>: ErasedLayout {
  let layout: L
  let isViewport: Bool
  /// The wrapped type's traits, looked up once (`LayoutTraits`).
  let traits: LayoutTraits
  init(_ layout: L, traits: LayoutTraits? = nil) {
    self.layout = layout
    assert(traits == nil || traits == LayoutTraits.of(L.self))
    self.traits = traits ?? LayoutTraits.of(L.self)
    // Tested on the type first, as `properties` is: casting the value of every stack made an
    // existential of it.
    isViewport = self.traits.contains(.scrolls) && (layout as! any ScrollingLayout).isViewport
  }

  var hasCache: Bool { L.Cache.self != Void.self }

  // The traits are the type's, not the value's: casting the value made an existential of it,
  // a heap allocation for most layouts.
  var properties: LayoutProperties {
    guard traits.contains(.hasInstanceProperties) else { return L.layoutProperties }
    return (layout as! any InstanceLayoutProperties).instanceProperties
  }

  var mergesExplicitAlignmentByDefault: Bool {
    if let conditional = layout as? ConditionalLayout {
      return conditional.whenTrue.mergesExplicitAlignmentByDefault
        && conditional.whenFalse.mergesExplicitAlignmentByDefault
    }
    if let any = layout as? AnyLayout { return any.mergesExplicitAlignmentByDefault }
    return traits.contains(.mergesExplicitAlignment)
  }

  var leavesUnplacedSubviewsHidden: Bool { traits.contains(.hidesUnplacedSubviews) }
  var readsEnvironment: Bool { traits.contains(.readsEnvironment) }
  var typeName: String { String(describing: L.self) }
  var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
  var base: any Layout { layout }

  /// Runs `body` with the concrete cache, in place in its box.
  @inline(__always)
  private func with<R>(_ cache: AnyObject, _ body: (inout L.Cache) -> R) -> R {
    if L.Cache.self == Void.self {
      var void = () as! L.Cache
      return body(&void)
    }
    // Unchecked: a cache is only ever made by `makeCache` of this same box (`AnyLayout`
    // rebuilds one made for another type, see `updateCache`), and a checked cast looked up the
    // box's generic metadata on every call.
    return body(&unsafeDowncast(cache, to: CacheBox<L.Cache>.self).value)
  }

  func makeCache(subviews: LayoutSubviews) -> AnyObject {
    CacheBox(layout.makeCache(subviews: subviews))
  }
  func updateCache(_ cache: AnyObject, subviews: LayoutSubviews) {
    with(cache) { layout.updateCache(&$0, subviews: subviews) }
  }
  func spacing(subviews: LayoutSubviews, cache: AnyObject) -> ViewSpacing {
    with(cache) { layout.spacing(subviews: subviews, cache: &$0) }
  }
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject) -> Size
  {
    with(cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }
  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: AnyObject
  ) {
    with(cache) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
  func explicitAlignment(
    _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: AnyObject
  ) -> Double? {
    with(cache) { cache in
      key.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
    }
  }
}

/// A layout's cache, boxed so that `AnyLayout` and the pass can hold any layout's cache and
/// the layout can change it in place.
final class CacheBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// What stands for the cache of a layout without one.
final class EmptyCache: Sendable {}

/// Layouts whose properties depend on the instance (a type-erased or switching layout), not
/// only on the type.
protocol InstanceLayoutProperties {
  var instanceProperties: LayoutProperties { get }
}

extension AnyLayout: InstanceLayoutProperties {
  var instanceProperties: LayoutProperties { box.properties }
}

extension AnyLayout {
  /// Whether the wrapped layout only merges its subviews' explicit guides.
  var mergesExplicitAlignmentByDefault: Bool { box.mergesExplicitAlignmentByDefault }
}

extension AnyLayout {
  /// Whether subviews the layout does not place stay hidden (ViewThatFits).
  var leavesUnplacedSubviewsHidden: Bool { box.leavesUnplacedSubviewsHidden }

  /// Whether the wrapped layout reads the environment (`EnvironmentReadingLayout`): a test of
  /// its type, so that the pass casts only those.
  var readsEnvironment: Bool { box.readsEnvironment }

  /// The wrapped layout resolved in `environment`, or nil when it reads none.
  func resolved(in environment: LayoutEnvironment) -> (any EnvironmentReadingLayout)? {
    (box.base as? any EnvironmentReadingLayout)?.resolved(in: environment)
  }
}
