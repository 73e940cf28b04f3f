/// A control whose chrome pads its label where the environment says so (a bordered Button, a
/// macOS 26 pull-down Menu): laid out as padding by `insets`, or as the bare label where they
/// are nil.
package protocol ChromePaddingLayout: ModifierLayout {
  /// The padding around the label in `environment`, nil for none.
  func insets(_ environment: LayoutEnvironment) -> EdgeInsets?
}

extension ChromePaddingLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    guard let insets = insets(child.environment) else { return child.sizeThatFits(proposal) }
    return PaddingLayout(insets).sizeThatFits(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    guard let insets = insets(child.environment) else { return nil }
    return PaddingLayout(insets).childPlacement(in: size, proposal: proposal, child: child)
  }

  package func spacing(child: ModifierChild) -> ViewSpacing {
    guard let insets = insets(child.environment) else { return child.spacing }
    return PaddingLayout(insets).spacing(child: child)
  }
}
