/// The environment values the host gives rather than a modifier (docs/semantics.md §1.21):
/// the root's environment, from the pass's options.
extension EnvironmentValues {
  /// The host's values: its colour scheme, OS version and layout direction, where they differ
  /// from the keys' defaults (a key left unwritten reads its default).
  package init(host options: LayoutOptions) {
    self.init()
    if options.colorScheme != ColorSchemeKey.defaultValue {
      self[ColorSchemeKey.self] = options.colorScheme
    }
    let version = options.os
    if version != OSVersionKey.defaultValue { self[OSVersionKey.self] = version }
    if options.rightToLeft { self[LayoutDirectionKey.self] = .rightToLeft }
  }
}

/// The Preview's appearance (`LayoutOptions.colorScheme`, §9.8): no modifier writes it.
package enum ColorSchemeKey: EnvironmentKey {
  package static let defaultValue = ColorScheme.light
}

/// The OS version the host runs (`OSVersion`); no modifier writes it.
package enum OSVersionKey: EnvironmentKey {
  package static let defaultValue = OSVersion.newest(on: .iOS)
}
