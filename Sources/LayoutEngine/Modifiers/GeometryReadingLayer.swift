/// A modifier whose arguments read a `GeometryReader`'s proxy (§1.2):
/// `.frame(width: geometry.size.width * 0.5)`, `.offset(x: proxy.size.width / 2)`. The
/// reader's size is known only once it has been proposed one, so the layer keeps how to make
/// its layout from the proxy and makes it each time the pass asks, from the geometry the
/// nearest proxy-reading reader put in force (`LayoutComputer.withGeometry`).
package struct GeometryReadingLayer: ModifierLayout {
  /// The modifier's layout for a proxy (`FrameLayout`, `PaddingLayout`, …).
  package let make: @Sendable (GeometryProxyValue) -> any ModifierLayout

  package init(_ make: @escaping @Sendable (GeometryProxyValue) -> any ModifierLayout) {
    self.make = make
  }

  /// The layout for the geometry in force; outside a placing reader (a bare measurement),
  /// a zero-sized proxy.
  private func layout(_ child: ModifierChild) -> any ModifierLayout {
    make(child.computer.currentGeometry ?? GeometryProxyValue(size: .zero))
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    layout(child).sizeThatFits(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    layout(child).childPlacement(in: size, proposal: proposal, child: child)
  }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    layout(child).placeChildren(in: bounds, proposal: proposal, child: child)
  }

  package func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, child: ModifierChild
  ) -> Double? {
    layout(child).explicitAlignment(key, in: size, proposal: proposal, child: child)
  }

  package func spacing(child: ModifierChild) -> ViewSpacing {
    layout(child).spacing(child: child)
  }
}
