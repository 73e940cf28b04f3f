import LayoutEngine
import Testing

/// ZStack layout (semantics §1.5) and background/overlay on it (§1.14).
@Suite struct ZStackTests {
  /// Reference case 26: `ZStack(alignment:a){red60²; blue20²}` in 200² — red (70,70,60,60); blue:
  /// center (90,90), topLeading (70,70), bottomTrailing (110,110), top (90,70), leading (70,90).
  /// Source: ZStackUITests.alignment; trust B.
  @Test(arguments: [
    (Alignment.center, 90.0, 90.0), (.topLeading, 70, 70), (.bottomTrailing, 110, 110),
    (.top, 90, 70),
    (.leading, 70, 90),
  ])
  func case26_alignment(alignment: Alignment, blueX: Double, blueY: Double) {
    let t = ViewTree()
    let red = t.sizedColor("red", 60, 60)
    let blue = t.sizedColor("blue", 20, 20)
    _ = t.zstack(alignment: alignment, [red.framed, blue.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red.color, x: 70, y: 70, w: 60, h: 60)
    expectFrame(r, blue.color, x: blueX, y: blueY, w: 20, h: 20)
  }

  /// Reference case 28: `ZStack(alignment:.leading){red200²}.overlay(alignment:.topLeading){green100²}
  /// .background(alignment:.bottomTrailing){blue100²}` in 200² — red (0,0,200,200); green
  /// (0,0,100,100); blue (100,100,100,100). Source: ZStackUITests.overlayAndBackground; trust B.
  @Test func case28_overlayAndBackground() {
    let t = ViewTree()
    let red = t.sizedColor("red", 200, 200)
    let green = t.sizedColor("green", 100, 100)
    let blue = t.sizedColor("blue", 100, 100)
    _ = t.zstack(alignment: .leading, [red.framed])
      .overlay(green.framed, alignment: .topLeading)
      .background(blue.framed, alignment: .bottomTrailing)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red.color, x: 0, y: 0, w: 200, h: 200)
    expectFrame(r, green.color, x: 0, y: 0, w: 100, h: 100)
    expectFrame(r, blue.color, x: 100, y: 100, w: 100, h: 100)
  }

  /// §1.5: only the children with the maximum layoutPriority size the ZStack; the others are still
  /// placed, centred on the same point. Derived: a 150² child with priority −1 next to a 50² one
  /// leaves the stack 50×50 at (75,75), the big child overflowing to (25,25).
  @Test func onlyMaximumPriorityChildrenSizeTheStack() {
    let t = ViewTree()
    let small = t.sizedColor("small", 50, 50)
    let big = t.sizedColor("big", 150, 150)
    let stack = t.zstack([small.framed, big.framed.layoutPriority(-1)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 75, y: 75, w: 50, h: 50)
    expectFrame(r, small.color, x: 75, y: 75, w: 50, h: 50)
    expectFrame(r, big.color, x: 25, y: 25, w: 150, h: 150)
  }

  /// §1.5 and §4.1: the size is the union of the aligned frames (FG), so an explicit centre guide
  /// that pushes a child out grows the stack. Derived: red 60² (centre 30) and blue 20² with an
  /// explicit horizontal centre of −20: 30 before the line, max(30, 40) after → 70 wide.
  @Test func sizeIsUnionOfAlignedFrames() {
    let t = ViewTree()
    let red = t.sizedColor("red", 60, 60)
    let blue = t.sizedColor("blue", 20, 20)
    let stack = t.zstack([red.framed, blue.framed.alignmentGuide(.horizontalCenter, .number(-20))])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 65, y: 70, w: 70, h: 60)
    expectFrame(r, red.color, x: 65, y: 70)
    expectFrame(r, blue.color, x: 115, y: 90)
  }

  /// §1.5: every child is proposed the ZStack's final size. Derived: a Color next to a 80×40 frame
  /// in a fixed-size ZStack takes 80×40 (the counted maximum), not the 200² proposal.
  @Test func childrenAreProposedTheFinalSize() {
    let t = ViewTree()
    let fixed = t.sizedColor("fixed", 80, 40)
    let fill = t.color("fill", id: "fill")
    _ = t.zstack([fixed.framed, fill]).fixedSize()
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, fill, x: 60, y: 80, w: 80, h: 40)
  }
}
