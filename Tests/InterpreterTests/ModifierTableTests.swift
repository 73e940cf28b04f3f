import Foundation
import TestSupport
import Testing

@testable import Interpreter

/// The modifier table (ModifierTable.swift): one entry per name, every name SwiftUI has or the
/// porting guide lists among them, and its derived lists in step with it.
@Suite struct ModifierTableTests {
  @Test func noNameHasTwoEntries() {
    var seen: Set<String> = []
    for (name, _) in ModifierCatalog.entries {
      #expect(seen.insert(name).inserted, "'\(name)' has two entries")
    }
  }

  @Test func everySwiftUIModifierHasAnEntry() {
    for name in SwiftUIVocabulary.modifierNames {
      #expect(ModifierCatalog.specs[name] != nil, "\(name)")
    }
    // And nothing else, beyond the entries written out.
    let written = Set(ModifierCatalog.entries.map(\.name))
    for name in ModifierCatalog.specs.keys {
      #expect(written.contains(name) || SwiftUIVocabulary.modifierNames.contains(name), "\(name)")
    }
  }

  /// Each modifier row of docs/porting.md names an entry, with that entry's status.
  @Test func everyNameThePortingTableListsResolves() throws {
    let url = StackupBinary.packageRoot.appendingPathComponent("docs/porting.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let table = try #require(text.range(of: "### Modifiers\n"))
    var rows = 0
    for line in text[table.upperBound...].split(separator: "\n") {
      guard line.hasPrefix("| `.") else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let name = String(cells[0].dropFirst(2).dropLast())
      let spec = try #require(ModifierCatalog.specs[name], "\(name)")
      #expect(spec.status.label == cells[1], "\(name)")
      rows += 1
    }
    #expect(rows == ModifierCatalog.specs.count)
  }

  /// The questions the builder asks of a call are fields of its entry.
  @Test func derivedFields() throws {
    let spec = { (name: String) in try #require(ModifierCatalog.specs[name]) }
    #expect(try spec("renderingMode").keepsImage)
    #expect(try !spec("frame").keepsImage)
    #expect(try spec("foregroundStyle").setsColor && spec("foregroundStyle").replayable)
    #expect(try spec("opacity").replayable && !spec("opacity").setsColor)
    #expect(try spec("onTapGesture").skipsArguments)
    #expect(try spec("navigationTitle").status == .layout)
    #expect(try !spec("alignmentGuide").checksNames && spec("frame").checksNames)
    #expect(try spec("scenePadding").status == .notYet(alternative: "`.padding()`"))
    #expect(
      Builder.styleProtocols == [
        "ButtonStyle": "buttonStyle", "PrimitiveButtonStyle": "buttonStyle",
        "LabelStyle": "labelStyle", "ToggleStyle": "toggleStyle",
        "GroupBoxStyle": "groupBoxStyle", "LabeledContentStyle": "labeledContentStyle",
      ])
    #expect(ModifierCatalog.layoutNames.first == "frame")
    #expect(ModifierCatalog.styleNames == ModifierCatalog.styleNames.sorted())
  }
}
