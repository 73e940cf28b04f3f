/// `.containerRelativeFrame(_:alignment:)` and `(_:count:span:spacing:alignment:)` (semantics
/// §7.5): a frame whose length on each given axis comes from the nearest container's size
/// (in Stackup, the host's safe area), divided into `count` columns of which the view spans
/// `span`; on the other axes it is no frame at all.
package struct ContainerRelativeFrameLayout: Sendable, Hashable {
  package var horizontal: Bool
  package var vertical: Bool
  package var count: Int
  package var span: Int
  package var spacing: Double
  package var alignment: Alignment

  package init(
    horizontal: Bool, vertical: Bool, count: Int = 1, span: Int = 1, spacing: Double = 0,
    alignment: Alignment = .center
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.count = max(1, count)
    self.span = max(1, span)
    self.spacing = spacing
    self.alignment = alignment
  }

  /// Apple's formula: the container less the gaps, in `count` columns, `span` of them and the
  /// gaps between those.
  func length(in container: Double) -> Double {
    let column = (container - spacing * Double(count - 1)) / Double(count)
    return max(0, column * Double(span) + Double(span - 1) * spacing)
  }

  /// The fixed frame this is in a container of `size` (an open axis gives no length).
  func frame(_ child: ModifierChild) -> FrameLayout {
    let container = child.placementContext.containerSize
    return FrameLayout(
      width: horizontal ? container.width.map(length) : nil,
      height: vertical ? container.height.map(length) : nil, alignment: alignment)
  }
}

extension ContainerRelativeFrameLayout: ModifierLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    frame(child).sizeThatFits(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    frame(child).childPlacement(in: size, proposal: proposal, child: child)
  }

  package func spacing(child: ModifierChild) -> ViewSpacing {
    frame(child).spacing(child: child)
  }

  package func layoutPriority(child: Double) -> Double { 0 }
}
