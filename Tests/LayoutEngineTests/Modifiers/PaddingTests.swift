import LayoutEngine
import Testing

/// `.padding(…)` (semantics §1.11).
@Suite struct PaddingTests {
  /// Reference case 31, variant 1: `Color.blue.frame(50,30).padding().background(red)` in 200² —
  /// red (59,69,82,62), blue (75,85). Source: PaddingLayoutUITests; trust B.
  @Test func case31_defaultPadding() {
    let t = ViewTree()
    let blue = t.sizedColor("blue", 50, 30)
    let red = t.color("red", id: "red")
    _ = blue.framed.padding().background(red)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 59, y: 69, w: 82, h: 62)
    expectFrame(r, blue.color, x: 75, y: 85, w: 50, h: 30)
  }

  /// Reference case 31, variant 2: `….padding(20)…background(red)` in 200² — red (55,65,90,70).
  /// Source: PaddingLayoutUITests; trust B.
  @Test func case31_padding20() {
    let t = ViewTree()
    let blue = t.sizedColor("blue", 50, 30)
    let red = t.color("red", id: "red")
    _ = blue.framed.padding(.all, 20).background(red)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 55, y: 65, w: 90, h: 70)
  }

  /// Reference case 31, variant 3: `….padding(.top,30)…background(red)` in 200² — red
  /// (75,70,50,60), blue (75,100). Source: PaddingLayoutUITests; trust B.
  @Test func case31_topPadding() {
    let t = ViewTree()
    let blue = t.sizedColor("blue", 50, 30)
    let red = t.color("red", id: "red")
    _ = blue.framed.padding(.top, 30).background(red)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 75, y: 70, w: 50, h: 60)
    expectFrame(r, blue.color, x: 75, y: 100, w: 50, h: 30)
  }

  /// Reference case 31, variant 4: `….padding(EdgeInsets(10,20,30,15))…background(red)` in 200²
  /// — red (57.5,65,85,70), blue (77.5,75). Source: PaddingLayoutUITests; trust B.
  @Test func case31_edgeInsets() {
    let t = ViewTree()
    let blue = t.sizedColor("blue", 50, 30)
    let red = t.color("red", id: "red")
    _ = blue.framed.padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15)).background(
      red)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 57.5, y: 65, w: 85, h: 70)
    expectFrame(r, blue.color, x: 77.5, y: 75, w: 50, h: 30)
  }

  /// Reference case 31, variant 5: `….padding(10).background(green).padding(20)…background(red)`
  /// in 200² — red (45,55,110,90), green (65,75,70,50), blue (75,85). Source: PaddingLayoutUITests; trust B.
  @Test func case31_nestedPaddingAndBackgrounds() {
    let t = ViewTree()
    let blue = t.sizedColor("blue", 50, 30)
    let green = t.color("green", id: "green")
    let red = t.color("red", id: "red")
    _ = blue.framed.padding(.all, 10).background(green).padding(.all, 20).background(red)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, red, x: 45, y: 55, w: 110, h: 90)
    expectFrame(r, green, x: 65, y: 75, w: 70, h: 50)
    expectFrame(r, blue.color, x: 75, y: 85, w: 50, h: 30)
  }

  /// §1.11: the child is proposed the proposal minus the insets, floored at 0. Derived: a Color
  /// padded by 150 under 200² is proposed 0×0, so the padding is 300×300 and the Color 0×0 at
  /// the padding's origin + (150,150) = (100,100).
  @Test func childProposalFlooredAtZero() {
    let t = ViewTree()
    let color = t.color("c", id: "c")
    let padded = color.padding(.all, 150)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, padded, x: -50, y: -50, w: 300, h: 300)
    expectFrame(r, color, x: 100, y: 100, w: 0, h: 0)
  }

  /// §1.11: a nil proposal stays nil. Derived: `Text("Hi").padding(10).fixedSize()` is 36×36.
  @Test func nilProposalStaysNil() {
    let t = ViewTree()
    expectSize(measure(t.text("Hi").padding(.all, 10).fixedSize(), 200, 200), w: 36, h: 36)
  }

  /// §1.11: padding shrinks the proposal for a flexible child. Derived: a Color padded 16 under
  /// 200² is 168×168 at (16,16).
  @Test func flexibleChildGetsTheInsetProposal() {
    let t = ViewTree()
    let color = t.color("c", id: "c")
    _ = color.padding()
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, color, x: 16, y: 16, w: 168, h: 168)
  }

  /// §1.16: padding resets layout priority to 0. Derived: in an HStack(spacing: 0) of
  /// `Color.layoutPriority(1).padding(5)` and a Color, both have priority 0 and infinite
  /// flexibility; the padded one (minimum 10) goes first and takes 100, the Color the other 100.
  /// With the priority passed through it would take all 200.
  @Test func resetsLayoutPriority() {
    let t = ViewTree()
    let a = t.color("a", id: "a")
    let b = t.color("b", id: "b")
    let padded = a.layoutPriority(1).padding(.all, 5)
    _ = t.hstack(spacing: 0, [padded, b])
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, padded, x: 0, w: 100)
    expectFrame(r, b, x: 100, w: 100)
  }
}
