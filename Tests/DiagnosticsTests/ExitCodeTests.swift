import Foundation
import Testing

/// The exit codes the README documents: 0 success, 1 invalid input or a failed check, 2 usage.
@Suite(.serialized) struct ExitCodeTests {
  let invalid = "Tests/FixtureTests/Fixtures/invalid"
  let documents = "Tests/DiagnosticsTests/Documents"

  @Test func successIsZero() throws {
    let run = try StackupBinary.run(["samples/hello.xml"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("+"))
    #expect(run.stderr.isEmpty)
  }

  @Test func warningsStillSucceed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-warning-\(UUID().uuidString).xml")
    try Data(
      #"<Preview width="100" height="100"><Color name="red" modifiers=".frame(width: -10)"/></Preview>"#
        .utf8
    )
    .write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let warned = try StackupBinary.run([file.path])
    #expect(warned.status == 0)
    #expect(warned.stderr.contains(": warning: SwiftUI ignores a width of -10"))
  }

  @Test func invalidInputIsOne() throws {
    for document in ["xml/mismatched-tag.xml", "xml/utf16-le-bom.xml", "xml/empty-file.xml"] {
      let run = try StackupBinary.run(["\(documents)/\(document)"])
      #expect(run.status == 1, "\(document): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains(": error: "), "\(document): \(run.stderr)")
    }
  }

  @Test func unreadableFileIsOne() throws {
    let run = try StackupBinary.run(["no/such/file.xml"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("stackup: error: "), "\(run.stderr)")
  }

  @Test func failedCheckIsOneAndPassingCheckIsZero() throws {
    let passing = try StackupBinary.run(["check", "\(invalid)/ids/duplicate-id.xml"])
    #expect(passing.status == 0, "\(passing.stdout)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-failing-\(UUID().uuidString).xml")
    try Data(
      #"""
      <LayoutSpec source="test" trust="recorded">
        <Preview width="100" height="100"><Color id="c" name="red"/></Preview>
        <Expect><Frame id="c" width="99"/></Expect>
      </LayoutSpec>
      """#.utf8
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let failing = try StackupBinary.run(["check", file.path])
    #expect(failing.status == 1, "\(failing.stdout)")
    #expect(failing.stdout.contains("FAIL"))
  }

  @Test(arguments: [
    ["samples/hello.xml", "--no-such-option"],
    ["render"],
    ["samples/hello.xml", "--format", "yaml"],
    ["samples/hello.xml", "--width", "wide"],
  ])
  func usageErrorIsTwo(_ arguments: [String]) throws {
    let run = try StackupBinary.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(!run.stderr.isEmpty)
  }
}
