import LayoutEngine
import Pipeline
import Testing

/// `GridLayout` and `LazyGridLayout` through the Swift builders (semantics §6).
@Suite struct GridTests {
  /// §6.2: each column as wide as its widest cell, each row as tall as its tallest; cells
  /// centred in their cells by default.
  @Test func columnsAndRowsFromWidestAndTallestCells() {
    let t = ViewTree()
    let a = t.sizedColor("red", 30, 20)
    let b = t.sizedColor("blue", 50, 10)
    let c = t.sizedColor("green", 40, 30)
    let d = t.sizedColor("yellow", 20, 20)
    _ = t.grid(
      horizontalSpacing: 10, verticalSpacing: 5,
      [t.gridRow([a.framed, b.framed]), t.gridRow([c.framed, d.framed])])
    let r = t.layout(width: 400, height: 300, options: .fixedText)
    expectFrame(r, a.color, x: 155, y: 122.5, w: 30, h: 20)
    expectFrame(r, b.color, x: 200, y: 127.5, w: 50, h: 10)
    expectFrame(r, c.color, x: 150, y: 147.5, w: 40, h: 30)
    expectFrame(r, d.color, x: 215, y: 152.5, w: 20, h: 20)
  }

  /// §6.1, §6.3: a view outside rows spans every column; unsized horizontally it takes the
  /// columns' width without widening them, else it widens them to the whole proposal.
  @Test(arguments: [(true, 60.0, 80.0), (false, 0, 200)])
  func loneViewSpansColumns(unsized: Bool, x: Double, width: Double) {
    let t = ViewTree()
    let a = t.sizedColor("red", 30, 30)
    let b = t.sizedColor("blue", 40, 30)
    var rule = t.color("gray").frame(height: 2)
    if unsized { rule = rule.gridCellUnsizedAxes(horizontal: true, vertical: false) }
    _ = t.grid(horizontalSpacing: 10, verticalSpacing: 0, [t.gridRow([a.framed, b.framed]), rule])
    let r = t.layout(width: 200, height: 100, options: .fixedText)
    expectFrame(r, rule, x: x, w: width, h: 2)
  }

  /// §6.6: objc.io's quiz 1, fixed(70) and adaptive(minimum: 40) in 200: 70, 57, 57.
  @Test func lazyGridResolvesFixedAndAdaptive() {
    let layout = LazyGridLayout(
      axis: .vertical,
      items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40, maximum: .infinity))],
      alignment: .horizontalCenter)
    let tracks = layout.tracks(for: 200)
    #expect(tracks.map(\.length) == [70, 57, 57])
    #expect(tracks.map(\.start) == [0, 78, 143])
  }

  /// §6.6: the adaptive tracks of one grid are bounded, however small the minimum.
  @Test func adaptiveTracksAreBounded() {
    let layout = LazyGridLayout(
      axis: .vertical, items: [GridItem(.adaptive(minimum: 0.0001, maximum: .infinity))],
      alignment: .horizontalCenter)
    #expect(layout.tracks(for: 1_000_000).count == LazyGridLayout.maxTracks)
  }
}

/// Nested grids cost time linear in depth (semantics §6.2: a cell that overflowed or kept its
/// offer is proposed that offer again, and plans are kept per proposal), where proposing
/// measured sizes made every level double the work.
@Suite struct GridDepthScalingTests {
  /// `Grid { GridRow { Color; <next level>; Text } Divider() }`, `depth` levels deep: each level
  /// overflows its share (the Texts cannot shrink) and its Divider widens its columns.
  static func nested(depth: Int) -> ViewTree {
    let t = ViewTree()
    var inner = t.color("green")
    for _ in 0..<depth {
      inner = t.grid([t.gridRow([t.color("red"), inner, t.text("B")]), t.divider()])
    }
    return t
  }

  @Test(arguments: [10, 40, 160])
  func evaluationsPerViewStayFlat(depth: Int) {
    let (evaluations, views) = LargeStack.run(depth: depth) { () -> (Int, Int) in
      let tree = Self.nested(depth: depth)
      return (tree.layout(width: 400, height: 400, options: .fixedText).evaluations, tree.count)
    }
    #expect(
      evaluations < 20 * views, "depth \(depth): \(evaluations) evaluations for \(views) views")
  }
}
