import LayoutEngine
import Testing

@testable import Rendering

/// The renderers draw a style layer from its parsed value and never from text: each node's
/// `arguments` detail here says the opposite of its value, so a renderer that read the text
/// would draw these differently.
@Suite struct TypedStyleDrawingTests {
  /// Red over blue by its zIndex of 1, though its text says -5; a rounded rectangle whose
  /// radius detail says 0; a border whose detail names no stroke.
  func tree() -> ViewTree {
    let t = ViewTree()
    let red = t.add(
      .leaf(ColorLeaf("red")), info: NodeInfo(kind: "Color", details: ["color": "red"]))
    let front = t.add(
      .modifier(StyleModifier(name: "zIndex", effect: .zIndex(1))), child: red,
      info: NodeInfo(kind: "zIndex", details: ["arguments": "-5"]))
    let blue = t.add(
      .leaf(ColorLeaf("blue")), info: NodeInfo(kind: "Color", details: ["color": "blue"]))
    let stack = t.add(
      .container(AnyLayout(ZStackLayout())), children: [front, blue],
      info: NodeInfo(kind: "ZStack"))
    let rounded = t.add(
      .leaf(ShapeLeaf(.roundedRectangle, fill: "green", cornerRadius: 4)),
      info: NodeInfo(kind: "RoundedRectangle", details: ["cornerRadius": "0"]))
    let frames = [
      t.add(
        .modifier(FrameLayout(width: 80, height: 48)), child: stack, info: NodeInfo(kind: "frame")),
      t.add(
        .modifier(FrameLayout(width: 80, height: 16)), child: rounded, info: NodeInfo(kind: "frame")
      ),
    ]
    t.root = t.add(
      .container(AnyLayout(VStackLayout(spacing: 0))), children: frames,
      info: NodeInfo(kind: "VStack"))
    return t
  }

  @Test func svgReadsValues() {
    let t = tree()
    let svg = SVGRenderer().render(
      t, t.layout(width: 80, height: 64, options: .fixedText), options: LayoutOptions.fixedText
    ).split(separator: "\n").map(String.init)
    let red = svg.firstIndex { $0.contains("#FF3B30") }
    let blue = svg.firstIndex { $0.contains("#007AFF") }
    #expect(red != nil && blue != nil && blue! < red!, "\(svg)")
    #expect(svg.contains { $0.contains("fill=\"#34C759\"") && $0.contains("rx=\"4\"") })
  }

  @Test func asciiReadsValues() {
    let t = tree()
    let drawing = draw(t, width: 80, height: 64)
    #expect(drawing.joined().contains("red") && !drawing.joined().contains("blue"), "\(drawing)")
  }
}
