import LayoutEngine
import Testing

@testable import Rendering

/// What §7.3 and §7.4 change in the drawing only: hidden views are not drawn, `zIndex` orders
/// siblings, and a cut Text shows its ellipsis where its truncation mode puts it.
@Suite struct HiddenAndTruncationDrawingTests {
  /// A style layer as the interpreter makes it: its effect already read from the call.
  func style(_ view: ViewRef, _ name: String, _ effect: StyleEffect) -> ViewRef {
    view.modifier(StyleModifier(name: name, effect: effect), kind: name)
  }

  @Test("a hidden view is laid out but not drawn")
  func hiddenIsNotDrawn() {
    let t = ViewTree()
    _ = t.hstack(
      spacing: 0,
      [
        style(t.color("red").frame(width: 40, height: 48), "hidden", .hidden),
        t.color("blue").frame(width: 40, height: 48),
      ])
    let lines = draw(t, width: 80, height: 48)
    #expect(!lines.joined().contains("red"))
    #expect(lines[2].hasPrefix("|     |blu"), "\(lines)")
  }

  @Test("a higher zIndex is drawn later, over an earlier sibling")
  func zIndexOrdersSiblings() {
    let t = ViewTree()
    _ = t.zstack([
      style(t.color("red").frame(width: 80, height: 48), "zIndex", .zIndex(1)),
      t.color("blue").frame(width: 80, height: 48),
    ])
    let lines = draw(t, width: 80, height: 48)
    #expect(lines[2].contains("red") && !lines.joined().contains("blue"), "\(lines)")
  }

  @Test(
    "the ellipsis goes where the truncation mode puts it",
    arguments: [
      (TextLayout.Truncation.head, "…rstuvwxyz"), (.middle, "abcde…wxyz"), (.tail, "abcdefghi…"),
    ])
  func truncation(mode: TextLayout.Truncation, shown: String) {
    let t = ViewTree()
    _ = t.leaf(TextLeaf("abcdefghijklmnopqrstuvwxyz"), kind: "Text")
      .modifier(TruncationModeModifier(mode), kind: "truncationMode").lineLimit(1)
      .frame(width: 80)
    let lines = draw(t, width: 80, height: 16)
    #expect(lines[1] == "|\(shown)|", "\(lines)")
  }

  @Test("head truncation of a wrapped text keeps the end of the whole text")
  func headOfWrappedText() {
    let lines = TextLayout.lines(
      "one two three four", proposal: ProposedViewSize(width: 48, height: nil), lineLimit: 2,
      metrics: TextMeasure(metrics: .default), truncation: .head)
    #expect(lines.map(\.text) == ["one", "…four"])
  }
}
