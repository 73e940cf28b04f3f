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
    let version = OSVersion.newest(on: options.platform)
    if version != OSVersionKey.defaultValue { self[OSVersionKey.self] = version }
    if options.rightToLeft { self[LayoutDirectionKey.self] = .rightToLeft }
  }
}

/// The Preview's appearance (`LayoutOptions.colorScheme`, §9.8): no modifier writes it.
package enum ColorSchemeKey: EnvironmentKey {
  package static let defaultValue = ColorScheme.light
}

/// The OS a layout is made for: its platform and major version. Metrics that changed between
/// releases may read it; the host gives the newest release of its platform.
package struct OSVersion: Sendable, Hashable {
  package var platform: TargetPlatform
  /// The major version (18 for iOS 18).
  package var major: Int

  package init(platform: TargetPlatform, major: Int) {
    self.platform = platform
    self.major = major
  }

  /// The newest release whose behaviour Stackup follows on `platform` (docs/semantics.md §0).
  package static func newest(on platform: TargetPlatform) -> OSVersion {
    switch platform {
    case .iOS: OSVersion(platform: .iOS, major: 18)
    case .macOS: OSVersion(platform: .macOS, major: 15)
    }
  }
}

/// The OS version the host runs (`OSVersion`); no modifier writes it.
package enum OSVersionKey: EnvironmentKey {
  package static let defaultValue = OSVersion.newest(on: .iOS)
}
