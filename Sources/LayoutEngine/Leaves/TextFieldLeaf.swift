/// `TextField` and `SecureField` (§8.4): one line of text that fills the width offered, by the
/// text field style in its environment. Plain (the automatic style outside forms) is one text
/// line tall (1.5 more on iOS 26); a rounded border is UITextField's 34 points tall, its text inset 7 from each
/// side. Offered no width, it is as wide as the text it shows (the value, else the prompt).
package struct TextFieldLeaf: LeafLayout, Hashable {
  /// The value (the binding's current text), possibly empty.
  package var text: String
  /// The prompt shown while the value is empty.
  package var prompt: String
  package var isSecure: Bool

  package init(text: String, prompt: String, isSecure: Bool) {
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
  }

  /// What the field shows: the value (a secure field's as dots), else the prompt.
  var shown: String {
    if text.isEmpty { return prompt }
    return isSecure ? String(repeating: "•", count: text.count) : text
  }

  /// Whether the field draws a border: `.roundedBorder`, and on macOS 26 every style but
  /// `.plain` (its automatic style is a bezel, recorded).
  static func isBordered(_ environment: LayoutEnvironment) -> Bool {
    let style = environment[TextFieldStyleKey.self]
    if isMacBezel(environment) { return style != .plain }
    return style == .roundedBorder || style == .squareBorder
  }

  /// Whether the field is laid out as a macOS 26 bezel.
  static func isMacBezel(_ environment: LayoutEnvironment) -> Bool {
    let os = environment[OSVersionKey.self]
    return os.platform == .macOS && os.major >= 26
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let measure = environment.textMeasure
    let metrics = measure.metrics
    let textWidth = ControlMetrics.lineWidth(shown, measure)
    if Self.isMacBezel(environment), Self.isBordered(environment) {
      return Size(
        width: proposal.width ?? textWidth + 2 * ControlMetrics.roundedFieldInset,
        height: max(ControlMetrics.macBezelFieldHeight, metrics.lineHeight))
    }
    if Self.isBordered(environment) {
      return Size(
        width: proposal.width ?? textWidth + 2 * ControlMetrics.roundedFieldInset,
        height: max(ControlMetrics.roundedFieldHeight, metrics.lineHeight))
    }
    return Size(
      width: proposal.width ?? textWidth,
      height: metrics.lineHeight + ControlMetrics.plainFieldPadding(environment[OSVersionKey.self]))
  }
}

extension TextFieldLeaf {
  /// A field's text baselines are its one line's, so a label on a shared first baseline lines
  /// up with the field's text: the line and the plain field's padding above it (iOS 26's 1.5)
  /// are centred in the field (recorded: a label 4 below a 24-pt macOS 26 field's top, 5.5
  /// below a 34-pt iOS 26 rounded field's), §8.4.
  package func explicitAlignment(
    _ key: AlignmentKey, size: Size, in environment: LayoutEnvironment
  ) -> Double? {
    guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
    let m = environment.textMeasure.metrics
    let padding = ControlMetrics.plainFieldPadding(environment[OSVersionKey.self])
    return (size.height - m.lineHeight - padding) / 2 + padding + m.ascent
  }

  package var explicitGuides: ExplicitGuides { .baselines }
}

extension TextFieldLeaf: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    [
      .field(
        frame, text: shown, isPrompt: text.isEmpty, isBordered: Self.isBordered(environment),
        isSecure: isSecure)
    ]
  }
}
