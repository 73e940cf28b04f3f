import LayoutEngine
import MarkupSyntax

/// Views whose content is laid out as if it were written in their place, as a `Group`'s is
/// (semantics §1.14): `ScrollViewReader` (its proxy only scrolls, in actions) and
/// `TimelineView` (its schedule only redraws). Like any view whose body is several views, a
/// modifier on either applies to each of them.
extension ElementCatalog {
  static func addTransparentContainers(_ specs: inout [String: ElementSpec]) {
    specs["ScrollViewReader"] = ElementSpec(attributes: ["as"], acceptsChildren: true) { c in
      .list(c.info(), c.children())
    }
    specs["TimelineView"] = ElementSpec(attributes: ["schedule", "as"], acceptsChildren: true) {
      c in .list(c.info(), c.children())
    }
  }
}
