import LayoutEngine
import Pipeline

/// Spec results as JSON, for tools that want more than pass/fail: every spec's status and, for
/// a failing one, each differing field with its numbers. The shape is documented in
/// docs/spec-format.md; keys are always written in the same order, one spec per line.
package enum JSONSpecReport {
  /// A JSON document of `results`.
  package static func render(_ results: [SpecResult]) -> String {
    let failed = results.filter { $0.status == .failed }.count
    let passed = results.filter { $0.status == .passed }.count
    var json = "{\"summary\":{\"total\":\(results.count),\"passed\":\(passed),"
    json += "\"failed\":\(failed),\"skipped\":\(results.count - passed - failed),\"trust\":{"
    json += SpecTrustTally(results).shares.map {
      "\(string($0.trust)):{\"specs\":\($0.share.specs),\"numbers\":\($0.share.numbers)}"
    }.joined(separator: ",")
    json += "}},\n\"specs\":["
    for (index, result) in results.enumerated() {
      json += index == 0 ? "\n" : ",\n"
      json += "{\"file\":\(string(result.name)),"
      if let trust = result.trust {
        json += "\"trust\":\(string(trust)),\"numbers\":\(result.numbers),"
      }
      switch result.status {
      case .passed:
        json += "\"status\":\"passed\"}"
      case .skipped(let reason):
        json += "\"status\":\"skipped\",\"reason\":\(string(reason))}"
      case .failed:
        json +=
          "\"status\":\"failed\",\"problems\":[\(result.problems.map(string).joined(separator: ","))],"
        json +=
          "\"expectations\":[\(result.proposals.filter { !$0.passed }.map(expectation).joined(separator: ","))],"
        json += "\"report\":\(string(result.failureReport))}"
      }
    }
    return json + "\n]}\n"
  }

  /// One failing `<Expect>` block.
  private static func expectation(_ proposal: ProposalResult) -> String {
    var json =
      "{\"line\":\(proposal.line),\"proposal\":{\"width\":\(number(proposal.proposal.width)),"
    json += "\"height\":\(number(proposal.proposal.height))},"
    json += "\"layoutError\":\(proposal.layoutError.map(string) ?? "null"),\"differences\":["
    json += proposal.differences.map(difference).joined(separator: ",")
    return json + "]}"
  }

  private static func difference(_ difference: FrameDifference) -> String {
    var json = "{\"id\":\(string(difference.id)),\"line\":\(difference.line),"
    switch difference.kind {
    case .missingView:
      json += "\"kind\":\"missing-view\""
    case .notPlaced:
      json += "\"kind\":\"not-placed\""
    case .field(let field, let expected, let actual, let tolerance):
      json += "\"kind\":\"field\",\"field\":\"\(field.rawValue)\",\"expected\":\(number(expected)),"
      json += "\"actual\":\(number(actual)),\"tolerance\":\(number(tolerance))"
    }
    return json + "}"
  }

  /// A number as the spec writes it (up to 6 decimals); infinities, which JSON cannot hold, as
  /// the strings `"inf"`/`"-inf"`; nil as `null`.
  static func number(_ value: Double?) -> String {
    guard let value else { return "null" }
    let text = SpecNumber.format(value, decimals: 6)
    return value.isFinite ? text : "\"\(text)\""
  }

  /// A JSON string literal (`JSONStringLiteral`).
  static func string(_ text: String) -> String { JSONStringLiteral.of(text) }
}
