import LayoutEngine
import MarkupSyntax

/// Buttons that present a system interface when tapped (semantics §8.8): `ShareLink` (the
/// share sheet) and `PhotosPicker` (the photo library). What they present is not laid out;
/// what they share or select (`item`, `selection`, `matching` …) is read and not used, as a
/// Button's action is.
extension ElementCatalog {
  /// The system symbol of `ShareLink`'s own label.
  static let shareSymbol = "square.and.arrow.up"

  /// Adds `ShareLink` and `PhotosPicker` to `specs`.
  static func addPresentingButtons(_ specs: inout [String: ElementSpec]) {
    specs["ShareLink"] = ElementSpec(
      attributes: ["title", "item", "items", "subject", "message", "preview", "label"],
      acceptsChildren: true, acceptsText: true
    ) { c in shareLink(c) }
    specs["PhotosPicker"] = ElementSpec(
      attributes: [
        "title", "selection", "maxSelectionCount", "selectionBehavior", "matching",
        "preferredItemEncoding", "photoLibrary", "label",
      ],
      acceptsChildren: true, acceptsText: true
    ) { c in
      labelOnly(c, "'PhotosPicker' needs a title or a label view")
    }
  }

  /// `ShareLink`: a link around its label. Given views (children or `label=":t"`), those;
  /// else SwiftUI's own label, a Label of the title (default "Share") and the share symbol
  /// (Apple's ShareLink documentation: the title initialisers "create a Label for you").
  static func shareLink(_ c: ElementContext) -> Item? {
    labelOnly(c, "'ShareLink' needs a label view") { given in
      let title = given.isEmpty ? "Share" : given
      let text = c.tree.add(
        .leaf(TextLeaf(title)), info: c.info("Text", details: ["text": title]))
      let icon = c.tree.add(
        .leaf(ImageLeaf(name: shareSymbol, width: nil, height: nil, isSymbol: true)),
        info: c.info("Image", details: ["name": shareSymbol]))
      return c.builder.label(
        icon: icon, title: text, info: c.info("Label").implicit(), element: c.element)
    }
  }
}
