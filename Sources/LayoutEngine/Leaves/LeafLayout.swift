/// Sizing and spacing of leaf views (semantics §1.2, §1.6, §1.7).
extension Leaf {
  /// The leaf's size for `proposal`.
  ///
  /// - Parameters:
  ///   - orientation: the stack orientation in force (Spacer and Divider read it).
  ///   - lineLimit: the environment's line limit (Text reads it).
  func size(
    _ proposal: ProposedViewSize, orientation: Axis?, lineLimit: Int?, options: LayoutOptions
  ) -> Size {
    switch self {
    case .color, .shape(.rectangle, _), .shape(.roundedRectangle, _), .shape(.capsule, _),
      .shape(.ellipse, _):
      // Shapes and colours fill the proposal; unspecified axes become 10 (Apple
      // `Shape.sizeThatFits`, FG ideal-size: "All the built-in shapes have an ideal size of 10×10").
      return proposal.replacingUnspecifiedDimensions()
    case .shape(.circle, _):
      // Circle (iOS 16+): the proposal with nil → 10, then a square of the shorter side.
      let s = proposal.replacingUnspecifiedDimensions()
      let side = min(s.width, s.height)
      return Size(width: side, height: side)
    case .text(let text):
      return TextLayout.size(
        text, proposal: proposal, lineLimit: lineLimit, metrics: options.textMetrics)
    case .image(_, let width, let height, let resizable):
      // A bitmap is its point size unless resizable; a resizable image fills the proposal
      // and is ideally its point size.
      guard resizable else { return Size(width: width, height: height) }
      return proposal.replacingUnspecifiedDimensions(by: Size(width: width, height: height))
    case .spacer(let minLength):
      // Spacer (§1.6): along its orientation max(proposal, minLength) and 0 across; with no
      // orientation both axes take max(proposal, minLength). A nil proposal counts as −∞.
      let length = minLength ?? ViewSpacing.defaultDistance
      func along(_ axis: Axis) -> Double { max(proposal[axis] ?? -.infinity, length) }
      switch orientation {
      case .horizontal?: return Size(width: along(.horizontal), height: 0)
      case .vertical?: return Size(width: 0, height: along(.vertical))
      case nil: return Size(width: along(.horizontal), height: along(.vertical))
      }
    case .divider:
      // Divider (§1.7): a line across the stack's minor axis, one pixel thick; outside an
      // HStack it is horizontal. The long side takes the proposal (nil → 10).
      let thickness = options.pixelLength
      if orientation == .horizontal {
        return Size(width: thickness, height: proposal.height ?? 10)
      }
      return Size(width: proposal.width ?? 10, height: thickness)
    }
  }

  /// The leaf's spacing preferences (§1.3).
  func spacing(orientation: Axis?, options: LayoutOptions) -> ViewSpacing {
    switch self {
    case .spacer: return .spacer(orientation: orientation)
    case .text: return Self.textSpacing(options)
    default: return .plain
    }
  }

  /// A Text's spacing entries, top and bottom only (OSU `Text+Spacing.swift`): with line height
  /// h, s = 0.1·h rounded up to a pixel and L = h + s, a plain view above is L − ascent away, a
  /// plain view below max(L − cap height, s + descent), another Text the font's leading.
  static func textSpacing(_ options: LayoutOptions) -> ViewSpacing {
    let m = options.textMetrics
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
