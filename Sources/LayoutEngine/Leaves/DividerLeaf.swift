/// `Divider()` (§1.7): a line across the stack's minor axis, one pixel thick on iOS and one
/// point on macOS (recorded on macOS 26 at 2x); outside an HStack it is horizontal. The long
/// side takes the proposal (nil → 10).
package struct DividerLeaf: LeafLayout, Hashable {
  package init() {}

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let thickness = environment.options.platform == .macOS ? 1 : environment.options.pixelLength
    if environment.orientation == .horizontal {
      return Size(width: thickness, height: proposal.height ?? 10)
    }
    return Size(width: proposal.width ?? 10, height: thickness)
  }
}

extension ViewTree {
  /// `Divider()`.
  package func divider(id: String? = nil) -> ViewRef {
    leaf(DividerLeaf(), kind: "Divider", id: id)
  }
}
