import LayoutEngine
import Testing

@testable import Rendering

/// The SVG picture of each kind of view, built with the ViewTree DSL. Expected elements follow
/// the renderer's documented rules (one unit per point, SwiftUI's light-mode colours, shapes
/// fitted to their frames as SwiftUI draws them) with each frame worked out by hand.
@Suite struct SVGRendererTests {
  /// The picture's element lines between the background and `</svg>`.
  func picture(
    _ tree: ViewTree, width: Double, height: Double, outline: Bool = false,
    expected: [SVGExpectedFrame] = []
  ) -> [String] {
    let result = tree.layout(width: width, height: height, options: .fixedText)
    let svg = SVGRenderer(outline: outline).render(
      tree, result, options: LayoutOptions.fixedText, expected: expected)
    #expect(svg.hasSuffix("</svg>\n"))
    let lines = svg.split(separator: "\n").map(String.init)
    // XML declaration, <svg …>, the white background; then the views.
    #expect(
      lines[2]
        == "<rect width=\"\(formatNumber(width))\" height=\"\(formatNumber(height))\" fill=\"#FFFFFF\"/>"
    )
    return Array(lines[3..<(lines.count - 1)])
  }

  /// A style layer as the interpreter makes it: its effect already read from the call.
  func style(_ view: ViewRef, _ name: String, _ effect: StyleEffect) -> ViewRef {
    view.modifier(StyleModifier(name: name, effect: effect), kind: name)
  }

  @Test("the document is sized to the canvas, text sized to the 8 pt advance")
  func header() {
    let t = ViewTree()
    _ = t.color("red")
    let svg = SVGRenderer().render(
      t, t.layout(width: 80, height: 48, options: .fixedText), options: LayoutOptions.fixedText)
    #expect(
      svg.hasPrefix(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="80" height="48" viewBox="0 0 80 48" \
        font-family="DejaVu Sans Mono, monospace" font-size="13.289">
        """))
  }

  @Test("colours fill their frames with SwiftUI's light-mode values; clear paints nothing")
  func colours() {
    let t = ViewTree()
    _ = t.hstack(spacing: 0, [t.color("red"), t.color("clear"), t.color("secondary")])
    #expect(
      picture(t, width: 90, height: 10) == [
        "<rect x=\"0\" y=\"0\" width=\"30\" height=\"10\" fill=\"#FF3B30\"/>",
        "<rect x=\"60\" y=\"0\" width=\"30\" height=\"10\" fill=\"#3C3C43\" fill-opacity=\"0.6\"/>",
      ])
  }

  @Test("a circle is inscribed in its frame's square; capsules and ellipses fit the frame")
  func shapes() {
    let t = ViewTree()
    _ = t.vstack(
      spacing: 0,
      [
        t.shape(.circle, fill: "blue").frame(width: 80, height: 48),
        t.shape(.capsule, fill: "green").frame(width: 80, height: 48),
        t.shape(.ellipse).frame(width: 80, height: 48),
        t.shape(.rectangle, fill: "nonsense").frame(width: 80, height: 48),
      ])
    #expect(
      picture(t, width: 80, height: 192) == [
        "<circle cx=\"40\" cy=\"24\" r=\"24\" fill=\"#007AFF\"/>",
        "<rect x=\"0\" y=\"48\" width=\"80\" height=\"48\" rx=\"24\" ry=\"24\" fill=\"#34C759\"/>",
        // Unfilled: the foreground style, black.
        "<ellipse cx=\"40\" cy=\"120\" rx=\"40\" ry=\"24\" fill=\"#000000\"/>",
        // A colour SwiftUI has no value for: a neutral half-gray placeholder.
        "<rect x=\"0\" y=\"144\" width=\"80\" height=\"48\" fill=\"#8E8E93\" fill-opacity=\"0.5\"/>",
      ])
  }

  @Test("fill and foregroundColor paint what is below them; the nearest one wins")
  func foreground() {
    let t = ViewTree()
    let inner = style(t.shape(.rectangle), "fill", .foreground(.color(NamedColor("yellow"))))
    _ = style(
      t.vstack(spacing: 0, [inner, t.shape(.rectangle), t.text("Hi")]), "foregroundColor",
      .foreground(.color(NamedColor("red"))))
    #expect(
      picture(t, width: 16, height: 48) == [
        "<rect x=\"0\" y=\"0\" width=\"16\" height=\"16\" fill=\"#FFCC00\"/>",
        "<rect x=\"0\" y=\"16\" width=\"16\" height=\"16\" fill=\"#FF3B30\"/>",
        "<text x=\"0\" y=\"44\" textLength=\"16\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#FF3B30\" xml:space=\"preserve\">Hi</text>",
      ])
  }

  @Test("stroke centres the line on the edge; strokeBorder keeps it inside")
  func strokes() {
    let t = ViewTree()
    _ = t.hstack(
      spacing: 0,
      [
        style(
          t.shape(.rectangle), "stroke",
          .stroke(.color(NamedColor("blue")), lineWidth: 4, inside: false)),
        style(
          t.shape(.circle), "strokeBorder",
          .stroke(.color(NamedColor("green")), lineWidth: 4, inside: true)),
      ])
    #expect(
      picture(t, width: 80, height: 40) == [
        "<rect x=\"0\" y=\"0\" width=\"40\" height=\"40\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"4\"/>",
        "<circle cx=\"60\" cy=\"20\" r=\"18\" fill=\"none\" stroke=\"#34C759\" stroke-width=\"4\"/>",
      ])
  }

  @Test("a background is drawn before its view, an overlay after; zIndex reorders siblings")
  func paintOrder() {
    let t = ViewTree()
    let front = style(t.color("red"), "zIndex", .zIndex(1))
    _ = t.zstack([
      front.frame(width: 10, height: 10),
      t.color("blue").frame(width: 20, height: 20).background(t.color("green"))
        .overlay(t.color("yellow").frame(width: 4, height: 4)),
    ])
    #expect(
      picture(t, width: 20, height: 20) == [
        "<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#34C759\"/>",
        "<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#007AFF\"/>",
        "<rect x=\"8\" y=\"8\" width=\"4\" height=\"4\" fill=\"#FFCC00\"/>",
        "<rect x=\"5\" y=\"5\" width=\"10\" height=\"10\" fill=\"#FF3B30\"/>",
      ])
  }

  @Test("opacity and clipping are groups around the subtree; hidden views are not drawn")
  func groups() {
    let t = ViewTree()
    _ = t.vstack(
      spacing: 0,
      [
        style(t.color("red").frame(width: 20, height: 10), "opacity", .opacity(0.25)),
        style(
          t.color("red").frame(width: 20, height: 10), "cornerRadius",
          .clip(.roundedRectangle, cornerRadius: 4)),
        style(
          t.color("red").frame(width: 20, height: 10), "clipShape", .clip(.circle, cornerRadius: 0)),
        style(t.color("red").frame(width: 20, height: 10), "hidden", .hidden),
      ])
    #expect(
      picture(t, width: 20, height: 40) == [
        "<g opacity=\"0.25\">",
        "<rect x=\"0\" y=\"0\" width=\"20\" height=\"10\" fill=\"#FF3B30\"/>",
        "</g>",
        "<clipPath id=\"clip1\"><rect x=\"0\" y=\"10\" width=\"20\" height=\"10\" rx=\"4\" ry=\"4\"/></clipPath>",
        "<g clip-path=\"url(#clip1)\">",
        "<rect x=\"0\" y=\"10\" width=\"20\" height=\"10\" fill=\"#FF3B30\"/>",
        "</g>",
        "<clipPath id=\"clip2\"><circle cx=\"10\" cy=\"25\" r=\"5\"/></clipPath>",
        "<g clip-path=\"url(#clip2)\">",
        "<rect x=\"0\" y=\"20\" width=\"20\" height=\"10\" fill=\"#FF3B30\"/>",
        "</g>",
      ])
  }

  @Test("text: wrapped lines where the layout broke them, one line height apart, escaped")
  func text() {
    let t = ViewTree()
    _ = t.text("a<b & c\"d ee").frame(width: 56)
    // 56 pt = 7 characters: "a<b & " hangs its space, "c\"d ee" is 6. The Text hugs its
    // widest line (48 pt), centred in the 56 pt frame at x = 4.
    #expect(
      picture(t, width: 56, height: 32) == [
        "<text x=\"4\" y=\"12\" textLength=\"40\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">a&lt;b &amp;</text>",
        "<text x=\"4\" y=\"28\" textLength=\"48\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">c&quot;d ee</text>",
      ])
  }

  @Test("multilineTextAlignment places shorter lines; a colour's opacity(_:) is its alpha")
  func alignmentAndAlpha() {
    let t = ViewTree()
    let text = style(
      t.text("abcd ef").frame(width: 32), "multilineTextAlignment", .lineAlignment(0.5))
    _ = t.vstack(
      spacing: 0,
      [
        text,
        style(
          t.shape(.rectangle).frame(width: 32, height: 8), "fill",
          .foreground(.color(NamedColor("red", opacity: 0.5)))),
      ])
    // "abcd" (32 pt) fills the 32 pt frame; "ef" (16 pt) is centred in it, 8 pt in.
    #expect(
      picture(t, width: 32, height: 40) == [
        "<text x=\"0\" y=\"12\" textLength=\"32\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">abcd</text>",
        "<text x=\"8\" y=\"28\" textLength=\"16\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">ef</text>",
        "<rect x=\"0\" y=\"32\" width=\"32\" height=\"8\" fill=\"#FF3B30\" fill-opacity=\"0.5\"/>",
      ])
  }

  @Test("a divider is its one-point frame in the separator colour; an image a labelled box")
  func dividerAndImage() {
    let t = ViewTree()
    _ = t.vstack(spacing: 0, [t.divider(), t.image(width: 20, height: 10, id: "logo")])
    let lines = picture(t, width: 20, height: 11)
    #expect(
      lines[0]
        == "<rect x=\"0\" y=\"0\" width=\"20\" height=\"1\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>"
    )
    #expect(lines[1] == "<svg x=\"0\" y=\"1\" width=\"20\" height=\"10\">")
    #expect(lines.contains { $0.hasSuffix(">logo</text>") })
  }

  @Test("outline: every frame, titled with kind, id and frame; expected frames dashed on top")
  func outlines() {
    let t = ViewTree()
    _ = t.color("red", id: "swatch").frame(width: 10, height: 10)
    let lines = picture(
      t, width: 10, height: 10, outline: true,
      expected: [
        SVGExpectedFrame(label: "swatch <expected>", frame: Rect(x: 1, y: 2, width: 3, height: 4))
      ])
    #expect(
      lines.contains(
        "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\"><title>frame (0, 0, 10, 10)</title></rect>"
      ))
    #expect(
      lines.contains(
        "<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\"><title>Color swatch (0, 0, 10, 10)</title></rect>"
      ))
    #expect(
      lines.contains(
        "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\"><title>swatch &lt;expected&gt; (1, 2, 3, 4)</title></rect>"
      ))
    #expect(lines.last == "</g>")
  }

  @Test("byte-identical from run to run; non-finite frames are skipped, not printed")
  func deterministic() {
    let t = ViewTree()
    _ = t.vstack([t.color("red"), t.text("hello world"), t.shape(.circle, fill: "blue")])
    let result = t.layout(width: 123.5, height: 77.25, options: .fixedText)
    let first = SVGRenderer(outline: true).render(t, result, options: LayoutOptions.fixedText)
    for _ in 0..<3 {
      #expect(
        SVGRenderer(outline: true).render(t, result, options: LayoutOptions.fixedText) == first)
    }
    let infinite = ViewTree()
    _ = infinite.color("red")
    let svg = SVGRenderer().render(
      infinite, infinite.layout(width: .infinity, height: .infinity, options: .fixedText),
      options: LayoutOptions.fixedText)
    #expect(!svg.contains("inf") && !svg.contains("nan"))
    // Finite frames whose centre overflows: the largest finite value, never `inf`.
    let huge = ViewTree()
    _ = huge.shape(.circle).frame(width: 1.5e308, height: 1.5e308).offset(x: 1.5e308)
    let overflowing = SVGRenderer().render(
      huge, huge.layout(width: 1.5e308, height: 1.5e308, options: .fixedText),
      options: LayoutOptions.fixedText)
    #expect(overflowing.contains("<circle cx=\"1.7976931348623157e+308\""))
    #expect(!overflowing.contains("inf") && !overflowing.contains("nan"))
  }
}
