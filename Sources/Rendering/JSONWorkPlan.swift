import LayoutEngine

/// The parallel JSON writer's work: the document's nodes cut into units (`JSONStep`s) in
/// output order, grouped into batches of about `batchBytes` bytes of output each. Writing the
/// units of every batch in turn gives exactly the bytes the sequential writer gives, since
/// each unit carries the indentation, opening and layer the sequential walk would have.
///
/// A subtree whose output is estimated at `batchBytes` or less is one unit; a larger one is
/// cut into its `head`, its children's units and its `close`. Batches are bounded by bytes,
/// not nodes, so that deep documents (whose lines are mostly indentation) still hand over
/// buffers of bounded size.
struct JSONWorkPlan {
  /// Every unit, in output order.
  private(set) var units: [JSONStep] = []
  /// Where each batch's units end: batch `b` is `units[batchEnds[b - 1] ..< batchEnds[b]]`.
  private(set) var batchEnds: [Int] = []

  var batchCount: Int { batchEnds.count }

  /// The units of batch `b`.
  func batch(_ b: Int) -> ArraySlice<JSONStep> {
    units[(b == 0 ? 0 : batchEnds[b - 1])..<batchEnds[b]]
  }

  init(_ tree: ViewTree, root: JSONStep, walk: JSONTreeWalk, batchBytes: Int) {
    precondition(batchBytes < Self.saturated, "estimates saturate below a batch")
    let estimates = Self.subtreeEstimates(tree)
    var pending = [root]
    var bytes = 0
    func add(_ unit: JSONStep, bytes unitBytes: Int) {
      units.append(unit)
      bytes += unitBytes
      if bytes >= batchBytes {
        batchEnds.append(units.count)
        bytes = 0
      }
    }
    while let step = pending.popLast() {
      switch step {
      case .subtree(let id, let indent, let opening, let layer):
        let i = Int(id)
        let estimate = Int(estimates[i]) * Self.unit
        let childCount = walk.nodes[i].children.count
        if estimate <= batchBytes || childCount == 0 {
          add(step, bytes: estimate)
          continue
        }
        add(
          .head(id, indent: indent, opening: opening, layer: layer), bytes: Self.nodeBytes(indent))
        pending.append(.close(indent: indent))
        let secondary = walk.secondaryLayer(of: i, childCount: childCount)
        for k in (0..<childCount).reversed() {
          pending.append(walk.child(k, of: i, indent: indent, secondaryLayer: secondary))
        }
      case .close(let indent):
        add(step, bytes: 2 * indent + 4)
      case .head:
        preconditionFailure("heads are made here, never pending")
      }
    }
    if batchEnds.last != units.count { batchEnds.append(units.count) }
  }

  /// Estimated output of one node indented by `indent`: about seven lines of fields, each
  /// indented, plus their text. Only batch sizes depend on it, never the output.
  private static func nodeBytes(_ indent: Int) -> Int { 120 + 8 * indent }

  /// Bytes per step of the estimates: 16, so that they fit 16 bits (2 bytes a node, 4.4 MB
  /// for 1.1M views, where 32-bit estimates raised the run's peak memory by their 8.9 MB).
  private static let unit = 16

  /// The largest estimate in bytes: larger subtrees all count as this, and are cut.
  private static let saturated = Int(UInt16.max) * unit

  /// Each node's estimated subtree output in `unit`s (saturating at `UInt16.max`), from the
  /// tree's parent links in three linear passes: children come before their parents in the
  /// arena, so depths are a backward loop and subtree sums a forward one. No walk of the
  /// children arrays, whose reads out of order are what the writer itself mostly waits on.
  private static func subtreeEstimates(_ tree: ViewTree) -> [UInt16] {
    let count = tree.count
    return tree.parents.withUnsafeBufferPointer { parents in
      [UInt16](unsafeUninitializedCapacity: count) { estimates, initialized in
        for i in (0..<count).reversed() {
          let parent = Int(parents[i])
          // The depth, for now (saturating: only nodes that deep print more than a batch).
          estimates[i] = parent < 0 ? 0 : estimates[parent] &+ (estimates[parent] < .max ? 1 : 0)
        }
        for i in 0..<count {
          let indent = 2 + 4 * Int(estimates[i])
          estimates[i] = UInt16(clamping: (nodeBytes(indent) + unit - 1) / unit)
        }
        for i in 0..<count {
          let parent = Int(parents[i])
          if parent >= 0 {
            let (sum, overflow) = estimates[parent].addingReportingOverflow(estimates[i])
            estimates[parent] = overflow ? .max : sum
          }
        }
        initialized = count
      }
    }
  }
}
