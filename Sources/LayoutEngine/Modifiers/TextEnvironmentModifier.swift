/// The modifiers that set a font environment value (§9.3): `.font`, `.fontWeight`, `.bold()`,
/// `.italic()`, `.monospaced()`, `.monospacedDigit()`, `.fontDesign`, `.dynamicTypeSize` and
/// `.imageScale`, and the ones that set Text's lines (§9.7): `.tracking`, `.kerning`,
/// `.textCase`, `.lineSpacing`, `.minimumScaleFactor`. Like `.lineLimit`, each only changes the environment of the views below; the
/// closest one above a view wins. Texts and symbol images read the result.
package struct TextEnvironmentModifier: EnvironmentValuesLayer {
  /// The value a modifier sets.
  package enum Setting: Hashable, Sendable {
    /// `.font(_:)`; nil restores the default.
    case font(FontDescription?)
    /// `.fontWeight(_:)`, and `.bold()` (bold) or `.bold(false)` (nil).
    case weight(FontWeight?)
    case design(FontDesign?)
    case italic(Bool)
    case monospaced(Bool)
    case monospacedDigit(Bool)
    /// `.dynamicTypeSize(_:)` with one size, or a range clamping the size in force.
    case dynamicTypeSize(DynamicTypeSize, DynamicTypeSize)
    case imageScale(ImageScale)
    /// `.tracking(_:)` and `.kerning(_:)`: points after each character (§9.7).
    case tracking(Double)
    /// `.textCase(_:)`; nil shows the text as written.
    case textCase(TextCase?)
    /// `.lineSpacing(_:)`.
    case lineSpacing(Double)
    /// `.minimumScaleFactor(_:)`.
    case minimumScaleFactor(Double)
  }

  package var setting: Setting

  package init(_ setting: Setting) { self.setting = setting }

  package func adjust(_ environment: inout LayoutEnvironment) {
    var text = environment[TextEnvironmentKey.self]
    switch setting {
    case .font(let font): text.font = font
    case .weight(let weight): text.weight = weight
    case .design(let design): text.design = design
    case .italic(let on): text.italic = on
    case .monospaced(let on): text.monospaced = on
    case .monospacedDigit(let on): text.monospacedDigit = on
    case .dynamicTypeSize(let lower, let upper):
      // A range clamps the size the host or an outer modifier set (SwiftUI's
      // `dynamicTypeSize(_:)` with a range).
      let current = text.dynamicTypeSize ?? environment.options.dynamicTypeSize
      text.dynamicTypeSize = min(max(current, lower), upper)
    case .imageScale(let scale): text.imageScale = scale
    case .tracking(let points): text.tracking = points
    case .textCase(let textCase): text.textCase = textCase
    case .lineSpacing(let points): text.lineSpacing = points
    case .minimumScaleFactor(let factor): text.minimumScaleFactor = factor
    }
    environment[TextEnvironmentKey.self] = text
  }
}

/// The font settings in force (§9.3): one key for all of them, since Text resolves its font
/// from them together and the pass measures each distinct setting once (`PassFacts`).
package enum TextEnvironmentKey: EnvironmentKey {
  package static let defaultValue = TextEnvironment.default
}

extension ViewRef {
  /// `.font(_:)`: the font of every Text (and symbol image) below; nil restores body (§9.3).
  package func font(_ font: FontDescription?) -> ViewRef {
    modifier(TextEnvironmentModifier(.font(font)), kind: "font")
  }
}
