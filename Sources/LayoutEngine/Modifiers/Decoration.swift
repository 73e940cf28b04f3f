/// `background` or `overlay` (§1.14): the layer is its child (the primary view) in size,
/// guides, spacing and priority; the attached secondary view is proposed the primary's final
/// size and aligned to it.
package struct Decoration: ModifierLayout, Hashable {
  package enum Kind: String, Sendable, Hashable {
    case background, overlay
  }
  package var kind: Kind
  package var alignment: Alignment

  package init(_ kind: Kind, alignment: Alignment = .center) {
    self.kind = kind
    self.alignment = alignment
  }

  package var attachesView: Bool { true }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    child.place(at: bounds.origin, proposal: proposal, size: bounds.size)
    guard let secondary = child.attachment else { return }
    let p = ProposedViewSize(bounds.size)
    let primaryDimensions = child.dimensions(in: proposal)
    let secondaryDimensions = secondary.dimensions(in: p)
    let h = alignment.horizontal.key
    let v = alignment.vertical.key
    secondary.place(
      at: Point(
        x: bounds.minX + offsetOrZero(primaryDimensions[h] - secondaryDimensions[h]),
        y: bounds.minY + offsetOrZero(primaryDimensions[v] - secondaryDimensions[v])),
      proposal: p, size: secondaryDimensions.size)
  }
}

extension ViewRef {
  /// `.background(_:alignment:)`: `view` behind this one, proposed its size.
  public func background(_ view: ViewRef, alignment: Alignment = .center) -> ViewRef {
    decorate(.background, view, alignment)
  }

  /// `.overlay(_:alignment:)`: `view` in front of this one, proposed its size.
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
}
