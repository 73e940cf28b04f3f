import Foundation
import TestSupport
import Testing

/// `stackup check` and `stackup record` as a user runs them.
@Suite("stackup check and record")
struct CheckCommandTests {
  /// Reference case 14's first row, with one right and one deliberately wrong expectation:
  /// SwiftUI gives the red row 61.333 pt, not 70.
  static let wrongSpec = """
    <LayoutSpec source="reference-cases.md #14" trust="verified-configuration">
      <Preview width="200" height="200">
        <VStack>
          <Color id="red" name="red"/>
          <Color id="blue" name="blue"/>
          <HStack><Color name="green"/><Color name="yellow"/></HStack>
        </VStack>
      </Preview>
      <Expect>
        <Frame id="red" x="0" y="0" width="200" height="70"/>
        <Frame id="blue" y="69.333"/>
      </Expect>
    </LayoutSpec>
    """

  @Test("a wrong expectation fails with a readable diff, the drawing and a non-zero exit")
  func wrongExpectationFails() throws {
    let spec = try CommandLineTool.temporaryFile(named: "wrong.xml", contents: Self.wrongSpec)
    defer { CommandLineTool.removeTemporaryFile(spec) }
    let run = try CommandLineTool.run(["check", spec.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("FAIL"))
    // Only the differing field is reported, with both values and the tolerance.
    #expect(run.stdout.contains("red.height: expected 70, actual 61.3333"))
    #expect(!run.stdout.contains("blue.y"))
    // The failing layout is drawn.
    #expect(run.stdout.contains("|red"))
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.last == "0 passed, 1 failed")
  }

  @Test("--format junit reports the failure for CI systems")
  func junit() throws {
    let spec = try CommandLineTool.temporaryFile(named: "wrong-junit.xml", contents: Self.wrongSpec)
    defer { CommandLineTool.removeTemporaryFile(spec) }
    let run = try CommandLineTool.run(["check", "--format", "junit", spec.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("<testsuite"))
    #expect(run.stdout.contains("<failure"))
  }

  @Test("the committed corpus passes")
  func corpusPasses() throws {
    let run = try CommandLineTool.run(["check", "Tests/FixtureTests/Fixtures"])
    #expect(run.status == 0, "\(run.stdout.suffix(2000))")
    let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix("0 failed") || last.contains("0 failed,"), "\(last)")
  }

  @Test("record fills empty expectations and keeps different values without --force")
  func record() throws {
    let spec = try CommandLineTool.temporaryFile(
      named: "record.xml",
      contents: Self.wrongSpec.replacingOccurrences(
        of: #"<Frame id="blue" y="69.333"/>"#, with: #"<Frame id="blue"/>"#))
    defer { CommandLineTool.removeTemporaryFile(spec) }
    let run = try CommandLineTool.run(["record", spec.path])
    let recorded = try String(contentsOf: spec, encoding: .utf8)
    // The empty Frame got the actual values; the wrong height was kept and reported.
    #expect(recorded.contains(#"<Frame id="blue" x="0" y="69.333"#))
    #expect(recorded.contains(#"height="70""#))
    #expect(run.stdout.contains("red") && run.stdout.contains("--force"))
  }
}
