import Foundation
import TestSupport
import Testing

/// `check --format github` (what action.yml runs): one workflow command per problem, on the
/// spec line it concerns, with GitHub's escaping; nothing for a passing spec.
@Suite struct GitHubAnnotationTests {
  @Test("each failing frame and diagnostic is an ::error on its spec line")
  func failures() throws {
    let spec = """
      <LayoutSpec source="test" trust="recorded">
        <Preview width="200" height="200">
          <Color id="a" name="red" modifiers=".frame(width: 50, height: 50)"/>
        </Preview>
        <Expect>
          <Frame id="a" x="51" y="75" width="50" height="50"/>
        </Expect>
        <ExpectDiagnostic severity="error" code="unknown-element" line="3"/>
      </LayoutSpec>

      """
    let file = try StackupBinary.temporaryFile(named: "bad, spec.xml", contents: spec)
    defer { StackupBinary.removeTemporaryFile(file) }
    let run = try StackupBinary.run(["check", file.path, "--format", "github"])
    #expect(run.status == 1)
    // The file name's comma is escaped, as every property's `:` and `,` must be.
    let name = file.path.replacingOccurrences(of: ",", with: "%2C")
    #expect(
      run.stdout == """
        ::error file=\(name),line=8,title=Layout spec::expected diagnostic not produced: error at 3:* [unknown-element]
        ::error file=\(name),line=6,title=Layout spec::a.x: expected 51, actual 75 (off by 24, tolerance 0.01; line 6)

        """)
  }

  @Test("a passing spec prints nothing and exits 0")
  func passing() throws {
    let run = try StackupBinary.run([
      "check", "Tests/FixtureTests/Fixtures/stacks", "--format", "github",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
  }
}
