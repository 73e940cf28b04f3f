import LayoutEngine
import Testing

/// `.position(x:y:)` (semantics §1.13).
@Suite struct PositionTests {
  /// Reference case 33: `ZStack{ c.frame(50,50).position(); …position(x:50); …position(y:50);
  /// …position(x:50,y:50) }.frame(100,100)` in 200² — red (25,25), green (75,25), blue (25,75),
  /// black (75,75), all 50×50. Source: PositionLayoutUITests; trust B.
  @Test func case33_positionsInAZStack() {
    let t = ViewTree()
    let red = t.sizedColor("red", 50, 50)
    let green = t.sizedColor("green", 50, 50)
    let blue = t.sizedColor("blue", 50, 50)
    let black = t.sizedColor("black", 50, 50)
    _ = t.zstack([
      red.framed.position(),
      green.framed.position(x: 50),
      blue.framed.position(y: 50),
      black.framed.position(x: 50, y: 50),
    ]).frame(width: 100, height: 100)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red.color, x: 25, y: 25, w: 50, h: 50)
    expectFrame(r, green.color, x: 75, y: 25, w: 50, h: 50)
    expectFrame(r, blue.color, x: 25, y: 75, w: 50, h: 50)
    expectFrame(r, black.color, x: 75, y: 75, w: 50, h: 50)
  }

  /// §1.13: with both axes proposed the position view is exactly the proposal (greedy); nil axes
  /// take the child's size. Derived with a 50² child: 200² → 200×200, (nil, 200) → 50×200.
  @Test func sizeIsTheProposal() {
    let t = ViewTree()
    let positioned = t.sizedColor("c", 50, 50).framed.position(x: 10, y: 10)
    expectSize(measure(positioned, 200, 200), w: 200, h: 200)
    expectSize(measure(positioned, nil, 200), w: 50, h: 200)
    expectSize(measure(positioned, nil, nil), w: 50, h: 50)
  }

  /// §1.13 placement: the child is proposed the position view's own size and centred on (x, y).
  /// Derived: a Color under `.position(x: 30, y: 40)` as root fills 200² and is centred on
  /// (30,40), i.e. at (−70,−60).
  @Test func childProposedOwnSizeAndCentred() {
    let t = ViewTree()
    let color = t.color("c", id: "c")
    let positioned = color.position(x: 30, y: 40)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, positioned, x: 0, y: 0, w: 200, h: 200)
    expectFrame(r, color, x: -70, y: -60, w: 200, h: 200)
  }
}
