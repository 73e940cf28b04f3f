import LayoutEngine
import Testing

/// Spacing between stack children (semantics §1.3). With the default text metrics (line 16,
/// ascent 12, descent 4, cap height 9, leading 0) and t = 0.1 × 16 rounded up to a pixel = 2 at
/// @1x: plain above Text = 16 + 2 − 12 = 6, Text above plain = max(18 − 9, 2 + 4) = 9
/// (`Leaf.textSpacing` in Sources/LayoutEngine/Leaves/LeafLayout.swift).
@Suite struct ViewSpacingTests {
  /// The gap between two views laid out in a stack with default spacing.
  private func gap(
    _ axis: Axis, options: LayoutOptions = LayoutOptions.fixedText,
    _ make: (ViewTree) -> (
      first: ViewRef, firstInner: ViewRef, second: ViewRef, secondInner: ViewRef
    )
  ) -> Double {
    let t = ViewTree()
    let views = make(t)
    _ =
      axis == .horizontal
      ? t.hstack([views.first, views.second]) : t.vstack([views.first, views.second])
    let r = t.layout(width: 200, height: 200, options: options)
    let a = frameOf(r, views.first)
    let b = frameOf(r, views.second)
    return axis == .horizontal ? b.minX - a.maxX : b.minY - a.maxY
  }

  private func plain(_ t: ViewTree) -> ViewRef { t.color("c").frame(width: 50, height: 20) }
  private func pair(_ a: ViewRef, _ b: ViewRef) -> (ViewRef, ViewRef, ViewRef, ViewRef) {
    (a, a, b, b)
  }

  /// §1.3 rule 3: two plain views never match a category → the default 8, on either axis.
  @Test func plainViewsAreEightApart() {
    #expect(ViewSpacing.plain.distance(to: .plain, along: .horizontal) == 8)
    #expect(ViewSpacing.plain.distance(to: .plain, along: .vertical) == 8)
    #expect(approx(gap(.vertical) { t in pair(plain(t), plain(t)) }, 8))
    #expect(
      approx(
        gap(.horizontal) { t in pair(plain(t), t.shape(.circle).frame(width: 20, height: 20)) }, 8))
  }

  /// §1.3: `ViewSpacing.zero` gives 0 to anything, `ViewSpacing()` the default 8.
  @Test func zeroAndEmpty() {
    #expect(ViewSpacing.zero.distance(to: .plain, along: .vertical) == 0)
    #expect(ViewSpacing.plain.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
  }

  /// §1.3 rule 2: a Spacer's uncategorised zeros make the distance to or from it 0.
  @Test func spacerIsZeroApart() {
    #expect(ViewSpacing.plain.distance(to: .spacer(orientation: .vertical), along: .vertical) == 0)
    #expect(
      ViewSpacing.spacer(orientation: .horizontal).distance(to: .plain, along: .horizontal) == 0)
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let spacer = t.spacer(id: "s")
    let b = t.sizedColor("b", 50, 20)
    _ = t.vstack([a.framed, spacer, b.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, spacer, y: 20, h: 160)
    expectFrame(r, b.color, y: 180)
  }

  /// §1.3 Text, vertical: plain view above a Text is 6; Text above a plain view is 9.
  @Test func textNextToPlainVertically() {
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi")) }, 6))
    #expect(approx(gap(.vertical) { t in pair(t.text("Hi"), plain(t)) }, 9))
  }

  /// §1.3 Text, horizontal: a Text has no horizontal entries, so it is 8 from anything.
  @Test func textHorizontallyIsEight() {
    #expect(approx(gap(.horizontal) { t in pair(plain(t), t.text("Hi")) }, 8))
    #expect(approx(gap(.horizontal) { t in pair(t.text("Hi"), t.text("Yo")) }, 8))
  }

  /// §1.3 Text above Text with equal fonts: the font's leading (iOS 17+), 0 for the default metrics.
  @Test func textAboveTextIsLeading() {
    #expect(approx(gap(.vertical) { t in pair(t.text("Hi"), t.text("Yo")) }, 0))
    var options = LayoutOptions.fixedText
    options.textMetrics.leading = 3
    #expect(approx(gap(.vertical, options: options) { t in pair(t.text("Hi"), t.text("Yo")) }, 3))
  }

  /// §1.3 / §3: the text term t is rounded up to a pixel. Derived at @3x: t = 1.6 → 5/3, so plain
  /// above Text is 16 + 5/3 − 12 ≈ 5.667.
  @Test func textSpacingRoundsUpToAPixel() {
    var options = LayoutOptions.fixedText
    options.displayScale = 3
    #expect(
      approx(
        gap(.vertical, options: options) { t in pair(plain(t), t.text("Hi")) }, 16 + 5.0 / 3 - 12))
  }

  /// §1.3: a frame resets the child's preferences to plain on the framed axis only. Derived:
  /// `Text.frame(height: 16)` below a plain view is 8 away (plain/plain); `Text.frame(width: 100)`
  /// keeps its vertical text preferences (6).
  @Test func frameResetsSpacingOnFramedAxis() {
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").frame(height: 16)) }, 8))
    #expect(approx(gap(.vertical) { t in pair(t.text("Hi").frame(height: 16), plain(t)) }, 8))
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").frame(width: 100)) }, 6))
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").frame(maxHeight: 100)) }, 8))
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").frame(maxWidth: 100)) }, 6))
  }

  /// §1.3: a frame around a Spacer keeps the spacer's spacing (0).
  @Test func frameAroundSpacerKeepsZero() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let spacer = t.spacer(id: "s")
    _ = t.vstack([a.framed, spacer.frame(height: 30)])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    #expect(approx(frameOf(r, spacer).minY, frameOf(r, a.color).maxY))
  }

  /// §1.3: padding resets the preferences on edges with a non-zero inset. Derived: `Text.padding(.top, 2)`
  /// below a plain view is 8 away; `Text.padding(.horizontal, 4)` keeps 6.
  @Test func paddingResetsPaddedEdges() {
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").padding(.top, 2)) }, 8))
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").padding(.horizontal, 4)) }, 6))
  }

  /// §1.3: position is plain on all edges. Derived: 8 below a plain view even around a Text.
  @Test func positionIsPlain() {
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.text("Hi").position(x: 0, y: 0)) }, 8))
  }

  /// §1.3: a stack reports the union of its children — the first child's leading edge and all
  /// children on the minor edges. Derived: an HStack of two Texts is text-like on top (6 below a
  /// plain view); a VStack whose first child is plain and last is Text is plain on top (8) and
  /// text-like at the bottom (9 above a plain view).
  @Test func stacksUnionTheirChildren() {
    #expect(
      approx(gap(.vertical) { t in pair(plain(t), t.hstack([t.text("A"), t.text("B")])) }, 6))
    #expect(approx(gap(.vertical) { t in pair(plain(t), t.vstack([plain(t), t.text("B")])) }, 8))
    #expect(approx(gap(.vertical) { t in pair(t.vstack([plain(t), t.text("B")]), plain(t)) }, 9))
  }

  /// §1.3: with an explicit stack spacing every pair is that far apart, spacers included. Derived:
  /// VStack(spacing: 5){20-tall; Spacer; 20-tall} in 200 → spacer 150 at y 25.
  @Test func explicitSpacingAppliesToSpacersToo() {
    let t = ViewTree()
    let a = t.sizedColor("a", 50, 20)
    let spacer = t.spacer(id: "s")
    let b = t.sizedColor("b", 50, 20)
    _ = t.vstack(spacing: 5, [a.framed, spacer, b.framed])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, spacer, y: 25, h: 150)
    expectFrame(r, b.color, y: 180)
  }
}
