import LayoutEngine
import MarkupSyntax

/// What a TabView reads of each tab (§8.12): the title and symbol of its `.tabItem { … }` and
/// its `.tag(…)`, from the tab's `modifiers` chain, or from the calls after its view when the
/// TabView is written in a closure (`Text("A").tabItem { Label("A", systemImage: "house") }`),
/// read from their text alike.
struct TabItem {
  var title = ""
  var symbol = ""
  var tag: String? = nil

  /// The tab item of `tab`, a child of the TabView being built.
  static func of(_ tab: Int32, _ builder: Builder) -> TabItem {
    var item = TabItem()
    if let calls = builder.closureChain(tab) {
      // A view written in a closure: its calls keep the text of what they do not read.
      for call in calls {
        if call.name == "tabItem" {
          var closure = ""
          if case .string(let text)? = call.trailingClosure { closure = text }
          item.readLabel(call.argumentText, closure: closure)
        }
        if call.name == "tag", item.tag == nil {
          item.tag = ElementCatalog.bareTag(call.argumentText)
        }
      }
      return item
    }
    for attribute in builder.syntax.attributes(of: tab) where attribute.name == "modifiers" {
      let chain = builder.parsedChain(attribute)
      let characters = Array(attribute.value)
      for call in chain.calls where call.name == "tabItem" {
        let start = min(characters.count, max(0, call.trailingClosureStart ?? call.nameStart))
        let end = min(characters.count, max(start, call.end))
        item.readLabel(call.argumentText, closure: String(characters[start..<end]))
      }
      item.tag = ElementCatalog.tagValue(attribute.value)
    }
    return item
  }

  /// The title (the first string of `.tabItem`'s label) and symbol (`systemImage:` or
  /// `Image(systemName:)`, for the picture), from the call's text as written.
  private mutating func readLabel(_ arguments: String, closure: String) {
    title =
      ElementCatalog.firstStringLiteral(arguments) ?? ElementCatalog.firstStringLiteral(closure)
      ?? ""
    for label in ["systemImage:", "systemName:"] {
      if let after = ElementCatalog.text(after: label, in: closure) {
        symbol = ElementCatalog.firstStringLiteral(after) ?? ""
        break
      }
    }
  }
}
