/// The porting guide's table of every SwiftUI view and modifier with its status, generated from
/// the element and modifier tables so docs/porting.md cannot drift from the interpreter (a
/// test compares them).
extension DialectRegistry {
  /// Markdown: a table of views, then one of modifiers, each name with its status and the
  /// closest supported alternative of the ones not supported yet.
  package static func swiftUIVocabularyMarkdown() -> String {
    typealias Vocabulary = SwiftUIVocabulary
    var out = "### Views\n\n| View | Status | Use instead |\n|---|---|---|\n"
    let layouts = Set(LayoutRegistry.standard.names)
    for name in Vocabulary.viewNames {
      let implemented = ElementCatalog.specs[name] != nil || layouts.contains(name)
      guard let status = Vocabulary.viewStatus(name, implemented: implemented) else { continue }
      out += row("`\(name)`", status)
    }
    out += "\n### Modifiers\n\n| Modifier | Status | Use instead |\n|---|---|---|\n"
    for (name, spec) in ModifierCatalog.specs.sorted(by: { $0.key < $1.key }) {
      out += row("`.\(name)`", spec.status)
    }
    return out
  }

  private static func row(_ name: String, _ status: SwiftUIVocabulary.Status) -> String {
    var alternative = ""
    if case .notYet(let text?) = status { alternative = text }
    return "| \(name) | \(status.label) | \(alternative) |\n"
  }
}
