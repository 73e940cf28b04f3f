/// What the pass must know of a layout type beyond `Layout`: whether it only merges its
/// subviews' explicit guides, leaves unplaced subviews hidden, reads the environment, scrolls,
/// or has properties of its own per instance.
///
/// These were marker protocols tested on the wrapped type (`L.self is any P.Type`), five
/// runtime conformance lookups per container. The runtime answers a type's first lookup of a
/// protocol by scanning every conformance record of the (static) binary, about 150k
/// instructions each: 1.6 M of `hello.xml`'s 10.9 M, and 4 M of a 1,000-view screen with the
/// later lookups. One protocol carrying all the answers is looked up once per container.
struct LayoutTraits: OptionSet {
  let rawValue: UInt8

  /// Answers `explicitAlignment` with the protocol's default merging (§1.15): the engine can
  /// tell from the subtree alone whether a guide can have an explicit value.
  static let mergesExplicitAlignment = LayoutTraits(rawValue: 1 << 0)
  /// Subviews the layout does not place stay hidden, instead of SwiftUI's default of centring
  /// them (ViewThatFits shows one child; a label style may show one of Label's two).
  static let hidesUnplacedSubviews = LayoutTraits(rawValue: 1 << 1)
  /// Conforms to `EnvironmentReadingLayout`.
  static let readsEnvironment = LayoutTraits(rawValue: 1 << 2)
  /// Conforms to `ScrollingLayout`.
  static let scrolls = LayoutTraits(rawValue: 1 << 3)
  /// Conforms to `InstanceLayoutProperties`.
  static let hasInstanceProperties = LayoutTraits(rawValue: 1 << 4)
}

/// A layout of the engine's with traits; any other layout (a user's) has none.
protocol TraitedLayout: Layout {
  static var traits: LayoutTraits { get }
}

extension LayoutTraits {
  /// The traits of layout type `L`, the one runtime conformance lookup.
  static func of<L: Layout>(_: L.Type) -> LayoutTraits {
    let traits = (L.self as? any TraitedLayout.Type)?.traits ?? []
    // The protocols with requirements stay the truth; tests (debug builds) check agreement.
    assert(
      traits.contains(.readsEnvironment) == (L.self is any EnvironmentReadingLayout.Type)
        && traits.contains(.scrolls) == (L.self is any ScrollingLayout.Type)
        && traits.contains(.hasInstanceProperties)
          == (L.self is any InstanceLayoutProperties.Type),
      "\(L.self)'s traits disagree with its protocols")
    return traits
  }
}

extension HStackLayout: TraitedLayout {
  static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension VStackLayout: TraitedLayout {
  static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension ZStackLayout: TraitedLayout {
  static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension GeometryReaderLayout: TraitedLayout {
  static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension GridLayout: TraitedLayout {
  static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension LazyGridLayout: TraitedLayout {
  static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension ViewThatFitsLayout: TraitedLayout {
  static var traits: LayoutTraits { [.mergesExplicitAlignment, .hidesUnplacedSubviews] }
}
extension LabelLayout: TraitedLayout {
  static var traits: LayoutTraits { [.hidesUnplacedSubviews, .readsEnvironment] }
}
extension ListLayout: TraitedLayout {
  static var traits: LayoutTraits { [.readsEnvironment, .scrolls] }
}
extension ScrollViewLayout: TraitedLayout {
  static var traits: LayoutTraits { [.readsEnvironment, .scrolls] }
}
extension SectionLayout: TraitedLayout {
  static var traits: LayoutTraits { .readsEnvironment }
}
extension ConditionalLayout: TraitedLayout {
  static var traits: LayoutTraits { .hasInstanceProperties }
}
extension LazyStackLayout: TraitedLayout {
  static var traits: LayoutTraits { .hasInstanceProperties }
}
extension GroupBoxLayout: TraitedLayout {
  static var traits: LayoutTraits { [.mergesExplicitAlignment, .readsEnvironment] }
}
extension LabeledContentLayout: TraitedLayout {
  static var traits: LayoutTraits { [.hidesUnplacedSubviews, .readsEnvironment] }
}
extension PickerLayout: TraitedLayout {
  static var traits: LayoutTraits { [.hidesUnplacedSubviews, .readsEnvironment] }
}
