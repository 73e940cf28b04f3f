import LayoutEngine
import Pipeline
import TestSupport
import Testing

/// Leaf elements repeated with the same attribute values (and chains, parsed once per distinct
/// text, see `ParsedChain`) make the same views, each at its element's own place, and
/// diagnostics are reported for every element.
@Suite struct RepeatedElementTests {
  @Test("repeated leaves make the same views, with each element's own line and column")
  func sameViews() throws {
    let laidOut = try #require(
      layOut(
        preview(
          """
          <VStack>
            <Rectangle modifiers=".foregroundColor(.blue).frame(width: 5)"/>
              <Rectangle modifiers=".foregroundColor(.blue).frame(width: 5)"/>
            <Color name="red"/><Color name="red"/>
          </VStack>
          """)))
    #expect(
      laidOut.structure
        == "VStack(frame(foregroundColor(Rectangle)), frame(foregroundColor(Rectangle)), Color, Color)"
    )
    let tree = laidOut.tree
    let tops = tree[tree.root!].children.map { NodeID(index: $0) }
    let shapes = tops.prefix(2).map { top in
      [top, NodeID(index: tree[top].children[0]), tree.base(of: top)].map { tree[$0] }
    }
    for (first, copy) in zip(shapes[0], shapes[1]) {
      #expect(first.info.kind == copy.info.kind)
      #expect(first.info.details == copy.info.details)
      #expect(first.info.line + 1 == copy.info.line)
    }
    #expect(shapes.map { $0[2].info.details["color"] } == ["blue", "blue"])
    #expect(shapes.map { $0[2].info.column } == [3, 5])
    #expect(shapes.map { $0[0].info.column } == [0, 0])
    #expect(tops.suffix(2).map { tree[$0].info.column } == [3, 22])
    #expect(tops.suffix(2).map { tree[$0].info.details } == [["color": "red"], ["color": "red"]])
  }

  @Test("an unknown colour is reported for every element")
  func warningsRepeat() {
    assertDiagnostics(
      preview(#"<VStack><Color name="1️⃣redd"/><Color name="2️⃣redd"/></VStack>"#),
      expected: [
        "1️⃣": .warning(
          "unknown-color",
          "'redd' is not a standard SwiftUI colour (drawn as a neutral placeholder); did you mean 'red'?"
        ),
        "2️⃣": .warning(
          "unknown-color",
          "'redd' is not a standard SwiftUI colour (drawn as a neutral placeholder); did you mean 'red'?"
        ),
      ])
  }

  @Test("an element with an id is named, and its copies are not")
  func idsStayOwn() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Color id="a" name="red"/><Color name="red"/><Color id="b" name="red"/></VStack>"#
        )))
    #expect(laidOut.structure == "VStack(Color#a, Color, Color#b)")
  }
}
