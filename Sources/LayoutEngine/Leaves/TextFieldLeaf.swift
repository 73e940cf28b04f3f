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
