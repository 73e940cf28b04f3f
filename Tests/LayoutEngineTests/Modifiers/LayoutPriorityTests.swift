import LayoutEngine
import Testing

/// Propagation of `.layoutPriority` through modifiers (semantics §1.16), observed in an
/// `HStack(spacing: 0)` of two Colors in 200²: the prioritised one takes all 200 when its priority
/// reaches the stack, and they split 100/100 when it was reset to 0.
@Suite struct LayoutPriorityTests {
  private func widths(_ wrap: (ViewRef) -> ViewRef) -> (Double, Double) {
    let t = ViewTree()
    let a = t.color("a", id: "a")
    let b = t.color("b", id: "b")
    _ = t.hstack(spacing: 0, [wrap(a.layoutPriority(1)), b])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    return (frameOf(r, a).width, frameOf(r, b).width)
  }

  /// §1.16: priority 1 alone reaches the stack. Derived.
  @Test func bare() {
    let (a, b) = widths { $0 }
    #expect(approx(a, 200) && approx(b, 0))
  }

  /// §1.10 / §1.16: fixedSize passes the child's priority through. Derived (horizontal not fixed,
  /// so the width still follows the proposal).
  @Test func passesThroughFixedSize() {
    let (a, b) = widths { $0.fixedSize(horizontal: false, vertical: true) }
    #expect(approx(a, 200) && approx(b, 0))
  }

  /// §1.14 / §1.16: background and overlay pass the primary's priority through. Derived.
  @Test func passesThroughBackgroundAndOverlay() {
    let (a, b) = widths { $0.background($0.tree.color("bg")).overlay($0.tree.color("ov")) }
    #expect(approx(a, 200) && approx(b, 0))
  }

  /// §1.16: alignmentGuide and offset pass it through. Derived.
  @Test func passesThroughAlignmentGuideAndOffset() {
    let (a, b) = widths { $0.alignmentGuide(.top, .number(0)).offset(x: 3) }
    #expect(approx(a, 200) && approx(b, 0))
  }

  /// §1.16: a frame (either kind) resets the priority to 0. Derived: equal flexibility, equal
  /// minimum, source order → 100 / 100.
  @Test func resetByFrames() {
    for wrap in [{ (v: ViewRef) in v.frame(height: 50) }, { $0.frame(maxHeight: 50) }] {
      let (a, b) = widths(wrap)
      #expect(approx(a, 100) && approx(b, 100))
    }
  }

  /// §1.16: position resets the priority to 0. Derived.
  @Test func resetByPosition() {
    let (a, b) = widths { $0.position(x: 0, y: 0) }
    #expect(approx(a, 100) && approx(b, 100))
  }

  /// §1.16: an outer layoutPriority overrides an inner one; a later layoutPriority on a frame
  /// restores priority. Derived: `Color.frame(height: 50).layoutPriority(1)` takes all 200.
  @Test func priorityOutsideAFrame() {
    let (a, b) = widths { $0.frame(height: 50).layoutPriority(2) }
    #expect(approx(a, 200) && approx(b, 0))
  }
}
