import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import TestSupport
import Testing

/// Each broken document, rendered through `Pipeline` as `stackup render` prints it on standard
/// error (`file:line:col: error: message`, the source line, a caret), must equal its
/// `NAME.stderr` golden exactly. `RECORD=1 swift test --filter DiagnosticsTests` rewrites the
/// goldens from the current output (review the diff before committing: positions and messages
/// are Stackup's own, recorded).
@Suite struct BrokenDocumentGoldenTests {
  @Test("Broken document", arguments: BrokenDocuments.paths)
  func brokenDocument(_ path: String) throws {
    let url = BrokenDocuments.directory.appendingPathComponent(path)
    let source = SourceFile(name: path, bytes: Array(try Data(contentsOf: url)))
    let stderr: String
    do throws(DiagnosticError) {
      let laidOut = try Markup.layout(source)
      Issue.record("\(path) is meant to be invalid but laid out with \(laidOut.tree.count) views")
      return
    } catch {
      stderr = error.rendered(in: source) + "\n"
    }
    let goldenURL = url.deletingPathExtension().appendingPathExtension("stderr")
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try Data(stderr.utf8).write(to: goldenURL)
    }
    guard let golden = try? String(contentsOf: goldenURL, encoding: .utf8) else {
      Issue.record("no golden \(goldenURL.lastPathComponent); record it with RECORD=1")
      return
    }
    #expect(
      golden == stderr,
      "\(path): stderr differs from its golden (- golden, + actual):\n\(LineDiff.render(expected: golden, actual: stderr, context: nil))"
    )
  }

  /// The first line of every golden is a located error (or, for an empty file, a file-level
  /// one), so none of them records a crash, a warning-only run or an unlocated message by
  /// accident; and every golden belongs to a document.
  @Test func goldensAreLocatedErrorsOfExistingDocuments() throws {
    #expect(BrokenDocuments.paths.count >= 30)
    for golden in BrokenDocuments.goldens {
      let document = String(golden.dropLast(".stderr".count)) + ".xml"
      #expect(BrokenDocuments.paths.contains(document), "\(golden) has no document")
      let text = try String(
        contentsOf: BrokenDocuments.directory.appendingPathComponent(golden), encoding: .utf8)
      let first = text.split(separator: "\n").first.map(String.init) ?? ""
      let located = first.hasPrefix(document + ":") && first.contains(": error: ")
      #expect(located, "\(golden) starts with \(first)")
    }
  }
}
