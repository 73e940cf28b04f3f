import LayoutEngine
import Pipeline
import Testing

/// Layout cost stays linear in depth: nested alternating stacks whose leaves are flexible (the
/// shape that is exponential without memoisation, since every stack probes each child at 0, ∞
/// and a share) need about four evaluations per view at any depth. `LayoutResult.evaluations`
/// counts every size computation performed: memo misses, plus each computation of a
/// constant-time view without a memo entry (none here: these Colors are stack subviews, which
/// keep theirs). So these are exact, deterministic counts; timings live in Benchmarks/.
@Suite struct DepthScalingTests {
  /// The benchmark workload `alternatingChain(depth:)` (Benchmarks/Sources/Workloads) built with
  /// the DSL: level 0 (outermost) is an HStack, levels alternate, each level is
  /// `[Color, next level, Color]`, and the innermost level holds one Color. 3·depth + 1 views.
  static func alternating(depth: Int) -> ViewTree {
    let t = ViewTree()
    var inner = t.color("green")
    for level in (0..<depth).reversed() {
      let children = [t.color("red"), inner, t.color("blue")]
      inner = level % 2 == 0 ? t.hstack(children) : t.vstack(children)
    }
    return t
  }

  /// Recorded counts (they match `stackup-stages` on the generated markup): 118 for 16 views,
  /// 673 for 151 views, 6,065 for 1,501 views: about 12 evaluations per level (each of a
  /// level's three views is measured about four times: 0, ∞, its share, and the placement
  /// proposal) plus a constant, so evaluations per view fall towards 4 as depth grows
  /// (7.4, 4.5, 4.0). Exponential growth would show as a ratio growing with depth.
  @Test(arguments: [(5, 118), (50, 673), (500, 6_065)])
  func evaluationsPerViewStayFlat(depth: Int, expected: Int) {
    // Deep trees recurse once per level in the engine: run where the CLI runs, on a large stack.
    let (evaluations, views) = LargeStack.run(depth: depth) { () -> (Int, Int) in
      let tree = Self.alternating(depth: depth)
      return (tree.layout(width: 1000, height: 1000, options: .fixedText).evaluations, tree.count)
    }
    #expect(views == 3 * depth + 1)
    #expect(
      evaluations == expected, "depth \(depth): \(evaluations) evaluations for \(views) views")
    #expect(
      Double(evaluations) / Double(views) <= 7.5, "evaluations per view must not grow with depth")
  }

  /// Deeper levels cost no more than shallow ones: 450 more levels (1,350 more views) add
  /// 5,392 evaluations, under 12 per level (4 per view).
  @Test func marginalCostPerLevelIsConstant() {
    let counts = LargeStack.run(depth: 500) { () -> [Int] in
      [50, 500].map {
        Self.alternating(depth: $0).layout(width: 1000, height: 1000, options: .fixedText)
          .evaluations
      }
    }
    #expect(counts[1] - counts[0] == 5_392)
    #expect(counts[1] - counts[0] <= 12 * 450)
  }
}
