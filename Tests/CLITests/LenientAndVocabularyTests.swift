import Foundation
import TestSupport
import Testing

/// `--lenient` on render and check, and `stackup vocabulary --markdown`, as a user runs them.
@Suite("stackup --lenient and vocabulary")
struct LenientAndVocabularyTests {
  /// A pasted draft: a view and a modifier Stackup does not lay out yet, and a typo.
  static let draft = """
    <Preview width="100" height="40">
      <VStack>
        <DisclosureGroup><Text id="a">Inbox</Text></DisclosureGroup>
        <Text id="b" modifiers=".scenePadding().wobble()">Sent</Text>
      </VStack>
    </Preview>
    """

  @Test("render fails on a draft with unsupported names, and --lenient renders it with warnings")
  func renderLenient() throws {
    let file = try CommandLineTool.temporaryFile(named: "draft.xml", contents: Self.draft)
    defer { CommandLineTool.removeTemporaryFile(file) }
    let strict = try CommandLineTool.run(["render", file.path])
    #expect(strict.status == 1)
    #expect(
      strict.stderr.contains("error: `DisclosureGroup` is not supported yet; use `VStack`"))
    let lenient = try CommandLineTool.run(["render", "--lenient", file.path])
    #expect(lenient.status == 0, "\(lenient.stderr)")
    #expect(lenient.stdout.contains("Inbox") && lenient.stdout.contains("Sent"))
    #expect(lenient.stderr.contains("warning: `DisclosureGroup` is not supported yet"))
    #expect(lenient.stderr.contains("warning: unknown modifier 'wobble'"))
    #expect(
      lenient.stderr.contains(
        "warning: SwiftUI's `.scenePadding` changes layout and is not supported yet"))
  }

  @Test("check --lenient runs a spec whose Preview holds unsupported names")
  func checkLenient() throws {
    let spec = """
      <LayoutSpec source="own" trust="derived">
        <Preview width="100" height="40">
          <VStack><DisclosureGroup><Color id="c" name="red"/></DisclosureGroup></VStack>
        </Preview>
        <Expect><Frame id="c" x="0" y="0" width="100" height="40"/></Expect>
      </LayoutSpec>
      """
    let file = try CommandLineTool.temporaryFile(named: "lenient-spec.xml", contents: spec)
    defer { CommandLineTool.removeTemporaryFile(file) }
    #expect(try CommandLineTool.run(["check", file.path]).status == 1)
    let lenient = try CommandLineTool.run(["check", "--lenient", file.path])
    #expect(lenient.status == 0, "\(lenient.stdout)")
  }

  @Test(
    "the app's own modifier renders with a warning; --strict makes it an error in render and check")
  func strictAppNames() throws {
    let spec = """
      <LayoutSpec source="own" trust="derived">
        <Preview width="100" height="40">
          <Color id="c" name="red" modifiers=".showIf(isVisible).onSwipe { model.archive() }"/>
        </Preview>
        <Expect><Frame id="c" x="0" y="0" width="100" height="40"/></Expect>
      </LayoutSpec>
      """
    let file = try CommandLineTool.temporaryFile(named: "strict-spec.xml", contents: spec)
    defer { CommandLineTool.removeTemporaryFile(file) }
    let check = try CommandLineTool.run(["check", file.path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(try CommandLineTool.run(["check", "--strict", file.path]).status == 1)
    let document = """
      <Preview width="100" height="40"><Color name="red" modifiers=".showIf(isVisible)"/></Preview>
      """
    let markup = try CommandLineTool.temporaryFile(named: "strict.xml", contents: document)
    defer { CommandLineTool.removeTemporaryFile(markup) }
    let render = try CommandLineTool.run(["render", markup.path])
    #expect(render.status == 0)
    #expect(render.stderr.contains("strict.xml:1:64: warning: unknown modifier 'showIf'"))
    let strict = try CommandLineTool.run(["render", "--strict", markup.path])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("strict.xml:1:64: error: unknown modifier 'showIf'"))
  }

  @Test("vocabulary --markdown prints the table docs/porting.md holds")
  func vocabularyTable() throws {
    let run = try CommandLineTool.run(["vocabulary", "--markdown"])
    #expect(run.status == 0)
    let doc = try String(
      contentsOf: StackupBinary.packageRoot.appendingPathComponent("docs/porting.md"),
      encoding: .utf8)
    #expect(doc.contains("<!-- vocabulary:begin -->\n" + run.stdout + "<!-- vocabulary:end -->"))
    #expect(run.stdout.contains("| `.onAppear` | no layout effect |  |"))
    #expect(try CommandLineTool.run(["vocabulary"]).status == 2)
  }
}
