/// How far a run's numbers can be trusted: per trust level, how many specs ran and how many
/// expected numbers (frame fields) they checked. `stackup check --format json` and the HTML
/// report show it, so a reader sees how much of a suite was recorded from SwiftUI rather than
/// derived from rules (docs/spec-format.md, "Trust").
package struct SpecTrustTally: Sendable {
  /// One trust level's share.
  package struct Share: Sendable, Equatable {
    /// Specs of this trust that ran (passed or failed).
    package var specs = 0
    /// Expected numbers those specs checked.
    package var numbers = 0
  }

  /// The shares by trust level, strongest first; levels no spec has are left out.
  package private(set) var shares: [(trust: String, share: Share)] = []

  /// The tally of `results`: specs that ran and whose trust is known.
  package init(_ results: [SpecResult]) {
    var byTrust: [String: Share] = [:]
    for result in results {
      guard let trust = result.trust else { continue }
      if case .skipped = result.status { continue }
      byTrust[trust, default: Share()].specs += 1
      byTrust[trust, default: Share()].numbers += result.numbers
    }
    for level in LayoutSpec.Trust.allCases {
      if let share = byTrust[level.rawValue] { shares.append((level.rawValue, share)) }
    }
  }
}

extension LayoutSpec {
  /// How many numbers the spec's `<Expect>` blocks check: each given x, y, width and height.
  var expectedNumberCount: Int {
    var count = 0
    for expectation in expectations {
      for frame in expectation.frames {
        for value in [frame.x, frame.y, frame.width, frame.height] where value != nil {
          count += 1
        }
      }
    }
    return count
  }

  /// `result` with this spec's trust and the count of numbers it checks.
  func tallied(_ result: SpecResult) -> SpecResult {
    var result = result
    result.trust = trust.rawValue
    result.numbers = expectedNumberCount
    return result
  }
}
