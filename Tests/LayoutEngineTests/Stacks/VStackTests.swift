import LayoutEngine
import Testing

/// VStack layout (semantics §1.4), groups (§1.18) and the root (§1.20).
@Suite struct VStackTests {
  /// Reference case 6: `VStack{rect150x30; rect150x30; rect150x30}` (Rectangle.frame(150,30)),
  /// spacing nil — gaps 8 and 8, stack 150×106. Source: FB spacing-of-swiftui (qualitative
  /// "about 8"); trust A−.
  @Test func case6_defaultGapsBetweenRectanglesAreEight() {
    let t = ViewTree()
    let rects = (0..<3).map { t.shape(.rectangle, id: "r\($0)") }
    let stack = t.vstack(rects.map { $0.frame(width: 150, height: 30) })
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, w: 150, h: 106)
    let f = rects.map { frameOf(r, $0) }
    #expect(approx(f[1].minY - f[0].maxY, 8))
    #expect(approx(f[2].minY - f[1].maxY, 8))
  }

  /// Reference case 6, second part: replacing the middle rectangle with a Text gives unequal gaps
  /// ≠ 8. Source: FB spacing-of-swiftui (qualitative "about 8"); trust A−. The exact values are
  /// §1.3 with the engine's default metrics (line 16, ascent 12, cap 9, descent 4, t = 2):
  /// plain above text 16 + 2 − 12 = 6, text above plain max(18 − 9, 2 + 4) = 9.
  @Test func case6_textInTheMiddleMakesGapsUnequal() {
    let t = ViewTree()
    let top = t.shape(.rectangle, id: "top")
    let text = t.text("Hi", id: "text")
    let bottom = t.shape(.rectangle, id: "bottom")
    _ = t.vstack([top.frame(width: 150, height: 30), text, bottom.frame(width: 150, height: 30)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    let above = frameOf(r, text).minY - frameOf(r, top).maxY
    let below = frameOf(r, bottom).minY - frameOf(r, text).maxY
    #expect(!approx(above, 8))
    #expect(!approx(below, 8))
    #expect(!approx(above, below))
    #expect(approx(above, 6))
    #expect(approx(below, 9))
  }

  /// Reference case 10: `VStack{Color.red.frame(50,50); Color.blue.frame(50,50)}.frame(150,150)`
  /// in 200² — VStack (75,46,50,108); red (75,46); blue (75,104).
  /// Source: …stackFrameElementFrameVStack; trust B.
  @Test func case10_fixedFramesInVStack() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let blue = t.sizedColor("blue", 50, 50)
    let stack = t.vstack([red.framed, blue.framed])
    _ = stack.frame(width: 150, height: 150)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 75, y: 46, w: 50, h: 108)
    expectFrame(r, red.color, x: 75, y: 46, w: 50, h: 50)
    expectFrame(r, blue.color, x: 75, y: 104, w: 50, h: 50)
  }

  /// Reference case 12: `VStack(spacing:20){red40; blue40; HStack(spacing:30){green40; yellow40}}`
  /// in 200² — VStack (45,20,110,160); red (80,20); blue (80,80); green (45,140); yellow (115,140).
  /// Source: …elementFrameSpacingHVStack; trust B.
  @Test func case12_explicitSpacingNested() {
    let t = ViewTree()
    let red = t.sizedColor("red", 40, 40)
    let blue = t.sizedColor("blue", 40, 40)
    let green = t.sizedColor("green", 40, 40)
    let yellow = t.sizedColor("yellow", 40, 40)
    let stack = t.vstack(
      spacing: 20, [red.framed, blue.framed, t.hstack(spacing: 30, [green.framed, yellow.framed])])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 45, y: 20, w: 110, h: 160)
    expectFrame(r, red.color, x: 80, y: 20, w: 40, h: 40)
    expectFrame(r, blue.color, x: 80, y: 80, w: 40, h: 40)
    expectFrame(r, green.color, x: 45, y: 140, w: 40, h: 40)
    expectFrame(r, yellow.color, x: 115, y: 140, w: 40, h: 40)
  }

  /// Reference case 14: `VStack{Color.red; Color.blue; HStack{Color.green; Color.yellow}}` in 200²
  /// — red (0,0,200,61.333); blue (0,69.333,200,61.333); green (0,138.667,96,61.333);
  /// yellow (104,138.667,96,61.333). Source: …defaultHVStack; trust B.
  @Test func case14_defaultSpacingUnroundedShares() {
    let t = ViewTree()
    let red = t.color("red", id: "red")
    let blue = t.color("blue", id: "blue")
    let green = t.color("green", id: "green")
    let yellow = t.color("yellow", id: "yellow")
    _ = t.vstack([red, blue, t.hstack([green, yellow])])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 0, y: 0, w: 200, h: 61.333)
    expectFrame(r, blue, x: 0, y: 69.333, w: 200, h: 61.333)
    expectFrame(r, green, x: 0, y: 138.667, w: 96, h: 61.333)
    expectFrame(r, yellow, x: 104, y: 138.667, w: 96, h: 61.333)
  }

  /// Reference case 16: `VStack(spacing:20){Color.red; Color.yellow.frame(10,10); Color.blue}` in
  /// 200² — red (0,0,200,75); yellow (95,95,10,10); blue (0,125,200,75).
  /// Source: …sameSizeInVStack; trust B.
  @Test func case16_fixedChildBetweenFlexibleOnes() {
    let t = ViewTree()
    let red = t.color("red", id: "red")
    let yellow = t.sizedColor("yellow", 10, 10)
    let blue = t.color("blue", id: "blue")
    _ = t.vstack(spacing: 20, [red, yellow.framed, blue])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 0, y: 0, w: 200, h: 75)
    expectFrame(r, yellow.color, x: 95, y: 95, w: 10, h: 10)
    expectFrame(r, blue, x: 0, y: 125, w: 200, h: 75)
  }

  /// Reference case 36: `Group{Color.red; Group{Color.blue; Color.green}}.frame(width:100,height:100)`
  /// as root — three 100×100 views in an implicit VStack 100×316: red (50,−58), blue (50,50),
  /// green (50,158). Source: GroupUITests.groupColor; trust B. The DSL has no group modifiers, so
  /// the frame is written on each element (§1.18) and the host's implicit VStack is explicit.
  @Test func case36_groupAsRootInImplicitVStack() {
    let t = ViewTree()
    let red = t.sizedColor("red", 100, 100)
    let blue = t.sizedColor("blue", 100, 100)
    let green = t.sizedColor("green", 100, 100)
    let root = t.vstack([t.group([red.framed, t.group([blue.framed, green.framed])])])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, root, w: 100, h: 316)
    expectFrame(r, red.color, x: 50, y: -58, w: 100, h: 100)
    expectFrame(r, blue.color, x: 50, y: 50, w: 100, h: 100)
    expectFrame(r, green.color, x: 50, y: 158, w: 100, h: 100)
  }

  /// Reference case 38: `VStack{Color.red; Color.green; ForEach(0..<1){_ in red20²; Spacer(); blue20²}}`
  /// in 200² — red (0,0,200,68); green (0,76,200,68); red20 (90,152); spacer (100,172,0,8);
  /// blue20 (90,180). Source: same test (view 1; the test carries bug tag #669); trust B−.
  /// ForEach is a group whose elements splice into the VStack (§1.18).
  @Test func case38_forEachElementsSpliceIntoTheStack() {
    let t = ViewTree()
    let red = t.color("red", id: "red")
    let green = t.color("green", id: "green")
    let red20 = t.sizedColor("red20", 20, 20)
    let spacer = t.spacer(id: "spacer")
    let blue20 = t.sizedColor("blue20", 20, 20)
    _ = t.vstack([red, green, t.group([red20.framed, spacer, blue20.framed])])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 0, y: 0, w: 200, h: 68)
    expectFrame(r, green, x: 0, y: 76, w: 200, h: 68)
    expectFrame(r, red20.color, x: 90, y: 152, w: 20, h: 20)
    expectFrame(r, spacer, x: 100, y: 172, w: 0, h: 8)
    expectFrame(r, blue20.color, x: 90, y: 180, w: 20, h: 20)
  }

  /// §1.4 placement: a nil minor proposal is replaced by the stack's actual minor size, so in
  /// `VStack{Text; Color; Text}.fixedSize()` the Color is as wide as the widest text (SCUI #453).
  /// Derived: "Hello" is 40 wide; gaps are 9 (text above plain) and 6 (plain above text).
  @Test func placementReplacesNilMinorWithStackWidth() {
    let t = ViewTree()
    let short = t.text("Hi", id: "short")
    let color = t.color("c", id: "c")
    let long = t.text("Hello", id: "long")
    let stack = t.vstack([short, color, long])
    _ = stack.fixedSize()
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, w: 40, h: 57)
    expectFrame(r, color, x: 80, w: 40, h: 10)
    expectFrame(r, short, x: 92, w: 16)
    expectFrame(r, long, x: 80, w: 40)
  }

  /// §1.4 alignment: `VStack(alignment: .leading)` / `.trailing` line children up on that edge. Derived.
  @Test func horizontalAlignment() {
    for (alignment, narrowX) in [
      (HorizontalAlignment.leading, 50.0), (.trailing, 110.0), (.center, 80.0),
    ] {
      let t = ViewTree()
      let wide = t.sizedColor("wide", 100, 20)
      let narrow = t.sizedColor("narrow", 40, 20)
      _ = t.vstack(alignment: alignment, spacing: 0, [wide.framed, narrow.framed])
      let r = t.layout(width: 200, height: 200, options: .fixedText)
      expectFrame(r, wide.color, x: 50, y: 80)
      expectFrame(r, narrow.color, x: narrowX, y: 100)
    }
  }

  /// §1.4 / §1.3: an empty stack has zero spacing (uncategorised zeros) and zero size, so its
  /// neighbours touch it. Derived: two 20-tall colours with an empty VStack between are 20 + 0 + 0 + 20.
  @Test func emptyStackHasZeroSpacing() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let b = t.sizedColor("b", 50, 20)
    let stack = t.vstack([a.framed, t.vstack([]), b.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, h: 40)
    expectFrame(r, b.color, y: 100)
  }
}
