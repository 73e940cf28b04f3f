import Foundation
import TestSupport
import Testing

/// docs/semantics.md names only code that exists and links only inside the repository.
///
/// Its "In Stackup:" paragraphs say where each rule is carried out, by type, member and file;
/// code that is renamed or deleted would leave them pointing at nothing. The checks:
/// - a type (`StackLayout`) or member (`LayoutComputer.run`) in backticks in an "In Stackup:"
///   paragraph is declared in `Sources/` (a type may instead be an element name the
///   interpreter reads, such as `Button`);
/// - a file path in backticks there exists (a partial one, `Leaves/LeafLayout.swift`, as the
///   end of a path), and so does one anywhere that starts at the repository's top
///   (`Sources/…`, `Tests/…`, `docs/…`);
/// - no path or Markdown link leaves the repository (`../…`, `https:`).
@Suite("Code names in docs/semantics.md")
struct SemanticsCodeNameTests {
  static let root = CommandLineTool.packageRoot

  @Test("every cited code name and path exists, and every link stays in the repository")
  func everyCitationExists() throws {
    let doc = try String(
      contentsOf: Self.root.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
    let check = SemanticsCodeNames(repository: Self.root)
    let problems = check.problems(in: doc, at: "docs")
    // The scan must have found the paragraphs and their names at all, or it proves nothing.
    #expect(check.checkedCount(in: doc) > 150)
    #expect(problems.isEmpty, "docs/semantics.md:\n\(problems.joined(separator: "\n"))")
  }

  @Test("a deleted name, a missing path and an outside link are reported")
  func missingNamesAreFound() {
    let check = SemanticsCodeNames(
      declarations: "struct StackLayout {}\nextension LayoutComputer { func run() {} }\n"
        + "let elements = [\"Button\"]",
      paths: ["Sources/LayoutEngine/Stacks/StackLayout.swift", "docs/semantics.md"])
    let doc = """
      Rule text naming `LayoutPlan` outside a paragraph of ours.

      In Stackup: `StackLayout` (`Sources/LayoutEngine/Stacks/StackLayout.swift`,
      `Stacks/StackLayout.swift`), `LayoutComputer.run` and `Button`; gone: `LayoutPlan`,
      `Leaf.size`, `LayoutComputer.place`, `Pass/LayoutPlan.swift`.

      See `Sources/LayoutEngine/Pass/LayoutPlan.swift`, `../shared/reference-cases.md`,
      [the rules](semantics.md), [a page](https://example.com) and [notes](../../notes.md).
      """
    #expect(
      check.problems(in: doc, at: "docs") == [
        "`LayoutPlan` is declared nowhere in Sources/",
        "`Leaf.size` is declared nowhere in Sources/",
        "`LayoutComputer.place`: `place` is declared nowhere in Sources/",
        "`Pass/LayoutPlan.swift` is no file of the repository",
        "`Sources/LayoutEngine/Pass/LayoutPlan.swift` is no file of the repository",
        "`../shared/reference-cases.md` lies outside the repository",
        "link `https://example.com` leaves the repository",
        "link `../../notes.md` leaves the repository",
      ])
  }
}

/// The checks of `SemanticsCodeNameTests`, over the declarations and files of a repository.
struct SemanticsCodeNames {
  /// The names declared as types, and as members (functions, properties, cases).
  let types: Set<Substring>
  let members: Set<Substring>
  /// Names in string literals: the elements and modifiers the interpreter reads.
  let strings: Set<Substring>
  /// Every file and folder (ending in `/`), relative to the repository's top.
  let paths: Set<String>

  /// Folders at the repository's top: a path in backticks that starts with one is a path in
  /// the repository.
  static let topFolders = [
    "Sources/", "Tests/", "docs/", "samples/", "scripts/", "schemas/", "Benchmarks/",
    "LICENSES/",
  ]

  init(declarations: String, paths: Set<String>) {
    var types = Set<Substring>()
    var members = Set<Substring>()
    let declaration =
      /\b(struct|class|enum|protocol|typealias|actor|extension|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)/
    for match in declarations.matches(of: declaration) {
      switch match.output.1 {
      case "func", "var", "let", "case": members.insert(match.output.2)
      default: types.insert(match.output.2)
      }
    }
    self.types = types
    self.members = members
    strings = Set(declarations.matches(of: /"([A-Za-z][A-Za-z0-9]*)"/).map(\.output.1))
    self.paths = paths
  }

  /// The declarations of `Sources/` and the files of the repository at `root`.
  init(repository root: URL) {
    var declarations = ""
    var paths = Set<String>()
    let manager = FileManager.default
    for top in Self.topFolders {
      let folder = root.appendingPathComponent(top)
      guard let files = manager.enumerator(atPath: folder.path) else { continue }
      paths.insert(top)
      for case let file as String in files {
        var isFolder: ObjCBool = false
        _ = manager.fileExists(
          atPath: folder.appendingPathComponent(file).path, isDirectory: &isFolder)
        paths.insert(top + file + (isFolder.boolValue ? "/" : ""))
        if top == "Sources/", file.hasSuffix(".swift"),
          let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        {
          declarations += text + "\n"
        }
      }
    }
    if let files = try? manager.contentsOfDirectory(atPath: root.path) {
      paths.formUnion(files)
    }
    self.init(declarations: declarations, paths: paths)
  }

  /// The text of every "In Stackup:" paragraph, from those words to the paragraph's end.
  static func stackupParagraphs(of doc: String) -> [Substring] {
    doc.split(separator: "\n\n").compactMap { paragraph in
      paragraph.range(of: "In Stackup:").map { paragraph[$0.lowerBound...] }
    }
  }

  /// The names and paths in backticks in `text`, in order.
  static func quoted(_ text: Substring) -> [Substring] {
    text.matches(of: /`([^`\n]+)`/).map(\.output.1)
  }

  /// How many names and paths the "In Stackup:" paragraphs of `doc` quote.
  func checkedCount(in doc: String) -> Int {
    Self.stackupParagraphs(of: doc).map { Self.quoted($0).count }.reduce(0, +)
  }

  /// What in `doc` (a file in folder `folder`) names missing code or leaves the repository.
  func problems(in doc: String, at folder: String) -> [String] {
    var problems: [String] = []
    for paragraph in Self.stackupParagraphs(of: doc) {
      for token in Self.quoted(paragraph) {
        if let problem = Self.isPath(token) ? partialPathProblem(token) : codeNameProblem(token) {
          problems.append(problem)
        }
      }
    }
    for token in Self.quoted(doc[...]) {
      if token.hasPrefix("../") || (token.hasPrefix("/") && token.count > 1) {
        problems.append("`\(token)` lies outside the repository")
      } else if Self.topFolders.contains(where: { token.hasPrefix($0) }), !token.contains(" "),
        !exists(token, anywhere: false)
      {
        problems.append("`\(token)` is no file of the repository")
      }
    }
    for match in doc.matches(of: /\]\(([^)\s]*)\)/) {
      let target = match.output.1
      guard !target.hasPrefix("#") else { continue }
      let file = target.split(separator: "#", omittingEmptySubsequences: false)[0]
      if target.contains(":") || !exists(resolving: file, from: folder) {
        problems.append("link `\(target)` leaves the repository")
      }
    }
    // The same name cited twice is reported once.
    var seen = Set<String>()
    return problems.filter { seen.insert($0).inserted }
  }

  /// A problem with `token` as a code name (`Type`, `Type.member`, `Type(s)`, `Type(label:)`),
  /// nil when it is none or is declared.
  private func codeNameProblem(_ token: Substring) -> String? {
    guard
      let match = token.wholeMatch(
        of: /([A-Z][A-Za-z0-9]*)(?:\(s\))?(?:\.([a-z][A-Za-z0-9]*))?(?:\([^)]*\))?/)
    else { return nil }
    let (type, member) = (match.output.1, match.output.2)
    guard types.contains(type) || (member == nil && strings.contains(type)) else {
      return "`\(token)` is declared nowhere in Sources/"
    }
    if let member, !members.contains(member) {
      return "`\(token)`: `\(member)` is declared nowhere in Sources/"
    }
    return nil
  }

  /// Whether `token` is a path: it has a `/` or a file's ending (markup aside).
  static func isPath(_ token: Substring) -> Bool {
    (token.contains("/") || token.hasSuffix(".swift") || token.hasSuffix(".md"))
      && !token.hasPrefix("<") && !token.contains(" ") && !token.contains("=")
  }

  /// A problem with `token`, a path in an "In Stackup:" paragraph, nil when it exists (or
  /// starts at the top or outside: those are checked wherever they are).
  private func partialPathProblem(_ token: Substring) -> String? {
    guard !token.hasPrefix("../") else { return nil }
    let rooted = Self.topFolders.contains(where: { token.hasPrefix($0) })
    guard !rooted, !exists(token, anywhere: true) else { return nil }
    return "`\(token)` is no file of the repository"
  }

  /// Whether a file or folder matches `path` (whose `*` matches within one name): the whole
  /// path, or, `anywhere`, its end after a `/`.
  private func exists(_ path: Substring, anywhere: Bool) -> Bool {
    let path = path.hasSuffix("/") ? path.dropLast() : path
    guard path.contains("*") else {
      if paths.contains(String(path)) || paths.contains(path + "/") { return true }
      return anywhere && paths.contains { $0.hasSuffix("/" + path) || $0.hasSuffix("/\(path)/") }
    }
    let pattern = path.split(separator: "*", omittingEmptySubsequences: false)
      .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "[^/]*")
    guard let regex = try? Regex((anywhere ? "(?:.*/)?" : "") + pattern + "/?") else {
      return false
    }
    return paths.contains { $0.wholeMatch(of: regex) != nil }
  }

  /// Whether the link target `file`, relative to `folder`, is a file or folder of the
  /// repository.
  private func exists(resolving file: Substring, from folder: String) -> Bool {
    var parts = folder.split(separator: "/").map(String.init)
    for part in file.split(separator: "/") {
      if part == ".." {
        guard parts.popLast() != nil else { return false }
      } else if part != "." {
        parts.append(String(part))
      }
    }
    let path = parts.joined(separator: "/")
    return paths.contains(path) || paths.contains(path + "/")
  }
}
