/// `Text` with its content: laid out by `TextLayout` under the environment's line limit, with
/// text spacing and baselines.
package struct TextLeaf: LeafLayout, Hashable {
  package var content: String

  package init(_ content: String) { self.content = content }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    TextLayout.size(
      content, proposal: proposal, lineLimit: environment[LineLimitKey.self],
      metrics: environment.textMeasure, minimumLines: environment[ReservedLinesKey.self],
      truncation: environment[TruncationModeKey.self])
  }

  package func sizing(in environment: LayoutEnvironment) -> (any LeafSizing)? {
    TextSizing(content, in: environment)
  }

  package func spacing(in environment: LayoutEnvironment) -> ViewSpacing {
    Self.textSpacing(environment.textMeasure.metrics, environment.options)
  }

  /// The first baseline is the ascent; the last, that of the last line shown (in the font's
  /// metrics, §9.4).
  package func explicitAlignment(
    _ key: AlignmentKey, size: Size, in environment: LayoutEnvironment
  ) -> Double? {
    let measure = environment.textMeasure
    let m = measure.metrics
    let lines = max(1, ((size.height + measure.lineSpacing) / measure.lineAdvance).rounded())
    switch key {
    case .firstTextBaseline: return m.ascent
    case .lastTextBaseline: return (lines - 1) * measure.lineAdvance + m.ascent
    default: return nil
    }
  }

  package var explicitGuides: ExplicitGuides { .baselines }

  /// A Text's spacing entries, top and bottom only (OSU `Text+Spacing.swift`): with line height
  /// h, s = 0.1·h rounded up to a pixel and L = h + s, a plain view above is L − ascent away, a
  /// plain view below max(L − cap height, s + descent), another Text the font's leading. `m`
  /// are the Text's font's metrics (§9.4).
  static func textSpacing(_ m: TextMetrics, _ options: LayoutOptions) -> ViewSpacing {
    let pixel = options.pixelLength
    func roundUp(_ v: Double) -> Double { (v / pixel - 1e-9).rounded(.up) * pixel }
    let s = roundUp(0.1 * m.lineHeight)
    let l = m.lineHeight + s
    let leading = roundUp(m.leading)
    return ViewSpacing(entries: [
      .init(.textToText, .top, .textMetrics(isTop: true, leading: leading)),
      .init(.textToText, .bottom, .textMetrics(isTop: false, leading: leading)),
      .init(.textBaseline, .top, .distance(-m.ascent)),
      .init(.textBaseline, .bottom, .distance(-m.descent)),
      .init(.edgeAboveText, .top, .distance(l - m.ascent)),
      .init(.edgeBelowText, .bottom, .distance(max(l - m.capHeight, s + m.descent))),
    ])
  }
}

extension ViewTree {
  /// `Text` showing `content`.
  public func text(_ content: String, id: String? = nil) -> ViewRef {
    leaf(TextLeaf(content), kind: "Text", id: id)
  }
}
