import Testing

@testable import Interpreter

/// The expansion budget's counting rules, without building views: each limit is reported by
/// the first step past it and by no later one, and views made inside expansions are counted
/// once, by the outermost.
@Suite struct ExpansionBudgetTests {
  private func budget(_ change: (inout InterpreterSettings) -> Void) -> ExpansionBudget {
    var settings = InterpreterSettings()
    change(&settings)
    return ExpansionBudget(settings)
  }

  @Test("element depth: the first level past the bound is reached, the next exhausted")
  func depth() {
    var b = budget { $0.maxDepth = 2 }
    #expect(b.enterElement() == .within)
    #expect(b.enterElement() == .within)
    #expect(b.enterElement() == .reached)
    #expect(b.enterElement() == .exhausted)
    for _ in 0..<3 { b.leaveElement() }
    #expect(b.enterElement() == .within)
    b.leaveElement()
    b.leaveElement()
    // Passing the bound again is not reported again.
    _ = b.enterElement()
    _ = b.enterElement()
    #expect(b.enterElement() == .exhausted)
  }

  @Test("text: the bound itself is within; nothing is counted once it is passed")
  func text() {
    var b = budget { $0.maxExpandedText = 10 }
    #expect(b.addText(6) == .within)
    #expect(b.addText(4) == .within)
    #expect(!b.textLimitReached)
    #expect(b.addText(1) == .reached)
    #expect(b.textLimitReached)
    #expect(b.addText(0) == .exhausted)
  }

  @Test("views plus expansions pass maxViews once")
  func views() {
    var b = budget { $0.maxViews = 5 }
    #expect(b.addExpansion(viewCount: 2) == .within)
    #expect(b.addExpansion(viewCount: 2) == .within)
    #expect(b.addExpansion(viewCount: 2) == .within)
    #expect(b.addExpansion(viewCount: 2) == .pastViews)
    #expect(b.viewLimitReached)
    #expect(b.addExpansion(viewCount: 0) == .exhausted)
  }

  @Test("views made inside nested expansions count once, toward maxExpandedViews")
  func expandedViews() {
    var b = budget { $0.maxExpandedViews = 6 }
    b.beginExpansion(viewCount: 10)
    b.beginExpansion(viewCount: 11)
    b.endExpansion(viewCount: 12)
    #expect(b.isExpanding)
    #expect(b.expandedViews(viewCount: 13) == 3)
    b.endExpansion(viewCount: 13)
    #expect(!b.isExpanding)
    // Views made after the outermost expansion ended are the document's own.
    #expect(b.expandedViews(viewCount: 50) == 3)
    b.beginExpansion(viewCount: 50)
    #expect(b.addExpansion(viewCount: 51) == .within)  // 3 + 1 made, 1 expansion
    #expect(b.addExpansion(viewCount: 52) == .pastExpandedViews)  // 3 + 2 made, 2 expansions
  }

  @Test("a diagnostic counts as an expansion only inside one")
  func diagnostics() {
    var b = budget { $0.maxViews = 2 }
    b.addDiagnostic()
    #expect(b.expansionWork == 0)
    b.beginExpansion(viewCount: 0)
    b.addDiagnostic()
    #expect(b.expansionWork == 1)
    #expect(b.addExpansion(viewCount: 0) == .within)
    #expect(b.addExpansion(viewCount: 0) == .pastViews)
  }
}
