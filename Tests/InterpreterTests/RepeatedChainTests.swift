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

  @Test("a background with a view of its own is copied with its view, on each element's line")
  func replayedBackground() throws {
    // The chains share `.background(Capsule().fill(Color.blue))`: the first element's is built,
    // the others' copied (`AttachingLayer`), with each element's line.
    let laidOut = try #require(
      layOut(
        preview(
          """
          <VStack>
            <Text id="a" modifiers=".background(Capsule().fill(Color.blue)).padding(1)">A</Text>
            <Text id="b" modifiers=".background(Capsule().fill(Color.blue)).padding(2)">B</Text>
            <Text id="c" modifiers=".background(Capsule().fill(Color.blue)).padding(3)">C</Text>
          </VStack>
          """)))
    let rows = laidOut.tree[laidOut.tree.root!].children.map { NodeID(index: $0) }
    // Each row: padding > background > (Text, fill > Capsule): each node's kind and details,
    // and its line, for the background and the view it attaches.
    func described(_ row: NodeID) -> (nodes: [String], lines: Set<Int>) {
      let background = laidOut.tree[row].children[0]
      var nodes: [String] = []
      var lines: Set<Int> = []
      var pending = [background, laidOut.tree[NodeID(index: background)].children[1]]
      while let next = pending.popLast() {
        let node = laidOut.tree[NodeID(index: next)]
        let details = node.info.details.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        nodes.append("\(node.info.kind) \(details)")
        lines.insert(node.info.line)
        if next != background { pending.append(contentsOf: node.children.reversed()) }
      }
      return (nodes, lines)
    }
    let copies = rows.map(described)
    #expect(
      copies[0].nodes == [
        #"fill ["arguments=Color.blue", "color=blue"]"#, #"Capsule ["color=blue"]"#,
        #"background ["arguments=Capsule().fill(Color.blue)"]"#,
      ])
    #expect(copies[0].nodes == copies[1].nodes && copies[1].nodes == copies[2].nodes)
    #expect(copies.map(\.lines) == [[2], [3], [4]])
    // The capsules (the background's second child) are as wide as their one-letter Texts.
    let capsules = rows.map { row -> Double? in
      let background = laidOut.tree[NodeID(index: laidOut.tree[row].children[0])]
      return laidOut.result.frame(of: NodeID(index: background.children[1]))?.width
    }
    #expect(capsules == [8, 8, 8])
  }

  @Test("a background naming a template is built from each element's own template")
  func templateBackgroundNotCopied() throws {
    let laidOut = try #require(
      layOut(
        preview(
          """
          <VStack>
            <Text id="a" modifiers=".background(:bg)">A<Color template="bg" name="red"/></Text>
            <Text id="b" modifiers=".background(:bg)">B<Color template="bg" name="blue"/></Text>
          </VStack>
          """)))
    let colours = laidOut.tree.nodes.filter { $0.info.kind == "Color" }.map {
      $0.info.details["color"]
    }
    #expect(colours == ["red", "blue"])
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
