import LayoutEngine
import Testing

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (semantics §1.9).
@Suite struct FlexibleFrameTests {
  typealias Limits = FlexibleFrameLayout.Limits

  /// Reference case 4: real `_FlexFrameLayout.init`: (min 20, ideal 10) → ideal 20; (ideal 30,
  /// max 20) → max 30; min −10 → 0; all nil stay nil. Source: OSU-dual; trust A.
  @Test func case4_normalisationAtInit() {
    #expect(Limits(min: 20, ideal: 10, max: nil).ideal == 20)
    #expect(Limits(min: 20, ideal: 10, max: nil).min == 20)
    #expect(Limits(min: nil, ideal: 30, max: 20).max == 30)
    #expect(Limits(min: -10, ideal: nil, max: nil).min == 0)
    let none = Limits(min: nil, ideal: nil, max: nil)
    #expect(none.min == nil && none.ideal == nil && none.max == nil)
    // Through the public initialiser, per axis.
    let frame = FlexibleFrameLayout(minWidth: 20, idealWidth: 10, idealHeight: 30, maxHeight: 20)
    #expect(frame.horizontal.ideal == 20)
    #expect(frame.vertical.max == 30)
  }

  /// §1.9 normalisation: an infinite min is kept (bad input is not repaired).
  @Test func infiniteMinimumIsKept() {
    #expect(Limits(min: .infinity, ideal: nil, max: nil).min == .infinity)
  }

  /// Reference case 30: `VStack{ VStack(alignment:.leading){red.frame(maxW50,maxH50);
  /// green.frame(maxW40,maxH30); blue.frame(maxW30,maxH30)}; HStack(alignment:.top){same three} }`
  /// in 200² — outer (32,8,136,184). Inner VStack (75,8,50,126): red (75,8,50,50), green
  /// (75,66,40,30), blue (75,104,30,30). HStack (32,142,136,50): red (32,142,50,50), green
  /// (90,142,40,30), blue (138,142,30,30). Source: FrameLayoutUITests.flexFrameMax; trust B.
  @Test func case30_maxFramesInNestedStacks() {
    let t = ViewTree()
    func three(_ prefix: String) -> [ViewRef] {
      [
        t.color("red", id: "\(prefix)red").frame(maxWidth: 50, maxHeight: 50),
        t.color("green", id: "\(prefix)green").frame(maxWidth: 40, maxHeight: 30),
        t.color("blue", id: "\(prefix)blue").frame(maxWidth: 30, maxHeight: 30),
      ]
    }
    let v = three("v")
    let h = three("h")
    let inner = t.vstack(alignment: .leading, v)
    let row = t.hstack(alignment: .top, h)
    let outer = t.vstack([inner, row])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, outer, x: 32, y: 8, w: 136, h: 184)
    expectFrame(r, inner, x: 75, y: 8, w: 50, h: 126)
    expectFrame(r, v[0], x: 75, y: 8, w: 50, h: 50)
    expectFrame(r, v[1], x: 75, y: 66, w: 40, h: 30)
    expectFrame(r, v[2], x: 75, y: 104, w: 30, h: 30)
    expectFrame(r, row, x: 32, y: 142, w: 136, h: 50)
    expectFrame(r, h[0], x: 32, y: 142, w: 50, h: 50)
    expectFrame(r, h[1], x: 90, y: 142, w: 40, h: 30)
    expectFrame(r, h[2], x: 138, y: 142, w: 30, h: 30)
  }

  /// §1.9 sizing, proposal given with both min and max: clamp(proposal), the child is ignored on
  /// that axis. Derived: a 16-wide Text in `frame(minWidth: 50, maxWidth: 100)` is 100 under 200
  /// and 50 under 20.
  @Test func minAndMaxClampTheProposal() {
    let t = ViewTree()
    let framed = t.text("Hi").frame(minWidth: 50, maxWidth: 100)
    expectSize(measure(framed, 200, 200), w: 100, h: 16)
    expectSize(measure(framed, 20, 200), w: 50, h: 16)
  }

  /// §1.9 sizing: a nil proposal with an ideal gives the ideal; a given proposal ignores it.
  /// Derived: `Color.frame(idealWidth: 70)` is 70×10 under nil (the Color's nil height → 10) and
  /// 200×200 under 200².
  @Test func idealUsedOnlyForNilProposal() {
    let t = ViewTree()
    let framed = t.color("c").frame(idealWidth: 70)
    expectSize(measure(framed, nil, nil), w: 70, h: 10)
    expectSize(measure(framed, 200, 200), w: 200, h: 200)
  }

  /// §1.9 sizing, only min: max(min(cp ?? ∞, c), min). Derived: Text "Hi" (16) → 50; Text
  /// "Hello world" (88) → 88; a Color under 200 → 200, under 30 → 50 (cp = 50), under nil → 50.
  @Test func onlyMinimum() {
    let t = ViewTree()
    expectSize(measure(t.text("Hi").frame(minWidth: 50), 200, 200), w: 50, h: 16)
    expectSize(measure(t.text("Hello world").frame(minWidth: 50), 200, 200), w: 88, h: 16)
    let color = t.color("c").frame(minWidth: 50)
    expectSize(measure(color, 200, 200), w: 200, h: 200)
    expectSize(measure(color, 30, 200), w: 50, h: 200)
    expectSize(measure(color, nil, nil), w: 50, h: 10)
  }

  /// §1.9 sizing, only max: min(max(cp ?? −∞, c), max). Derived: Text "Hello" (40) in
  /// `frame(maxWidth: 100)` is 100 under 200 (cp = 100), 60 under 60, 40 under nil; a 128-wide
  /// text under nil is capped at 100.
  @Test func onlyMaximum() {
    let t = ViewTree()
    let framed = t.text("Hello").frame(maxWidth: 100)
    expectSize(measure(framed, 200, 200), w: 100, h: 16)
    expectSize(measure(framed, 60, 200), w: 60, h: 16)
    expectSize(measure(framed, nil, nil), w: 40, h: 16)
    expectSize(measure(t.text("Hello world wide").frame(maxWidth: 100), nil, nil), w: 100, h: 16)
  }

  /// §1.9 sizing, neither min nor max on an axis: the child's length. Derived: `Text("Hello")
  /// .frame(idealHeight: 30)` under (200, nil) is 40 wide (the text) and 30 tall (the ideal).
  @Test func unconstrainedAxisTakesTheChild() {
    let t = ViewTree()
    expectSize(measure(t.text("Hello").frame(idealHeight: 30), 200, nil), w: 40, h: 30)
  }

  /// §1.9: only `maxWidth: .infinity` → max(proposal, child); nil → the child's ideal; ∞ → ∞.
  /// Derived with `Text("Hello").fixedSize()` (40×16): 200 → 200, 20 → 40, nil → 40, ∞ → ∞.
  @Test func maxWidthInfinity() {
    let t = ViewTree()
    let framed = t.text("Hello").fixedSize().frame(maxWidth: .infinity)
    expectSize(measure(framed, 200, 200), w: 200, h: 16)
    expectSize(measure(framed, 20, 200), w: 40, h: 16)
    expectSize(measure(framed, nil, nil), w: 40, h: 16)
    #expect(measure(framed, .infinity, 200).width == .infinity)
  }

  /// §1.9: `minWidth: 0, maxWidth: .infinity` takes exactly the proposed width (FG). Derived.
  @Test func zeroToInfinityTakesTheProposal() {
    let t = ViewTree()
    let framed = t.text("Hello").frame(minWidth: 0, maxWidth: .infinity)
    expectSize(measure(framed, 150, 200), w: 150, h: 16)
    #expect(approx(measure(framed, 10, 200).width, 10))
  }

  /// §1.9 placement proposal (iOS 17 `FlexFrameIdealSizing`): nil own proposal, no ideal and a
  /// final length strictly between min and max → the child is proposed nil. Derived with a probe
  /// (fills its proposal, nil → 10) under (nil, 200) in `frame(minWidth: 0, maxWidth: 500)`: the
  /// frame is 10 wide and the probe is placed with (nil, 200), not (10, 200) as before iOS 17.
  @Test func placementProposalNilBetweenMinAndMax() {
    let t = ViewTree()
    let log = ProposalLog()
    let frame = t.probe(log).frame(minWidth: 0, maxWidth: 500)
    let r = t.layout(width: nil, height: 200, options: .fixedText)
    expectFrame(r, frame, w: 10, h: 200)
    #expect(log.placed == [ProposedViewSize(width: nil, height: 200)])
  }

  /// §1.9 placement proposal: with an ideal the child gets the final length. Derived: ideal 30 → (30, 200).
  @Test func placementProposalWithIdeal() {
    let t = ViewTree()
    let log = ProposalLog()
    let frame = t.probe(log).frame(idealWidth: 30, maxWidth: 500)
    let r = t.layout(width: nil, height: 200, options: .fixedText)
    expectFrame(r, frame, w: 30, h: 200)
    #expect(log.placed == [ProposedViewSize(width: 30, height: 200)])
  }

  /// §1.9 placement proposal: a length at the min bound is not strictly between, so the child gets
  /// it. Derived: `frame(minWidth: 40, maxWidth: 500)` under nil is 40 and the probe gets (40, 200).
  @Test func placementProposalAtBound() {
    let t = ViewTree()
    let log = ProposalLog()
    let frame = t.probe(log).frame(minWidth: 40, maxWidth: 500)
    let r = t.layout(width: nil, height: 200, options: .fixedText)
    expectFrame(r, frame, w: 40, h: 200)
    #expect(log.placed == [ProposedViewSize(width: 40, height: 200)])
  }

  /// §1.9 placement proposal: a non-nil own proposal always gives the final length. Derived:
  /// under 200², `frame(minWidth: 0, maxWidth: 500)` is 200 wide and the probe is placed with 200².
  @Test func placementProposalWithConcreteProposal() {
    let t = ViewTree()
    let log = ProposalLog()
    _ = t.probe(log).frame(minWidth: 0, maxWidth: 500)
    _ = t.layout(width: 200, height: 200, options: .fixedText)
    #expect(log.placed == [ProposedViewSize(width: 200, height: 200)])
  }

  /// §1.9 alignment (as §1.8). Derived: a 20² Color in `frame(maxWidth: .infinity, maxHeight:
  /// .infinity, alignment: .topLeading)` under 200² sits at (0,0).
  @Test func alignmentInsideAFlexibleFrame() {
    let t = ViewTree()
    let inner = t.sizedColor("inner", 20, 20)
    _ = inner.framed.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, inner.color, x: 0, y: 0, w: 20, h: 20)
  }
}
