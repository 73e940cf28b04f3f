import LayoutEngine

/// How a node's `{` begins: right after `"root": `, on a line of its own as the first element
/// of its parent's children array, or after the comma ending its previous sibling.
enum JSONOpening {
  case root, first, next
}

/// What is left to write of the nodes under way. The sequential writer keeps these on an
/// explicit stack (deep trees are not walked by recursion); the parallel writer's work units
/// are the same steps, cut where the tree is too large for one unit (`JSONWorkPlan`).
enum JSONStep {
  /// A node and everything under it.
  case subtree(Int32, indent: Int, opening: JSONOpening, layer: Decoration.Kind?)
  /// A node's fields and the opening of its children array, without the children: a large
  /// subtree cut into units. Its children and its `close` follow as units of their own.
  case head(Int32, indent: Int, opening: JSONOpening, layer: Decoration.Kind?)
  /// The end of a node's children array, and of the node.
  case close(indent: Int)
}

/// Writes nodes of a laid-out tree as `JSONRenderer`'s JSON, reading them in place from the
/// arena (`nodes[i].info.kind`), not by copying each `ViewNode` out, which would retain and
/// release its content, children and strings. Holds no state of its own, so two threads can
/// each walk a different part of the tree with their own writer.
struct JSONTreeWalk {
  let nodes: UnsafeBufferPointer<ViewNode>
  let frames: LayoutFrames

  /// Writes `steps`, last first, until none is left, handing what `out` holds to `write`
  /// between nodes whenever that reaches `limit` bytes.
  func run(
    _ steps: inout [JSONStep], _ out: inout JSONWriter, _ properties: inout JSONPropertyCache,
    drainingAt limit: Int, into write: (UnsafeRawBufferPointer) -> Void
  ) {
    while let step = steps.popLast() {
      if out.count >= limit { out.drain(into: write) }
      switch step {
      case .close(let indent):
        out.line(indent + 2, "]")
        out.line(indent, "}")
      case .subtree(let id, let indent, let opening, let layer):
        let i = Int(id)
        let childCount = head(
          i, indent: indent, opening: opening, layer: layer, &out, &properties)
        guard childCount > 0 else { continue }
        steps.append(.close(indent: indent))
        let secondary = secondaryLayer(of: i, childCount: childCount)
        for k in (0..<childCount).reversed() {
          steps.append(child(k, of: i, indent: indent, secondaryLayer: secondary))
        }
      case .head(let id, let indent, let opening, let layer):
        _ = head(Int(id), indent: indent, opening: opening, layer: layer, &out, &properties)
      }
    }
  }

  /// The step writing the subtree of node `i`'s child `k` (node `i` indented by `indent`).
  func child(_ k: Int, of i: Int, indent: Int, secondaryLayer: Decoration.Kind?) -> JSONStep {
    .subtree(
      nodes[i].children[k], indent: indent + 4, opening: k == 0 ? .first : .next,
      layer: k == 1 ? secondaryLayer : nil)
  }

  /// The layer named on node `i`'s second child: the secondary view of a background or
  /// overlay.
  func secondaryLayer(of i: Int, childCount: Int) -> Decoration.Kind? {
    if childCount == 2, case .modifier(let d as Decoration) = nodes[i].content { return d.kind }
    return nil
  }

  /// Writes node `i`'s `{` and fields, one key per line in a fixed order; then either its
  /// closing brace or, when it has children, the opening of its children array. Returns the
  /// number of children.
  func head(
    _ i: Int, indent: Int, opening: JSONOpening, layer: Decoration.Kind?,
    _ out: inout JSONWriter, _ properties: inout JSONPropertyCache
  ) -> Int {
    switch opening {
    case .root: out.literal("{")
    case .first: out.line(indent, "{")
    case .next: out.commaLine(indent, "{")
    }
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
      out.commaLine(fields, "\"properties\": {")
      properties.write(i, of: nodes, indent: fields + 2, &out)
      out.line(fields, "}")
    }
    if childCount == 0 {
      out.line(indent, "}")
    } else {
      out.commaLine(fields, "\"children\": [")
    }
    return childCount
  }
}
