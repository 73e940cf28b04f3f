import LayoutEngine
import Testing

@testable import Rendering

/// The two-thread JSON writer (`JSONBatchRing`) against the sequential one: tiny batches cut
/// generated trees into many units (heads, closes, whole subtrees, at every depth), and the
/// bytes must come out identical.
@Suite struct ParallelJSONTests {
  /// The output and the number of chunks handed to `write`.
  private func render(
    _ tree: ViewTree, _ result: LayoutResult, parallelFrom minimumNodes: Int, batchBytes: Int
  ) -> (bytes: [UInt8], chunks: Int) {
    var bytes: [UInt8] = []
    var chunks = 0
    JSONRenderer().render(tree, result, parallelFrom: minimumNodes, batchBytes: batchBytes) {
      bytes.append(contentsOf: $0)
      chunks += 1
    }
    return (bytes, chunks)
  }

  /// Expects the parallel writer, at each batch size, to give the sequential writer's bytes,
  /// in more chunks than one (so the tree really was cut and written by the ring).
  private func expectSameBytes(_ tree: ViewTree, width: Double, height: Double) {
    let result = tree.layout(width: width, height: height)
    let sequential = render(tree, result, parallelFrom: .max, batchBytes: 1 << 20)
    #expect(sequential.bytes == Array(JSONRenderer().render(tree, result).utf8))
    for batchBytes in [1, 300, 4096] {
      let parallel = render(tree, result, parallelFrom: 0, batchBytes: batchBytes)
      #expect(parallel.chunks > 4, "batch size \(batchBytes)")
      #expect(parallel.bytes == sequential.bytes, "batch size \(batchBytes)")
    }
  }

  /// A random tree of stacks, groups, decorations (whose second child carries a layer),
  /// modifier layers, ids, details of one and several keys, strings needing escapes, and
  /// views never placed (ViewThatFits), from a fixed seed.
  private func randomTree(seed: UInt64, views: Int) -> ViewTree {
    var random = SeededRandom(seed)
    let t = ViewTree()
    var made = 0
    func view(depth: Int) -> ViewRef {
      made += 1
      let roll = random.next(12)
      if depth > 6 || made >= views || roll < 4 {
        let leaf: ViewRef
        switch random.next(3) {
        case 0: leaf = t.color("red", id: "c\(made)")
        case 1: leaf = t.text("say \"hi\" \(made)\n")
        default: leaf = t.image(width: Double(random.next(30)) / 3, height: 7)
        }
        t.updateInfo(leaf.id) { info in
          info.line = made
          if made % 3 == 0 { info.details = ["a": "\(made)", "b\\": "x\ty", "0": "first"] }
        }
        return random.next(2) == 0 ? leaf.padding(.all, 1.5) : leaf.frame(width: 10, height: 10)
      }
      let children = (0..<(1 + random.next(5))).map { _ in view(depth: depth + 1) }
      switch roll {
      case 4, 5: return t.hstack(spacing: 2.25, children)
      case 6, 7: return t.vstack(children)
      case 8: return t.group(children)
      case 9: return children[0].background(view(depth: depth + 1))
      case 10: return children[0].overlay(view(depth: depth + 1)).frame(width: 40)
      default:
        return t.container(
          ViewThatFitsLayout(axes: [.horizontal]), kind: "ViewThatFits", children)
      }
    }
    let root = t.vstack((0..<8).map { _ in view(depth: 0) })
    t.updateInfo(root.id) { $0.isImplicit = true }
    t.root = root.id
    return t
  }

  @Test("random trees: the parallel writer's bytes are the sequential writer's", arguments: 0..<4)
  func randomTrees(seed: UInt64) {
    expectSameBytes(randomTree(seed: seed, views: 600), width: 390, height: 844)
  }

  @Test("a deep chain of modifier layers, cut into heads and closes at every level")
  func deepChain() {
    let t = ViewTree()
    var view = t.text("deep")
    for k in 0..<400 {
      view = k % 2 == 0 ? view.padding(.all, 1) : view.offset(x: 0.5)
    }
    t.root = view.id
    expectSameBytes(t, width: 2000, height: 2000)
  }

  @Test("one stack of many leaves, cut between siblings")
  func wideStack() {
    let t = ViewTree()
    t.root = t.hstack((0..<3000).map { t.color("c\($0)").frame(width: 1, height: 1) }).id
    expectSameBytes(t, width: 10000, height: 100)
  }

  @Test("repeated runs: whichever thread renders or re-renders a batch, the bytes are the same")
  func repeatedRuns() {
    // Batches of one unit keep both threads handing over constantly, so the orders in which
    // they claim, finish and take over each other's batches vary from run to run.
    let t = randomTree(seed: 7, views: 400)
    let result = t.layout(width: 390, height: 844)
    let sequential = render(t, result, parallelFrom: .max, batchBytes: 1 << 20).bytes
    for _ in 0..<50 {
      #expect(render(t, result, parallelFrom: 0, batchBytes: 1).bytes == sequential)
    }
  }

  @Test("a single leaf or an empty tree stays on the sequential path with the same bytes")
  func tiny() {
    let single = ViewTree()
    single.root = single.color("red").id
    let empty = ViewTree()
    for t in [single, empty] {
      let result = t.layout(width: 10, height: 10)
      let sequential = render(t, result, parallelFrom: .max, batchBytes: 1 << 20)
      let parallel = render(t, result, parallelFrom: 0, batchBytes: 1)
      #expect(parallel.bytes == sequential.bytes)
    }
  }
}

/// A small deterministic generator (SplitMix64), so the random trees are the same every run.
private struct SeededRandom {
  private var state: UInt64
  init(_ seed: UInt64) { state = seed }

  /// A number in `0 ..< bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
