/// What the pass must know of a layout type beyond `Layout`: whether it only merges its
/// subviews' explicit guides, leaves unplaced subviews hidden, reads the environment, scrolls,
/// or has properties of its own per instance.
///
/// These were marker protocols tested on the wrapped type (`L.self is any P.Type`), five
/// runtime conformance lookups per container. The runtime answers a type's first lookup of a
/// protocol by scanning every conformance record of the (static) binary, about 150k
/// instructions each: 1.6 M of `hello.xml`'s 10.9 M, and 4 M of a 1,000-view screen with the
/// later lookups. One protocol carrying all the answers is looked up once per container, and
/// not at all where the engine's own layout is wrapped with its type known
/// (`AnyLayout.init(_:)` for a `TraitedLayout`): even a lookup the runtime has cached cost
/// about 2,000 instructions, 1 M for the realistic screen's 478 containers.
package struct LayoutTraits: OptionSet, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Answers `explicitAlignment` with the protocol's default merging (§1.15): the engine can
  /// tell from the subtree alone whether a guide can have an explicit value.
  package static let mergesExplicitAlignment = LayoutTraits(rawValue: 1 << 0)
  /// Subviews the layout does not place stay hidden, instead of SwiftUI's default of centring
  /// them (ViewThatFits shows one child; a label style may show one of Label's two).
  package static let hidesUnplacedSubviews = LayoutTraits(rawValue: 1 << 1)
  /// Conforms to `EnvironmentReadingLayout`.
  package static let readsEnvironment = LayoutTraits(rawValue: 1 << 2)
  /// Conforms to `ScrollingLayout`.
  package static let scrolls = LayoutTraits(rawValue: 1 << 3)
  /// Conforms to `InstanceLayoutProperties`.
  package static let hasInstanceProperties = LayoutTraits(rawValue: 1 << 4)
}

/// A layout of the engine's with traits; any other layout (a user's) has none.
package protocol TraitedLayout: Layout {
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
  package static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension VStackLayout: TraitedLayout {
  package static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension ZStackLayout: TraitedLayout {
  package static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension GeometryReaderLayout: TraitedLayout {
  package static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension GridLayout: TraitedLayout {
  package static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension LazyGridLayout: TraitedLayout {
  package static var traits: LayoutTraits { .mergesExplicitAlignment }
}
extension ViewThatFitsLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.mergesExplicitAlignment, .hidesUnplacedSubviews] }
}
extension LabelLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.hidesUnplacedSubviews, .readsEnvironment] }
}
extension ListLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.readsEnvironment, .scrolls] }
}
extension ScrollViewLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.readsEnvironment, .scrolls] }
}
extension SectionLayout: TraitedLayout {
  package static var traits: LayoutTraits { .readsEnvironment }
}
extension ConditionalLayout: TraitedLayout {
  package static var traits: LayoutTraits { .hasInstanceProperties }
}
extension LazyStackLayout: TraitedLayout {
  package static var traits: LayoutTraits { .hasInstanceProperties }
}
extension GroupBoxLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.mergesExplicitAlignment, .readsEnvironment] }
}
extension LabeledContentLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.hidesUnplacedSubviews, .readsEnvironment] }
}
extension PickerLayout: TraitedLayout {
  package static var traits: LayoutTraits { [.hidesUnplacedSubviews, .readsEnvironment] }
}
