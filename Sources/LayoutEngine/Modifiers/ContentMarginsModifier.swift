/// `.contentMargins(…)` (semantics §5.11): an environment value with no layout effect of its
/// own. The scroll views below it (ScrollView, List, Form) read it when they are built and
/// inset their content by it; the layer keeps the margins it sets for output.
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
}
