import Foundation
import LayoutSpecs
import MarkupSyntax
import Testing

/// Every layout spec under `Fixtures/` is one case of one parameterized test: add a case by
/// adding a file (docs/spec-format.md). A failure shows the frame diff and the actual layout.
///
/// `RECORD=1 swift test --filter FixtureTests` first fills missing expectations (empty
/// `<Expect>` blocks and empty `<Frame>`s, never replacing a written value), then checks.
@Suite struct LayoutSpecFixtureTests {
  @Test("Layout spec", arguments: SpecFixtures.paths)
  func layoutSpec(_ relativePath: String) throws {
    let path = SpecFixtures.directory + "/" + relativePath
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
      try record(path)
    }
    let result = SpecCheck.run(try SpecFiles.discover([path]))[0]
    switch result.status {
    case .passed:
      break
    case .skipped(let reason):
      print("skipped \(relativePath): \(reason)")
    case .failed:
      Issue.record(Comment(rawValue: "\(relativePath) failed:\n\(result.failureReport)"))
    }
  }

  private func record(_ path: String) throws {
    let source = try SpecFiles.read(path)
    let outcome: RecordOutcome
    do throws(DiagnosticError) {
      outcome = try LayoutSpec.load(source).record(force: false)
    } catch {
      return  // the check that follows reports the problem
    }
    for change in outcome.changes + outcome.conflicts {
      print("\(path):\(change.line): \(change.message)")
    }
    if outcome.changed { try SpecFiles.write(outcome.text, to: path, replacing: source) }
  }
}

/// Where the fixtures are: found from this file's path, so no resource bundle is needed and
/// `RECORD=1` writes into the source tree.
enum SpecFixtures {
  static let directory: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// Spec paths relative to `directory`, sorted (file names starting with `x` included; the
  /// runner reports them as skipped).
  static let paths: [String] = {
    let found = (try? SpecFiles.discover([directory])) ?? []
    return found.map { String($0.path.dropFirst(directory.count + 1)) }
  }()
}
