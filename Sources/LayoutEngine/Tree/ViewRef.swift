/// A handle on a node of a `ViewTree` with SwiftUI-style builders, so Swift code (and the
/// engine's tests) can write `tree.color("red").frame(width: 50, height: 50)`.
public struct ViewRef {
  public let tree: ViewTree
  public let id: NodeID

  public init(tree: ViewTree, id: NodeID) {
    self.tree = tree
    self.id = id
  }

  /// Wraps this view in a modifier layer.
  package func modifier(_ modifier: some ModifierLayout, kind: String) -> ViewRef {
    ViewRef(
      tree: tree, id: tree.add(.modifier(modifier), child: id, info: NodeInfo(kind: kind)))
  }

  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ViewRef
  {
    modifier(FrameLayout(width: width, height: height, alignment: alignment), kind: "frame")
  }

  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> ViewRef {
    modifier(
      FlexibleFrameLayout(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment), kind: "frame")
  }

  public func padding(_ insets: EdgeInsets) -> ViewRef {
    modifier(PaddingLayout(insets), kind: "padding")
  }

  public func padding(_ edges: Edge.Set = .all, _ length: Double = 16) -> ViewRef {
    padding(EdgeInsets(edges, length))
  }

  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewRef {
    modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical), kind: "fixedSize")
  }

  public func layoutPriority(_ value: Double) -> ViewRef {
    modifier(LayoutPriorityModifier(value), kind: "layoutPriority")
  }

  public func offset(x: Double = 0, y: Double = 0) -> ViewRef {
    modifier(OffsetModifier(x: x, y: y), kind: "offset")
  }

  public func position(x: Double = 0, y: Double = 0) -> ViewRef {
    modifier(PositionLayout(x: x, y: y), kind: "position")
  }

  public func alignmentGuide(_ key: AlignmentKey, _ expression: GuideExpression) -> ViewRef {
    modifier(AlignmentGuideModifier(key, expression), kind: "alignmentGuide")
  }

  public func lineLimit(_ limit: Int?) -> ViewRef {
    modifier(LineLimitModifier(limit), kind: "lineLimit")
  }

  public func layoutValue(key: String, value: LayoutValue) -> ViewRef {
    modifier(LayoutValueModifier(key: key, value: value), kind: "layoutValue")
  }

  public func background(_ view: ViewRef, alignment: Alignment = .center) -> ViewRef {
    decorate(.background, view, alignment)
  }

  public func overlay(_ view: ViewRef, alignment: Alignment = .center) -> ViewRef {
    decorate(.overlay, view, alignment)
  }

  private func decorate(_ kind: Decoration.Kind, _ view: ViewRef, _ alignment: Alignment) -> ViewRef
  {
    ViewRef(
      tree: tree,
      id: tree.add(
        .modifier(Decoration(kind, alignment: alignment)), children: [id, view.id],
        info: NodeInfo(kind: kind.rawValue)))
  }

  /// Names the view (the JSON `id`), like the markup's `id` attribute.
  public func named(_ name: String) -> ViewRef {
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

  public func color(_ name: String, id: String? = nil) -> ViewRef {
    leaf(ColorLeaf(name), kind: "Color", id: id)
  }

  public func shape(_ kind: ShapeKind, fill: String? = nil, id: String? = nil) -> ViewRef {
    leaf(ShapeLeaf(kind, fill: fill), kind: kind.rawValue, id: id)
  }

  public func text(_ content: String, id: String? = nil) -> ViewRef {
    leaf(TextLeaf(content), kind: "Text", id: id)
  }

  public func image(width: Double, height: Double, resizable: Bool = false, id: String? = nil)
    -> ViewRef
  {
    leaf(ImageLeaf(width: width, height: height, resizable: resizable), kind: "Image", id: id)
  }

  public func spacer(minLength: Double? = nil, id: String? = nil) -> ViewRef {
    leaf(SpacerLeaf(minLength: minLength), kind: "Spacer", id: id)
  }

  public func divider(id: String? = nil) -> ViewRef {
    leaf(DividerLeaf(), kind: "Divider", id: id)
  }

  public func container(
    _ layout: some Layout, kind: String, id: String? = nil, _ children: [ViewRef]
  ) -> ViewRef {
    ViewRef(
      tree: self,
      id: add(
        .container(AnyLayout(layout)), children: children.map(\.id),
        info: NodeInfo(kind: kind, id: id)))
  }

  public func hstack(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil,
    _ children: [ViewRef]
  ) -> ViewRef {
    container(
      HStackLayout(alignment: alignment, spacing: spacing), kind: "HStack", id: id, children)
  }

  public func vstack(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
    _ children: [ViewRef]
  ) -> ViewRef {
    container(
      VStackLayout(alignment: alignment, spacing: spacing), kind: "VStack", id: id, children)
  }

  public func zstack(alignment: Alignment = .center, id: String? = nil, _ children: [ViewRef])
    -> ViewRef
  {
    container(ZStackLayout(alignment: alignment), kind: "ZStack", id: id, children)
  }

  public func group(id: String? = nil, _ children: [ViewRef]) -> ViewRef {
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
