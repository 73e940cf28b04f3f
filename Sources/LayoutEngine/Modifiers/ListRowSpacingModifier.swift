/// `.listRowSpacing(_:)` (§5.8): the space between adjacent rows of the lists below
/// (`ListRowSpacingKey`); no layout effect itself. A section reads it when the pass resolves
/// its layout (`SectionLayout.resolved(in:)`). `nil` restores the style's, which is none.
package struct ListRowSpacingModifier: ModifierLayout, Hashable {
  package var spacing: Double?

  package init(_ spacing: Double?) { self.spacing = spacing }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[ListRowSpacingKey.self] = spacing
  }
}

/// The space between adjacent list rows (§5.8), nil for none.
package enum ListRowSpacingKey: EnvironmentKey {
  package static let defaultValue: Double? = nil
}
