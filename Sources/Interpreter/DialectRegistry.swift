/// A read-only description of the markup dialect — the element table, the custom layouts, the
/// structural elements, the common and Preview attributes and the modifier names — for tools
/// that describe the dialect without interpreting it (`stackup schema`, editor support). It
/// reads the same tables the interpreter uses, so a description cannot drift from behaviour.
package struct DialectRegistry: Sendable {
  /// One element name of the dialect.
  package struct Element: Sendable, Equatable {
    package enum Kind: String, Sendable {
      /// An element of the element table (a SwiftUI view, a view list, If/Else, a declaration).
      case catalog
      /// A `Layout` registered in a `LayoutRegistry` (FlowLayout, SimpleHStack, yours).
      case customLayout
      /// Component machinery the interpreter handles itself: Component, Parameter, Slot,
      /// Content, configuration.label.
      case structural
    }

    package var name: String
    package var kind: Kind
    /// Its own attributes (labels), sorted; the common ones are not included.
    package var attributes: [String]
    /// Whether `id`, `modifiers` and `template` are accepted too (false for Preview and the
    /// structural elements).
    package var takesCommonAttributes: Bool
    package var acceptsChildren: Bool
    package var acceptsText: Bool
  }

  /// Every element, sorted by name.
  package let elements: [Element]

  /// The dialect with `layouts` as its custom layouts.
  package init(layouts: LayoutRegistry = .standard) {
    var elements = ElementCatalog.specs.map { name, spec in
      Element(
        name: name, kind: .catalog, attributes: spec.attributes.sorted(),
        takesCommonAttributes: name != "Preview",
        acceptsChildren: spec.acceptsChildren, acceptsText: spec.acceptsText)
    }
    for (name, entry) in layouts.entries where ElementCatalog.specs[name] == nil {
      elements.append(
        Element(
          name: name, kind: .customLayout, attributes: entry.attributes.sorted(),
          takesCommonAttributes: true,
          acceptsChildren: true, acceptsText: false))
    }
    // Attribute lists as Components.swift and Builder.build read them.
    elements += [
      Element(
        name: "Component", kind: .structural,
        attributes: ["extension", "name", "protocol", "root"],
        takesCommonAttributes: false,
        acceptsChildren: true, acceptsText: false),
      Element(
        name: "Parameter", kind: .structural, attributes: ["default", "name", "required", "type"],
        takesCommonAttributes: false, acceptsChildren: false, acceptsText: false),
      Element(
        name: "Slot", kind: .structural, attributes: [], takesCommonAttributes: false,
        acceptsChildren: false,
        acceptsText: false),
      // A view modifier's content and a style's label (CustomModifiers.swift).
      Element(
        name: "Content", kind: .structural, attributes: ["modifiers"],
        takesCommonAttributes: false, acceptsChildren: false, acceptsText: false),
      Element(
        name: "configuration.label", kind: .structural, attributes: ["modifiers"],
        takesCommonAttributes: false, acceptsChildren: false, acceptsText: false),
    ]
    self.elements = elements.sorted { $0.name < $1.name }
  }

  package static let standard = DialectRegistry()

  /// The element named `name`, if the dialect has one (component names are not known here).
  package func element(_ name: String) -> Element? { elements.first { $0.name == name } }

  /// `id`, `modifiers`, `template`.
  package static var commonAttributes: [String] { ElementCatalog.commonAttributes.sorted() }

  /// The root `Preview`'s attributes: the host's size and environment.
  package static var previewAttributes: [String] { PreviewAttributes.names.sorted() }

  /// Component parameter types (`<Parameter type="…">`).
  package static var parameterTypes: [String] { Builder.componentParameterTypes.sorted() }

  /// Modifiers that change layout, in the modifier table's order.
  package static var layoutModifierNames: [String] { ModifierCatalog.layoutNames }

  /// Whether markup accepts the modifier `name` without an error: a layout or style modifier,
  /// or a SwiftUI modifier recorded without a layout effect (not one marked "not yet", nor a
  /// name SwiftUI lacks). The Swift converter keeps a chain's call only when it is.
  package static func acceptsModifier(_ name: String) -> Bool {
    guard let spec = ModifierCatalog.specs[name] else { return false }
    if case .notYet = spec.layer { return false }
    return true
  }

  /// Modifiers recorded for output that do not change layout, sorted.
  package static var styleModifierNames: [String] { ModifierCatalog.styleNames }
}
