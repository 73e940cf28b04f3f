import LayoutEngine
import Testing

/// The layout pass memoises sizes per view and proposal (Pass/MemoTable.swift), so nested stacks
/// cost linear rather than exponential time. `LayoutResult.evaluations` counts actual size
/// computations — memo misses, plus every computation of a constant-time view the pass gives
/// no memo entry (`LayoutPlan.isMemoised`) — a deterministic count, not a timing. The Colors
/// in these stacks are stack subviews, which keep their entries.
@Suite struct MemoisationTests {
  /// Alternating HStack/VStack nesting, each level: [Color, nested, Color] (a chain), depth `d`.
  static func chain(depth: Int) -> ViewTree {
    let t = ViewTree()
    var inner = t.color("leaf")
    for level in 0..<depth {
      let children = [t.color("a\(level)"), inner, t.color("b\(level)")]
      inner = level % 2 == 0 ? t.hstack(children) : t.vstack(children)
    }
    return t
  }

  /// Alternating HStack/VStack nesting as a full binary tree of depth `d` over Colors.
  static func binary(depth: Int) -> ViewTree {
    let t = ViewTree()
    func build(_ d: Int) -> ViewRef {
      if d == 0 { return t.color("leaf") }
      let children = [build(d - 1), build(d - 1)]
      return d % 2 == 0 ? t.hstack(children) : t.vstack(children)
    }
    _ = build(depth)
    return t
  }

  /// Evaluations per node stay bounded as depth grows (depth 3, 6, 9). Measured ratios: chain
  /// 6.4 / 6.4 / 5.4, binary 7.7 / 8.8 / 6.6 evaluations per node; the bound 12 leaves a margin.
  /// Without memoisation the count would grow geometrically with depth, since every level probes
  /// its children at 0, ∞, a share and again at placement.
  @Test(arguments: [3, 6, 9])
  func evaluationsPerNodeBounded(depth: Int) {
    for (name, tree) in [
      ("chain", Self.chain(depth: depth)), ("binary", Self.binary(depth: depth)),
    ] {
      let r = tree.layout(width: 200, height: 200, options: .fixedText)
      let ratio = Double(r.evaluations) / Double(tree.count)
      #expect(
        ratio <= 12, "\(name) depth \(depth): \(r.evaluations) evaluations for \(tree.count) nodes")
      #expect(r.evaluations > 0)
    }
  }

  /// The count is deterministic: the same tree laid out twice gives the same number.
  @Test func evaluationsAreDeterministic() {
    let a = Self.chain(depth: 6).layout(width: 200, height: 200, options: .fixedText).evaluations
    let b = Self.chain(depth: 6).layout(width: 200, height: 200, options: .fixedText).evaluations
    #expect(a == b)
  }

  /// A leaf measured repeatedly with one proposal is computed once. Derived: a lone Color root is
  /// measured once for sizing and not again for placement (same proposal): 1 evaluation.
  @Test func sameProposalIsComputedOnce() {
    let t = ViewTree()
    _ = t.color("c")
    #expect(t.layout(width: 200, height: 200, options: .fixedText).evaluations == 1)
  }

  /// Views without a memo entry are counted each time they are computed. Derived: a lone frame
  /// fixed in both lengths is sized once by the host (1); placing it measures its Color to
  /// align it and again to place it (3). In an HStack: the stack once (1); each frame seven
  /// times, at 0, ∞ and its share while the stack is sized, again while it is placed, and once
  /// to be placed (14); each Color twice, as above (4): 19.
  @Test func unmemoisedViewsAreCountedEachTime() {
    let lone = ViewTree()
    _ = lone.color("c").frame(width: 10, height: 10)
    #expect(lone.layout(width: 200, height: 200, options: .fixedText).evaluations == 3)

    let t = ViewTree()
    _ = t.hstack([
      t.color("a").frame(width: 10, height: 10), t.color("b").frame(width: 20, height: 10),
    ])
    #expect(t.layout(width: 200, height: 200, options: .fixedText).evaluations == 19)
  }
}
