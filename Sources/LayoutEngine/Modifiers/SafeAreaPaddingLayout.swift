/// `.safeAreaPadding(…)` (semantics §7.7; OSU `SafeAreaInsetsModifier`, a padding plus a safe
/// area of the same insets): laid out exactly as `.padding(…)`, and the padding is safe area
/// for the views inside, so one that ignores the safe area reaches through it.
package struct SafeAreaPaddingLayout: Sendable, Hashable {
  package var padding: PaddingLayout

  package init(_ insets: EdgeInsets) { padding = PaddingLayout(insets) }
}

extension SafeAreaPaddingLayout: ModifierLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    padding.sizeThatFits(proposal, child: child)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    padding.childPlacement(in: size, proposal: proposal, child: child)
  }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    let i = padding.insets
    let safe = Rect(
      x: bounds.minX + i.leading, y: bounds.minY + i.top,
      width: max(0, bounds.width - i.leading - i.trailing),
      height: max(0, bounds.height - i.top - i.bottom))
    padding.placeChildren(
      in: bounds, proposal: proposal, child: child.addingSafeArea((outer: bounds, safe: safe)))
  }

  package func spacing(child: ModifierChild) -> ViewSpacing { padding.spacing(child: child) }

  package func layoutPriority(child: Double) -> Double { 0 }
}
