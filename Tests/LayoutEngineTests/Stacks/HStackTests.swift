import LayoutEngine
import Testing

/// HStack sizing, fitting order and placement (semantics §1.4).
@Suite struct HStackTests {
  /// Reference case 1: `HStack(spacing:0){Rectangle();Rectangle();Rectangle()}.frame(width:300,height:100)`
  /// — each child 100×100, x = 0,100,200 inside the frame. Source: objc blog; trust A.
  @Test func case1_threeRectanglesShareTheFrame() {
    let t = ViewTree()
    let rects = (0..<3).map { t.shape(.rectangle, id: "r\($0)") }
    let frame = t.hstack(spacing: 0, rects).frame(width: 300, height: 100)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    for (i, rect) in rects.enumerated() {
      expectFrame(r, rect, relativeTo: frame, x: Double(i) * 100, y: 0, w: 100, h: 100)
    }
  }

  /// Reference case 2: `HStack(spacing:0){Rect.frame(maxWidth:100); Rect.frame(minWidth:100)}.frame(width:150,height:100)`
  /// — red 75, green 100, the HStack 175 wide overflowing the 150 frame (x = −12.5 relative to
  /// the frame). Source: objc blog; trust A.
  @Test func case2_lessFlexibleChildFirstThenOverflow() {
    let t = ViewTree()
    let red = t.shape(.rectangle, fill: "red", id: "red")
    let green = t.shape(.rectangle, fill: "green", id: "green")
    let stack = t.hstack(spacing: 0, [red.frame(maxWidth: 100), green.frame(minWidth: 100)])
    let frame = stack.frame(width: 150, height: 100)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, w: 75)
    expectFrame(r, green, w: 100)
    expectFrame(r, stack, relativeTo: frame, x: -12.5, w: 175)
  }

  /// Reference case 7: `HStack{Color.purple; Text("Hello, world"); Color.pink}` in width 200 —
  /// the text is sized first (least flexible), gets about a third of 200 − 16 and wraps to two
  /// lines. Source: FG hstack; trust A (qualitative). Numbers use the engine's 8 pt/16 pt metrics:
  /// the share is 184/3 = 61.33, "Hello," (48) and "world" (40) do not fit on one 61.33 line.
  @Test func case7_textGetsAThirdAndWraps() {
    let t = ViewTree()
    let purple = t.color("purple", id: "purple")
    let text = t.text("Hello, world", id: "text")
    let pink = t.color("pink", id: "pink")
    _ = t.hstack([purple, text, pink])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    let f = frameOf(r, text)
    #expect(f.width <= 184.0 / 3 + 0.001)
    expectFrame(r, text, w: 48, h: 32)  // two lines, widest "Hello,"
    // The colours share what is left: (184 − 48) / 2 each, 8 pt from the text on both sides.
    expectFrame(r, purple, x: 0, w: 68, h: 200)
    expectFrame(r, text, x: 76)
    expectFrame(r, pink, x: 132, w: 68)
  }

  /// Reference case 7, second part: with `.layoutPriority(1)` on the text it gets its full ideal
  /// width first. Source: FG hstack; trust A (qualitative). Ideal width = 12 × 8 = 96, one line.
  @Test func case7_priorityGivesTextItsIdealWidth() {
    let t = ViewTree()
    let purple = t.color("purple", id: "purple")
    let text = t.text("Hello, world", id: "text")
    let pink = t.color("pink", id: "pink")
    _ = t.hstack([purple, text.layoutPriority(1), pink])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, text, w: 96, h: 16)
    expectFrame(r, purple, x: 0, w: 44)
    expectFrame(r, pink, x: 156, w: 44)
  }

  /// Reference case 9: `HStack{Color.red.frame(50,50); Color.blue.frame(50,50)}.frame(150,150)`
  /// in 200² — stack (46,75,108,50); red (46,75,50,50); blue (104,75,50,50).
  /// Source: OSU-UI HVStackUITests.stackFrameElementFrameHStack; trust B.
  @Test func case9_fixedFramesInHStack() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let blue = t.sizedColor("blue", 50, 50)
    let stack = t.hstack([red.framed, blue.framed])
    _ = stack.frame(width: 150, height: 150)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 46, y: 75, w: 108, h: 50)
    expectFrame(r, red.color, x: 46, y: 75, w: 50, h: 50)
    expectFrame(r, blue.color, x: 104, y: 75, w: 50, h: 50)
  }

  /// §1.4 step 3: two children with infinite flexibility — the larger minimum goes first. Derived:
  /// in 200, B (min 120) is offered 100 and takes 120, A then gets the remaining 80. In source
  /// order A would take 100 and the stack would overflow to 220.
  @Test func infiniteFlexibilityTieLargerMinimumFirst() {
    let t = ViewTree()
    let a = t.color("a", id: "a")
    let b = t.color("b", id: "b")
    let stack = t.hstack(spacing: 0, [a.frame(minWidth: 20), b.frame(minWidth: 120)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 0, w: 200)
    expectFrame(r, a, x: 0, w: 80)
    expectFrame(r, b, x: 80, w: 120)
  }

  /// §1.4 step 3: least flexible first. Derived: a `frame(maxWidth: 50)` (flexibility 50) is offered
  /// 200/2 and takes 50; the Color (infinite flexibility) then gets 150.
  @Test func leastFlexibleFirst() {
    let t = ViewTree()
    let a = t.color("a", id: "a")
    let b = t.color("b", id: "b")
    _ = t.hstack(spacing: 0, [b, a.frame(maxWidth: 50)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, b, x: 0, w: 150)
    expectFrame(r, a, x: 150, w: 50)
  }

  /// §1.4 step 4: higher priority groups first; the minima of lower groups are reserved. Derived:
  /// the priority-1 Color gets 200 − 30 (the `minWidth: 30` sibling's minimum) − 0 = 170.
  @Test func priorityGroupsReserveLowerMinima() {
    let t = ViewTree()
    let high = t.color("high", id: "high")
    let low = t.color("low", id: "low")
    let other = t.color("other", id: "other")
    _ = t.hstack(spacing: 0, [low.frame(minWidth: 30), high.layoutPriority(1), other])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, high, x: 30, w: 170)
    expectFrame(r, low, x: 0, w: 30)
    expectFrame(r, other, x: 200, w: 0)
  }

  /// §1.4 assembling: minor offsets come from the alignment guide; `.top` and `.bottom`. Derived.
  @Test func minorAxisAlignment() {
    for (alignment, smallY) in [(VerticalAlignment.top, 50.0), (.bottom, 90.0), (.center, 70.0)] {
      let t = ViewTree()
      let tall = t.sizedColor("tall", 40, 100)
      let small = t.sizedColor("small", 40, 60)
      _ = t.hstack(alignment: alignment, spacing: 0, [tall.framed, small.framed])
      let r = t.layout(width: 200, height: 200, options: .fixedText)
      expectFrame(r, tall.color, x: 60, y: 50)
      expectFrame(r, small.color, x: 100, y: smallY)
    }
  }

  /// §1.4: with a nil major proposal every child gets (nil, minor) — its ideal width. Derived:
  /// `HStack{Color; Text("Hi")}.fixedSize(horizontal: true, vertical: false)` is 10 + 8 + 16 wide.
  @Test func nilMajorProposalUsesIdealSizes() {
    let t = ViewTree()
    let color = t.color("c", id: "c")
    let text = t.text("Hi", id: "t")
    let stack = t.hstack([color, text])
    _ = stack.fixedSize(horizontal: true, vertical: false)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 83, w: 34, h: 200)
    expectFrame(r, color, x: 83, w: 10, h: 200)
    expectFrame(r, text, x: 101, w: 16, h: 16)
  }
}
