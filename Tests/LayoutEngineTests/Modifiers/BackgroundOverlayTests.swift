import LayoutEngine
import Testing

/// `.background` / `.overlay` (semantics §1.14).
@Suite struct BackgroundOverlayTests {
  /// §1.14: the secondary view never affects layout; it is proposed the primary's final size and
  /// centred. Derived: a 120² background behind a 50² view in an HStack(spacing: 0) of two 50²
  /// views leaves the stack 100×50 at (50,75); the background is at (50 + 25 − 60, 75 + 25 − 60).
  @Test func secondaryDoesNotAffectLayout() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 50)
    let b = t.sizedColor("b", 50, 50)
    let big = t.sizedColor("big", 120, 120)
    let stack = t.hstack(spacing: 0, [a.framed.background(big.framed), b.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 50, y: 75, w: 100, h: 50)
    expectFrame(r, big.color, x: 15, y: 40, w: 120, h: 120)
    expectFrame(r, b.color, x: 100, y: 75)
  }

  /// §1.14: `background(Color)` fills the primary's size; an overlay's alignment. Derived: a Text
  /// "Hello" (40×16) as root at (80,92): its background Color is exactly 40×16 there; a 10² overlay
  /// aligned `.bottomTrailing` sits at (110,98).
  @Test func colorBackgroundFillsPrimaryAndOverlayAligns() {
    let t = ViewTree()
    let text = t.text("Hello", id: "text")
    let bg = t.color("bg", id: "bg")
    let badge = t.sizedColor("badge", 10, 10)
    _ = text.background(bg).overlay(badge.framed, alignment: .bottomTrailing)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, text, x: 80, y: 92, w: 40, h: 16)
    expectFrame(r, bg, x: 80, y: 92, w: 40, h: 16)
    expectFrame(r, badge.color, x: 110, y: 98, w: 10, h: 10)
  }
}
