/// `.listStyle(…)` and `.formStyle(…)` (§5.6): the look of every List or Form below
/// (`ListStyleKey`, `FormStyleKey`); no layout effect itself. The lists and their sections
/// read the style when the pass resolves their layouts (`EnvironmentReadingLayout`).
package struct ListStyleModifier: ModifierLayout, Hashable {
  /// The style a call sets; nil for `.automatic`, the platform's default.
  package enum Setting: Hashable, Sendable {
    case list(ListStyleKind?)
    case form(ListStyleKind?)
  }

  package var setting: Setting

  package init(_ setting: Setting) { self.setting = setting }

  package func adjust(_ environment: inout LayoutEnvironment) {
    switch setting {
    case .list(let style): environment[ListStyleKey.self] = style
    case .form(let style): environment[FormStyleKey.self] = style
    }
  }
}

/// The list style in force (§5.6), nil for the platform's default.
package enum ListStyleKey: EnvironmentKey {
  package static let defaultValue: ListStyleKind? = nil
}

/// The form style in force (§5.6), nil for the platform's default.
package enum FormStyleKey: EnvironmentKey {
  package static let defaultValue: ListStyleKind? = nil
}

/// `.listSectionSpacing(…)` (§5.9): on a list (or around it), the space between its sections
/// (`ListSectionSpacingKey`); on a section, also a trait its list reads for the space after
/// that section (`ListSectionSpacingTrait`). `.default` (nil) restores the style's spacing.
package struct ListSectionSpacingModifier: ModifierLayout, Hashable {
  package var spacing: Double?

  package init(_ spacing: Double?) { self.spacing = spacing }

  package var layoutValue: (key: String, value: LayoutValue)? {
    spacing.map { (ListSectionSpacingTrait.key, .number($0)) }
  }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[ListSectionSpacingKey.self] = spacing
  }
}

/// The space between a list's sections (§5.9), nil for the style's.
package enum ListSectionSpacingKey: EnvironmentKey {
  package static let defaultValue: Double? = nil
}
