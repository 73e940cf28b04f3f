/// A view's index in its `ViewTree`.
public struct NodeID: Hashable, Sendable, Comparable {
  public let index: Int32
  public init(index: Int32) { self.index = index }
  public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
}

/// What a node is. Views are leaves or containers; every modifier is its own node wrapping
/// one child (a "modifier layer"), as in SwiftUI's `ModifiedContent`.
public enum NodeContent {
  /// A view without children.
  case leaf(Leaf)
  /// A container laying its subviews out with a `Layout` (HStack, VStack, ZStack, custom).
  ///
  /// Boxed (`indirect`): `AnyLayout` is a 40-byte existential, and containers are few (one
  /// box each) while every node would reserve the room.
  indirect case container(AnyLayout)
  /// A modifier layer with exactly one child.
  case modifier(Modifier)
  /// `background` / `overlay`: children are the primary view and the secondary view.
  ///
  /// Boxed (`indirect`): a `Decoration` holds an `Alignment` of two guide keys, 80 bytes,
  /// which every node of the arena would otherwise reserve room for (see `Modifier`).
  indirect case decoration(Decoration)
  /// A transparent list (`Group`, `ForEach`, `EmptyView`): its children are spliced into the
  /// enclosing container's subviews; it is never laid out itself.
  case group
}

/// One node of the arena.
public struct ViewNode {
  public var content: NodeContent
  public var children: ViewChildren
  public var info: NodeInfo
}

/// The view tree: a flat arena of nodes where every child is added before its parent, so
/// bottom-up passes are a forward loop and top-down passes a backward one, with no recursion
/// and no recursive deinit however deep the tree.
public final class ViewTree {
  // Both arrays skip the dynamic exclusivity check of class properties (about a tenth of
  // adding a node): the tree is built on one thread, and no access to them is held across
  // a call that could reach the tree again.
  @exclusivity(unchecked) public private(set) var nodes: [ViewNode] = []
  /// Each node's parent, or -1.
  @exclusivity(unchecked) public private(set) var parents: [Int32] = []
  /// The root view (by default the last node added that has no parent). Set by every `add`,
  /// so unchecked like the arrays.
  @exclusivity(unchecked) public var root: NodeID?

  public init() {}

  public var count: Int { nodes.count }

  public subscript(id: NodeID) -> ViewNode { nodes[Int(id.index)] }

  /// Adds a node over existing, parentless children and returns its id.
  @discardableResult
  public func add(
    _ content: consuming NodeContent, children: [NodeID] = [], info: consuming NodeInfo
  )
    -> NodeID
  {
    switch content {
    case .leaf: precondition(children.isEmpty, "a leaf has no children")
    case .modifier: precondition(children.count == 1, "a modifier wraps exactly one view")
    case .decoration:
      precondition(children.count == 2, "a decoration has a primary and a secondary view")
    case .container, .group: break
    }
    for child in children { adopt(child) }
    return append(ViewNode(content: content, children: ViewChildren(children), info: info))
  }

  /// Adds a node over one existing, parentless child (a modifier layer, a group or container of
  /// one) and returns its id: the interpreter's most frequent add, without the two one-element
  /// arrays the general form takes and makes.
  @discardableResult
  public func add(_ content: consuming NodeContent, child: NodeID, info: consuming NodeInfo)
    -> NodeID
  {
    switch content {
    case .leaf: preconditionFailure("a leaf has no children")
    case .decoration: preconditionFailure("a decoration has a primary and a secondary view")
    case .modifier, .container, .group: break
    }
    adopt(child)
    return append(ViewNode(content: content, children: ViewChildren(only: child.index), info: info))
  }

  /// Makes `child` a child of the node about to be added.
  private func adopt(_ child: NodeID) {
    precondition(
      child.index < nodes.count && parents[Int(child.index)] == -1, "each view has one parent")
    parents[Int(child.index)] = Int32(nodes.count)
  }

  /// Takes the node over (consumed, so its content and info are moved in, not copied and
  /// released).
  private func append(_ node: consuming ViewNode) -> NodeID {
    let id = NodeID(index: Int32(nodes.count))
    nodes.append(node)
    parents.append(-1)
    root = id
    return id
  }

  /// Edits a node's descriptive information.
  public func updateInfo(_ id: NodeID, _ edit: (inout NodeInfo) -> Void) {
    edit(&nodes[Int(id.index)].info)
  }

  /// Reserves room for `count` more nodes.
  public func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(nodes.count + count)
    parents.reserveCapacity(parents.count + count)
  }

  /// The first node whose `id` is `name`.
  public func node(withID name: String) -> NodeID? {
    nodes.firstIndex(where: { $0.info.id == name }).map { NodeID(index: Int32($0)) }
  }

  /// The view a chain of modifier layers wraps (the node itself if it is no modifier).
  public func base(of id: NodeID) -> NodeID {
    var current = id.index
    while true {
      switch nodes[Int(current)].content {
      case .modifier, .decoration: current = nodes[Int(current)].children[0]
      default: return NodeID(index: current)
      }
    }
  }
}
