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
    let json = JSONRenderer().render(tree, tree.layout(width: 80, height: 32, options: .fixedText))
    #expect(json.contains(#""contentSize": {"width": 80, "height": 100}"#))
    // Only the scroll view has one.
    #expect(json.split(separator: "\n").filter { $0.contains("contentSize") }.count == 1)
  }

  @Test("the ASCII drawing stops at the viewport: nothing of the content below it is drawn")
  func asciiClipped() {
    // The scroll view framed 32 pt tall in an 80 × 64 host: it spans cell rows 1 and 2 (y 16
    // to 48); its 100-pt content would run to the canvas's bottom without the clip.
    let t = tallContent()
    let framed = t.add(
      .modifier(FrameLayout(height: 32)), child: t.root!, info: NodeInfo(kind: "frame", line: 1))
    t.root = framed
    let lines = draw(t, width: 80, height: 64)
    #expect(lines.count == 6)
    #expect(lines[1] == "|          |")
    #expect(lines[2] == "|+sv------+|")
    #expect(lines[3] == "||red     ||")
    #expect(lines[4] == "|          |")
  }

  @Test("the SVG clips the scroll view's content to its frame")
  func svgClipped() {
    let tree = tallContent()
    let svg = SVGRenderer().render(
      tree, tree.layout(width: 80, height: 32, options: .fixedText),
      options: LayoutOptions.fixedText)
    #expect(svg.contains(#"<clipPath id="clip1"><rect x="0" y="0" width="80" height="32"/>"#))
    #expect(svg.contains(#"<g clip-path="url(#clip1)">"#))
  }
}
