import Interpreter
import LayoutEngine
package import MarkupSyntax
import Pipeline
package import Rendering

/// How specs are run: the parser limits for the Preview and the cell size of failure drawings.
public struct SpecRunOptions: Sendable {
  /// The parser's limits for the spec file and its Preview.
  package var limits: MarkupLimits = .default
  /// The cell size of the drawings in failure reports.
  package var scale = CellScale()
  /// Drawings wider or taller than this many cells are left out of reports.
  package var maxDrawingCells = 400
  /// Unknown and unsupported names are warnings (`InterpreterSettings.lenient`).
  public var lenient = false
  /// The app's own names are errors (`InterpreterSettings.strict`).
  package var strict = false
  /// The defaults: default limits, 8 × 16-point cells, drawings up to 400 cells.
  public init() {}
}

extension LayoutSpec {
  /// Runs the spec: interprets its Preview once and lays it out once per distinct `<Expect>`
  /// proposal through the same pipeline as `stackup render` (`SpecLayouts`), compares each
  /// named view's frame, and checks the diagnostics.
  public func run(options: SpecRunOptions = SpecRunOptions()) -> SpecResult {
    if let skipReason {
      return tallied(
        SpecResult(
          name: name, status: .skipped(reason: skipReason), problems: [], diagnostics: nil,
          proposals: []))
    }
    var problems: [String] = []
    if !hasExpectations {
      problems.append(
        "nothing to check: add <Frame> elements to an <Expect> block or an <ExpectDiagnostic> (`stackup record` fills Expect blocks)"
      )
    }
    // The Preview at its own size: its diagnostics do not depend on the proposal. It is
    // interpreted once, and laid out once per distinct proposal (SpecLayouts).
    let layouts = SpecLayouts(self, options: options)
    let baseline = layouts.layout(at: nil)
    let produced: [Diagnostic]
    switch baseline {
    case .success(let laidOut): produced = laidOut.document.warnings
    case .failure(let error): produced = error.diagnostics
    }
    var diagnostics: DiagnosticCheck? = nil
    if !expectedDiagnostics.isEmpty || produced.contains(where: { $0.severity == .error }) {
      diagnostics = checkDiagnostics(produced)
    }
    var proposals: [ProposalResult] = []
    // Each error is shown once per spec: later blocks that fail the same way point at the
    // first (1,000 Expect blocks repeated a Preview's 199 duplicate-id errors 1,000 times), and
    // none repeats the errors the diagnostics check already lists.
    var firstFailure: Int? = nil
    let errorsListed = diagnostics.map { !$0.passed && !$0.rendered.isEmpty } ?? false
    for expectation in expectations {
      let result: Result<LaidOutDocument, DiagnosticError>
      switch baseline {
      case .failure(let error): result = .failure(error)
      case .success: result = layouts.layout(at: expectation.proposal, for: expectation.location)
      }
      switch result {
      case .success(let laidOut): proposals.append(check(expectation, laidOut, options: options))
      case .failure(let error):
        let shown =
          if case .failure = baseline, errorsListed {
            "the Preview has errors, listed above"
          } else {
            firstFailure.map { "not laid out, for the reason shown at the Expect on line \($0)" }
              ?? error.rendered(in: file)
          }
        firstFailure = firstFailure ?? expectation.location.line
        proposals.append(
          ProposalResult(
            proposal: expectation.proposal, line: expectation.location.line, differences: [],
            layoutError: shown, drawing: nil))
      }
    }
    let passed = problems.isEmpty && (diagnostics?.passed ?? true) && proposals.allSatisfy(\.passed)
    if !passed, produced.contains(where: { $0.message == FontFiles.missingTrait }) {
      // A spec that measures with a font cannot run in a build without the RealFonts trait:
      // that says nothing about the layout, so it is skipped, not failed (`stackup check Tests`
      // stays green in the default build). A spec that expects this very error still passes.
      return tallied(
        SpecResult(
          name: name, status: .skipped(reason: Self.needsRealFonts), problems: [],
          diagnostics: nil, proposals: []))
    }
    return tallied(
      SpecResult(
        name: name, status: passed ? .passed : .failed, problems: problems,
        diagnostics: diagnostics, proposals: proposals))
  }

  /// Why a spec naming a font is skipped by a build without the RealFonts trait.
  static let needsRealFonts =
    "needs the RealFonts package trait, which this build lacks (`swift build --traits RealFonts`)"

  /// Lays the Preview out; `proposal` nil keeps the Preview's own size.
  func layout(at proposal: ProposedViewSize?, options: SpecRunOptions) -> Result<
    LaidOutDocument, DiagnosticError
  > {
    SpecLayouts(self, options: options).layout(at: proposal)
  }

  /// Compares one Expect block's frames with the Preview laid out in its proposal.
  private func check(
    _ expectation: Expectation, _ laidOut: LaidOutDocument, options: SpecRunOptions
  ) -> ProposalResult {
    var differences: [FrameDifference] = []
    // §7.9: a block may expect the frames as displayed, snapped to the display scale's pixels.
    let frames =
      expectation.displayFrames
      ? laidOut.result.displayed(displayScale: laidOut.document.options.displayScale)
      : laidOut.result
    for frame in expectation.frames {
      let line = frame.location.line
      guard let node = laidOut.node(withID: frame.id) else {
        differences.append(FrameDifference(id: frame.id, line: line, kind: .missingView))
        continue
      }
      guard let actual = frames.frame(of: node) else {
        differences.append(FrameDifference(id: frame.id, line: line, kind: .notPlaced))
        continue
      }
      for (field, expected) in frame.fields {
        let value = field.value(in: actual)
        if !Self.agree(expected, value, tolerance: frame.tolerance) {
          differences.append(
            FrameDifference(
              id: frame.id, line: line,
              kind: .field(field, expected: expected, actual: value, tolerance: frame.tolerance)))
        }
      }
    }
    let drawing = differences.isEmpty ? nil : Self.drawing(of: laidOut, options: options)
    var result = ProposalResult(
      proposal: expectation.proposal, line: expectation.location.line, differences: differences,
      layoutError: nil, drawing: drawing)
    if !differences.isEmpty { result.frames = FrameComparison(expectation, laidOut) }
    return result
  }

  /// Whether an actual value is within `tolerance` of the expected one (infinities must match
  /// exactly; a hair of slack absorbs binary rounding of decimal tolerances).
  static func agree(_ expected: Double, _ actual: Double, tolerance: Double) -> Bool {
    if expected == actual { return true }
    guard expected.isFinite, actual.isFinite else { return false }
    return abs(actual - expected) <= tolerance + 1e-9
  }

  /// The ASCII drawing, unless the canvas is unbounded or too large to be useful.
  static func drawing(of laidOut: LaidOutDocument, options: SpecRunOptions) -> String? {
    let canvas = laidOut.result.canvas
    guard canvas.width.isFinite, canvas.height.isFinite,
      canvas.width / options.scale.cellWidth <= Double(options.maxDrawingCells),
      canvas.height / options.scale.cellHeight <= Double(options.maxDrawingCells)
    else { return nil }
    return Markup.render(laidOut, format: .ascii, scale: options.scale)
  }

  /// Pairs each expected diagnostic with a distinct produced one, in order.
  private func checkDiagnostics(_ produced: [Diagnostic]) -> DiagnosticCheck {
    var used = Array(repeating: false, count: produced.count)
    var missing: [ExpectedDiagnostic] = []
    for expected in expectedDiagnostics {
      if let index = produced.indices.first(where: { !used[$0] && expected.matches(produced[$0]) })
      {
        used[index] = true
      } else {
        missing.append(expected)
      }
    }
    let unexpected = produced.indices.filter { !used[$0] && produced[$0].severity == .error }.map {
      produced[$0]
    }
    return DiagnosticCheck(
      missing: missing, unexpected: unexpected, rendered: produced.map { $0.rendered(in: file) })
  }
}
