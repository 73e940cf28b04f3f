import LayoutEngine
import Testing

/// Color, shapes and Image (semantics §1.2).
@Suite struct ShapeImageTests {
  /// §1.2 Color: the proposal with each nil → 10.
  @Test func colorFillsProposalNilIsTen() {
    let t = ViewTree()
    let color = t.color("c")
    #expect(measure(color, nil, nil) == Size(width: 10, height: 10))
    #expect(measure(color, nil, 30) == Size(width: 10, height: 30))
    #expect(measure(color, 0, 0) == Size(width: 0, height: 0))
    #expect(measure(color, .infinity, 5) == Size(width: .infinity, height: 5))
  }

  /// §1.2 shapes other than Circle fill the proposal (nil → 10).
  @Test(arguments: [ShapeKind.rectangle, .roundedRectangle, .capsule, .ellipse])
  func shapesFillTheProposal(kind: ShapeKind) {
    let t = ViewTree()
    let shape = t.shape(kind)
    #expect(measure(shape, 100, 50) == Size(width: 100, height: 50))
    #expect(measure(shape, nil, nil) == Size(width: 10, height: 10))
  }

  /// §1.2 Circle: nil → 10, then a square of side min(w, h). Derived: proposed 100×50 → 50×50,
  /// centred in a 100×50 frame at (50,75) → (75,75).
  @Test func circleIsSquare() {
    let t = ViewTree()
    let circle = t.shape(.circle, id: "circle")
    _ = circle.frame(width: 100, height: 50)
    #expect(measure(circle, 100, 50) == Size(width: 50, height: 50))
    #expect(measure(circle, nil, 50) == Size(width: 10, height: 10))
    #expect(measure(circle, nil, nil) == Size(width: 10, height: 10))
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, circle, x: 75, y: 75, w: 50, h: 50)
  }

  /// §1.2 Image: ideal = point size; not resizable → always that size. Derived: a 30×20 image in
  /// 200² is 30×20 at (85,90).
  @Test func fixedImageKeepsItsSize() {
    let t = ViewTree()
    let image = t.image(width: 30, height: 20, id: "image")
    #expect(measure(image, 0, 0) == Size(width: 30, height: 20))
    #expect(measure(image, .infinity, .infinity) == Size(width: 30, height: 20))
    let r = t.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, image, x: 85, y: 90, w: 30, h: 20)
  }

  /// §1.2 Image `.resizable()`: fills the proposal; its ideal is the point size. Derived.
  @Test func resizableImageFillsTheProposal() {
    let t = ViewTree()
    let image = t.image(width: 30, height: 20, resizable: true, id: "image")
    #expect(measure(image, 200, 200) == Size(width: 200, height: 200))
    #expect(measure(image, nil, nil) == Size(width: 30, height: 20))
    #expect(measure(image, nil, 50) == Size(width: 30, height: 50))
    let t2 = ViewTree()
    let fixed = t2.image(width: 30, height: 20, resizable: true, id: "fixed")
    _ = fixed.fixedSize()
    let r = t2.layout(width: 200, height: 200, options: .fixedText)
    expectFrame(r, fixed, x: 85, y: 90, w: 30, h: 20)
  }
}
