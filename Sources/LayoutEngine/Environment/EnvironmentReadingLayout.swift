/// A container's layout that depends on environment values (a Label's style, a scroll view's
/// content margins): the pass resolves it once, in the environment of its node, before
/// laying anything out (`PassFacts`), so the layout itself stays plain data and its calls need
/// no environment. Sendable, as the result keeps the resolved layouts for output.
///
/// Every such layout is one of the engine's (`TraitedLayout`), so wrapping a resolved one
/// (`AnyLayout(resolved)`) finds its traits from its type: from the opened existential, the
/// generic wrapper looked up `TraitedLayout` at run time, a scan of every conformance record in
/// the binary (190k instructions) for each layout type.
package protocol EnvironmentReadingLayout: TraitedLayout, Sendable {
  /// The layout as it is in `environment`.
  func resolved(in environment: LayoutEnvironment) -> Self

  /// Writes what the container tells its subviews through the environment, as a List tells its
  /// rows they are rows (a list's or form's section, `ListRowKey`). Most containers write nothing.
  func adjustSubviews(_ environment: inout LayoutEnvironment)
}

extension EnvironmentReadingLayout {
  package func adjustSubviews(_ environment: inout LayoutEnvironment) {}
}
