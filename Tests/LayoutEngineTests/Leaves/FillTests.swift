import Testing

@testable import LayoutEngine

/// The leaves that say they fill their proposal (`LeafLayout.fillsItsProposal`), which the
/// pass then sizes itself without asking them: their own answer must be the same for every
/// proposal and environment, or a view would size differently measured alone.
@Suite struct FillTests {
  static let fills: [any LeafLayout] =
    [ColorLeaf("red"), ShapeStyleLeaf("Material")]
    + ShapeKind.allCases.map { ShapeLeaf($0) }.filter(\.fillsItsProposal)
    + ShapeKind.allCases.map { ShapeLeaf($0, isWrapped: true) }

  static let proposals: [ProposedViewSize] = [
    .unspecified, .zero, .infinity, ProposedViewSize(width: 30, height: nil),
    ProposedViewSize(width: nil, height: 7.5), ProposedViewSize(width: 100, height: 50),
  ]

  @Test func fillsAnswerTheirProposalWithDefaults() {
    let options = LayoutOptions()
    let shared = LayoutEnvironment.Shared(
      options: options, values: EnvironmentValues(host: options), measure: nil, textIndex: 0)
    for leaf in Self.fills {
      #expect(leaf.fillsItsProposal)
      for orientation in [nil, Axis.horizontal, .vertical] {
        let environment = LayoutEnvironment(orientation: orientation, shared: shared)
        for proposal in Self.proposals {
          #expect(
            leaf.sizeThatFits(proposal, in: environment)
              == proposal.replacingUnspecifiedDimensions())
        }
      }
    }
  }

  /// A Circle is a square of its shorter side, so it is asked.
  @Test func circleIsNoFill() {
    #expect(!ShapeLeaf(.circle).fillsItsProposal)
    #expect(ShapeLeaf(.circle, isWrapped: true).fillsItsProposal)
  }
}
