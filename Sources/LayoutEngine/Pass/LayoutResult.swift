/// The outcome of laying out a `ViewTree`: every node's frame in the root's coordinate space
/// (origin top-left, unrounded), plus the canvas the host offered.
public struct LayoutResult: Sendable {
  /// Frames by node index; nil for nodes that were never placed.
  package let frames: LayoutFrames
  /// The host's area: the proposal, with unspecified axes taken from the root view's size.
  public let canvas: Size
  /// How many times a view's size was actually computed, over the computer's lifetime: memo
  /// misses, plus every computation of a view whose size the pass does not memoise (fills and
  /// fixed frames, constant-time). Deterministic.
  public let evaluations: Int

  public func frame(of node: NodeID) -> Rect? { frames[Int(node.index)] }
}
