import LayoutEngine
import Testing

/// `.fixedSize()` (semantics §1.10) and unspecified proposals (§1.1).
@Suite struct FixedSizeTests {
  /// Reference case 5: `ProposedViewSize(nil,nil).replacingUnspecifiedDimensions()` → 10×10.
  /// Source: Apple doc; FG ideal-size; trust A.
  @Test func case5_replacingUnspecifiedDimensions() {
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
    #expect(
      ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions()
        == Size(width: 30, height: 10))
  }

  /// Reference case 5: `Rectangle().fixedSize()` → rectangle 10×10. Source: Apple doc; FG
  /// ideal-size; trust A. As root in 200² it is centred at (95,95).
  @Test func case5_rectangleFixedSizeIsTenByTen() {
    let t = ViewTree()
    let rect = t.shape(.rectangle, id: "rect")
    _ = rect.fixedSize()
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, rect, x: 95, y: 95, w: 10, h: 10)
  }

  /// §1.10: a fixed axis proposes nil (ideal), the other passes the proposal. Derived: a Color
  /// under `fixedSize(horizontal: false, vertical: true)` in 200² is 200×10.
  @Test func singleAxis() {
    let t = ViewTree()
    let color = t.color("c", id: "c")
    _ = color.fixedSize(horizontal: false, vertical: true)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, color, x: 0, y: 95, w: 200, h: 10)
  }

  /// §1.10: the text keeps its ideal width inside a narrower frame and is centred (overflowing).
  /// Derived: "Hello world" (88) in `frame(width: 30)` at x 85 → the text at 100 − 44 = 56.
  @Test func textKeepsIdealWidthAndIsCentred() {
    let t = ViewTree()
    let text = t.text("Hello world", id: "text")
    _ = text.fixedSize().frame(width: 30)
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, text, x: 56, y: 92, w: 88, h: 16)
  }
}
