import MarkupSyntax
import Pipeline
import TestSupport
import Testing

@testable import Interpreter

/// The standard components are declared only when a document names one of them
/// (`Builder.component(named:)`): what that relies on, and that they still work and are
/// still suggested.
@Suite struct StandardComponentsTests {
  /// `StandardComponents.names` is what the library declares, and the library declares
  /// nothing else (no constant or image asset, which documents would read from it).
  @Test func namesAreTheLibrarysComponents() throws {
    let declared = try #require(Builder.standardDeclarations)
    #expect(Set(declared.keys) == Set(StandardComponents.names))
    let tree = try #require(StandardComponents.trees.first)
    #expect(tree.elements(named: "Constant").isEmpty && tree.elements(named: "ImageAsset").isEmpty)
  }

  @Test("a document that names a standard component gets it, declared when named")
  func declaredWhenNamed() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Text id="t">A</Text><DynamicStack spacing="4"><Text>B</Text><Text>C</Text></DynamicStack></VStack>"#,
          width: 300)))
    #expect(laidOut.structure.contains("ViewThatFits(HStack(~Slot(Text, Text))"))
  }

  @Test("a misspelt standard component is suggested")
  func suggested() {
    assertDiagnostics(
      preview("<1️⃣DynamicStak><Text>A</Text></DynamicStak>"),
      expected: [
        "1️⃣": .error(
          "unknown-element", "unknown element 'DynamicStak'; did you mean 'DynamicStack'?")
      ])
  }

  @Test("a document's own component of a standard name replaces it")
  func documentReplaces() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Component name="DynamicStack"><Color name="red"/></Component><DynamicStack id="d"/>"#
        )))
    #expect(laidOut.structure.contains("Color"))
    #expect(!laidOut.structure.contains("ViewThatFits"))
  }
}
