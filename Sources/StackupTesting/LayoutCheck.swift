import Foundation
import Stackup

/// The work behind `expectLayout` and `XCTAssertLayout`, independent of either framework: lay
/// a markup file out, then compare its named frames with a golden file or record them.
///
/// Each problem comes back with the place it concerns — a golden line for a frame, the markup
/// line for a diagnostic, or the call site — so that each framework's adapter can put one issue
/// where a reader fixes it.
struct LayoutCheck {
  /// One problem and where it belongs; `path` nil means the call site.
  struct Problem {
    var message: String
    var path: String?
    var line: Int = 1
    var column: Int = 1
  }

  var markupPath: String
  var goldenPath: String
  var record: Bool
  var settings: RenderSettings

  /// Paths relative to the folder of the test file (`testFilePath`, `#filePath`), as snapshot
  /// libraries do, so a test and its files travel together; absolute paths are kept.
  init(
    markup: String, golden: String, testFilePath: String, record: Bool?, settings: RenderSettings
  ) {
    let folder = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
    func resolve(_ path: String) -> String {
      path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
    }
    markupPath = resolve(markup)
    goldenPath = resolve(golden)
    self.record = record ?? (ProcessInfo.processInfo.environment["STACKUP_RECORD"] == "1")
    self.settings = settings
  }

  /// Lays out, then records or compares; an empty result means the layout matches.
  func run() -> [Problem] {
    let text: String
    do {
      text = try String(contentsOfFile: markupPath, encoding: .utf8)
    } catch {
      return [Problem(message: "cannot read \(markupPath): \(error.localizedDescription)")]
    }
    let source = SourceFile(name: markupPath, text: text)
    let laidOut: LaidOutDocument
    do throws(DiagnosticError) {
      laidOut = try Markup.layout(source, settings: settings)
    } catch {
      return error.diagnostics.map { diagnostic in
        Problem(
          message: "\(diagnostic.message)", path: markupPath,
          line: diagnostic.location?.line ?? 1, column: diagnostic.location?.column ?? 1)
      }
    }
    let actual = FrameGolden(laidOut)
    let existing = try? String(contentsOfFile: goldenPath, encoding: .utf8)
    guard !record, let existing else { return write(actual, replacing: existing) }
    let expected: FrameGolden
    do throws(GoldenError) {
      expected = try FrameGolden(parsing: existing)
    } catch {
      return [Problem(message: error.message, path: goldenPath, line: error.line)]
    }
    return expected.mismatches(against: actual).map { mismatch in
      Problem(
        message: mismatch.message, path: mismatch.line > 0 ? goldenPath : nil,
        line: max(1, mismatch.line))
    }
  }

  /// Records the golden. This is always reported (a run that records has checked nothing), so
  /// a record mode left on cannot pass silently.
  func write(_ golden: FrameGolden, replacing old: String?) -> [Problem] {
    let name = URL(fileURLWithPath: markupPath).lastPathComponent
    let text = golden.text(markupName: name)
    do {
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: goldenPath).deletingLastPathComponent(),
        withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: goldenPath), options: .atomic)
    } catch {
      return [Problem(message: "cannot write \(goldenPath): \(error.localizedDescription)")]
    }
    let what = old == nil ? "recorded" : (old == text ? "re-recorded (unchanged)" : "re-recorded")
    return [
      Problem(
        message:
          "\(what) \(golden.entries.count) frames of \(name) in \(goldenPath); review it, then run again without recording"
      )
    ]
  }
}
