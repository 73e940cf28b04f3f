/// The environment values that decide a Text's font and a symbol image's size, as the
/// modifiers above a view set them (§9.3): `.font`, `.fontWeight`, `.bold()`, `.italic()`,
/// `.monospaced()`, `.monospacedDigit()`, `.fontDesign`, `.dynamicTypeSize`, `.imageScale`;
/// and how Text sets its lines (§9.7): `.tracking`/`.kerning`, `.textCase`, `.lineSpacing`,
/// `.minimumScaleFactor`.
///
/// Each is an environment value, so the closest modifier above a view wins, and the view-level
/// ones (`.fontWeight` …) apply on top of whichever font reaches the view.
package struct TextEnvironment: Sendable, Hashable {
  /// The font `.font(…)` set, nil for the default (body).
  package var font: FontDescription?
  /// `.fontWeight(…)` (and `.bold()`), overriding the font's weight.
  package var weight: FontWeight?
  /// `.fontDesign(…)`, overriding the font's design.
  package var design: FontDesign?
  /// `.italic(…)`, nil when unset.
  package var italic: Bool?
  /// `.monospaced(…)`, nil when unset.
  package var monospaced: Bool?
  /// `.monospacedDigit()`, nil when unset.
  package var monospacedDigit: Bool?
  /// `.dynamicTypeSize(…)`, nil for the host's (`LayoutOptions.dynamicTypeSize`).
  package var dynamicTypeSize: DynamicTypeSize?
  /// `.imageScale(…)`.
  package var imageScale: ImageScale = .medium
  /// `.tracking(…)` or `.kerning(…)`: points added after each character (§9.7), nil when
  /// unset.
  package var tracking: Double?
  /// `.textCase(…)`: the case Text is shown in, nil for as written.
  package var textCase: TextCase?
  /// `.lineSpacing(…)`: points between one line's bottom and the next line's top.
  package var lineSpacing: Double = 0
  /// `.minimumScaleFactor(…)`: how far Text may shrink to fit its proposal, 1 for not at all.
  package var minimumScaleFactor: Double = 1
  /// Points a macOS 26 control adds to each line of its label's text (a checkbox's, a
  /// LabeledContent's, a sidebar row's: 16-point lines recorded 18.5 tall, §9.7), 0 elsewhere.
  package var controlLabelLeading: Double = 0

  /// Nothing set: body text at the host's Dynamic Type size.
  package init() {}

  /// The default environment.
  package static let `default` = TextEnvironment()

  /// The font a Text in this environment uses (§9.2, §9.3).
  package func resolvedFont(_ options: LayoutOptions) -> ResolvedFont {
    let platform = options.platform
    // macOS has no Dynamic Type (§9.1).
    let size: DynamicTypeSize =
      platform == .macOS ? .large : (dynamicTypeSize ?? options.dynamicTypeSize)
    let font = self.font ?? .body
    var resolved: ResolvedFont
    switch font.base {
    case .style(let style):
      let m = style.metrics(on: platform, at: size)
      resolved = ResolvedFont(
        style: style, pointSize: m.pointSize, weight: style.defaultWeight(on: platform))
      resolved.styleLineHeight = m.lineHeight
    case .system(let points):
      resolved = ResolvedFont(style: nil, pointSize: points, weight: .regular)
    case .custom(let name, let points, let relativeTo):
      var scaled = points
      if let relativeTo {
        // Scaled as its style scales from the default size (UIFontMetrics, §9.2).
        scaled *=
          relativeTo.metrics(on: platform, at: size).pointSize
          / relativeTo.metrics(on: platform, at: .large).pointSize
      }
      resolved = ResolvedFont(style: nil, pointSize: scaled, weight: .regular)
      resolved.family = name
    }
    resolved.weight = weight ?? font.weight ?? resolved.weight
    resolved.design = design ?? font.design ?? .default
    resolved.italic = italic ?? font.italic
    resolved.monospaced = monospaced ?? font.monospaced
    resolved.monospacedDigit = monospacedDigit ?? font.monospacedDigit
    resolved.referencePointSize = TextStyle.body.metrics(on: platform, at: .large).pointSize
    return resolved
  }
}

/// SwiftUI's `Text.Case`: the case `.textCase(…)` shows Text in.
package enum TextCase: String, Sendable, Hashable, CaseIterable {
  case uppercase, lowercase

  /// `text` in this case.
  func apply(_ text: String) -> String {
    switch self {
    case .uppercase: text.uppercased()
    case .lowercase: text.lowercased()
    }
  }
}
