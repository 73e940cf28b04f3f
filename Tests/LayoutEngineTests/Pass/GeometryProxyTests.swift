import LayoutEngine
import Testing

/// A GeometryReader's proxy read at layout time (semantics §1.2, `GeometryReadingLayer`).
@Suite struct GeometryProxyTests {
  /// A view whose width is a quarter of the reader's, inside a fixed 50-point frame, so the
  /// layer is proposed the same 50 × 50 whatever the reader's size.
  private func quarterInFixedFrame(_ t: ViewTree) -> (reader: ViewRef, color: ViewRef) {
    let color = t.color("red")
    let quarter = color.modifier(
      GeometryReadingLayer { proxy in FrameLayout(width: proxy.size.width / 4, height: 10) },
      kind: "frame"
    )
    .frame(width: 50, height: 50)
    let reader = t.container(
      GeometryReaderLayout(readsGeometry: true), kind: "GeometryReader", [quarter])
    return (reader, color)
  }

  /// Derived: the reader takes the whole 200 × 100 host, so the colour is 200 / 4 = 50 wide.
  @Test func readsTheReadersOwnSize() {
    let t = ViewTree()
    let (reader, color) = quarterInFixedFrame(t)
    let r = t.layout(width: 200, height: 100)
    expectFrame(r, reader, x: 0, y: 0, w: 200, h: 100)
    expectFrame(r, color, w: 50, h: 10)
  }

  /// One pass laid out in two hosts: the layer gets the same proposal each time, so only a
  /// memo kept per geometry gives 400 / 4 = 100 the second time rather than the first 50.
  @Test func eachGeometryHasItsOwnMemo() {
    let t = ViewTree()
    let (_, color) = quarterInFixedFrame(t)
    let computer = LayoutComputer(tree: t)
    let first = computer.run(in: ProposedViewSize(width: 200, height: 100))
    let second = computer.run(in: ProposedViewSize(width: 400, height: 100))
    #expect(first.frame(of: color.id)?.width == 50)
    #expect(second.frame(of: color.id)?.width == 100)
  }

  /// A reader whose content reads no proxy puts none in force: the layer, measured outside
  /// any, sees a zero-sized proxy.
  @Test func aReaderNotReadingGivesNoProxy() {
    let t = ViewTree()
    let color = t.color("red")
    let layer = color.modifier(
      GeometryReadingLayer { proxy in FrameLayout(width: proxy.size.width + 5, height: 10) },
      kind: "frame")
    _ = t.container(GeometryReaderLayout(), kind: "GeometryReader", [layer])
    let r = t.layout(width: 200, height: 100)
    expectFrame(r, color, w: 5, h: 10)
  }
}
