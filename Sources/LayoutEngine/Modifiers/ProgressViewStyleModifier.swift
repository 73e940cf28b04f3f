/// A progress view's style (§8.5): `.automatic` follows the view (a bar with a value, a
/// spinner without), `.linear` is always a bar and `.circular` always a spinner.
package enum ProgressViewStyleKind: Sendable, Hashable {
  case automatic, linear, circular
}

/// `.progressViewStyle(…)` (§8.5): the style of every ProgressView below
/// (`ProgressViewStyleKey`); no layout effect itself. `ProgressLeaf` reads it where it is laid
/// out.
package struct ProgressViewStyleModifier: ModifierLayout, Hashable {
  package var style: ProgressViewStyleKind

  package init(_ style: ProgressViewStyleKind) { self.style = style }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[ProgressViewStyleKey.self] = style
  }
}

/// The progress view style in force (§8.5).
package enum ProgressViewStyleKey: EnvironmentKey {
  package static let defaultValue = ProgressViewStyleKind.automatic
}
