import Interpreter
import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// Whole-document checks: ids are unique where they are written (ForEach copies, component
/// bodies, slots and templates repeat one written element and are not duplicates), and nested
/// ForEach and components cannot expand a document without bound.
@Suite struct DocumentCheckTests {
  private func layout(_ markup: String, maxViews: Int? = nil) throws(DiagnosticError)
    -> LaidOutDocument
  {
    var settings = RenderSettings()
    if let maxViews { settings.interpreter.maxViews = maxViews }
    return try Markup.layout(SourceFile(name: "doc.xml", text: markup), settings: settings)
  }

  private func errors(_ markup: String, maxViews: Int? = nil) -> [Diagnostic] {
    do throws(DiagnosticError) {
      _ = try layout(markup, maxViews: maxViews)
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }
    }
  }

  @Test func copiesOfOneWrittenIDAreNotDuplicates() throws {
    let laidOut = try layout(
      #"""
      <Preview width="100" height="100">
        <Component name="Badge"><Circle id="dot" modifiers=".overlay(:ring)"><Capsule template="ring" id="ring"/></Circle></Component>
        <VStack>
          <ForEach count="3"><Color id="row" name="red"/></ForEach>
          <Badge/>
          <Badge/>
          <DynamicStack><Text id="label">Hi</Text></DynamicStack>
        </VStack>
      </Preview>
      """#)
    // The first of the copies is the one an id finds (docs/spec-format.md, Frame).
    // Three rows share 100 with two more views: 5 flexible views and 4 gaps of 8.
    #expect(laidOut.frame(ofID: "row")?.minY == 0)
    #expect(laidOut.frame(ofID: "dot") != nil)
    #expect(laidOut.frame(ofID: "label") != nil)
  }

  @Test func idsWrittenTwiceAreReportedAtTheLaterOne() {
    let found = errors(
      #"""
      <Preview width="100" height="100">
        <VStack id="a">
          <Color id="a" name="red"/>
          <Color id="b" name="red"/>
          <Text id="b">x</Text>
        </VStack>
      </Preview>
      """#)
    #expect(found.map(\.id) == ["duplicate-id", "duplicate-id"])
    let lines = found.compactMap { $0.location.map { "\($0.line):\($0.column)" } }.sorted()
    // Recorded positions: the value of the second id="a" (line 3) and of id="b" on line 5.
    #expect(lines == ["3:16", "5:15"])
    #expect(
      found.contains {
        $0.message
          == "duplicate id 'a': the view at line 2, column 15 already has it; ids must be unique"
      })
  }

  @Test func nestedForEachStopsAtTheViewLimitWithOneError() {
    let found = errors(
      #"""
      <Preview width="100" height="100">
        <ForEach count="100000"><ForEach count="100000"><Color name="red"/></ForEach></ForEach>
      </Preview>
      """#, maxViews: 1_000)
    #expect(found.count == 1)
    #expect(found.first?.id == "too-many-views")
    #expect(found.first?.location?.line == 2)
  }

  @Test func emptyExpansionsCountTowardsTheLimit() {
    // A ForEach of EmptyView makes no view at all; 10^10 empty copies must still stop.
    let found = errors(
      #"""
      <Preview width="100" height="100">
        <ForEach count="100000"><ForEach count="100000"><EmptyView/></ForEach></ForEach>
        <Color name="red"/>
      </Preview>
      """#, maxViews: 1_000)
    #expect(found.map(\.id) == ["too-many-views"])
  }

  @Test func exponentialComponentsStopAtTheLimit() {
    var markup = #"<Preview width="100" height="100">"#
    markup += #"<Component name="C0"><EmptyView/></Component>"#
    for level in 1...30 {
      markup += #"<Component name="C\#(level)"><C\#(level - 1)/><C\#(level - 1)/></Component>"#
    }
    markup += "<C30/><Color name=\"red\"/></Preview>"
    let found = errors(markup, maxViews: 10_000)
    #expect(found.map(\.id) == ["too-many-views"])
  }

  @Test func documentsWithinTheLimitAreUnaffected() throws {
    let laidOut = try layout(
      #"<Preview width="100" height="100"><HStack spacing="0"><ForEach count="10"><Color id="c" name="red"/></ForEach></HStack></Preview>"#,
      maxViews: 100)
    // §1.4: ten equally flexible colours share 100: 10 each.
    #expect(laidOut.frame(ofID: "c")?.width == 10)
  }
}
