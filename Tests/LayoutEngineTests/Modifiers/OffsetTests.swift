import LayoutEngine
import Testing

/// `.offset(x:y:)` (semantics §1.12).
@Suite struct OffsetTests {
  /// §1.12: no layout effect — the stack's size and the sibling are unchanged; the view and its
  /// subtree are reported translated. Derived: HStack(spacing: 0) of two 50² views at (50,75);
  /// the first offset by (10,5) is at (60,80), the second stays at (100,75).
  @Test func offsetLeavesSiblingsUntouched() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let blue = t.sizedColor("blue", 50, 50)
    let stack = t.hstack(spacing: 0, [red.framed.offset(x: 10, y: 5), blue.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 50, y: 75, w: 100, h: 50)
    expectFrame(r, red.framed, x: 60, y: 80, w: 50, h: 50)
    expectFrame(r, red.color, x: 60, y: 80, w: 50, h: 50)
    expectFrame(r, blue.color, x: 100, y: 75, w: 50, h: 50)
  }

  /// §1.12: the size is unchanged too. Derived: an offset Color still fills the root's 200².
  @Test func sizeUnchanged() {
    let t = ViewTree()
    let color = t.color("c", id: "c")
    _ = color.offset(x: -30, y: 40)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, color, x: -30, y: 40, w: 200, h: 200)
  }
}
