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

  /// The title and symbol, from the call's text as written. SwiftUI's tab bar shows the
  /// label's Text as the title and its Image as the icon (`tabItem(_:)`: "Use a Label, or a
  /// pair of Image and Text views"), so the title is the string of the closure's `Text(…)`
  /// or `Label(…)` wherever it stands (`{ Image(systemName: "tray"); Text("Mail") }` is
  /// "Mail"), and the symbol its `systemImage:` or `Image(systemName:)`. A closure with
  /// neither (a view of the app's) gives its first string, unless that is an Image's.
  private mutating func readLabel(_ arguments: String, closure: String) {
    title =
      ElementCatalog.firstStringLiteral(arguments) ?? Self.labelTitle(closure)
      ?? (closure.contains("Image(") ? nil : ElementCatalog.firstStringLiteral(closure)) ?? ""
    for label in ["systemImage:", "systemName:"] {
      if let after = ElementCatalog.text(after: label, in: closure) {
        symbol = ElementCatalog.firstStringLiteral(after) ?? ""
        break
      }
    }
  }

  /// The first string inside the parentheses of the first `Text(` or `Label(` call in
  /// `closure`; nil when there is none, or its title is not a literal (`Text(name)`).
  private static func labelTitle(_ closure: String) -> String? {
    let characters = Array(closure)
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard let call = ["Text(", "Label("].first(where: { Self.starts($0, characters, at: index) })
      else { continue }
      // A call of its own, not the tail of another name (`RichText(`).
      if index > 0,
        characters[index - 1].isLetter || characters[index - 1].isNumber
          || characters[index - 1] == "_"
      {
        continue
      }
      var depth = 0
      var end = index + call.count
      while end < characters.count, depth >= 0 {
        if characters[end] == "(" { depth += 1 }
        if characters[end] == ")" { depth -= 1 }
        end += 1
      }
      return ElementCatalog.firstStringLiteral(String(characters[(index + call.count)..<end]))
    }
    return nil
  }

  private static func starts(_ word: String, _ characters: [Character], at index: Int) -> Bool {
    var i = index
    for c in word {
      guard i < characters.count, characters[i] == c else { return false }
      i += 1
    }
    return true
  }
}
