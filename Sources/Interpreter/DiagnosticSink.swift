import MarkupSyntax

/// The diagnostics of one interpretation, each recorded once, and the counts that tell a
/// consequence from a cause. Inside ForEach copies and component, modifier and style
/// expansions, one written place gives one diagnostic of a kind even when its message differs
/// from copy to copy (a value substituted into it): the first copy's explains the others, and
/// nested ForEach made thousands of copies of one error.
struct DiagnosticSink {
  /// The diagnostics recorded, in order.
  private(set) var diagnostics: [Diagnostic] = []
  /// The diagnostics recorded so far, to record each once.
  private var recorded: Set<Diagnostic> = []
  /// Where a diagnostic of a kind was recorded from inside a copy.
  private var recordedSites: Set<Site> = []
  /// How many errors were reported, repeats included (to tell a consequence from a cause).
  private(set) var errorCount = 0
  /// How many diagnostics were reported, repeats included: what tells whether building
  /// something produced any.
  private(set) var reportCount = 0

  /// Where a diagnostic of a kind was reported from inside a copy.
  private struct Site: Hashable {
    var id: String
    var severity: DiagnosticSeverity
    var file: String?
    var line: Int
    var column: Int
  }

  /// Records `diagnostic` unless it was recorded before, or, made inside a copy
  /// (`insideCopy`), one of its kind was recorded from the same place.
  mutating func record(_ diagnostic: Diagnostic, insideCopy: Bool) {
    // A failed constant's later uses, and uses past the constants' budget, were reported once.
    if diagnostic.id == ConstantMeter.alreadyReported { return }
    reportCount += 1
    if diagnostic.severity == .error { errorCount += 1 }
    if insideCopy, let location = diagnostic.location {
      let site = Site(
        id: diagnostic.id, severity: diagnostic.severity, file: diagnostic.file?.name,
        line: location.line, column: location.column)
      guard recordedSites.insert(site).inserted else { return }
    }
    guard recorded.insert(diagnostic).inserted else { return }
    diagnostics.append(diagnostic)
  }
}
