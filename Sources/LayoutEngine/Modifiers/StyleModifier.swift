/// A modifier that does not change layout (`foregroundColor`, `font`, `opacity`, `zIndex` …),
/// kept so output can show it and drawing can read it.
package struct StyleModifier: ModifierLayout, Hashable {
  package var name: String
  package var arguments: String

  package init(name: String, arguments: String) {
    self.name = name
    self.arguments = arguments
  }
}
