/// The platform whose default metrics lists, forms and controls use (`<Preview platform="…">`).
///
/// SwiftUI picks these metrics from the device it runs on; a markup document names it instead.
package enum TargetPlatform: String, Sendable, Hashable, CaseIterable {
  /// iPhone and iPad metrics (the default).
  case iOS
  /// Mac metrics.
  case macOS
}
