import Foundation
import LayoutEngine
import LayoutSpecs
import MarkupSyntax
import Pipeline
import Testing

/// A spec's Preview is interpreted once and laid out once per distinct proposal, within a view
/// budget over all of them (issue 34: 200 Expect blocks laid a 45k-view Preview out 200 times).
@Suite struct SpecLayoutsTests {
  static func spec(views: Int, widths: [Int]) throws -> LayoutSpec {
    let blocks = widths.map {
      #"<Expect width="\#($0)" height="100"><Frame id="a" x="0"/></Expect>"#
    }
    let text = """
      <LayoutSpec source="test" trust="derived">
      <Preview width="100" height="100"><VStack><Color id="a" name="red"/><ForEach count="\(views)"><Color name="red"/></ForEach></VStack></Preview>
      \(blocks.joined(separator: "\n"))
      </LayoutSpec>
      """
    return try LayoutSpec.load(SourceFile(name: "spec.xml", text: text))
  }

  @Test func eachDistinctProposalIsLaidOutOnce() throws {
    // 200 blocks at three widths, one of them the Preview's own.
    let spec = try Self.spec(views: 100, widths: (0..<200).map { [100, 120, 140][$0 % 3] })
    let layouts = SpecLayouts(spec, options: SpecRunOptions())
    guard case .success(let baseline) = layouts.layout(at: nil) else {
      Issue.record("the Preview did not lay out")
      return
    }
    let views = baseline.tree.count
    for expectation in spec.expectations {
      _ = layouts.layout(at: expectation.proposal, for: expectation.location)
    }
    #expect(layouts.viewsLaidOut == 3 * views)
    #expect(spec.run().passed)
  }

  @Test func layoutsPastTheViewBudgetAreLocatedErrors() throws {
    var options = SpecRunOptions()
    options.limits.maxExpandedViews = 1_000  // a budget of 5,000 views: about six layouts
    let spec = try Self.spec(views: 400, widths: Array(101...120))
    let result = spec.run(options: options)
    #expect(!result.passed)
    let report = result.failureReport
    #expect(report.components(separatedBy: "distinct proposals").count == 2, "\(report)")
    #expect(report.contains("spec.xml:"), "the first block past the budget is located: \(report)")
    #expect(report.contains("not laid out, for the reason shown at the Expect on line"))
  }
}
