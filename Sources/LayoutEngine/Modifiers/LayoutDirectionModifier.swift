/// `.environment(\.layoutDirection, …)` (semantics §7.8): the direction the layer's child and
/// everything inside it are placed in. No layout effect of its own: layout runs left to right
/// and the pass mirrors what a right-to-left parent places (`LayoutComputer`).
package struct LayoutDirectionModifier: ModifierLayout, Hashable {
  package var rightToLeft: Bool

  package init(rightToLeft: Bool) { self.rightToLeft = rightToLeft }
}
