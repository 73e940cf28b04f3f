/// `.contentMargins(…)` (semantics §5.11): an environment value (`ContentMarginsKey`) with no
/// layout effect of its own. The scroll views below it (ScrollView, List, Form) read it when
/// the pass resolves their layouts (`EnvironmentReadingLayout`) and inset their content by it.
package struct ContentMarginsModifier: ModifierLayout, Hashable {
  /// The edges the call sets; the others keep what an enclosing call set.
  package var edges: Edge.Set
  /// The margins on those edges (zero where `nil` restored the default).
  package var insets: EdgeInsets
  /// Whether the margins reach the content (`.automatic`, `.scrollContent`) and not only the
  /// scroll indicators (`.scrollIndicators`, drawing only).
  package var insetsContent: Bool

  package init(edges: Edge.Set, insets: EdgeInsets, insetsContent: Bool) {
    self.edges = edges
    self.insets = insets
    self.insetsContent = insetsContent
  }

  /// Sets the margins on `edges`, keeping what an enclosing call set on the others; margins
  /// for the scroll indicators only change no layout.
  package func adjust(_ environment: inout LayoutEnvironment) {
    guard insetsContent else { return }
    var margins = environment[ContentMarginsKey.self]
    if edges.contains(.top) { margins.top = insets.top }
    if edges.contains(.leading) { margins.leading = insets.leading }
    if edges.contains(.bottom) { margins.bottom = insets.bottom }
    if edges.contains(.trailing) { margins.trailing = insets.trailing }
    environment[ContentMarginsKey.self] = margins
  }
}

/// The margins around a scroll view's content (§5.11), for each edge the nearest
/// `.contentMargins` above that sets it; none by default.
package enum ContentMarginsKey: EnvironmentKey {
  package static let defaultValue = EdgeInsets()
}
