import LayoutEngine
import Testing

/// `.alignmentGuide(_:_:)` with `GuideExpression` bodies (semantics §1.15).
@Suite struct AlignmentGuideTests {
  /// §1.15: a VStack(alignment: .leading) puts each child's leading guide on one line. Derived:
  /// `{ d in -20 }` on the second 50-wide child shifts it 20 right; the stack is 70 wide.
  @Test func constantGuideShiftsTheChild() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let b = t.sizedColor("b", 50, 20)
    let stack = t.vstack(
      alignment: .leading, spacing: 0, [a.framed, b.framed.alignmentGuide(.leading, .number(-20))])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 65, w: 70)
    expectFrame(r, a.color, x: 65)
    expectFrame(r, b.color, x: 85)
  }

  /// §1.15: the closure receives the view's own dimensions. Derived: `{ d in d.width / 2 }` as the
  /// leading guide of the second child puts its centre under the first's leading edge; stack 75 wide.
  @Test func guideFromDimensions() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let b = t.sizedColor("b", 50, 20)
    let guide = GuideExpression.binary(.divide, .width, .number(2))
    let stack = t.vstack(
      alignment: .leading, spacing: 0, [a.framed, b.framed.alignmentGuide(.leading, guide)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, x: 62.5, w: 75)
    expectFrame(r, a.color, x: 87.5)
    expectFrame(r, b.color, x: 62.5)
  }

  /// §1.15: a guide can read another guide. Derived: in HStack(alignment: .top) a 30-tall child
  /// with `{ d in d[.bottom] - 10 }` as its top guide (= 20) has that point on the 40-tall
  /// sibling's top, so it starts 20 higher and the stack spans 20 + 40 = 60.
  @Test func guideReadingAnotherGuide() {
    let t = ViewTree()
    let a = t.sizedColor("a", 20, 40)
    let b = t.sizedColor("b", 20, 30)
    let guide = GuideExpression.binary(.subtract, .guide(.bottom), .number(10))
    let stack = t.hstack(
      alignment: .top, spacing: 0, [a.framed, b.framed.alignmentGuide(.top, guide)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, y: 70, h: 60)
    expectFrame(r, a.color, y: 90)
    expectFrame(r, b.color, y: 70)
  }

  /// §1.15: built-in guides never combine, so an explicit leading inside an inner HStack does not
  /// reach the outer VStack. Derived: both rows line up at the same x.
  @Test func builtInGuidesStopAtTheFirstContainer() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let b = t.sizedColor("b", 50, 20)
    let row = t.hstack([b.framed.alignmentGuide(.leading, .number(-20))])
    _ = t.vstack(alignment: .leading, [a.framed, row])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    let ax = frameOf(r, a.color).minX
    expectFrame(r, row, x: ax)
    expectFrame(r, b.color, x: ax)
  }

  /// §1.15: a custom guide propagates through a container as child origin + explicit value
  /// (averaged over the children that set it). Derived: in the inner HStack(spacing: 0) the
  /// second 30-wide child sets 10, so the HStack's value is 30 + 10 = 40, and that point lies
  /// under the first row's default (0) guide.
  @Test func customGuidePropagates() {
    let t = ViewTree()
    let key = AlignmentKey.custom(name: "marker", axis: .horizontal, defaultFraction: 0)
    let a = t.sizedColor("a", 50, 20)
    let b1 = t.sizedColor("b1", 30, 20)
    let b2 = t.sizedColor("b2", 30, 20)
    let row = t.hstack(spacing: 0, [b1.framed, b2.framed.alignmentGuide(key, .number(10))])
    let stack = t.vstack(alignment: HorizontalAlignment(key), spacing: 0, [a.framed, row])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, stack, w: 90)
    let ax = frameOf(r, a.color).minX
    #expect(approx(frameOf(r, b2.color).minX + 10, ax))
    #expect(approx(frameOf(r, row).minX, frameOf(r, stack).minX))
  }
}
