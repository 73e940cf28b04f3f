import LayoutEngine
import MarkupSyntax

/// Leaf elements built once per distinct name and attribute values, whose views later
/// elements alike copy (a Color with its `modifiers` chain is two nodes: the leaf and a frame).
///
/// A leaf such as `<Color name="red" modifiers=".frame(width: 10, height: 10)"/>` makes views
/// that depend on nothing but its name and its attributes' values, and documents repeat a few
/// such elements thousands of times. Building each afresh (an `ElementContext`, the spec's
/// closure, the attribute lookups, the colour check, the chain lookup) was most of
/// interpreting one; matching the attributes' value ids against a few remembered elements
/// and copying their nodes is a fraction of it. An element is remembered only when building
/// it reported nothing, named no view (`id`) and made a leaf wrapped in modifier layers alone,
/// so every copy is exactly what building it would have made, diagnostics included.
struct ReplayableElements {
  private struct Entry {
    let spec: ElementSpec
    /// The element's attributes, by name and value id, in document order.
    let attributes: [(name: String, valueID: Int32)]
    /// The leaf, then each modifier layer around it: contents and information, whose boxes
    /// and descriptions the copies share.
    let nodes: [(content: NodeContent, info: NodeInfo)]
  }

  /// Most elements remembered: each element of a replayable spec is compared with them.
  static let limit = 16

  private var entries: [Entry] = []

  /// Copies the views of a remembered element with the same spec and attribute values, for
  /// an element at `line` and `column`; nil when none is remembered.
  func replay(
    _ spec: ElementSpec, _ attributes: ElementAttributes, line: Int, column: Int,
    in tree: ViewTree
  ) -> NodeID? {
    guard
      let found = entries.firstIndex(where: {
        $0.spec === spec && attributes.match($0.attributes)
      })
    else { return nil }
    // Read in place (`entries[found].nodes[index]`): copying the entry or a node out first
    // retained and released each of their references once more.
    var node = tree.add(
      entries[found].nodes[0].content,
      info: entries[found].nodes[0].info.at(line: line, column: column))
    for index in 1..<entries[found].nodes.count {
      node = tree.add(
        entries[found].nodes[index].content, child: node,
        info: entries[found].nodes[index].info.at(line: line))
    }
    return node
  }

  /// Remembers the element just built into the nodes from `first` to `top` (the last added),
  /// when they are a leaf at the element's place wrapped in modifier layers on its line.
  mutating func remember(
    _ spec: ElementSpec, _ attributes: ElementAttributes, nodes first: Int, top: NodeID,
    line: Int, column: Int, in tree: ViewTree
  ) {
    guard entries.count < Self.limit, Int(top.index) == tree.count - 1, first <= tree.count - 1
    else { return }
    var keys: [(name: String, valueID: Int32)] = []
    for attribute in attributes {
      guard attribute.valueID >= 0, !attribute.name.isSameName(as: "id") else { return }
      keys.append((attribute.name, attribute.valueID))
    }
    var nodes: [(content: NodeContent, info: NodeInfo)] = []
    for index in first..<tree.count {
      let node = tree[NodeID(index: Int32(index))]
      guard node.info.id == nil, !node.info.isImplicit else { return }
      if index == first {
        guard case .leaf = node.content, node.info.line == line, node.info.column == column
        else { return }
      } else {
        guard case .modifier = node.content, node.children == [Int32(index - 1)],
          node.info.line == line, node.info.column == 0
        else { return }
      }
      nodes.append((node.content, node.info))
    }
    entries.append(Entry(spec: spec, attributes: keys, nodes: nodes))
  }
}
