import MarkupSyntax

/// Spec results as GitHub Actions workflow commands: one `::error file=…,line=…::message` line
/// per problem of each failing spec, placed where a reader fixes it — a frame's `<Frame>` line,
/// a layout error's `<Expect>` line, a missing diagnostic's `<ExpectDiagnostic>` line, an
/// unexpected one's markup line — so a pull request shows each beside the spec's text. Skipped
/// specs are `::notice` lines; passing ones print nothing. Used by the repository's `action.yml`.
package enum GitHubAnnotations {
  /// The workflow commands for `results`, one per line.
  package static func render(_ results: [SpecResult]) -> String {
    var text = ""
    for result in results {
      switch result.status {
      case .passed: continue
      case .skipped(let reason):
        text += command("notice", file: result.name, line: 1, title: "Spec skipped", reason)
      case .failed:
        for (line, message) in problems(of: result) {
          text += command("error", file: result.name, line: line, title: "Layout spec", message)
        }
      }
    }
    return text
  }

  /// Each problem of a failing spec with the spec line it belongs to.
  static func problems(of result: SpecResult) -> [(Int, String)] {
    var found: [(Int, String)] = result.problems.map { (1, $0) }
    if let diagnostics = result.diagnostics {
      for expected in diagnostics.missing {
        found.append(
          (expected.location.line, "expected diagnostic not produced: \(expected.summary)"))
      }
      for diagnostic in diagnostics.unexpected {
        let message =
          "unexpected \(diagnostic.severity.rawValue) [\(diagnostic.id)]: \(diagnostic.message)"
        found.append((diagnostic.location?.line ?? 1, message))
      }
    }
    for proposal in result.proposals where !proposal.passed {
      if let error = proposal.layoutError {
        found.append((proposal.line, "the Preview could not be laid out:\n\(error)"))
      }
      for difference in proposal.differences {
        found.append((difference.line, difference.description))
      }
    }
    // A failure with nothing more specific (it should not happen) still gets one annotation.
    return found.isEmpty ? [(1, result.failureReport)] : found
  }

  /// One workflow command, its values escaped as GitHub's runner reads them back.
  static func command(_ kind: String, file: String, line: Int, title: String, _ message: String)
    -> String
  {
    "::\(kind) file=\(property(file)),line=\(line),title=\(property(title))::\(data(message))\n"
  }

  /// A message: `%`, carriage returns and line breaks are percent-encoded.
  static func data(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// A property value: as a message, and `:` and `,` too, which separate properties.
  static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
