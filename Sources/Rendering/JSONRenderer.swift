public import LayoutEngine

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
  public init() {}

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

  /// The same bytes as `render`, handed to `write` in chunks of about 64 KiB as they are
  /// produced, the last one ending with the final line break.
  ///
  /// Large documents print tens of megabytes (80 MB for 111k views); building that as one
  /// `String` and then copying it out again cost more time than the JSON itself and doubled
  /// peak memory. A chunk is only valid during the call to `write`.
  public func render(
    _ tree: ViewTree, _ result: LayoutResult, writingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    var out = JSONWriter(capacity: Self.chunkSize + 4096)
    document(tree, result, &out, flushingTo: write)
    out.drain(into: write)
  }

  /// Bytes gathered before `render(_:_:writingTo:)` hands them on: large enough that the
  /// write calls cost nothing, small enough to stay in cache.
  static let chunkSize = 1 << 16

  /// Writes the whole document, with its final line break, into `out`, handing what it holds
  /// to `write` between nodes whenever that reaches `chunkSize` bytes.
  private func document(
    _ tree: ViewTree, _ result: LayoutResult, _ out: inout JSONWriter,
    flushingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    out.literal("{")
    out.line(2, "\"canvas\": {")
    out.line(4, "\"width\": ")
    out.number(result.canvas.width)
    out.commaLine(4, "\"height\": ")
    out.number(result.canvas.height)
    out.line(2, "}")
    out.commaLine(2, "\"root\": ")
    if let root = tree.root {
      subtree(root, tree, result, &out, flushingTo: write)
    } else {
      out.literal("null")
    }
    out.line(0, "}")
    out.literal("\n")
  }

  /// What is left to write of the nodes under way.
  private enum Step {
    /// A child: its separator from the previous sibling, then the node itself.
    case child(Int32, indent: Int, isFirst: Bool, layer: Decoration.Kind?)
    /// The end of a node's children array, and of the node.
    case close(indent: Int)
  }

  /// Writes the subtree under `root`, whose `{` goes at the current position, indented by 2.
  /// Deep trees are walked with an explicit stack of steps rather than by recursion.
  private func subtree(
    _ root: NodeID, _ tree: ViewTree, _ result: LayoutResult, _ out: inout JSONWriter,
    flushingTo write: (UnsafeRawBufferPointer) -> Void
  ) {
    let frames = result.frames
    tree.nodes.withUnsafeBufferPointer { nodes in
      var steps: [Step] = []
      out.literal("{")
      node(Int(root.index), indent: 2, layer: nil, nodes, frames, &out, &steps)
      while let step = steps.popLast() {
        if out.count >= Self.chunkSize { out.drain(into: write) }
        switch step {
        case .close(let indent):
          out.line(indent + 2, "]")
          out.line(indent, "}")
        case .child(let id, let indent, let isFirst, let layer):
          if isFirst { out.line(indent, "{") } else { out.commaLine(indent, "{") }
          node(Int(id), indent: indent, layer: layer, nodes, frames, &out, &steps)
        }
      }
    }
  }

  /// Writes node `i`'s fields after its `{`, one key per line in a fixed order; then either
  /// its closing brace or, when it has children, the opening of its children array, pushing
  /// the children and the array's end onto `steps`. Fields are read in place from the arena
  /// (`nodes[i].info.kind`), not by copying each `ViewNode` out, which would retain and
  /// release its content, children and strings.
  private func node(
    _ i: Int, indent: Int, layer: Decoration.Kind?, _ nodes: UnsafeBufferPointer<ViewNode>,
    _ frames: LayoutFrames,
    _ out: inout JSONWriter, _ steps: inout [Step]
  ) {
    let fields = indent + 2
    // Read first: the children array and the details are separate heap objects, usually not in
    // cache, and asking for both before writing anything lets their two cache misses overlap.
    let childCount = nodes[i].children.count
    let hasDetails = !nodes[i].info.details.isEmpty
    out.line(fields, "\"kind\": ")
    out.string(nodes[i].info.kind)
    if let name = nodes[i].info.id {
      out.commaLine(fields, "\"id\": ")
      out.string(name)
    }
    out.commaLine(fields, "\"line\": ")
    out.integer(Int64(nodes[i].info.line))
    if let f = frames[i] {
      out.commaLine(fields, "\"frame\": {\"x\": ")
      out.number(f.minX)
      out.literal(", \"y\": ")
      out.number(f.minY)
      out.literal(", \"width\": ")
      out.number(f.width)
      out.literal(", \"height\": ")
      out.number(f.height)
      out.literal("}")
    } else {
      out.commaLine(fields, "\"frame\": null")
    }
    if nodes[i].info.isImplicit {
      out.commaLine(fields, "\"implicit\": true")
    }
    if let layer {
      out.commaLine(fields, "\"layer\": ")
      out.string(layer.rawValue)
    }
    if hasDetails {
      let details = nodes[i].info.details
      out.commaLine(fields, "\"properties\": {")
      if details.count == 1, let (key, value) = details.first {
        // The common case (a modifier's arguments, a colour): no sorted key array.
        out.line(fields + 2, "")
        out.string(key)
        out.literal(": ")
        out.string(value)
      } else {
        for (k, key) in details.keys.sorted().enumerated() {
          if k == 0 { out.line(fields + 2, "") } else { out.commaLine(fields + 2, "") }
          out.string(key)
          out.literal(": ")
          out.string(details[key]!)
        }
      }
      out.line(fields, "}")
    }
    if childCount == 0 {
      out.line(indent, "}")
      return
    }
    out.commaLine(fields, "\"children\": [")
    steps.append(.close(indent: indent))
    var secondaryLayer: Decoration.Kind? = nil
    if childCount == 2, case .decoration(let d) = nodes[i].content { secondaryLayer = d.kind }
    for k in (0..<childCount).reversed() {
      steps.append(
        .child(
          nodes[i].children[k], indent: fields + 2, isFirst: k == 0,
          layer: k == 1 ? secondaryLayer : nil))
    }
  }
}
