import LayoutEngine
import Testing

/// `.frame(width:height:alignment:)` (semantics §1.8).
@Suite struct FrameLayoutTests {
  /// §1.8: with both lengths the frame is exactly that size whatever the child wants. Derived: a
  /// 88-wide text in a 30×10 frame still gives a 30×10 frame, with the text centred on it.
  @Test func bothLengthsFixTheSize() {
    let t = ViewTree()
    let text = t.text("Hello world", id: "text")
    let frame = text.frame(width: 30, height: 10)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, frame, x: 85, y: 95, w: 30, h: 10)
    let f = frameOf(r, text)
    #expect(approx(f.midX, 100) && approx(f.midY, 100))
  }

  /// §1.8: with one length the other axis is the child's under the substituted proposal. Derived:
  /// `Color.frame(width: 50)` in 200² is 50×200; `Text("Hello").frame(height: 50)` is 40×50.
  @Test func oneLengthTakesTheChildsOtherAxis() {
    let t1 = ViewTree()
    expectSize(measure(t1.color("c").frame(width: 50), 200, 200), w: 50, h: 200)
    let t2 = ViewTree()
    let framed = t2.text("Hello").frame(height: 50)
    expectSize(measure(framed, 200, 200), w: 40, h: 50)
  }

  /// §1.8: negative or non-finite lengths count as nil (iOS 14+).
  @Test func invalidLengthsAreNil() {
    #expect(FrameLayout(width: -5, height: 10).width == nil)
    #expect(FrameLayout(width: .infinity, height: 10).width == nil)
    #expect(FrameLayout(width: 10, height: .nan).height == nil)
    #expect(FrameLayout(width: 0, height: 10).width == 0)
  }

  /// §1.8 placement: alignment puts the child's guide on the frame's. Derived: a 20² child in a
  /// 100² frame at (50,50) with `.bottomTrailing` sits at (130,130), `.topLeading` at (50,50).
  @Test(arguments: [
    (Alignment.bottomTrailing, 130.0, 130.0), (.topLeading, 50, 50), (.center, 90, 90),
    (.trailing, 130, 90),
  ])
  func alignment(alignment: Alignment, x: Double, y: Double) {
    let t = ViewTree()
    let inner = t.sizedColor("inner", 20, 20)
    _ = inner.framed.frame(width: 100, height: 100, alignment: alignment)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, inner.color, x: x, y: y, w: 20, h: 20)
  }

  /// §1.8: an oversize child overflows symmetrically for centre alignment. Derived: 120² in 100²
  /// at (50,50) starts at (40,40).
  @Test func oversizeChildOverflowsSymmetrically() {
    let t = ViewTree()
    let inner = t.sizedColor("inner", 120, 120)
    _ = inner.framed.frame(width: 100, height: 100)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, inner.color, x: 40, y: 40, w: 120, h: 120)
  }

  /// §1.8 placement: the child is proposed the frame's own proposal with the given lengths
  /// substituted, not the frame's size. Derived: a 30×30 probe in `.frame(width: 50)` under 200²
  /// makes the frame 50×30 but is placed with (50, 200).
  @Test func placementProposalIsSubstitutedProposal() {
    let t = ViewTree()
    let log = ProposalLog()
    let probe = t.probe(log, fixed: Size(width: 30, height: 30))
    let frame = probe.frame(width: 50)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, frame, w: 50, h: 30)
    #expect(log.placed == [ProposedViewSize(width: 50, height: 200)])
  }

  /// §1.16: a frame resets layout priority to 0. Derived: `Color.layoutPriority(1).frame(minWidth: 0,
  /// maxWidth: .infinity)` next to a Color in an HStack(spacing: 0) no longer goes first: 100/100.
  @Test func resetsLayoutPriority() {
    let t = ViewTree()
    let a = t.color("a", id: "a")
    let b = t.color("b", id: "b")
    _ = t.hstack(spacing: 0, [a.layoutPriority(1).frame(minWidth: 0, maxWidth: .infinity), b])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, a, x: 0, w: 100)
    expectFrame(r, b, x: 100, w: 100)
  }
}
