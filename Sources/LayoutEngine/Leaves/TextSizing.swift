/// A Text's sizing in one environment (`LeafSizing`), with the answers that need no wrapping
/// found once.
///
/// Why: a Text is asked for its size about ten times a pass. A stack probes each subview at
/// width 0, at ∞ and at its share, and a stack inside a stack probes again for each probe it
/// gets, each time with another height. Each answer read the line limit and the reserved lines
/// from the environment and looked its wrapped lines up by hashing its string: 4,218 answers,
/// 16.4 M instructions, on the realistic 1,000-view screen. A one-paragraph text in the
/// deterministic metrics answers most of them from three numbers:
/// - a nil or infinite width: its one line, whatever the height (at least one line is shown);
/// - a finite width its line fits in: the same line, since no line that fits is broken;
/// - width 0: width 0 and as many of its width-0 lines as the height and line limit keep.
/// Any other proposal is measured as before (`TextLayout.size`). Each shortcut gives exactly
/// what `TextLayout.size` gives, to the last bit (TextSizingTests compare them).
final class TextSizing: LeafSizing {
  private let text: String
  private let lineLimit: Int?
  private let metrics: TextMeasure
  private let minimumLines: Int
  private let truncation: TextLayout.Truncation
  private let unbounded: Size?
  /// The narrowest finite width the text stays one line at, and its size there; nil when a
  /// finite width is always measured.
  private let fits: (width: Double, size: Size)?
  /// The text's lines at width 0, nil when width 0 is measured.
  private let zeroWidthLines: Int?

  init(_ text: String, in environment: LayoutEnvironment) {
    self.text = text
    lineLimit = environment[LineLimitKey.self]
    metrics = environment.textMeasure
    minimumLines = environment[ReservedLinesKey.self]
    truncation = environment[TruncationModeKey.self]
    guard let widths = TextLayout.oneLineWidths(text, metrics: metrics) else {
      (unbounded, fits, zeroWidthLines) = (nil, nil, nil)
      return
    }
    let (lineLimit, metrics, minimumLines) = (self.lineLimit, self.metrics, self.minimumLines)
    func size(_ widest: Double) -> Size {
      TextLayout.size(
        widest: widest, lines: 1, lineLimit: lineLimit, measure: metrics,
        minimumLines: minimumLines)
    }
    unbounded = size(widths.unbounded)
    fits = widths.fitsWidth.map { ($0, size($0)) }
    zeroWidthLines = widths.zeroWidthLines
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard let width = proposal.width, width.isFinite else {
      if let unbounded { return unbounded }
      return measured(proposal)
    }
    if width == 0, let zeroWidthLines {
      return TextLayout.zeroWidthSize(
        lines: zeroWidthLines, height: proposal.height, lineLimit: lineLimit, metrics: metrics,
        minimumLines: minimumLines)
    }
    if let fits, width >= fits.width { return fits.size }
    return measured(proposal)
  }

  private func measured(_ proposal: ProposedViewSize) -> Size {
    TextLayout.size(
      text, proposal: proposal, lineLimit: lineLimit, metrics: metrics,
      minimumLines: minimumLines, truncation: truncation)
  }
}
