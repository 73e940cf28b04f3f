import LayoutEngine

/// What renderers need to know of scroll views (`ScrollingLayout`): which nodes clip their
/// subtree to their frame, and the extent of their content (semantics §5.4).
enum ScrollContent {
  /// Whether a node with `content` is a scroll view (a container whose layout scrolls).
  static func isScrolling(_ content: NodeContent) -> Bool {
    guard case .container(let layout) = content else { return false }
    return layout.isViewport
  }

  /// The insets of a scroll view's content (semantics §5.10, §5.11): how far the scroll view
  /// reached into the safe area (`reach`) plus its content margins (`margins()`, the ones in
  /// its environment); nil when the node is not a scroll view.
  static func contentInsets(
    _ content: NodeContent, reach: EdgeInsets?, margins: () -> EdgeInsets
  ) -> EdgeInsets? {
    guard case .container(let layout) = content, layout.isViewport else { return nil }
    let margins = margins()
    let r = reach ?? EdgeInsets()
    return EdgeInsets(
      top: r.top + margins.top, leading: r.leading + margins.leading,
      bottom: r.bottom + margins.bottom, trailing: r.trailing + margins.trailing)
  }

  /// The size of a scroll view's content: from the viewport's top-leading corner moved in by
  /// the content's insets (`insets`) to the far edges of its placed subviews (their frames
  /// are at scroll offset zero), nil when the node is not a placed scroll view.
  static func contentSize(
    _ i: Int, nodes: UnsafeBufferPointer<ViewNode>, frames: LayoutFrames, insets: EdgeInsets
  ) -> Size? {
    // The case is tested in place first: passing the content on copies (retains) its payload,
    // which JSON would do for every node.
    guard case .container = nodes[i].kind, isScrolling(nodes[i].content),
      let frame = frames[i]
    else { return nil }
    let minX = frame.minX + insets.leading
    let minY = frame.minY + insets.top
    var maxX = minX
    var maxY = minY
    for child in nodes[i].children {
      guard let f = frames[Int(child)] else { continue }
      maxX = max(maxX, f.maxX)
      maxY = max(maxY, f.maxY)
    }
    return Size(width: maxX - minX, height: maxY - minY)
  }
}
