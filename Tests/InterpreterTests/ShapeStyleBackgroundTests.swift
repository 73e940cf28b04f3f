import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// `.background(Color.green)` and `.overlay(.red)` are SwiftUI's ShapeStyle forms,
/// `background(_:ignoresSafeAreaEdges:)` with `.all` by default: the fill reaches into the
/// safe area wherever the view meets it (semantics §7.7), unlike a view background.
@Suite struct ShapeStyleBackgroundTests {
  /// The frame of the Colour named `name`.
  func colorFrame(_ name: String, in laidOut: LaidOutDocument) -> Rect? {
    for index in laidOut.tree.nodes.indices
    where laidOut.tree.nodes[index].info.kind == "Color"
      && laidOut.tree.nodes[index].info.details["color"] == name
    {
      return laidOut.result.frame(of: NodeID(index: Int32(index)))
    }
    return nil
  }

  @Test("a style background grows into the safe area where its view meets it")
  func reachesIntoSafeArea() throws {
    let laidOut = try #require(
      layOut(
        """
        <Preview device="iPhone 16 Pro">
          <VStack id="screen" spacing="0" modifiers=".frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.green)">
            <Color name="red" modifiers=".frame(width: 50, height: 50).background(.purple)"/>
            <Spacer/>
            <Color name="red" modifiers=".frame(width: 50, height: 50).background(.blue)"/>
            <Spacer/>
            <Color name="gray" modifiers=".frame(height: 40).background(Color.orange, ignoresSafeAreaEdges: []).overlay(.mint.opacity(0.5), ignoresSafeAreaEdges: .bottom).background { Color.yellow }"/>
          </VStack>
        </Preview>
        """))
    // The VStack fills the safe area (y 62 to 840); its green background the whole screen.
    #expect(laidOut.frame(ofID: "screen") == Rect(x: 0, y: 62, width: 402, height: 778))
    #expect(colorFrame("green", in: laidOut) == Rect(x: 0, y: 0, width: 402, height: 874))
    // The first box meets the top edge of the safe area: its background reaches the screen's
    // top. The middle one meets no edge and keeps its size.
    #expect(colorFrame("purple", in: laidOut) == Rect(x: 176, y: 0, width: 50, height: 112))
    #expect(colorFrame("blue", in: laidOut) == Rect(x: 176, y: 431, width: 50, height: 50))
    // No edges, and a view background: inside the bar. The overlay reaches the bottom only.
    #expect(colorFrame("orange", in: laidOut) == Rect(x: 0, y: 800, width: 402, height: 40))
    #expect(colorFrame("yellow", in: laidOut) == Rect(x: 0, y: 800, width: 402, height: 40))
    #expect(colorFrame("mint", in: laidOut) == Rect(x: 0, y: 800, width: 402, height: 74))
  }

  @Test("ignoresSafeAreaEdges takes an edge set")
  func badEdges() {
    let source = SourceFile(
      name: "bad.xml",
      text:
        #"<Preview><Color name="red" modifiers=".background(.blue, ignoresSafeAreaEdges: 3)"/></Preview>"#
    )
    #expect {
      try Markup.interpret(source)
    } throws: { error in
      (error as? DiagnosticError)?.diagnostics.first?.message
        == "expected edges such as .all, .top or [.top, .bottom]"
    }
  }
}
