/// A view's index in its `ViewTree`.
public struct NodeID: Hashable, Sendable, Comparable {
  package let index: Int32
  package init(index: Int32) { self.index = index }
  /// Orders nodes by index, the order they were added in.
  public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
}

/// What a node is. Views are leaves or containers; every modifier is its own node wrapping
/// one child (a "modifier layer"), as in SwiftUI's `ModifiedContent`.
package enum NodeContent {
  /// A view without children.
  case leaf(any LeafLayout)
  /// A container laying its subviews out with a `Layout` (HStack, VStack, ZStack, custom).
  case container(AnyLayout)
  /// A modifier layer: its child, then the view it attaches if any (background, overlay).
  case modifier(any ModifierLayout)
  /// A transparent list (`Group`, `ForEach`, `EmptyView`): its children are spliced into the
  /// enclosing container's subviews; it is never laid out itself.
  case group
}

/// One node of the arena. Its layout is kept apart, in the tree's table for its kind
/// (`ViewTree.leafLayouts`, `modifierLayouts`, `containerLayouts`), at `slot`: the layout pass
/// then reads each table as it is, where it had copied every node's layout out of its content
/// into tables of its own (and released them all at the end), a fifth of laying out a wide
/// row of 100,000 frames. `ViewTree.content(_:)` puts a node's content back together.
package struct ViewNode {
  /// Which case of `NodeContent` the node is. Test it with `case`: `==` on it, from another
  /// module, is a call through `Equatable`.
  package let kind: Kind
  /// The node's index in its kind's table of layouts; -1 for a group.
  package let slot: Int32
  package var children: ViewChildren
  package var info: NodeInfo

  /// The cases of `NodeContent`, without their payloads.
  package enum Kind: UInt8 {
    case leaf, container, modifier, group
  }
}

/// The view tree: a flat arena of nodes where every child is added before its parent, so
/// bottom-up passes are a forward loop and top-down passes a backward one, with no recursion
/// and no recursive deinit however deep the tree.
public final class ViewTree {
  /// The arena, its parent links and the root, in one stored property: adding a node is then
  /// one access to the tree's state (each access to a class's stored property is checked for
  /// exclusivity at run time, and three per node were a tenth of building a large tree).
  /// Unchecked (`UncheckedCell`), it saves 0.14 M instructions at 1k views and 1.4 M at 11k
  /// (huge-nested, whole run; docs/performance.md, "One door to unchecked code").
  private let storage = UncheckedCell(Storage())

  private struct Storage {
    var nodes: [ViewNode] = []
    var parents: [Int32] = []
    var root: NodeID?
    var leaves: [any LeafLayout] = []
    var modifiers: [any ModifierLayout] = []
    var containers: [AnyLayout] = []

    /// Appends a node of `content` over `children`, its layout to its kind's table.
    mutating func append(
      _ content: consuming NodeContent, children: ViewChildren, info: consuming NodeInfo,
      over childIDs: some Sequence<NodeID>
    ) -> NodeID {
      let id = NodeID(index: Int32(nodes.count))
      for child in childIDs {
        precondition(
          child.index < nodes.count && parents[Int(child.index)] == -1,
          "each view has one parent")
        parents[Int(child.index)] = id.index
      }
      // Taken apart, so that the layout is moved into its table, not copied.
      let kind: ViewNode.Kind
      let slot: Int
      switch consume content {
      case .leaf(let leaf):
        (kind, slot) = (.leaf, leaves.count)
        leaves.append(leaf)
      case .container(let layout):
        (kind, slot) = (.container, containers.count)
        containers.append(layout)
      case .modifier(let modifier):
        (kind, slot) = (.modifier, modifiers.count)
        modifiers.append(modifier)
      case .group:
        (kind, slot) = (.group, -1)
      }
      nodes.append(ViewNode(kind: kind, slot: Int32(slot), children: children, info: info))
      parents.append(-1)
      root = id
      return id
    }
  }

  package var nodes: [ViewNode] { storage.value.nodes }
  /// Each node's parent, or -1.
  package var parents: [Int32] { storage.value.parents }
  /// The root view (by default the last node added that has no parent).
  package var root: NodeID? {
    get { storage.value.root }
    set { storage.value.root = newValue }
  }

  /// The leaves' layouts, by `ViewNode.slot`.
  package var leafLayouts: [any LeafLayout] { storage.value.leaves }
  /// The modifier layers' layouts, by `ViewNode.slot`.
  package var modifierLayouts: [any ModifierLayout] { storage.value.modifiers }
  /// The containers' layouts, by `ViewNode.slot`.
  package var containerLayouts: [AnyLayout] { storage.value.containers }

  /// What node `id` is, with its layout.
  package func content(_ id: NodeID) -> NodeContent { content(at: Int(id.index)) }

  /// What the node at index `i` is, with its layout.
  package func content(at i: Int) -> NodeContent {
    let slot = Int(storage.value.nodes[i].slot)
    switch storage.value.nodes[i].kind {
    case .leaf: return .leaf(storage.value.leaves[slot])
    case .container: return .container(storage.value.containers[slot])
    case .modifier: return .modifier(storage.value.modifiers[slot])
    case .group: return .group
    }
  }

  /// An empty tree.
  public init() {}

  /// Traits written on a group (a `GridRow`'s row, §6.1), by group node: every view the group
  /// splices into a container carries them, unless it sets the same key itself (as a trait
  /// written on a SwiftUI `Group` reaches each member). Empty in most trees.
  package private(set) var groupTraits: [Int32: [String: LayoutValue]] = [:]

  /// Writes `value` under `key` on group `id`, for each view it splices in (§6.1).
  package func setGroupTrait(_ key: String, _ value: LayoutValue, on id: NodeID) {
    precondition(
      self[id].kind == .group,
      "group traits go on groups")
    groupTraits[id.index, default: [:]][key] = value
  }

  /// How many nodes the tree has.
  package var count: Int { storage.value.nodes.count }

  package subscript(id: NodeID) -> ViewNode { storage.value.nodes[Int(id.index)] }

  /// Adds a node over existing, parentless children and returns its id.
  @discardableResult
  package func add(
    _ content: consuming NodeContent, children: [NodeID] = [], info: consuming NodeInfo
  )
    -> NodeID
  {
    // Checked in debug builds only: the package's own builders are the only callers, and
    // binding the content to check it copied its layout, a tenth of adding a leaf.
    assert(Self.fits(content, childCount: children.count), "a node with the wrong children")
    return storage.value.append(
      content, children: ViewChildren(children), info: info, over: children)
  }

  /// Adds a node over one existing, parentless child (a modifier layer, a group or container of
  /// one) and returns its id: the interpreter's most frequent add, without the two one-element
  /// arrays the general form takes and makes.
  @discardableResult
  package func add(_ content: consuming NodeContent, child: NodeID, info: consuming NodeInfo)
    -> NodeID
  {
    assert(Self.fits(content, childCount: 1), "a node with the wrong children")
    return storage.value.append(
      content, children: ViewChildren(only: child.index), info: info,
      over: CollectionOfOne(child))
  }

  /// Whether a node of `content` may have `childCount` children: none for a leaf; one for a
  /// modifier, plus the view it attaches if any.
  private static func fits(_ content: NodeContent, childCount: Int) -> Bool {
    switch content {
    case .leaf: childCount == 0
    case .modifier(let modifier): childCount == (modifier.attachesView ? 2 : 1)
    case .container, .group: true
    }
  }

  /// Edits a node's descriptive information.
  package func updateInfo(_ id: NodeID, _ edit: (inout NodeInfo) -> Void) {
    edit(&storage.value.nodes[Int(id.index)].info)
  }

  /// Reserves room for `count` more nodes.
  package func reserveCapacity(_ count: Int) {
    storage.value.nodes.reserveCapacity(storage.value.nodes.count + count)
    storage.value.parents.reserveCapacity(storage.value.parents.count + count)
  }

  /// The first node whose `id` is `name`.
  package func node(withID name: String) -> NodeID? {
    storage.value.nodes.firstIndex(where: { $0.info.id == name }).map { NodeID(index: Int32($0)) }
  }

  /// The view a chain of modifier layers wraps (the node itself if it is no modifier).
  package func base(of id: NodeID) -> NodeID {
    var current = id.index
    while true {
      guard case .modifier = storage.value.nodes[Int(current)].kind else {
        return NodeID(index: current)
      }
      current = storage.value.nodes[Int(current)].children[0]
    }
  }
}
