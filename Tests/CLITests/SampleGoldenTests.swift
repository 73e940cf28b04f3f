import Foundation
import TestSupport
import Testing

/// Every `samples/NAME.xml` renders exactly `samples/NAME.txt` (ASCII), `samples/NAME.json`
/// (`--format json`) and `samples/NAME.svg` (`--format svg`), with exit code 0 and nothing on
/// standard error.
///
/// `RECORD=1 swift test --filter CLITests` rewrites the goldens from the tool's current output;
/// review them with `git diff samples/` before committing. Files whose name starts with `x` are
/// skipped (taffy's convention for disabled fixtures).
@Suite("Samples render their golden outputs")
struct SampleGoldenTests {
  static let sampleNames: [String] = {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: CommandLineTool.samplesDirectory.path))
      ?? []
    return files.filter { $0.hasSuffix(".xml") && !$0.hasPrefix("x") }
      .map { String($0.dropLast(".xml".count)) }
      .sorted()
  }()

  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

  @Test("sample renders its goldens", arguments: sampleNames)
  func rendersGoldens(_ name: String) throws {
    for (format, fileExtension) in [("ascii", "txt"), ("json", "json"), ("svg", "svg")] {
      let run = try CommandLineTool.run(["render", "samples/\(name).xml", "--format", format])
      #expect(
        run.status == 0, "exit status of `stackup render samples/\(name).xml --format \(format)`")
      #expect(run.stderr.isEmpty, "samples must render without diagnostics:\n\(run.stderr)")
      try Self.checkGolden(run.stdout, file: "\(name).\(fileExtension)")
    }
  }

  @Test("there are samples, and every golden belongs to one")
  func goldensHaveSamples() throws {
    #expect(Self.sampleNames.contains("hello"), "samples/hello.xml is the README's first sample")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: CommandLineTool.samplesDirectory.path)
    for file in files
    where file.hasSuffix(".txt") || file.hasSuffix(".json") || file.hasSuffix(".svg") {
      let stem = file.split(separator: ".").dropLast().joined(separator: ".")
      #expect(files.contains("\(stem).xml"), "samples/\(file) has no samples/\(stem).xml")
    }
  }

  /// Compares `actual` with the golden file, or rewrites the golden when recording.
  static func checkGolden(
    _ actual: String, file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = CommandLineTool.samplesDirectory.appendingPathComponent(file)
    if recording {
      try Data(actual.utf8).write(to: url)
      print("recorded samples/\(file)")
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing golden samples/\(file); run `RECORD=1 swift test --filter CLITests` and review it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
      Issue.record(
        """
        samples/\(file) differs from the tool's output (- golden, + actual); \
        if the change is intended, run `RECORD=1 swift test --filter CLITests` and review the diff:
        \(LineDiff.render(expected: expected, actual: actual))
        """,
        sourceLocation: sourceLocation)
    }
  }
}
