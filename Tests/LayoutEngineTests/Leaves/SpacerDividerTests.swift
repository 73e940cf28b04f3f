import LayoutEngine
import Testing

/// Spacer (semantics §1.6) and Divider (§1.7).
@Suite struct SpacerDividerTests {
  /// §1.6 orientation table (seed 000): min (proposal 0×0) / ideal (nil×nil) / max (∞×∞) of a
  /// Spacer measured inside an HStack: 8×0 / 8×0 / ∞×0.
  @Test func spacerInHStackIsHorizontal() {
    let t = ViewTree()
    let spacer = t.spacer()
    _ = t.hstack([spacer])
    #expect(measure(spacer, 0, 0) == Size(width: 8, height: 0))
    #expect(measure(spacer, nil, nil) == Size(width: 8, height: 0))
    #expect(measure(spacer, .infinity, .infinity) == Size(width: .infinity, height: 0))
  }

  /// §1.6 orientation table (seed 000), VStack: 0×8 / 0×8 / 0×∞.
  @Test func spacerInVStackIsVertical() {
    let t = ViewTree()
    let spacer = t.spacer()
    _ = t.vstack([spacer])
    #expect(measure(spacer, 0, 0) == Size(width: 0, height: 8))
    #expect(measure(spacer, nil, nil) == Size(width: 0, height: 8))
    #expect(measure(spacer, .infinity, .infinity) == Size(width: 0, height: .infinity))
  }

  /// §1.6 orientation table (seed 000), no orientation (ZStack, or no container at all):
  /// 8×8 / 8×8 / ∞×∞.
  @Test func spacerWithoutOrientationExpandsBothWays() {
    let t = ViewTree()
    let inZStack = t.spacer()
    _ = t.zstack([inZStack])
    let alone = t.spacer()
    for spacer in [inZStack, alone] {
      #expect(measure(spacer, 0, 0) == Size(width: 8, height: 8))
      #expect(measure(spacer, nil, nil) == Size(width: 8, height: 8))
      #expect(measure(spacer, .infinity, .infinity) == Size(width: .infinity, height: .infinity))
    }
  }

  /// §1.6: the orientation passes through ordinary modifiers (`Spacer().frame(…)` in an HStack is
  /// still horizontal), and a Spacer alone fills its proposal. Derived.
  @Test func orientationPassesThroughModifiers() {
    let t = ViewTree()
    let spacer = t.spacer()
    _ = t.hstack([spacer.frame(height: 30).padding(.all, 1)])
    #expect(measure(spacer, 50, 50) == Size(width: 50, height: 0))
    let t2 = ViewTree()
    let alone = t2.spacer(id: "alone")
    let r = t2.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, alone, x: 0, y: 0, w: 200, h: 200)
  }

  /// §1.6 minLength: an explicit minimum replaces 8. Derived: `Spacer(minLength: 20)` in a VStack is 0×20 at 0.
  @Test func minLength() {
    let t = ViewTree()
    let spacer = t.spacer(minLength: 20)
    _ = t.vstack([spacer])
    #expect(measure(spacer, 0, 0) == Size(width: 0, height: 20))
    #expect(measure(spacer, 100, 100) == Size(width: 0, height: 100))
  }

  /// §1.6 / §1.4 step 4: spacers have priority −∞ and only get space after everything else, their
  /// minimum reserved. Derived: HStack(spacing: 0){Spacer; Color} → Color 192, Spacer 8.
  @Test func spacerGetsSpaceLast() {
    let t = ViewTree()
    let spacer = t.spacer(id: "s")
    let color = t.color("c", id: "c")
    _ = t.hstack(spacing: 0, [spacer, color])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, spacer, x: 0, w: 8)
    expectFrame(r, color, x: 8, w: 192)
  }

  /// Reference case 17: `HStack{red50²; Spacer(); blue50²}.frame(200,80)` in 200² — red
  /// (0,75,50,50); spacer (50,100,100,0); blue (150,75,50,50). Source: SpacerUITests.spacerInHStack; trust B.
  @Test func case17_spacerInHStack() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let spacer = t.spacer(id: "spacer")
    let blue = t.sizedColor("blue", 50, 50)
    _ = t.hstack([red.framed, spacer, blue.framed]).frame(width: 200, height: 80)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red.color, x: 0, y: 75, w: 50, h: 50)
    expectFrame(r, spacer, x: 50, y: 100, w: 100, h: 0)
    expectFrame(r, blue.color, x: 150, y: 75, w: 50, h: 50)
  }

  /// Reference case 19: `HStack{red50; Spacer(minLength:50); blue50}.frame(180,80)` in 200² — red
  /// (10,75); spacer 80 wide at x 60; blue (140,75). Source: …spacerWithMinLengthInHStack; trust B.
  @Test func case19_spacerWithMinLength() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let spacer = t.spacer(minLength: 50, id: "spacer")
    let blue = t.sizedColor("blue", 50, 50)
    _ = t.hstack([red.framed, spacer, blue.framed]).frame(width: 180, height: 80)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red.color, x: 10, y: 75)
    expectFrame(r, spacer, x: 60, w: 80)
    expectFrame(r, blue.color, x: 140, y: 75)
  }

  /// Reference case 22: `VStack{red50²; Spacer(); blue50²}` (no frame) in 200² — VStack
  /// (75,0,50,200); red (75,0); spacer (100,50,0,100); blue (75,150).
  /// Source: …spacerInVStackWithoutFrame; trust B.
  @Test func case22_spacerInVStackWithoutFrame() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let spacer = t.spacer(id: "spacer")
    let blue = t.sizedColor("blue", 50, 50)
    let stack = t.vstack([red.framed, spacer, blue.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 75, y: 0, w: 50, h: 200)
    expectFrame(r, red.color, x: 75, y: 0)
    expectFrame(r, spacer, x: 100, y: 50, w: 0, h: 100)
    expectFrame(r, blue.color, x: 75, y: 150)
  }

  /// Reference case 24: `HStack{Spacer(); red50²; blue50²; Spacer()}.frame(200,80)` in 200² —
  /// spacers 46 wide; red (46,75); blue (104,75). Source: …spacersAtBothEndsInHStack; trust B.
  @Test func case24_spacersAtBothEnds() {
    let t = ViewTree()
    let left = t.spacer(id: "left")
    let red = t.sizedColor("red", 50, 50)
    let blue = t.sizedColor("blue", 50, 50)
    let right = t.spacer(id: "right")
    _ = t.hstack([left, red.framed, blue.framed, right]).frame(width: 200, height: 80)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, left, w: 46)
    expectFrame(r, right, w: 46)
    expectFrame(r, red.color, x: 46, y: 75)
    expectFrame(r, blue.color, x: 104, y: 75)
  }

  /// Reference case 41: `HStack{Color.frame(50,50); Divider(); Color.frame(50,50)}` at @3x in 200²
  /// — divider 0.333 wide and 200 tall (takes the height proposal), so the stack is 200 tall;
  /// spacing 8 on both sides. Source: Apple Divider; OSU; trust C.
  @Test func case41_dividerInHStackAt3x() {
    let t = ViewTree()
    let left = t.sizedColor("left", 50, 50)
    let divider = t.divider(id: "divider")
    let right = t.sizedColor("right", 50, 50)
    let stack = t.hstack([left.framed, divider, right.framed])
    var options = LayoutOptions.fixedText
    options.displayScale = 3
    let r = t.layout(width: 200, height: 200, options: options)
    expectFrame(r, divider, w: 1.0 / 3, h: 200)
    expectFrame(r, stack, h: 200)
    #expect(approx(frameOf(r, divider).minX - frameOf(r, left.color).maxX, 8))
    #expect(approx(frameOf(r, right.color).minX - frameOf(r, divider).maxX, 8))
  }

  /// §1.7: in a VStack (or alone) a Divider is horizontal: one pixel tall, as wide as proposed.
  /// Derived at @2x: VStack{50²; Divider; 50²} in 200² — divider 200×0.5, gaps 8, stack 200 wide.
  @Test func dividerInVStackIsHorizontal() {
    let t = ViewTree()
    let top = t.sizedColor("top", 50, 50)
    let divider = t.divider(id: "divider")
    let bottom = t.sizedColor("bottom", 50, 50)
    let stack = t.vstack([top.framed, divider, bottom.framed])
    var options = LayoutOptions.fixedText
    options.displayScale = 2
    let r = t.layout(width: 200, height: 200, options: options)
    expectFrame(r, divider, x: 0, w: 200, h: 0.5)
    expectFrame(r, stack, w: 200, h: 116.5)
    #expect(approx(frameOf(r, divider).minY - frameOf(r, top.color).maxY, 8))
  }

  /// §1.7: with no stack a Divider is horizontal; nil → 10 while measuring. Derived at @1x.
  @Test func dividerAlone() {
    let t = ViewTree()
    let divider = t.divider(id: "divider")
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, divider, x: 0, y: 99.5, w: 200, h: 1)
    #expect(measure(divider, nil, nil) == Size(width: 10, height: 1))
    let t2 = ViewTree()
    let vertical = t2.divider()
    _ = t2.hstack([vertical])
    #expect(measure(vertical, nil, nil) == Size(width: 1, height: 10))
  }
}
