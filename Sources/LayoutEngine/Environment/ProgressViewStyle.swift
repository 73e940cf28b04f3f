/// A progress view's style (§8.5): `.automatic` follows the view (a bar with a value, a
/// spinner without), `.linear` is always a bar and `.circular` always a spinner.
package enum ProgressViewStyleKind: Sendable, Hashable {
  case automatic, linear, circular
}

/// The progress view style in force (§8.5), written by `.progressViewStyle(…)` for every
/// ProgressView below; `ProgressLeaf` reads it where it is laid out.
package enum ProgressViewStyleKey: EnvironmentKey {
  package static let defaultValue = ProgressViewStyleKind.automatic
}
