import MarkupSyntax

extension Builder {
  /// The first call named one of `names` in the `modifiers` chain of `element` or of its
  /// nearest ancestor that has one: an environment value as the view at `element` sees it
  /// (the call nearest the view wins, as SwiftUI's innermost environment writer does).
  ///
  /// Read while building, by walking the syntax: the route the date picker and tab view
  /// styles still take, as they pick what is built; the values the layout reads are
  /// environment keys (`EnvironmentValues`).
  func environmentCall(_ names: Set<String>, from element: Int32) -> ModifierCall? {
    var current = element
    while current >= 0 {
      for attribute in syntax.attributes(of: current) where attribute.name == "modifiers" {
        let chain = parsedChain(attribute)
        if chain.failures.isEmpty, let call = chain.calls.first(where: { names.contains($0.name) })
        {
          return call
        }
      }
      current = syntax.element(current).parent
    }
    return nil
  }
}
