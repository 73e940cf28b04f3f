import LayoutEngine

/// How a node's `{` begins: right after `"root": `, on a line of its own as the first element
/// of its parent's children array, or after the comma ending its previous sibling.
enum JSONOpening {
  case root, first, next
}

/// What is left to write of the nodes under way, kept on an explicit stack: deep trees (a
/// 10,000-deep chain) are not walked by recursion, which would need a large stack.
enum JSONStep {
  /// A node and everything under it.
  case subtree(Int32, indent: Int, opening: JSONOpening, layer: Decoration.Kind?)
  /// The end of a node's children array, and of the node.
  case close(indent: Int)
}

/// Writes the nodes of a laid-out tree as `JSONRenderer`'s JSON, reading them in place from
/// the arena (`nodes[i].info.kind`), not by copying each `ViewNode` out, which would retain and
/// release its content, children and strings.
struct JSONTreeWalk {
  let nodes: UnsafeBufferPointer<ViewNode>
  /// The tree, for the few nodes whose layout is read (`ViewTree.content(at:)`).
  let tree: ViewTree
  let frames: LayoutFrames
  /// The pass's result, for the font each Text was measured with (§9.6).
  let result: LayoutResult

  /// Writes the subtree of node `root` (the document's root, right after `"root": `), handing
  /// what `out` holds to `write` between nodes whenever that reaches `limit` bytes.
  func write(
    _ root: Int32, _ out: inout JSONWriter, drainingAt limit: Int,
    into write: (UnsafeRawBufferPointer) -> Void
  ) {
    var steps = [JSONStep.subtree(root, indent: 2, opening: .root, layer: nil)]
    var descriptions = JSONDescriptionText()
    while let step = steps.popLast() {
      if out.count >= limit { out.drain(into: write) }
      switch step {
      case .close(let indent):
        out.line(indent + 2, "]")
        out.line(indent, "}")
      case .subtree(let id, let indent, let opening, let layer):
        let i = Int(id)
        let childCount = head(
          i, indent: indent, opening: opening, layer: layer, &descriptions, &out)
        guard childCount > 0 else { continue }
        steps.append(.close(indent: indent))
        // The second child of a background or overlay is its secondary view, named by its layer.
        var secondary: Decoration.Kind? = nil
        if childCount == 2, case .modifier(let d as Decoration) = tree.content(at: i) {
          secondary = d.kind
        }
        for k in (0..<childCount).reversed() {
          steps.append(
            .subtree(
              nodes[i].children[k], indent: indent + 4, opening: k == 0 ? .first : .next,
              layer: k == 1 ? secondary : nil))
        }
      }
    }
  }

  /// Writes node `i`'s `{` and fields, one key per line in a fixed order; then either its
  /// closing brace or, when it has children, the opening of its children array. Returns the
  /// number of children.
  private func head(
    _ i: Int, indent: Int, opening: JSONOpening, layer: Decoration.Kind?,
    _ descriptions: inout JSONDescriptionText, _ out: inout JSONWriter
  ) -> Int {
    switch opening {
    case .root: out.literal("{")
    case .first: out.line(indent, "{")
    case .next: out.commaLine(indent, "{")
    }
    let fields = indent + 2
    let childCount = nodes[i].children.count
    // A Label's and a DatePicker's style are the ones in force where they were laid out
    // (§7.2, §8.13). The kind is tested with `case`: `==` on it, from this module, is a call
    // through `Equatable`.
    var style: String? = nil
    switch nodes[i].kind {
    case .container where nodes[i].info.kind == "Label":
      style = result.environment(of: NodeID(index: Int32(i)))[LabelStyleKey.self].rawValue
    case .modifier where nodes[i].info.kind == "DatePicker":
      style = result.environment(of: NodeID(index: Int32(i)))[DatePickerStyleKey.self].rawValue
    default: break
    }
    let description =
      style.map { descriptions.slot(for: nodes[i].info, adding: ("style", $0)) }
      ?? descriptions.slot(for: nodes[i].info)
    out.line(fields, "\"kind\": ")
    descriptions.writeKind(description, &out)
    descriptions.writeID(description, indent: fields, &out)
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
    // The case is tested in place first: putting the content together copies (retains) its
    // layout, which JSON would do for every node.
    if case .container = nodes[i].kind,
      case let layout = tree.content(at: i),
      let insets = ScrollContent.contentInsets(i, layout, result),
      let content = ScrollContent.contentSize(
        i, layout, nodes: nodes, result: result, insets: insets)
    {
      out.commaLine(fields, "\"contentSize\": {\"width\": ")
      out.number(content.width)
      out.literal(", \"height\": ")
      out.number(content.height)
      out.literal("}")
      if insets != EdgeInsets() {
        out.commaLine(fields, "\"contentInsets\": {\"top\": ")
        out.number(insets.top)
        out.literal(", \"leading\": ")
        out.number(insets.leading)
        out.literal(", \"bottom\": ")
        out.number(insets.bottom)
        out.literal(", \"trailing\": ")
        out.number(insets.trailing)
        out.literal("}")
      }
    }
    if descriptions.isImplicit(description) {
      out.commaLine(fields, "\"implicit\": true")
    }
    if let layer {
      out.commaLine(fields, "\"layer\": ")
      out.string(layer.rawValue)
    }
    descriptions.writeProperties(description, indent: fields, &out)
    // The font test first: it is a table lookup, and `is TextLeaf` on an existential is a
    // runtime cast for every leaf of a document without fonts.
    if result.hasOwnFont(NodeID(index: Int32(i))), case .leaf(is TextLeaf) = tree.content(at: i) {
      writeFont(i, indent: fields, &out)
    }
    if childCount == 0 {
      out.line(indent, "}")
    } else {
      out.commaLine(fields, "\"children\": [")
    }
    return childCount
  }

  /// A Text's resolved font (§9.6), written unless it is the default (body at the default
  /// size, nothing set), so documents without fonts print as before: its style (null for a fixed-size or custom font), point
  /// size, weight, the line height it was laid out with, and the rest when not the default.
  private func writeFont(_ i: Int, indent: Int, _ out: inout JSONWriter) {
    let (font, metrics) = result.measuredFont(of: NodeID(index: Int32(i)))
    out.commaLine(indent, "\"font\": {\"style\": ")
    if let style = font.style { out.string(style.rawValue) } else { out.literal("null") }
    out.literal(", \"size\": ")
    out.number(font.pointSize)
    out.literal(", \"weight\": ")
    out.string(font.weight.rawValue)
    out.literal(", \"lineHeight\": ")
    out.number(metrics.lineHeight)
    if font.design != .default {
      out.literal(", \"design\": ")
      out.string(font.design.rawValue)
    }
    if font.italic { out.literal(", \"italic\": true") }
    if font.monospaced { out.literal(", \"monospaced\": true") }
    if font.monospacedDigit { out.literal(", \"monospacedDigit\": true") }
    if let family = font.family {
      out.literal(", \"family\": ")
      out.string(family)
    }
    out.literal("}")
  }
}
