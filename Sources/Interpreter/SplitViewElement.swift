import LayoutEngine
import MarkupSyntax

/// `NavigationSplitView` (semantics §8.11): its children are the sidebar column; `content` and
/// `detail` name templates for the other columns. In a compact horizontal size class (an
/// iPhone, what a Preview stands for) SwiftUI collapses the columns into one navigation stack
/// whose root is the sidebar, so it is laid out as a `NavigationStack` of the sidebar. The
/// columns side by side (iPad and Mac) are not modelled: the sidebar alone, with a warning.
extension ElementCatalog {
  static func addSplitViewElement(_ specs: inout [String: ElementSpec]) {
    specs["NavigationSplitView"] = ElementSpec(
      attributes: ["columnVisibility", "preferredCompactColumn", "content", "detail"],
      acceptsChildren: true
    ) { c in splitView(c) }
  }

  static func splitView(_ c: ElementContext) -> Item? {
    for name in ["content", "detail"] {
      guard let attribute = c.attributes[name] else { continue }
      // Not laid out, but a column that names no template is a typo, not a choice.
      guard templateElement(c, attribute) != nil else { return nil }
    }
    let os = c.builder.options.os
    if os.platform != .iOS || c.builder.horizontalSizeClass != "compact" {
      c.builder.warning(
        "split-view-columns",
        "a NavigationSplitView shows its columns side by side here; Stackup lays out its sidebar alone, as an iPhone's collapsed split view",
        at: c.node.location, length: c.node.name.count)
    } else if let column = c.attributes["preferredCompactColumn"],
      !column.value.contains("sidebar")
    {
      c.builder.warning(
        "split-view-columns",
        "a collapsed split view showing its \(column.value) column is not laid out; Stackup shows the sidebar",
        at: column.valueLocation, length: max(1, column.value.count))
    }
    // The collapsed split view shows its sidebar: its other columns' templates add no bar.
    return navigationStack(c, skippingTemplates: true)
  }
}
