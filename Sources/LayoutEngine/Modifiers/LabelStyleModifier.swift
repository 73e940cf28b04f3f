/// `.labelStyle(.titleOnly | .iconOnly | .titleAndIcon)` (§7.2): which parts every Label
/// below shows (`LabelStyleKey`); no layout effect itself.
package struct LabelStyleModifier: ModifierLayout, Hashable {
  package var style: LabelLayout.Style

  package init(_ style: LabelLayout.Style) { self.style = style }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[LabelStyleKey.self] = style
  }
}

/// The label style in force (§7.2): icon and title unless a `LabelStyleModifier` above says
/// otherwise. A Label's layout reads it when the pass resolves it (`EnvironmentReadingLayout`).
package enum LabelStyleKey: EnvironmentKey {
  package static let defaultValue = LabelLayout.Style.titleAndIcon
}
