import LayoutEngine
import LayoutSpecs
import MarkupSyntax
import Testing

/// The spec reader's own diagnostics: a malformed spec must say what is wrong and where.
@Suite struct LayoutSpecLoadingTests {
  private func errors(_ text: String) -> [String] {
    do throws(DiagnosticError) {
      _ = try LayoutSpec.load(SourceFile(name: "spec.xml", text: text))
      return []
    } catch {
      return error.diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
      }
    }
  }

  @Test func missingSourceAndTrust() {
    #expect(
      errors("<LayoutSpec>\n  <Preview><Color name=\"red\"/></Preview>\n</LayoutSpec>") == [
        "1:2 'LayoutSpec' needs a 'source' attribute saying where the expected numbers come from",
        "1:2 'LayoutSpec' needs a 'trust' attribute (measured, verified-configuration, derived or recorded)",
      ])
  }

  @Test func badValuesAreLocated() {
    let text = """
      <LayoutSpec source="s" trust="sure">
        <Preview><Color name="red"/></Preview>
        <Expect width="wide">
          <Frame id="a" x="1" y="one"/>
          <Frame x="2"/>
          <Box/>
        </Expect>
      </LayoutSpec>
      """
    #expect(
      errors(text) == [
        "1:31 trust must be one of measured, verified-configuration, derived, recorded, not 'sure'",
        "3:18 'width' must be a length of at least 0, inf, or nil (unspecified), not 'wide'",
        "4:28 'y' must be a number (or inf), not 'one'",
        "5:6 'Frame' needs a 'id' attribute naming the view whose frame is expected",
        "6:6 unknown element 'Box' in 'Expect'; expected 'Frame'",
      ])
  }

  @Test func notASpec() {
    #expect(
      errors("<Preview><Color name=\"red\"/></Preview>") == [
        "1:2 not a layout spec: the root element is 'Preview', expected 'LayoutSpec'"
      ])
  }

  @Test func proposalFallsBackToThePreview() throws {
    let spec = try LayoutSpec.load(
      SourceFile(
        name: "spec.xml",
        text: """
          <LayoutSpec source="s" trust="derived" tolerance="0.5">
            <Preview width="120" height="80"><Color id="c" name="red"/></Preview>
            <Expect height="nil"><Frame id="c" width="120"/></Expect>
            <Expect width="inf" tolerance="2"><Frame id="c" x="0" tolerance="3"/></Expect>
          </LayoutSpec>
          """))
    #expect(spec.expectations[0].proposal.width == 120)
    #expect(spec.expectations[0].proposal.height == nil)
    #expect(spec.expectations[0].frames[0].tolerance == 0.5)
    #expect(spec.expectations[1].proposal.width == .infinity)
    #expect(spec.expectations[1].proposal.height == 80)
    #expect(spec.expectations[1].frames[0].tolerance == 3)
  }
}
