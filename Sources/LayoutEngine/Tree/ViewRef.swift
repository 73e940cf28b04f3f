/// A handle on a node of a `ViewTree` with SwiftUI-style builders, so Swift code (and the
/// engine's tests) can write `tree.color("red").frame(width: 50, height: 50)`.
public struct ViewRef {
  /// The tree the view is in.
  package let tree: ViewTree
  /// The view's node.
  public let id: NodeID

  /// A handle on node `id` of `tree`.
  package init(tree: ViewTree, id: NodeID) {
    self.tree = tree
    self.id = id
  }

  /// Wraps this view in a modifier layer.
  package func modifier(_ modifier: some ModifierLayout, kind: String) -> ViewRef {
    ViewRef(
      tree: tree, id: tree.add(.modifier(modifier), child: id, info: NodeInfo(kind: kind)))
  }

  /// Names the view (the JSON `id`), like the markup's `id` attribute.
  package func named(_ name: String) -> ViewRef {
    var node = tree.nodes[Int(id.index)].info
    node.id = name
    tree.setInfo(node, of: id)
    return self
  }
}

extension ViewTree {
  func setInfo(_ info: NodeInfo, of id: NodeID) {
    updateInfo(id) { $0 = info }
  }

  package func leaf(_ leaf: some LeafLayout, kind: String, id: String? = nil) -> ViewRef {
    ViewRef(tree: self, id: add(.leaf(leaf), info: NodeInfo(kind: kind, id: id)))
  }

  /// A container laying `children` out with `layout` (HStack, VStack, ZStack or your own
  /// `Layout`), shown as `kind` in output.
  public func container(
    _ layout: some Layout, kind: String, id: String? = nil, _ children: [ViewRef]
  ) -> ViewRef {
    ViewRef(
      tree: self,
      id: add(
        .container(AnyLayout(layout)), children: children.map(\.id),
        info: NodeInfo(kind: kind, id: id)))
  }

  /// `HStack(alignment:spacing:)`.
  public func hstack(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil,
    _ children: [ViewRef]
  ) -> ViewRef {
    container(
      HStackLayout(alignment: alignment, spacing: spacing), kind: "HStack", id: id, children)
  }

  /// `VStack(alignment:spacing:)`.
  public func vstack(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
    _ children: [ViewRef]
  ) -> ViewRef {
    container(
      VStackLayout(alignment: alignment, spacing: spacing), kind: "VStack", id: id, children)
  }

  /// `ZStack(alignment:)`.
  public func zstack(alignment: Alignment = .center, id: String? = nil, _ children: [ViewRef])
    -> ViewRef
  {
    container(ZStackLayout(alignment: alignment), kind: "ZStack", id: id, children)
  }

  /// `Group`: its children are spliced into the enclosing container's subviews.
  package func group(id: String? = nil, _ children: [ViewRef]) -> ViewRef {
    ViewRef(
      tree: self,
      id: add(.group, children: children.map(\.id), info: NodeInfo(kind: "Group", id: id)))
  }

  /// Lays the tree out in a host of the given size and returns the frames.
  public func layout(
    width: Double?, height: Double?, options: LayoutOptions = LayoutOptions()
  ) -> LayoutResult {
    LayoutComputer(tree: self, options: options).run(
      in: ProposedViewSize(width: width, height: height))
  }
}
