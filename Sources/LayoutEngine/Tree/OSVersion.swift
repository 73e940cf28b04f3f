/// The OS a layout is made for: its platform and major version (`<Preview os="iOS 17">`,
/// docs/semantics.md §0.1). Metrics that changed between releases read it from the
/// environment (`OSVersionKey`): list and form metrics (§5.7) so far.
package struct OSVersion: Sendable, Hashable, CustomStringConvertible {
  package var platform: TargetPlatform
  /// The major version (18 for iOS 18).
  package var major: Int

  package init(platform: TargetPlatform, major: Int) {
    self.platform = platform
    self.major = major
  }

  /// The releases Stackup accepts on each platform: iOS 16 to 26 and macOS 13 to 26. Apple
  /// numbered the releases after iOS 18 and macOS 15 by year, so 26 follows them directly.
  package static let supported: [TargetPlatform: [Int]] = [
    .iOS: [16, 17, 18, 26], .macOS: [13, 14, 15, 26],
  ]

  /// The newest release whose metrics were recorded from SwiftUI (iOS 26.0 and macOS 26.2:
  /// iamcgn/swiftui-web's simulator and Mac goldens, docs/measured-corpus.md): the default.
  package static func newest(on platform: TargetPlatform) -> OSVersion {
    OSVersion(platform: platform, major: 26)
  }

  /// Reads "iOS 17", "iOS 17.5" or "macOS 14" (the minor version is accepted and has no
  /// effect); nil when the text is no supported release.
  package init?(parsing text: String) {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 2,
      let platform = TargetPlatform.allCases.first(where: {
        $0.rawValue.lowercased() == parts[0].lowercased()
      }),
      let major = Int(parts[1].split(separator: ".", maxSplits: 1)[0]),
      OSVersion.supported[platform]?.contains(major) == true
    else { return nil }
    self.init(platform: platform, major: major)
  }

  /// "iOS 17".
  package var description: String { "\(platform.rawValue) \(major)" }
}
