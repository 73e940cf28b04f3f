import LayoutEngine
import Testing

@testable import Interpreter

/// How a `.toolbar { … }` closure is read (docs/semantics.md §8.11): one item per statement of
/// an item's content, flexible spaces between, labels from a Menu's or Button's `label:`.
@Suite struct ToolbarContentTests {
  static func labels(_ statements: [ElementCatalog.ToolbarStatement]) -> [String] {
    statements.map {
      switch $0 {
      case .flexibleSpace: "<space>"
      case .item(let item): item.symbol.isEmpty ? item.title : "[\(item.symbol)]"
      }
    }
  }

  @Test("A group's statements split at ';', line ends and a type name after a closing bracket")
  func statements() {
    let semicolons = #"Group(placement: .bottomBar) { Button("A") { }; Spacer(); EditButton() }"#
    #expect(Self.labels(ElementCatalog.toolbarStatements(semicolons)) == ["A", "<space>", "Edit"])
    // Markup turns line ends into spaces: the next view's name still starts a statement, and
    // a modifier's string is not an item.
    let spaced =
      #"Group(placement: .bottomBar) { Button("A") { } .help("Help") Spacer() ShareLink(item: url) }"#
    #expect(
      Self.labels(ElementCatalog.toolbarStatements(spaced)) == [
        "A", "<space>", "[square.and.arrow.up]",
      ])
    let lines =
      "(placement: .topBarTrailing) {\n  Button(\"A\") { }\n    .disabled(true)\n  Button(\"B\") { }\n}"
    #expect(Self.labels(ElementCatalog.toolbarStatements(lines)) == ["A", "B"])
  }

  @Test("A Menu is one item showing its label, not the buttons inside it")
  func menuLabel() {
    let menu =
      #"(placement: .topBarTrailing) { Menu { Button("Add", systemImage: "plus") { } } label: { Image(systemName: "ellipsis.circle") } }"#
    #expect(Self.labels(ElementCatalog.toolbarStatements(menu)) == ["[ellipsis.circle]"])
  }

  @Test("A fixed ToolbarSpacer is no flexible space; one outside an item is read")
  func spacers() {
    let text =
      #"(placement: .bottomBar) { Button("A") { } }; ToolbarSpacer(.fixed, placement: .bottomBar); ToolbarSpacer(placement: .bottomBar)"#
    #expect(Self.labels(ElementCatalog.toolbarStatements(text)) == ["A", "<space>"])
  }

  @Test("A ToolbarItemGroup in the navigation bar gives each button its item")
  func topGroup() {
    let found = ElementCatalog.toolbarItems(
      #"{ ToolbarItemGroup(placement: .topBarTrailing) { Button("A", systemImage: "plus") { }; Button("B", systemImage: "trash") { } } }"#
    )
    #expect(found.top.map(\.symbol) == ["plus", "trash"])
    #expect(found.sides == [.trailing, .trailing])
    #expect(!found.searchItem)
  }
}
