import Stackup
import Testing

/// The subviews the last `KeepingStack` placed, kept past its layout pass as a user's layout
/// may keep them (in a global, a cache, a closure).
nonisolated(unsafe) private var keptSubviews: [LayoutSubview] = []

/// Places its subviews one under another, and keeps them.
private struct KeepingStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    keptSubviews = Array(subviews)
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: Point(x: bounds.minX, y: y), proposal: .unspecified)
      y += size.height
    }
  }
}

/// A `LayoutSubview` holds its pass, so one kept after the pass is safe to use: measuring
/// answers as during the pass, and placing does nothing (the pass is over).
@Test func subviewsKeptAfterThePassStillAnswer() throws {
  var settings = RenderSettings()
  settings.interpreter.layouts.register("KeepingStack", attributes: []) { _ in
    AnyLayout(KeepingStack())
  }
  let laidOut = try Markup.layout(
    SourceFile(
      name: "kept.xml",
      text: """
        <Preview width="200" height="100">
          <KeepingStack>
            <Text id="hello">Hello</Text>
            <Text id="hi" modifiers=".layoutPriority(2)">Hi</Text>
          </KeepingStack>
        </Preview>
        """),
    settings: settings)
  let hello = try #require(laidOut.frame(ofID: "hello"))
  let hi = try #require(laidOut.frame(ofID: "hi"))
  #expect(hello.size == Size(width: 39, height: 21))
  #expect(hi.size == Size(width: 16, height: 21))
  // The pass is over: the subviews outlive it, and still measure as they did.
  let kept = keptSubviews
  try #require(kept.count == 2)
  #expect(kept[0].sizeThatFits(.unspecified) == hello.size)
  #expect(kept[1].dimensions(in: .unspecified).width == hi.width)
  #expect(kept[1].priority == 2)
  #expect(kept[0].spacing == kept[1].spacing)
  // Placing after the pass is ignored: the laid-out document keeps its frames.
  kept[0].place(at: Point(x: 500, y: 500), proposal: .unspecified)
  #expect(laidOut.frame(ofID: "hello") == hello)
}
