package import LayoutEngine
package import MarkupSyntax

/// The outcome of running one spec: a result per `<Expect>` block, the diagnostics check,
/// and any problem with the spec as a whole.
public struct SpecResult: Sendable {
  /// Whether the spec passed, failed, or was skipped (and why).
  public enum Status: Sendable, Equatable {
    case passed
    case failed
    case skipped(reason: String)
  }

  /// The spec's file name.
  public let name: String
  /// Whether the spec passed, failed or was skipped.
  public let status: Status
  /// Failures that belong to no single Expect block (e.g. "nothing to check").
  package let problems: [String]
  /// The `<ExpectDiagnostic>` check, when the spec has any or the markup produced errors.
  package let diagnostics: DiagnosticCheck?
  package let proposals: [ProposalResult]
  /// The spec's trust (`measured`, `verified-configuration`, `derived`), nil when the spec
  /// could not be read (`SpecTrustTally`).
  package var trust: String? = nil
  /// How many expected numbers (frame fields) the spec checks.
  package var numbers = 0

  /// Whether every `<Expect>` block and the diagnostics check passed.
  public var passed: Bool { status == .passed }

  /// What went wrong, readably: for each failing proposal the differing fields with their
  /// tolerance and the ASCII drawing of the actual layout; missing or unexpected diagnostics.
  /// Empty when the spec passed or was skipped.
  public var failureReport: String {
    guard status == .failed else { return "" }
    var lines: [String] = problems
    if let diagnostics, !diagnostics.passed { lines.append(contentsOf: diagnostics.reportLines) }
    for proposal in proposals where !proposal.passed {
      lines.append(contentsOf: proposal.reportLines)
    }
    return lines.joined(separator: "\n")
  }
}

extension SpecResult {
  /// A result with no Expect blocks: a check that is not a spec file (`check View.swift`).
  package init(name: String, problems: [String]) {
    self.init(
      name: name, status: problems.isEmpty ? .passed : .failed, problems: problems,
      diagnostics: nil, proposals: [])
  }
}

/// The outcome of one `<Expect>` block.
package struct ProposalResult: Sendable {
  package let proposal: ProposedViewSize
  /// The line of the `<Expect>` element.
  package let line: Int
  package let differences: [FrameDifference]
  /// Why no layout could be made (the Preview's errors, rendered), if so.
  package let layoutError: String?
  /// The ASCII drawing of the actual layout, kept only when the block failed.
  package let drawing: String?
  /// The block's expected frames beside the actual frames of every view with an id, kept only
  /// when the block failed (the HTML report draws them over each other).
  package var frames: FrameComparison? = nil

  package var passed: Bool { differences.isEmpty && layoutError == nil }

  var reportLines: [String] {
    var lines = ["at proposal \(Self.describe(proposal)) (Expect on line \(line)):"]
    if let layoutError {
      lines.append("  the Preview could not be laid out:")
      lines.append(
        contentsOf: layoutError.split(separator: "\n", omittingEmptySubsequences: false).map {
          "    " + $0
        })
    }
    lines.append(contentsOf: differences.map { "  " + $0.description })
    if let drawing {
      lines.append("  actual layout:")
      lines.append(contentsOf: drawing.split(separator: "\n").map { "    " + $0 })
    }
    return lines
  }

  /// `200×200`, `nil×100`, `inf×inf`.
  package static func describe(_ proposal: ProposedViewSize) -> String {
    func show(_ v: Double?) -> String { v.map { SpecNumber.format($0) } ?? "nil" }
    return "\(show(proposal.width))×\(show(proposal.height))"
  }
}

/// One way a view's actual frame differs from its `<Frame>`.
package struct FrameDifference: Sendable, CustomStringConvertible {
  package enum Kind: Sendable {
    /// No view in the Preview has this id.
    case missingView
    /// The view exists but was never placed (e.g. inside a template nobody uses).
    case notPlaced
    /// A field is outside the tolerance.
    case field(FrameField, expected: Double, actual: Double, tolerance: Double)
  }

  package let id: String
  /// The line of the `<Frame>` element.
  package let line: Int
  package let kind: Kind

  package var description: String {
    switch kind {
    case .missingView:
      return "\(id): no view has id \"\(id)\" (Frame on line \(line))"
    case .notPlaced:
      return "\(id): the view was never placed (Frame on line \(line))"
    case .field(let field, let expected, let actual, let tolerance):
      let off = SpecNumber.format(abs(actual - expected), decimals: 4)
      return
        "\(id).\(field.rawValue): expected \(SpecNumber.format(expected, decimals: 4)), actual \(SpecNumber.format(actual, decimals: 4)) (off by \(off), tolerance \(SpecNumber.format(tolerance, decimals: 6)); line \(line))"
    }
  }
}

/// The `<ExpectDiagnostic>` check: every expected diagnostic must be produced, and every error
/// produced must be expected.
package struct DiagnosticCheck: Sendable {
  package let missing: [ExpectedDiagnostic]
  /// Errors the Preview produced that no `<ExpectDiagnostic>` describes.
  package let unexpected: [Diagnostic]
  /// Everything the Preview produced, rendered compiler-style.
  package let rendered: [String]

  package var passed: Bool { missing.isEmpty && unexpected.isEmpty }

  var reportLines: [String] {
    var lines: [String] = []
    for expected in missing {
      lines.append(
        "expected diagnostic not produced: \(expected.summary) (ExpectDiagnostic on line \(expected.location.line))"
      )
    }
    for diagnostic in unexpected {
      let at = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
      lines.append(
        "unexpected \(diagnostic.severity.rawValue) at \(at) [\(diagnostic.id)]: \(diagnostic.message)"
      )
    }
    if !rendered.isEmpty {
      lines.append("diagnostics produced:")
      for block in rendered {
        lines.append(
          contentsOf: block.split(separator: "\n", omittingEmptySubsequences: false).map {
            "  " + $0
          })
      }
    } else {
      lines.append("no diagnostics were produced")
    }
    return lines
  }
}
