import LayoutEngine

/// What renderers need to know of scroll views (`ScrollingLayout`): which nodes clip their
/// subtree to their frame, and the extent of their content (semantics §5.4).
enum ScrollContent {
  /// Whether a node with `content` is a scroll view (a container whose layout scrolls).
  static func isScrolling(_ content: NodeContent) -> Bool {
    guard case .container(let layout) = content else { return false }
    return layout.isViewport
  }

  /// The size of a scroll view's content: from the viewport's top-leading corner to the far
  /// edges of its placed subviews (their frames are at scroll offset zero), nil when the node
  /// is not a placed scroll view.
  static func contentSize(
    _ i: Int, nodes: UnsafeBufferPointer<ViewNode>, frames: LayoutFrames
  ) -> Size? {
    // The case is tested in place first: passing the content on copies (retains) its payload,
    // which JSON would do for every node.
    guard case .container = nodes[i].content, isScrolling(nodes[i].content),
      let frame = frames[i]
    else { return nil }
    var maxX = frame.minX
    var maxY = frame.minY
    for child in nodes[i].children {
      guard let f = frames[Int(child)] else { continue }
      maxX = max(maxX, f.maxX)
      maxY = max(maxY, f.maxY)
    }
    return Size(width: maxX - frame.minX, height: maxY - frame.minY)
  }
}
