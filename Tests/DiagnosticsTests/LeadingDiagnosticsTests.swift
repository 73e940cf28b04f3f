import Foundation
import MarkupSyntax
import Pipeline
import Testing

@testable import Interpreter

/// Diagnostics that lead (issue 16): an error written once is reported once however often
/// ForEach, components and templates build it; a syntax error in a modifier chain does not
/// hide the errors after it; every "not supported yet" names the closest supported markup.
/// `Documents/diagnostics/` holds the same cases as `stackup render` prints them.
@Suite struct LeadingDiagnosticsTests {
  private func diagnostics(_ markup: String) -> [Diagnostic] {
    do throws(DiagnosticError) {
      _ = try Markup.layout(SourceFile(name: "doc.xml", text: markup))
      Issue.record("the document laid out without an error")
      return []
    } catch {
      return error.diagnostics
    }
  }

  private func document(_ name: String) throws -> String {
    let url = BrokenDocuments.directory.appendingPathComponent("diagnostics/\(name).xml")
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test("an error inside nested ForEach copies and a component body is reported once")
  func forEachErrorOnce() throws {
    let found = diagnostics(try document("foreach-error-once"))
    // Fifteen copies of three mistakes: three errors, one per written place.
    #expect(
      found.map(\.id).sorted() == ["bad-argument-label", "bad-argument-label", "unknown-element"],
      "\(found.map(\.message))")
    #expect(Set(found.compactMap { $0.location?.line }) == [2, 6, 8])
  }

  @Test("a message that differs from copy to copy is still reported once per written place")
  func differingMessagesOnce() {
    // Each use passes a misspelt alignment, so each copy's message suggests another name; all
    // are the one body element's mistake.
    let found = diagnostics(
      """
      <Preview width="200" height="200">
        <Component name="Row"><Parameter name="a"/><Color name="red" modifiers=".frame(width: 5, alignment: .$(a))"/></Component>
        <VStack><ForEach count="4"><Row a="toplead"/><Row a="botom"/></ForEach></VStack>
      </Preview>
      """)
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.location?.line == 2)
  }

  @Test("an error inside a template used four times is printed once")
  func templateErrorOnce() throws {
    let found = diagnostics(try document("template-error-once"))
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.message == "'frame' has no argument 'heigth' here; did you mean 'height'?")
  }

  @Test("a syntax error in a chain does not hide the errors of the calls after it")
  func chainRecovers() throws {
    // In source order (syntax errors are found before the calls are applied).
    let found = diagnostics(try document("chain-recovers")).sorted {
      ($0.location?.column ?? 0) < ($1.location?.column ?? 0)
    }
    #expect(
      found.map(\.message) == [
        "expected ')' to close the argument list, found 'height'",
        "unknown modifier 'paddin' (no layout effect here); did you mean 'padding'?",
        "expected ')' to close the argument list, found '2'",
        "width must be a number, .infinity or nil",
        "SwiftUI's `.scenePadding` changes layout and is not supported yet; use `.padding()`",
      ])
    #expect(found.map { $0.location?.column ?? 0 } == [37, 49, 74, 90, 108])
  }

  @Test("recovery resumes only at a call outside brackets, and stops at the chain's error limit")
  func recoveryBounds() throws {
    // The `.fill(` inside the overlay's brackets is not a place to resume: one error.
    var parser = try ChainParser(".overlay(Circle() x .fill(.red)).padding(1)")
    let inner = parser.parseChainRecovering()
    #expect(inner.failures.count == 1)
    #expect(inner.calls.map(\.name) == ["padding"])
    // A thousand broken calls give at most `maxFailures` errors.
    var many = try ChainParser(String(repeating: ".frame(1 2)", count: 1000))
    #expect(many.parseChainRecovering().failures.count == ChainParser.maxFailures)
    // An unclosed bracket leaves nothing to resume at.
    var open = try ChainParser(".frame(width: 10.padding(4)")
    let unclosed = open.parseChainRecovering()
    #expect(unclosed.failures.count == 1 && unclosed.calls.isEmpty)
  }

  @Test("every view and modifier SwiftUI has that Stackup does not lay out names an alternative")
  func unsupportedNamesAnAlternative() throws {
    for name in SwiftUIVocabulary.modifierNames {
      if case .notYet(let alternative)? = ModifierCatalog.specs[name]?.status {
        #expect(alternative != nil, ".\(name) has no alternative")
      }
    }
    for name in SwiftUIVocabulary.viewNames where ElementCatalog.specs[name] == nil {
      if case .notYet(let alternative)? = SwiftUIVocabulary.viewStatus(name, implemented: false) {
        #expect(alternative != nil, "\(name) has no alternative")
      }
    }
    let found = diagnostics(try document("unsupported-names-alternatives"))
    #expect(found.count == 4)
    #expect(found.allSatisfy { $0.message.contains("not supported yet; use ") })
  }
}
