/// `Image` with an intrinsic point size: a bitmap is its point size unless resizable; a
/// resizable image fills the proposal and is ideally its point size.
package struct ImageLeaf: LeafLayout, Hashable {
  /// The image's name (`systemName` or `name`), for drawing.
  package var name: String?
  package var width: Double
  package var height: Double
  package var resizable: Bool

  package init(name: String? = nil, width: Double, height: Double, resizable: Bool = false) {
    self.name = name
    self.width = width
    self.height = height
    self.resizable = resizable
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    guard resizable else { return Size(width: width, height: height) }
    return proposal.replacingUnspecifiedDimensions(by: Size(width: width, height: height))
  }
}

extension ViewTree {
  /// An `Image` of the given point size, resizable or not.
  public func image(width: Double, height: Double, resizable: Bool = false, id: String? = nil)
    -> ViewRef
  {
    leaf(ImageLeaf(width: width, height: height, resizable: resizable), kind: "Image", id: id)
  }
}
