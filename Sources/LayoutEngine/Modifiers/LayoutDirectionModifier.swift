/// `.environment(\.layoutDirection, …)` (semantics §7.8): the direction the layer's child and
/// everything inside it are placed in (`LayoutDirectionKey`). No layout effect of its own:
/// layout runs left to right and the pass mirrors what a right-to-left parent places
/// (`LayoutComputer`).
package struct LayoutDirectionModifier: ModifierLayout, Hashable {
  package var rightToLeft: Bool

  package init(rightToLeft: Bool) { self.rightToLeft = rightToLeft }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[LayoutDirectionKey.self] = rightToLeft ? .rightToLeft : .leftToRight
  }
}

/// SwiftUI's `LayoutDirection`.
package enum LayoutDirection: Sendable, Hashable {
  case leftToRight, rightToLeft
}

/// The direction views are placed in (§7.8): the host's (`LayoutOptions.rightToLeft`) unless
/// a `LayoutDirectionModifier` above says otherwise.
package enum LayoutDirectionKey: EnvironmentKey {
  package static let defaultValue = LayoutDirection.leftToRight
}
