import Interpreter
public import MarkupSyntax
public import Pipeline
public import Testing

/// What a test expects at one marker: a message substring, and optionally the diagnostic's
/// stable id and severity. A string literal expects only the substring, at any severity.
public struct ExpectedDiagnostic: ExpressibleByStringLiteral, Sendable {
  public var message: String
  public var id: String?
  public var severity: DiagnosticSeverity?

  public init(stringLiteral message: String) { self.message = message }

  public init(id: String?, _ message: String, severity: DiagnosticSeverity?) {
    self.message = message
    self.id = id
    self.severity = severity
  }

  /// An error with this id whose message contains `message`.
  public static func error(_ id: String, _ message: String = "") -> ExpectedDiagnostic {
    ExpectedDiagnostic(id: id, message, severity: .error)
  }

  /// A warning with this id whose message contains `message`.
  public static func warning(_ id: String, _ message: String = "") -> ExpectedDiagnostic {
    ExpectedDiagnostic(id: id, message, severity: .warning)
  }

  func matches(_ d: Diagnostic) -> Bool {
    d.message.contains(message) && (id.map { $0 == d.id } ?? true)
      && (severity.map { $0 == d.severity } ?? true)
  }
}

/// Every diagnostic `Markup.layout` reports for `source`: the errors that stopped it, or the
/// warnings of a successful run (with the laid-out document).
public func collectDiagnostics(
  _ source: SourceFile, settings: RenderSettings = RenderSettings()
) -> (diagnostics: [Diagnostic], laidOut: LaidOutDocument?) {
  do {
    let laidOut = try Markup.layout(source, settings: settings)
    return (laidOut.document.warnings, laidOut)
  } catch {
    return (error.diagnostics, nil)
  }
}

/// Runs `markup` (with `1️⃣`… markers) through `Markup.layout` and checks that each expected
/// diagnostic is reported exactly at its marker, and that nothing else is reported: no error,
/// and no warning unless `allowOtherWarnings`.
///
/// - Parameters:
///   - markup: The document, markers included.
///   - expected: For each marker, the diagnostic that must start there.
///   - fileName: The source's name (a path, for documents that import files).
///   - settings: The pipeline's settings.
///   - allowOtherWarnings: Whether warnings at no marker are tolerated.
/// - Returns: The diagnostics found at each marker, and the laid-out document when there was
///   no error, so a test can look further.
@discardableResult
public func assertDiagnostics(
  _ markup: String, expected: [String: ExpectedDiagnostic], fileName: String = "test.xml",
  settings: RenderSettings = RenderSettings(), allowOtherWarnings: Bool = false,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> (found: [String: Diagnostic], laidOut: LaidOutDocument?) {
  let marked = MarkedSource(markup)
  for marker in expected.keys where marked.markers[marker] == nil {
    Issue.record("the markup has no marker \(marker)", sourceLocation: sourceLocation)
  }
  let source = SourceFile(name: fileName, text: marked.text)
  let (diagnostics, laidOut) = collectDiagnostics(source, settings: settings)
  var unmatched = diagnostics
  var found: [String: Diagnostic] = [:]
  for (marker, expectation) in expected.sorted(by: { $0.key < $1.key }) {
    guard let position = marked.markers[marker] else { continue }
    let here = unmatched.indices.filter { i in
      unmatched[i].location.map { $0.line == position.line && $0.column == position.column }
        ?? false
    }
    if let i = here.first(where: { expectation.matches(unmatched[$0]) }) {
      found[marker] = unmatched.remove(at: i)
      continue
    }
    let elsewhere = diagnostics.filter(expectation.matches).map { describe($0, in: source) }
    Issue.record(
      """
      \(marker) at \(position): expected \(expectation.severity?.rawValue ?? "a diagnostic")\
      \(expectation.id.map { " [\($0)]" } ?? "") containing "\(expectation.message)"
      at \(position): \(here.isEmpty ? "nothing" : here.map { describe(unmatched[$0], in: source) }.joined(separator: "\n"))
      matching elsewhere: \(elsewhere.isEmpty ? "none" : elsewhere.joined(separator: "\n"))
      """, sourceLocation: sourceLocation)
  }
  for d in unmatched where d.severity == .error || !allowOtherWarnings {
    Issue.record("unexpected \(describe(d, in: source))", sourceLocation: sourceLocation)
  }
  return (found, laidOut)
}

/// A diagnostic with its id and rendered location, for failure messages.
private func describe(_ d: Diagnostic, in source: SourceFile) -> String {
  "[\(d.id)] " + d.rendered(in: source)
}
