/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and `.scaledToFill()` (semantics §7.1):
/// the layer turns its proposal into one of the ratio's shape before passing it on, and is the
/// size its child chooses for that proposal. Without a ratio, the shape is the child's ideal
/// size. A wholly unspecified proposal passes through unchanged; the child is centred.
package struct AspectRatioLayout: Sendable, Hashable {
  /// How the ratio's shape is scaled into the proposal.
  package enum ContentMode: String, Sendable, Hashable {
    /// As large as fits inside the proposal on both axes.
    case fit
    /// As small as covers the proposal on both axes.
    case fill
  }

  /// Width over height, or nil for the child's ideal proportions.
  package var ratio: Double?
  package var contentMode: ContentMode

  package init(ratio: Double?, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  /// The proposal the child gets for the layer's `proposal` (§7.1).
  func childProposal(_ proposal: ProposedViewSize, child: ModifierChild) -> ProposedViewSize {
    if proposal.width == nil, proposal.height == nil { return proposal }
    var shape = ratio.map { Size(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    // A square shape (an ideal size of 0×0 included) is the unit square.
    if shape.width == shape.height { shape = Size(width: 1, height: 1) }
    func scale(_ target: Double?, _ length: Double) -> Double {
      guard let target, length != 0 || target != 0 else { return .infinity }
      return target / length
    }
    let x = scale(proposal.width, shape.width)
    let y = scale(proposal.height, shape.height)
    let factor = contentMode == .fit ? min(x, y) : max(x, y)
    // 0 × ∞ (a zero-length side scaled without bound) has no length: 0.
    func scaled(_ length: Double) -> Double {
      let v = length * factor
      return v.isNaN ? 0 : v
    }
    return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
  }
}

extension AspectRatioLayout: ModifierLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    child.sizeThatFits(childProposal(proposal, child: child))
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let p = childProposal(proposal, child: child)
    let c = child.sizeThatFits(p)
    return ChildPlacement(
      origin: Point(
        x: offsetOrZero((size.width - c.width) / 2), y: offsetOrZero((size.height - c.height) / 2)),
      proposal: p)
  }
}

extension ViewRef {
  /// `.aspectRatio(_:contentMode:)`: proposals of `ratio`'s shape (nil: the view's ideal
  /// proportions), fitted into or filling the proposal.
  package func aspectRatio(_ ratio: Double? = nil, fill: Bool = false) -> ViewRef {
    modifier(
      AspectRatioLayout(ratio: ratio, contentMode: fill ? .fill : .fit), kind: "aspectRatio")
  }
}
