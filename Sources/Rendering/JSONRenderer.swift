public import LayoutEngine

/// The laid-out tree as JSON, mirroring the markup: every view, every modifier layer and
/// every template's content, each with `kind`, `id` (when the markup names it), `line`, and
/// `frame` in the canvas's coordinate space (unrounded); a scroll view adds its content's
/// `contentSize`, and `contentInsets` when the content is inset (semantics §5.4, §5.10). Keys always come in the same order
/// and numbers print the same way, so output is byte-identical from run to run.
///
/// Shape (documented in the README):
/// `{"stackup": version, "canvas": {"width", "height"}, "root": Node}` where Node is
/// `{"kind", "id"?, "line", "frame": {"x","y","width","height"} | null, "contentSize"?,
///   "contentInsets"?, "implicit"?, "layer"?, "properties"?, "children"?}`.
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
  /// peak memory. A chunk is only valid during the call to `write`.
  package func render(
    _ tree: ViewTree, _ result: LayoutResult, writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    tree.nodes.withUnsafeBufferPointer { nodes in
      let walk = JSONTreeWalk(nodes: nodes, tree: tree, frames: result.frames, result: result)
      var out = JSONWriter(capacity: Self.chunkSize + 4096)
      out.literal("{")
      out.line(2, "\"stackup\": ")
      out.string(StackupVersion.current)
      out.commaLine(2, "\"canvas\": {")
      out.line(4, "\"width\": ")
      out.number(result.canvas.width)
      out.commaLine(4, "\"height\": ")
      out.number(result.canvas.height)
      out.line(2, "}")
      out.commaLine(2, "\"root\": ")
      if let root = tree.root {
        walk.write(root.index, &out, drainingAt: Self.chunkSize, into: write)
      } else {
        out.literal("null")
      }
      out.line(0, "}")
      out.literal("\n")
      out.drain(into: write)
    }
  }

  /// Bytes gathered before the writer hands them on: large enough that the write calls cost
  /// nothing, small enough to stay in cache.
  static let chunkSize = 1 << 16
}
