import Interpreter
package import LayoutEngine
package import MarkupSyntax
package import Pipeline

/// The layouts one run of a spec needs (`check`, `record`): the Preview is interpreted once,
/// and laid out once per distinct proposal, the Preview's own size included, however many
/// `<Expect>` blocks ask for it. Every layout counts its views against a budget (`viewBudget`):
/// 200 Expect blocks over 45k ForEach views laid the Preview out 200 times (40 took 2.4 s),
/// and past the budget a block gets a located error instead.
package final class SpecLayouts {
  let spec: LayoutSpec
  let options: SpecRunOptions
  /// The interpreted Preview, or its diagnostics.
  private var interpreted: Result<Document, DiagnosticError>?
  private var laidOut: [ProposedViewSize: LaidOutDocument] = [:]
  /// Views laid out so far, over every proposal.
  package private(set) var viewsLaidOut = 0

  /// The most views one run of a spec lays out, over all its proposals: five times
  /// `maxExpandedViews` (500,000 by default, about half a second of layout in a release
  /// build). The first layout is always made, however large the Preview.
  var viewBudget: Int {
    let (budget, overflow) = options.limits.maxExpandedViews.multipliedReportingOverflow(by: 5)
    return overflow ? .max : budget
  }

  package init(_ spec: LayoutSpec, options: SpecRunOptions) {
    self.spec = spec
    self.options = options
  }

  /// The interpreted Preview at its own size, or its diagnostics; interpreted once.
  func document() -> Result<Document, DiagnosticError> {
    if let interpreted { return interpreted }
    var settings = RenderSettings()
    settings.limits = options.limits
    settings.interpreter.rootElement = spec.preview
    settings.interpreter.lenient = options.lenient
    settings.interpreter.strict = options.strict
    let result: Result<Document, DiagnosticError>
    do throws(DiagnosticError) {
      // The spec's own syntax tree when it was read under the same limits: parsed once.
      let reused = options.limits == spec.syntaxLimits ? spec.syntax : nil
      result = .success(try Markup.interpret(spec.file, parsed: reused, settings: settings))
    } catch {
      result = .failure(error)
    }
    interpreted = result
    return result
  }

  /// The Preview laid out in `proposal` (nil: its own size), reused for a proposal already laid
  /// out. `location` is the Expect block asking, where a budget error points.
  package func layout(at proposal: ProposedViewSize?, for location: MarkupLocation? = nil)
    -> Result<LaidOutDocument, DiagnosticError>
  {
    let document: Document
    switch self.document() {
    case .failure(let error): return .failure(error)
    case .success(let d): document = d
    }
    let wanted = proposal ?? document.proposal
    if let known = laidOut[wanted] { return .success(known) }
    let views = document.tree.count
    guard viewsLaidOut == 0 || viewsLaidOut <= viewBudget - views else {
      return .failure(
        DiagnosticError(
          Diagnostic(
            .error, id: "too-many-views",
            message:
              "this spec lays its Preview of \(views) views out at more than \(viewBudget / max(views, 1)) distinct proposals (\(viewBudget) views in all); this Expect block was not checked (the budget is five times the expanded-views limit; give the Expect blocks fewer distinct sizes)",
            at: location, length: "<Expect".count)))
    }
    viewsLaidOut += views
    let result = Markup.layout(wanted == document.proposal ? document : document.proposing(wanted))
    laidOut[wanted] = result
    return .success(result)
  }
}
