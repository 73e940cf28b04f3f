import LayoutEngine
import Pipeline
import TestSupport
import Testing

/// A `modifiers` chain repeated on many elements is read once and its layers copied (see
/// `ParsedChain`): the copies must be the layers a fresh reading makes, and diagnostics must
/// still be reported for every element, at that element's own text.
@Suite struct RepeatedChainTests {
  @Test("repeated chains make the same layers, with each element's own line")
  func sameLayers() throws {
    let laidOut = try #require(
      layOut(
        preview(
          """
          <VStack>
            <Color id="a" name="red" modifiers=".frame(width: 10).padding(2).opacity(0.5)"/>
            <Color id="b" name="red" modifiers=".frame(width: 10).padding(2).opacity(0.5)"/>
          </VStack>
          """)))
    #expect(
      laidOut.structure
        == "VStack(opacity(padding(frame(Color#a))), opacity(padding(frame(Color#b))))")
    let stack = laidOut.tree[laidOut.tree.root!]
    let layers = stack.children.map { laidOut.tree[NodeID(index: $0)].info }
    #expect(layers.map(\.line) == [2, 3])
    #expect(layers.map { $0.details["arguments"] } == ["0.5", "0.5"])
    #expect(laidOut.frameArray("a").suffix(2) == laidOut.frameArray("b").suffix(2))
  }

  @Test("a replayed colour style labels its own element's view, unless it has a colour")
  func replayedColour() throws {
    // The second and third chains share the first's `.foregroundStyle(.blue)` call, and so
    // its layer (`ChainCalls`); the third's view was labelled red by its own first call.
    let laidOut = try #require(
      layOut(
        preview(
          """
          <VStack>
            <Text id="a" modifiers=".foregroundStyle(.blue).padding(1)">A</Text>
            <Text id="b" modifiers=".foregroundStyle(.blue).padding(2)">B</Text>
            <Circle id="c" modifiers=".foregroundStyle(.red).foregroundStyle(.blue)"/>
          </VStack>
          """)))
    func color(_ id: String) throws -> String? {
      let node = try #require(laidOut.node(id))
      return laidOut.tree[laidOut.tree.base(of: node)].info.details["color"]
    }
    #expect(try color("a") == "blue")
    #expect(try color("b") == "blue")
    #expect(try color("c") == "red")
  }

  @Test("a warning made by a repeated chain is reported for every element")
  func warningsRepeat() {
    assertDiagnostics(
      preview(
        """
        <VStack><Color name="red" modifiers=".frame(width: 1️⃣-5)"/><Color name="red" modifiers=".frame(width: 2️⃣-5)"/></VStack>
        """),
      expected: [
        "1️⃣": .warning("frame-invalid", "SwiftUI ignores a width of -5"),
        "2️⃣": .warning("frame-invalid", "SwiftUI ignores a width of -5"),
      ])
  }

  @Test("a syntax error in a repeated chain is reported for every element")
  func errorsRepeat() {
    assertDiagnostics(
      preview(
        """
        <VStack><Color name="red" modifiers=".padding(1️⃣#)"/><Color name="red" modifiers=".padding(2️⃣#)"/></VStack>
        """),
      expected: [
        "1️⃣": .error("modifier-syntax", "unexpected character '#'"),
        "2️⃣": .error("modifier-syntax", "unexpected character '#'"),
      ])
  }
}
