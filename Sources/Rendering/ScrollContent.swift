import LayoutEngine

/// What renderers need to know of scroll views (`ScrollingLayout`): which nodes clip their
/// subtree to their frame, and the extent of their content (semantics §5.4).
enum ScrollContent {
  /// Whether node `i`, with `content`, is a scroll view (a container whose layout, as the
  /// pass laid it out, scrolls: a list's style decides, §5.6).
  static func isScrolling(_ i: Int, _ content: NodeContent, _ result: LayoutResult) -> Bool {
    guard case .container(let layout) = content else { return false }
    return result.layout(of: i, built: layout).isViewport
  }

  /// The insets of scroll view `i`'s content (semantics §5.10, §5.11): how far it reached
  /// into the safe area plus the content margins in its environment; nil when the node is not
  /// a scroll view.
  static func contentInsets(_ i: Int, _ content: NodeContent, _ result: LayoutResult)
    -> EdgeInsets?
  {
    guard isScrolling(i, content, result) else { return nil }
    let margins = result.environment(of: NodeID(index: Int32(i)))[ContentMarginsKey.self]
    let r = result.scrollSafeAreaInsets[Int32(i)] ?? EdgeInsets()
    return EdgeInsets(
      top: r.top + margins.top, leading: r.leading + margins.leading,
      bottom: r.bottom + margins.bottom, trailing: r.trailing + margins.trailing)
  }

  /// The size of a scroll view's content: from the viewport's top-leading corner moved in by
  /// the content's insets (`insets`) to the far edges of its placed subviews (their frames
  /// are at scroll offset zero), nil when the node is not a placed scroll view.
  static func contentSize(
    _ i: Int, _ content: NodeContent, nodes: UnsafeBufferPointer<ViewNode>, result: LayoutResult,
    insets: EdgeInsets
  ) -> Size? {
    let frames = result.frames
    guard isScrolling(i, content, result), let frame = frames[i]
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
