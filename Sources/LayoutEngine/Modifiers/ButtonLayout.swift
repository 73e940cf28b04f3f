/// A `Button`'s chrome around its label (the layer's child), by the button style and control
/// size in its environment (§8.2): a bordered or prominent button on iOS pads its label by
/// `ControlMetrics.borderedPadding` and draws its shape behind it; the borderless, plain and
/// automatic styles, and every style on macOS (not researched, §8.2), are the label itself.
package struct ButtonLayout: ModifierLayout, Hashable {
  package init() {}

  /// The padding around the label in `environment`, nil for none.
  static func insets(_ environment: LayoutEnvironment) -> EdgeInsets? {
    guard environment.options.platform == .iOS else { return nil }
    switch environment[ButtonStyleKey.self] {
    case .bordered, .borderedProminent:
      let (h, v) = ControlMetrics.borderedPadding(environment[ControlSizeKey.self])
      return EdgeInsets(top: v, leading: h, bottom: v, trailing: h)
    case .automatic, .borderless, .plain:
      return nil
    }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    guard let insets = Self.insets(child.environment) else { return child.sizeThatFits(proposal) }
    return PaddingLayout(insets).sizeThatFits(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    guard let insets = Self.insets(child.environment) else { return nil }
    return PaddingLayout(insets).childPlacement(in: size, proposal: proposal, child: child)
  }

  package func spacing(child: ModifierChild) -> ViewSpacing {
    guard let insets = Self.insets(child.environment) else { return child.spacing }
    return PaddingLayout(insets).spacing(child: child)
  }
}

extension ButtonLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    guard Self.insets(environment) != nil else { return [] }
    return [.bezel(frame, isProminent: environment[ButtonStyleKey.self] == .borderedProminent)]
  }
}
