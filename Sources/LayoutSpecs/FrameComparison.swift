package import LayoutEngine
import Pipeline

/// A failing `<Expect>` block's frames, expected and actual, kept so the HTML report can draw
/// them over each other: what the spec says beside what the layout did.
package struct FrameComparison: Sendable {
  /// One `<Frame>`: the expected rectangle (fields the Frame leaves out are taken from the
  /// actual frame, as they are not checked) and the actual one, nil when the view is missing
  /// or was never placed.
  package struct Pair: Sendable {
    package var id: String
    package var expected: Rect?
    package var actual: Rect?
    /// Whether any checked field is outside its tolerance (or the view is missing).
    package var differs: Bool
  }

  /// The `<Frame>`s of the block, in source order.
  package var pairs: [Pair]
  /// Views with an id that the block does not mention, at their actual frames (context for
  /// the picture).
  package var others: [(id: String, frame: Rect)]
  /// The host's area for this proposal.
  package var canvas: Size

  init(_ expectation: Expectation, _ laidOut: LaidOutDocument) {
    var differing: Set<String> = []
    var pairs: [Pair] = []
    for frame in expectation.frames {
      let actual = laidOut.frame(ofID: frame.id)
      var expected: Rect? = nil
      if let actual {
        expected = Rect(
          x: frame.x ?? actual.origin.x, y: frame.y ?? actual.origin.y,
          width: frame.width ?? actual.size.width, height: frame.height ?? actual.size.height)
      } else if let x = frame.x, let y = frame.y, let width = frame.width, let height = frame.height
      {
        expected = Rect(x: x, y: y, width: width, height: height)
      }
      let differs =
        actual == nil
        || frame.fields.contains { field, value in
          !LayoutSpec.agree(value, field.value(in: actual!), tolerance: frame.tolerance)
        }
      if differs { differing.insert(frame.id) }
      pairs.append(Pair(id: frame.id, expected: expected, actual: actual, differs: differs))
    }
    // One pass, the first placed view per id (as `LaidOutDocument.node(withID:)` picks).
    var seen = Set(expectation.frames.map(\.id))
    var others: [(id: String, frame: Rect)] = []
    for index in laidOut.tree.nodes.indices {
      guard let id = laidOut.tree.nodes[index].info.id, !seen.contains(id),
        let frame = laidOut.result.frame(of: NodeID(index: Int32(index)))
      else { continue }
      seen.insert(id)
      others.append((id, frame))
    }
    self.pairs = pairs
    self.others = others
    self.canvas = laidOut.result.canvas
  }
}
