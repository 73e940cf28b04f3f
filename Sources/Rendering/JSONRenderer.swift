public import LayoutEngine
internal import Threads

/// The laid-out tree as JSON, mirroring the markup: every view, every modifier layer and
/// every template's content, each with `kind`, `id` (when the markup names it), `line`, and
/// `frame` in the canvas's coordinate space (unrounded). Keys always come in the same order
/// and numbers print the same way, so output is byte-identical from run to run.
///
/// Shape (documented in the README):
/// `{"canvas": {"width", "height"}, "root": Node}` where Node is
/// `{"kind", "id"?, "line", "frame": {"x","y","width","height"} | null, "implicit"?,
///   "layer"?, "properties"?, "children"?}`.
public struct JSONRenderer {
  /// A renderer (it has no settings: the JSON has one shape).
  public init() {}

  /// The JSON of `tree` laid out as `result`, ending with a line break.
  public func render(_ tree: ViewTree, _ result: LayoutResult) -> String {
    // Streamed into the string chunk by chunk, so the text is held once (rendering whole into
    // a buffer and then copying it doubled the memory and the page faults). Chunks end between
    // nodes, never inside a multi-byte character. The 111k-view document prints about 380
    // bytes per node; capacity never written is never touched, so a generous guess costs
    // address space, not memory.
    var text = ""
    text.reserveCapacity(tree.count * 400)
    render(tree, result) { chunk in text += String(decoding: chunk, as: UTF8.self) }
    return text
  }

  /// The same bytes as `render`, handed to `write` in chunks as they are produced, the last
  /// one ending with the final line break.
  ///
  /// Large documents print tens of megabytes (80 MB for 111k views); building that as one
  /// `String` and then copying it out again cost more time than the JSON itself and doubled
  /// peak memory. Trees of `minimumParallelNodes` nodes or more are written by two threads
  /// (`JSONBatchRing`). A chunk is only valid during the call to `write`.
  package func render(
    _ tree: ViewTree, _ result: LayoutResult, writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    render(
      tree, result, parallelFrom: Self.minimumParallelNodes, batchBytes: Self.batchBytes,
      writingTo: write)
  }

  /// `render(_:_:writingTo:)` on two threads when the tree has `minimumNodes` nodes or more,
  /// cut into batches of about `batchBytes` bytes (tests pass small values to cut small
  /// trees).
  func render(
    _ tree: ViewTree, _ result: LayoutResult, parallelFrom minimumNodes: Int, batchBytes: Int,
    writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    tree.nodes.withUnsafeBufferPointer { nodes in
      let walk = JSONTreeWalk(nodes: nodes, frames: result.frames)
      var out = JSONWriter(capacity: Self.chunkSize + 4096)
      out.literal("{")
      out.line(2, "\"canvas\": {")
      out.line(4, "\"width\": ")
      out.number(result.canvas.width)
      out.commaLine(4, "\"height\": ")
      out.number(result.canvas.height)
      out.line(2, "}")
      out.commaLine(2, "\"root\": ")
      if let root = tree.root {
        let rootStep = JSONStep.subtree(root.index, indent: 2, opening: .root, layer: nil)
        let plan =
          tree.count >= minimumNodes
          ? JSONWorkPlan(tree, root: rootStep, walk: walk, batchBytes: batchBytes) : nil
        if let plan, plan.batchCount > 1 {
          out.drain(into: write)
          let ring = JSONBatchRing(plan, walk: walk, batchBytes: batchBytes)
          // Where no thread starts, `ring.write` renders every batch itself.
          _ = ThreadStart.run(ring, join: false)
          ring.write(into: write)
        } else {
          var steps = [rootStep]
          var properties = JSONPropertyCache()
          walk.run(&steps, &out, &properties, drainingAt: Self.chunkSize, into: write)
        }
      } else {
        out.literal("null")
      }
      out.line(0, "}")
      out.literal("\n")
      out.drain(into: write)

    }
  }

  /// Bytes gathered before the sequential writer hands them on: large enough that the write
  /// calls cost nothing, small enough to stay in cache.
  static let chunkSize = 1 << 16

  /// Trees smaller than this are written on the calling thread alone: below it, starting a
  /// thread and faulting in the ring's buffers costs more than the second core saves (at
  /// 20,001 nodes, 4.6 MB of JSON, two threads took 1 ms longer end to end than one).
  static let minimumParallelNodes = 50_000

  /// Output per batch of the parallel writer (estimated before writing, see `JSONWorkPlan`).
  static let batchBytes = 1 << 19
}
