import Foundation
import Stackup

/// libFuzzer's entry point: any bytes go through the whole pipeline — parse, interpret, lay
/// out, draw as ASCII and print as JSON — exactly as `stackup render` runs it, called from the
/// fuzzer's own thread: the pipeline must protect itself (its large stack), as it does for any
/// library caller. An input holding `<LayoutSpec` also goes through `check` and `record`, on a
/// copy written to a temporary folder. A crash, a hang, a broken invariant, or an input over
/// the per-input time or memory budget (`run.sh`) is a bug.
///
/// Invariants checked:
/// * a rejected input has at least one error, every message is one non-empty line, every
///   location is 1-based, and rendering the diagnostics (source line + caret) works;
/// * an accepted input lays out with no NaN in any frame or in the canvas, and both outputs
///   are deterministic (rendered twice, byte-identical).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Named like standard input, so `<Import file=…>` is refused instead of reading files.
  let source = SourceFile(name: "<stdin>", bytes: bytes)
  var settings = RenderSettings()
  // Nested ForEach can ask for millions of views in a few bytes; the default limit (4M) is
  // correct but would make each such input take seconds. The limit itself is what is tested.
  settings.interpreter.maxViews = 20_000
  check(source, settings)
  if contains(bytes, "<LayoutSpec") { checkSpec(bytes) }
  return 0
}

private func check(_ source: SourceFile, _ settings: RenderSettings) {
  let laidOut: LaidOutDocument
  do throws(DiagnosticError) {
    laidOut = try Markup.layout(source, settings: settings)
  } catch {
    checkDiagnostics(error.diagnostics, source, rejected: true)
    precondition(!error.rendered(in: source).isEmpty)
    return
  }
  checkDiagnostics(laidOut.document.warnings, source, rejected: false)
  let canvas = laidOut.result.canvas
  precondition(!canvas.width.isNaN && !canvas.height.isNaN, "NaN canvas")
  for frame in laidOut.result.frames {
    guard let frame else { continue }
    precondition(
      !frame.minX.isNaN && !frame.minY.isNaN && !frame.width.isNaN && !frame.height.isNaN,
      "NaN frame \(frame)")
  }
  let ascii = Markup.render(laidOut, format: .ascii)
  let json = Markup.render(laidOut, format: .json)
  precondition(!ascii.isEmpty && !json.isEmpty)
  precondition(!json.contains("\"NaN\""), "NaN in JSON")
  precondition(Markup.render(laidOut, format: .json) == json, "JSON output is not deterministic")
  let svg = Markup.render(laidOut, format: .svg)
  precondition(svg.hasSuffix("</svg>\n"), "unfinished SVG")
  precondition(Markup.render(laidOut, format: .svg) == svg, "SVG output is not deterministic")
}

/// `check` and `record` on the input as a spec file: written to a temporary folder, checked,
/// recorded (with `--force`), written back and checked again. Reports must be readable, and a
/// file `record` wrote must load again.
private func checkSpec(_ bytes: [UInt8]) {
  let path = specFolder + "/spec.xml"
  guard write(bytes, to: path) else { return }
  let first = SpecCheck.run(path: path, options: specOptions)
  precondition(!first.name.isEmpty)
  _ = first.failureReport
  let source: SourceFile
  do throws(SpecFiles.Failure) {
    source = try SpecFiles.read(path)
  } catch {
    return
  }
  let outcome: RecordOutcome
  do throws(DiagnosticError) {
    outcome = try LayoutSpec.load(source).record(force: true, options: specOptions)
  } catch {
    checkDiagnostics(error.diagnostics, source, rejected: true)
    return
  }
  guard outcome.changed else { return }
  do throws(SpecFiles.Failure) {
    try SpecFiles.write(outcome.text, to: path, replacing: source)
  } catch {
    return
  }
  let again = SpecCheck.run(path: path, options: specOptions)
  _ = again.failureReport
}

/// The spec runs' options: as for rendering, a lower bound on the views ForEach and components
/// make. Twelve nested `<ForEach count="3">` reach the default 100,000 in 0.15 s in a release
/// build, but `check` and `record` each expand them, and under the sanitizers the two took
/// 1.9 s of the 2 s budget per input (`Fuzz/regressions/timeout-*`).
private let specOptions: SpecRunOptions = {
  var options = SpecRunOptions()
  options.limits.maxExpandedViews = 20_000
  return options
}()

/// A folder of this process's own for spec copies, made once.
private let specFolder: String = {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "stackup-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder.path
}()

private func write(_ bytes: [UInt8], to path: String) -> Bool {
  (try? Data(bytes).write(to: URL(fileURLWithPath: path))) != nil
}

private func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
  let n = Array(needle.utf8)
  guard bytes.count >= n.count else { return false }
  for start in 0...(bytes.count - n.count) where bytes[start] == n[0] {
    if Array(bytes[start..<(start + n.count)]) == n { return true }
  }
  return false
}

private func checkDiagnostics(_ diagnostics: [Diagnostic], _ source: SourceFile, rejected: Bool) {
  if rejected {
    precondition(diagnostics.contains { $0.severity == .error }, "rejected without an error")
  } else {
    precondition(!diagnostics.contains { $0.severity == .error }, "accepted with an error")
  }
  for d in diagnostics {
    precondition(!d.message.isEmpty, "empty message")
    precondition(!d.message.contains("\n"), "multi-line message: \(d.message)")
    if let location = d.location {
      precondition(
        location.line >= 1 && location.column >= 1, "bad location \(location) for \(d.message)")
    }
    _ = d.rendered(in: source)
  }
}
