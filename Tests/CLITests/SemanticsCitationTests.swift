import Foundation
import TestSupport
import Testing

/// Every `§N.M` citation of the layout rules names a section that `docs/semantics.md` has.
///
/// Doc comments, tests, specs (`source="…"`), docs, the README and the samples cite the rules by
/// section number; a renumbered or deleted section would leave them pointing at nothing. A `§`
/// that follows the name of another document on its line (`libxml2-notes.md §2`) belongs to
/// that document and is not checked.
@Suite("Citations of docs/semantics.md")
struct SemanticsCitationTests {
  static let root = CommandLineTool.packageRoot

  @Test("every cited section exists")
  func everyCitationResolves() throws {
    let sections = try SemanticsCitations.sections(
      in: String(
        contentsOf: Self.root.appendingPathComponent("docs/semantics.md"), encoding: .utf8))
    #expect(sections.count > 20, "docs/semantics.md has too few § headings: \(sections.sorted())")
    var unresolved: [String] = []
    var checked = 0
    // The shared notes these rules were first drawn from sit outside the repository.
    let outside = "swiftui-layout-" + "semantics.md"
    for path in SemanticsCitations.scannedFiles(under: Self.root) {
      // Decoded leniently: some fixtures are deliberately not UTF-8 (their § would not be ours).
      let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
      let text = String(decoding: data, as: UTF8.self)
      if path.hasPrefix("Sources/"), text.contains(outside) {
        unresolved.append("\(path): cites \(outside), not docs/semantics.md")
      }
      let citations = SemanticsCitations.citations(in: text)
      checked += citations.count
      for citation in citations where !sections.contains(citation.section) {
        unresolved.append("\(path):\(citation.line): §\(citation.section)")
      }
    }
    // The scan must have found the code's citations at all (hundreds), or it proves nothing.
    #expect(checked > 300, "only \(checked) citations found")
    #expect(
      unresolved.isEmpty,
      "citations of sections docs/semantics.md does not have:\n\(unresolved.joined(separator: "\n"))"
    )
  }

  @Test("the section headings are unique")
  func headingsAreUnique() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
    let numbers = text.split(separator: "\n").compactMap { SemanticsCitations.heading(String($0)) }
    #expect(Set(numbers).count == numbers.count, "a section number is used twice: \(numbers)")
  }

  /// The texts below spell `§` as `\u{A7}`, so that this file's own scan does not see them.
  @Test("a citation of a missing section is reported with its line")
  func missingSectionIsFound() {
    let text = """
      /// Sized as in \u{A7}1.4 and \u{A7}1.3.
      /// See semantics \u{A7}9.99 (no such section).
      /// docs/semantics.md \u{A7}1.4, \u{A7}7.1
      """
    let sections: Set<String> = ["1.3", "1.4"]
    let missing = SemanticsCitations.citations(in: text).filter { !sections.contains($0.section) }
    #expect(missing.map { "\($0.line): \($0.section)" } == ["2: 9.99", "3: 7.1"])
  }

  @Test("a § after another document's name is that document's")
  func otherDocumentsAreSkipped() {
    let text = """
      hide them (see shared/libxml2-notes.md \u{A7}2).
      reference-cases.md #6; semantics \u{A7}1.3 Text spacing
      docs/components.md (slots) + swiftui-layout-semantics.md \u{A7}1.11, \u{A7}1.4
      """
    let found = SemanticsCitations.citations(in: text).map { "\($0.line): \($0.section)" }
    #expect(found == ["2: 1.3", "3: 1.11", "3: 1.4"])
  }

  @Test("headings are recognised in the documented format")
  func headingFormat() {
    #expect(SemanticsCitations.heading("## §1.4 HStack and VStack") == "1.4")
    #expect(SemanticsCitations.heading("### §4.1 ZStack size") == "4.1")
    #expect(SemanticsCitations.heading("## §0 Sources") == "0")
    #expect(SemanticsCitations.heading("See §1.4 for stacks") == nil)
  }
}

/// Finding `§` citations and `docs/semantics.md`'s section headings.
enum SemanticsCitations {
  struct Citation: Equatable {
    var line: Int
    var section: String
  }

  /// Where citations live, relative to the package root.
  static let scannedRoots = ["Sources", "Tests", "docs", "samples", "README.md"]
  static let scannedExtensions: Set<String> = ["swift", "xml", "md", "h", "c", "sh"]

  /// The section numbers of the document's headings (`## §1.4 Title`).
  static func sections(in document: String) -> Set<String> {
    Set(document.split(separator: "\n").compactMap { heading(String($0)) })
  }

  /// The section number of a heading line: `#`s, a space, `§`, the number, then a space or the end.
  static func heading(_ line: String) -> String? {
    guard let match = line.firstMatch(of: /^#+ §([0-9]+(?:\.[0-9]+)*)(?: |$)/) else { return nil }
    return String(match.1)
  }

  /// Every `§N` / `§N.M` in `text` that cites the semantics document, with its 1-based line.
  static func citations(in text: String) -> [Citation] {
    var found: [Citation] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.contains("§") {
      for match in line.matches(of: /§([0-9]+(?:\.[0-9]+)*)/)
      where citesSemantics(before: line[..<match.range.lowerBound]) {
        found.append(Citation(line: index + 1, section: String(match.1)))
      }
    }
    return found
  }

  /// Whether a `§` preceded by `prefix` (the start of its line) cites the semantics document:
  /// yes unless the nearest document named before it is another one, with no mention of
  /// "semantics" in between.
  static func citesSemantics(before prefix: Substring) -> Bool {
    guard let document = prefix.matches(of: /([A-Za-z0-9_-]+)\.md\b/).last else { return true }
    if document.1.hasSuffix("semantics") { return true }
    return prefix[document.range.upperBound...].contains("semantics")
  }

  /// The text files under `scannedRoots`, as sorted paths relative to `root`.
  static func scannedFiles(under root: URL) -> [String] {
    var paths: [String] = []
    for top in scannedRoots {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(top)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        continue
      }
      guard isDirectory.boolValue else {
        paths.append(top)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: url.path)
      while let next = enumerator?.nextObject() as? String {
        let ext = (next as NSString).pathExtension
        if scannedExtensions.contains(ext) { paths.append("\(top)/\(next)") }
      }
    }
    return paths.sorted()
  }
}
