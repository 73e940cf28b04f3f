import Stackup

/// libFuzzer's entry point: any bytes go through the whole pipeline — parse, interpret, lay
/// out, draw as ASCII and print as JSON — exactly as `stackup render` runs it (on a large-stack
/// thread). A crash, a hang or a broken invariant below is a bug.
///
/// Invariants checked:
/// * a rejected input has at least one error, every message is one non-empty line, every
///   location is 1-based, and rendering the diagnostics (source line + caret) works;
/// * an accepted input lays out with no NaN in any frame or in the canvas, and both outputs
///   are deterministic (rendered twice, byte-identical).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // Named like standard input, so `<Import file=…>` is refused instead of reading files.
  let source = SourceFile(
    name: "<stdin>", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
  var settings = RenderSettings()
  // Nested ForEach can ask for millions of views in a few bytes; the default limit (4M) is
  // correct but would make each such input take seconds. The limit itself is what is tested.
  settings.interpreter.maxViews = 20_000
  LargeStack.run(depth: settings.limits.maxDepth) {
    check(source, settings)
  }
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
