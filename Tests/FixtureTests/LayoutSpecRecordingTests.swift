import LayoutSpecs
import MarkupSyntax
import Testing

/// `record` edits specs in place: it fills what is missing, keeps what is written (unless
/// forced), and leaves every other byte alone.
@Suite struct LayoutSpecRecordingTests {
  private func load(_ text: String) throws -> LayoutSpec {
    try LayoutSpec.load(SourceFile(name: "spec.xml", text: text))
  }

  @Test func fillsEmptyBlocksAndFramesKeepingComments() throws {
    let spec = try load(
      """
      <LayoutSpec source="s" trust="recorded">
        <!-- keep me -->
        <Preview width="200" height="100">
          <HStack spacing="0">
            <Color id="a" name="red"/>
            <Color id="b" name="blue"/>
          </HStack>
        </Preview>
        <Expect/>
        <Expect width="100">
          <Frame id="b"/>
        </Expect>
      </LayoutSpec>
      """)
    let outcome = try spec.record()
    #expect(
      outcome.text == """
        <LayoutSpec source="s" trust="recorded">
          <!-- keep me -->
          <Preview width="200" height="100">
            <HStack spacing="0">
              <Color id="a" name="red"/>
              <Color id="b" name="blue"/>
            </HStack>
          </Preview>
          <Expect>
            <Frame id="a" x="0" y="0" width="100" height="100"/>
            <Frame id="b" x="100" y="0" width="100" height="100"/>
          </Expect>
          <Expect width="100">
            <Frame id="b" x="50" y="0" width="50" height="100"/>
          </Expect>
        </LayoutSpec>
        """)
    #expect(outcome.changes.count == 2)
    #expect(outcome.conflicts.isEmpty)
  }

  @Test func keepsDifferingValuesUnlessForced() throws {
    let text = """
      <LayoutSpec source="s" trust="recorded">
        <Preview width="200" height="200"><Color id="c" name="red" modifiers=".frame(width: 10, height: 10)"/></Preview>
        <Expect><Frame id="c" x="1" width="10"/></Expect>
      </LayoutSpec>
      """
    let kept = try load(text).record()
    #expect(kept.text == text)
    #expect(
      kept.conflicts.map(\.message) == [
        "c.x is 95 in the layout, 1 in the spec; kept (record with --force to replace)"
      ])
    let forced = try load(text).record(force: true)
    #expect(forced.text.contains(#"<Frame id="c" x="95" width="10"/>"#))
    #expect(try load(forced.text).run().passed)
  }

  @Test func addsAnExpectBlockWhenThereIsNone() throws {
    let outcome = try load(
      """
      <LayoutSpec source="s" trust="recorded">
        <Preview width="200" height="200">
          <Color id="c" name="red" modifiers=".frame(width: 20, height: 10)"/>
        </Preview>
      </LayoutSpec>
      """
    ).record()
    #expect(
      outcome.text == """
        <LayoutSpec source="s" trust="recorded">
          <Preview width="200" height="200">
            <Color id="c" name="red" modifiers=".frame(width: 20, height: 10)"/>
          </Preview>
          <Expect width="200" height="200">
            <Frame id="c" x="90" y="95" width="20" height="10"/>
          </Expect>
        </LayoutSpec>
        """)
  }

  @Test func failureReportShowsOnlyDifferingFields() throws {
    let result = try load(
      """
      <LayoutSpec source="s" trust="derived">
        <Preview width="200" height="200"><Color id="c" name="red"/></Preview>
        <Expect><Frame id="c" x="0" y="5" width="200" tolerance="1"/><Frame id="nope" x="0"/></Expect>
      </LayoutSpec>
      """
    ).run()
    #expect(result.status == .failed)
    let report = result.failureReport
    #expect(report.contains("c.y: expected 5, actual 0 (off by 5, tolerance 1; line 3)"))
    #expect(!report.contains("c.x"))
    #expect(report.contains(#"nope: no view has id "nope""#))
    #expect(report.contains("actual layout:"))
  }
}
