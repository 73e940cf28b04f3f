import LayoutEngine
import Testing

@testable import Rendering

/// What renderers do with scroll views (semantics §5.4): JSON reports the content's size, and
/// the ASCII and SVG drawings clip the content to the viewport.
@Suite struct ScrollOutputTests {
  /// A vertical scroll view, 80 × 32 in the host, over a 10 × 100 column of red at its top.
  private func tallContent() -> ViewTree {
    let t = ViewTree()
    let fill = t.add(
      .leaf(ColorLeaf("red")), info: NodeInfo(kind: "Color", line: 3, details: ["color": "red"]))
    let frame = t.add(
      .modifier(FrameLayout(width: 80, height: 100)), child: fill,
      info: NodeInfo(kind: "frame", line: 3))
    let scroll = t.add(
      .container(AnyLayout(ScrollViewLayout())), children: [frame],
      info: NodeInfo(kind: "ScrollView", id: "sv", line: 2))
    t.root = scroll
    return t
  }

  @Test("JSON gives a scroll view's content size, at scroll offset zero")
  func contentSize() {
    let tree = tallContent()
    let json = JSONRenderer().render(tree, tree.layout(width: 80, height: 32))
    #expect(json.contains(#""contentSize": {"width": 80, "height": 100}"#))
    // Only the scroll view has one.
    #expect(json.components(separatedBy: "contentSize").count == 2)
  }

  @Test("the ASCII drawing stops at the viewport: nothing of the content below it is drawn")
  func asciiClipped() {
    let lines = draw(tallContent(), width: 80, height: 32)
    // 80 × 32 pt is 10 × 2 cells, plus the border: 4 lines, the content filling both rows
    // without its bottom edge (which lies 100 pt down, outside the viewport).
    #expect(lines.count == 4)
    #expect(lines[1] == "|+--------+|")
    #expect(lines[2] == "||red     ||")
  }

  @Test("the SVG clips the scroll view's content to its frame")
  func svgClipped() {
    let tree = tallContent()
    let svg = SVGRenderer().render(
      tree, tree.layout(width: 80, height: 32), options: LayoutOptions())
    #expect(svg.contains(#"<clipPath id="clip1"><rect x="0" y="0" width="80" height="32"/>"#))
    #expect(svg.contains(#"<g clip-path="url(#clip1)">"#))
  }
}
