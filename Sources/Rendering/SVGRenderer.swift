package import LayoutEngine

/// A frame drawn dashed over a picture, labelled on hover: what a spec expected where the
/// picture shows what the layout did (`check`'s HTML report).
package struct SVGExpectedFrame: Sendable {
  package var label: String
  package var frame: Rect
  package init(label: String, frame: Rect) {
    self.label = label
    self.frame = frame
  }
}

/// Draws a laid-out tree as an SVG picture at one SVG unit per point: shapes by kind with
/// their fills and strokes, colours, dividers, images as labelled placeholders and text in a
/// monospace font at the advance the layout measured, with opacity and clipping as groups.
///
/// The picture is deterministic: elements come in painter's order (the same walk as the ASCII
/// drawing: a view, then its children; a background before its view, an overlay after; higher
/// `zIndex` later), generated ids count up in that order, and numbers print as the JSON prints
/// them. SwiftUI draws nothing for containers and layout modifiers; `outline` adds what Xcode's
/// view debugger shows, every frame outlined with its kind and id in a `<title>` (a tooltip).
package struct SVGRenderer {
  /// Whether to outline every frame.
  package var outline: Bool

  package init(outline: Bool = false) { self.outline = outline }

  /// The picture of `tree` laid out as `result` (`options` as the layout used them), with
  /// `expected` frames dashed on top, as an SVG document ending with a line break.
  package func render(
    _ tree: ViewTree, _ result: LayoutResult, options: LayoutOptions,
    expected: [SVGExpectedFrame] = []
  ) -> String {
    var drawer = SVGDrawer(tree: tree, result: result, options: options)
    drawer.collectsOutlines = outline
    let width = SVGDrawer.finite(result.canvas.width)
    let height = SVGDrawer.finite(result.canvas.height)
    let w = SVGDrawer.number(width)
    let h = SVGDrawer.number(height)
    drawer.out += """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="\(drawer.fontFamily)" font-size="\(drawer.fontSize)">

      """
    drawer.out +=
      "<rect width=\"\(w)\" height=\"\(h)\"\(SVGDrawer.fill(.color(drawer.pageBackground(width: width))))/>\n"
    if let root = tree.root { drawer.draw(root.index) }
    if outline {
      drawer.out += """
        <g fill="#000000" fill-opacity="0" stroke="#007AFF" stroke-opacity="0.7" \
        stroke-width="0.5" stroke-dasharray="2 2">

        """
      for (i, frame) in drawer.outlines {
        let node = tree.nodes[Int(i)].info
        let title = node.id.map { "\(node.kind) \($0)" } ?? node.kind
        drawer.out +=
          "<rect\(SVGDrawer.box(frame))><title>\(SVGDrawer.escape(title)) \(frame)</title></rect>\n"
      }
      drawer.out += "</g>\n"
    }
    if !expected.isEmpty {
      drawer.out += """
        <g fill="#000000" fill-opacity="0" stroke="#FF2D55" stroke-width="1" \
        stroke-dasharray="4 3">

        """
      for item in expected where SVGDrawer.isFinite(item.frame) {
        drawer.out +=
          "<rect\(SVGDrawer.box(item.frame))><title>\(SVGDrawer.escape(item.label)) \(item.frame)</title></rect>\n"
      }
      drawer.out += "</g>\n"
    }
    drawer.out += "</svg>\n"
    return drawer.out
  }
}

/// What a view inherits from the modifiers above it while drawing.
struct Inherited {
  /// `foregroundColor`/`foregroundStyle`/`fill` above: what shapes fill and text is drawn
  /// with (nil: the primary colour, black).
  var foreground: SVGPaint?
  /// `stroke`/`strokeBorder` directly above a shape (cleared by any other kind of view).
  var stroke: SVGStroke?
  /// Under `.hidden()`: laid out, not drawn.
  var hidden = false
  /// `multilineTextAlignment`: where a line shorter than its Text's frame sits in it (0
  /// leading, 0.5 centre, 1 trailing).
  var lineAlignment = 0.0
  /// `.tint(…)` above (nil: the scheme's system blue).
  var tint: SVGColor?
  /// Whether a Text here is a grouped list section's header or footer (§9.8).
  var sectionText: SectionText?
}

/// A list section's header or footer text, drawn in its text style (§9.8).
enum SectionText {
  /// Footnote, secondary label colour, upper case in grouped styles.
  case header(uppercased: Bool)
  /// Footnote, secondary label colour.
  case footer
}

/// The drawing walk (iterative, so deep trees cannot overflow the stack).
struct SVGDrawer {
  let nodes: [ViewNode]
  /// The tree, for its nodes' layouts (`ViewTree.content(at:)`).
  let tree: ViewTree
  let result: LayoutResult
  let options: LayoutOptions
  /// The system colours of the Preview's colour scheme.
  let palette: SVGPalette
  var out = ""
  /// Whether to gather `outlines`.
  var collectsOutlines = false
  /// Frames to outline, in painter's order.
  var outlines: [(Int32, Rect)] = []
  /// Generated `clipPath` and gradient ids so far.
  private var clips = 0
  private var gradients = 0
  /// Generated shadow filter ids so far.
  var shadows = 0

  init(tree: ViewTree, result: LayoutResult, options: LayoutOptions) {
    self.nodes = tree.nodes
    self.tree = tree
    self.result = result
    self.options = options
    self.palette = SVGPalette.of(options.colorScheme)
  }

  /// The monospace font size whose advance is the layout's character width, assuming the
  /// font's advance is 0.602 em: DejaVu Sans Mono's 1233/2048, the default monospace font of
  /// most Linux systems, and Menlo's (both descend from Bitstream Vera Sans Mono). Rounded to
  /// 1/1000 pt. Each line's `textLength` keeps its width right in other fonts.
  var fontSize: String {
    if options.textMeasurer == nil && options.textModel == .system { return "17" }
    return Self.number((options.textMetrics.characterWidth / 0.602 * 1000).rounded() / 1000)
  }

  /// Whether text is drawn in a proportional face: the system font's model or a font file's
  /// (§9.7, §10.6); the fixed model draws in a monospace face, one character a cell.
  var proportional: Bool { options.textMeasurer != nil || options.textModel == .system }

  /// The faces text is drawn in: the system font's names first, so a Mac or an iPhone draws
  /// SF, then open faces of similar proportions (Inter, the model's base, §9.7); monospace for
  /// the fixed model. `textLength` keeps every line at the width the layout measured.
  var fontFamily: String {
    if options.textMeasurer == nil && options.textModel == .fixed {
      return "DejaVu Sans Mono, monospace"
    }
    return "-apple-system, BlinkMacSystemFont, &quot;SF Pro Text&quot;, &quot;SF Pro&quot;, "
      + "system-ui, Inter, &quot;Helvetica Neue&quot;, Helvetica, Arial, sans-serif"
  }

  private enum Step {
    case visit(Int32, Inherited)
    /// Ends a group opened for opacity or clipping.
    case close
  }

  mutating func draw(_ root: Int32) {
    var steps = [Step.visit(root, Inherited())]
    while let step = steps.popLast() {
      guard case .visit(let i, var inherited) = step else {
        out += "</g>\n"
        continue
      }
      let node = Int(i)
      let frame = result.frames[node].flatMap { Self.isFinite($0) ? $0 : nil }
      if collectsOutlines, let frame { outlines.append((i, frame)) }
      var hidesLabel = false
      var sectionChildren: (Int, SectionLayout)? = nil
      switch tree.content(at: node) {
      case .leaf(let leaf):
        if let frame, !inherited.hidden { draw(leaf, node, frame, inherited) }
      case .modifier(let modifier as StyleModifier):
        if style(modifier.effect, frame, &inherited) { steps.append(.close) }
      case .container(let built) where ScrollContent.isScrolling(node, .container(built), result):
        // A scroll view shows its content through its frame, the viewport (§5.4).
        inherited.stroke = nil
        let layout = result.layout(of: node, built: built)
        if let list = layout.base as? ListLayout, let frame, !inherited.hidden {
          drawListBackground(list, frame)
        }
        if clip(.rectangle, radius: 0, frame, inherited) { steps.append(.close) }
      case .container(let built) where built.base is SectionLayout:
        inherited.stroke = nil
        let section = result.layout(of: node, built: built).base as! SectionLayout
        if let frame, !inherited.hidden { drawSection(section, node, frame) }
        sectionChildren = (node, section)
      case .modifier(let modifier) where modifier.controlDrawing != nil:
        // Drawn before the label (its child), which goes on top.
        let control = modifier.controlDrawing!
        if let frame, !inherited.hidden { drawControl(control, node, frame) }
        hidesLabel = !control.drawsLabel(in: result.environment(of: NodeID(index: Int32(node))))
        inherited.stroke = nil
        // A button's label takes the tint, except in the plain style or under a foreground
        // style; a prominent one's is white on it (§8.10, §9.8).
        if control is ButtonLayout, options.platform == .iOS {
          switch result.environment(of: NodeID(index: Int32(node)))[ButtonStyleKey.self] {
          case .automatic, .borderless, .bordered:
            if inherited.foreground == nil {
              inherited.foreground = .color(inherited.tint ?? palette.tint)
            }
          case .borderedProminent:
            inherited.foreground = .color(SVGColor(red: 255, green: 255, blue: 255))
          case .plain: break
          }
        }
      default:
        inherited.stroke = nil
      }
      if hidesLabel { continue }  // a label hidden by `.labelsHidden()` (§8.3)
      let children = paintOrder(node)
      for (k, child) in children.enumerated().reversed() {
        var passed = inherited
        if k == 2, passed.foreground == nil, options.platform == .iOS,
          nodes[node].info.kind == "LabeledContent"
        {
          // LabeledContent's content (after its label and Spacer) in the secondary label
          // colour, as iOS draws a value beside its title (§9.8).
          passed.foreground = .color(palette.secondaryLabel)
        }
        if let (owner, section) = sectionChildren, owner == node {
          if section.hasHeader && k == 0 {
            passed.sectionText = .header(uppercased: section.metrics.sectionSpacing > 0)
          } else if section.hasFooter && k == children.count - 1 {
            passed.sectionText = .footer
          }
        }
        steps.append(.visit(child, passed))
      }
      sectionChildren = nil
    }
  }

  /// Applies a style modifier to what the views below inherit, or opens a group for it (true
  /// when one was opened, to close after the subtree).
  private mutating func style(
    _ effect: StyleEffect, _ frame: Rect?, _ inherited: inout Inherited
  ) -> Bool {
    switch effect {
    case .foreground(let style):
      if let paint = paint(style) { inherited.foreground = paint }
    case .stroke(let style, let lineWidth, let inside):
      inherited.stroke = SVGStroke(paint: paint(style), width: lineWidth, inside: inside)
    case .hidden:
      inherited.hidden = true
    case .lineAlignment(let value):
      inherited.lineAlignment = value
    case .opacity(let value):
      guard let value, !inherited.hidden else { return false }
      if value <= 0 {
        inherited.hidden = true
        return false
      }
      out += "<g opacity=\"\(Self.number(min(1, value)))\">\n"
      return true
    case .tint(let style):
      if case .color(let color)? = paint(style) { inherited.tint = color }
    case .shadow(let color, let radius, let x, let y):
      var shadowColor: SVGColor? = nil
      if case .color(let c)? = paint(color) { shadowColor = c }
      return shadow(color: shadowColor, radius: radius, x: x, y: y, inherited)
    case .clip(let kind, let cornerRadius):
      return clip(kind, radius: cornerRadius, frame, inherited)
    case .zIndex, .none:
      break
    }
    return false
  }

  /// What a shape style paints with in this scheme: nil when it names nothing the palette
  /// knows (`.brand`), `none` for `clear`.
  func paint(_ style: ShapeStyleValue?) -> SVGPaint? {
    switch style {
    case nil: return nil
    case .color(let named)?:
      return color(named).map { $0.map(SVGPaint.color) ?? SVGPaint.none }
    case .linearGradient(let stops, let start, let end)?:
      let colors = stops.compactMap { color($0) ?? nil }
      guard !colors.isEmpty else { return nil }
      return .linearGradient(colors, start: (start.x, start.y), end: (end.x, end.y))
    }
  }

  /// A named colour's value with its opacity: `.some(nil)` for `clear`, nil for a member the
  /// palette has no value for; an asset without one is the neutral placeholder.
  private func color(_ named: NamedColor) -> SVGColor?? {
    guard let value = palette.named(named.name) else {
      return named.isAsset ? .some(palette.unknown) : nil
    }
    guard var color = value else { return .some(nil) }
    color.alpha *= named.opacity
    return .some(color)
  }

  /// Opens a group clipped to `kind` in `frame`.
  private mutating func clip(
    _ kind: ShapeKind, radius: Double, _ frame: Rect?, _ inherited: Inherited
  )
    -> Bool
  {
    guard let frame, !inherited.hidden else { return false }
    clips += 1
    out +=
      "<clipPath id=\"clip\(clips)\">\(Self.shape(kind, radius: radius, frame, ""))</clipPath>\n"
    out += "<g clip-path=\"url(#clip\(clips))\">\n"
    return true
  }

  /// A node's children in painter's order: a background's secondary view before its primary
  /// one; a container's subviews by `zIndex`, source order among equals (as the ASCII drawing).
  private func paintOrder(_ node: Int) -> [Int32] {
    var children = Array(nodes[node].children)
    switch tree.content(at: node) {
    case .modifier(let decoration as Decoration) where decoration.kind == .background:
      children.reverse()
    case .container, .group:
      let z = children.map { zIndex(Int($0)) }
      if z.contains(where: { $0 != z[0] }) {
        children = children.indices.sorted { a, b in z[a] != z[b] ? z[a] < z[b] : a < b }
          .map { children[$0] }
      }
    default:
      break
    }
    return children
  }

  /// The `zIndex` set in a view's modifier chain (0 when none).
  private func zIndex(_ node: Int) -> Double {
    var current = node
    while true {
      switch tree.content(at: current) {
      case .modifier(let style as StyleModifier):
        if case .zIndex(let z) = style.effect { return z }
        current = Int(nodes[current].children[0])
      case .modifier:
        current = Int(nodes[current].children[0])
      default:
        return 0
      }
    }
  }

  // MARK: Views

  private mutating func draw(
    _ leaf: any LeafLayout, _ node: Int, _ frame: Rect, _ inherited: Inherited
  ) {
    let info = nodes[node].info
    switch leaf {
    case let color as ColorLeaf:
      guard let color = palette.paint(named: color.name) else { return }
      out += "<rect\(Self.box(frame))\(Self.fill(.color(color)))/>\n"
    case let shape as ShapeLeaf:
      let kind = shape.kind
      let fill = shape.fill
      let radius = shape.cornerRadius
      if let width = shape.outlineWidth {
        // `border`: a rectangle stroked inside the frame, in its fill colour.
        let paint = fill.flatMap { palette.paint(named: $0) }.map(SVGPaint.color) ?? SVGPaint.none
        stroke(kind, radius, frame, SVGStroke(paint: paint, width: width, inside: true), inherited)
      } else if let stroke = inherited.stroke {
        self.stroke(kind, radius, frame, stroke, inherited)
      } else {
        let paint =
          fill.map { palette.paint(named: $0).map(SVGPaint.color) ?? SVGPaint.none }
          ?? inherited.foreground ?? .color(palette.label)
        let attributes = paintAttribute("fill", paint)
        guard !attributes.isEmpty else { return }
        out += Self.shape(kind, radius: radius, frame, attributes) + "\n"
      }
    case let style as ShapeStyleLeaf:
      // A material as a translucent fill (§9.8); a linear gradient from top to bottom (its
      // points are not kept), other gradients in their first colour (§7.6).
      let material = palette.material(style.kind)
      func paint(_ stop: NamedColor) -> SVGColor? {
        var color = palette.paint(named: stop.name)
        color?.alpha *= stop.opacity
        return color
      }
      let stops = style.colors.compactMap(paint)
      if material == nil, style.kind == "LinearGradient", stops.count > 1 {
        let attributes = paintAttribute(
          "fill", .linearGradient(stops, start: (0.5, 0), end: (0.5, 1)))
        out += "<rect\(Self.box(frame))\(attributes)/>\n"
        return
      }
      let first = style.colors.first.map(paint) ?? palette.paint(named: "gray")
      guard let color = material ?? first else {
        return
      }
      out += "<rect\(Self.box(frame))\(Self.fill(.color(color)))/>\n"
    case let image as ImageLeaf:
      if image.isSymbol, let name = image.name, let icon = SymbolIcons.icon(named: name) {
        symbol(icon, frame, inherited)
      } else {
        self.image(image.name ?? info.id ?? "Image", frame)
      }
    case let text as TextLeaf:
      self.text(
        text.content, node, frame, inherited,
        truncation: result.environment(of: NodeID(index: Int32(node)))[TruncationModeKey.self])
    case is DividerLeaf:
      out += "<rect\(Self.box(frame))\(Self.fill(.color(palette.separator)))/>\n"
    default:
      if let control = leaf.controlDrawing { drawControl(control, node, frame) }
    }
  }

  /// A control's parts (§8.10), in the environment it was laid out in.
  private mutating func drawControl(_ control: any ControlDrawing, _ node: Int, _ frame: Rect) {
    let environment = result.environment(of: NodeID(index: Int32(node)))
    let children = nodes[node].children
    let label = children.isEmpty ? nil : result.frames[Int(children[0])]
    for part in control.parts(in: frame, label: label, environment: environment)
    where Self.isFinite(part.rect) {
      barExtension(part)
      out += SVGControls.markup(part, metrics: options.textMetrics, palette: palette)
    }
  }

  /// A stroked shape; a stroke inside the frame insets the shape by half the line width.
  private mutating func stroke(
    _ kind: ShapeKind, _ radius: Double, _ frame: Rect, _ stroke: SVGStroke,
    _ inherited: Inherited
  ) {
    guard stroke.width.isFinite, stroke.width > 0 else { return }
    let paint = stroke.paint ?? inherited.foreground ?? .color(palette.label)
    let attributes = paintAttribute("stroke", paint)
    guard !attributes.isEmpty else { return }
    let inset = stroke.inside ? min(stroke.width / 2, frame.width / 2, frame.height / 2) : 0
    let shapeFrame = Rect(
      x: frame.minX + inset, y: frame.minY + inset, width: frame.width - 2 * inset,
      height: frame.height - 2 * inset)
    out +=
      Self.shape(
        kind, radius: max(0, radius - inset), shapeFrame,
        " fill=\"none\"\(attributes) stroke-width=\"\(Self.number(stroke.width))\"") + "\n"
  }

  /// An image's placeholder: a light box crossed corner to corner, with the image's name at the
  /// top-left, all clipped to the frame (a nested `svg` clips what it holds).
  private mutating func image(_ name: String, _ frame: Rect) {
    let w = Self.number(frame.width)
    let h = Self.number(frame.height)
    out += """
      <svg\(Self.box(frame))>
      <rect width="\(w)" height="\(h)"\(Self.fill(.color(palette.placeholderFill))) \
      stroke="\(palette.placeholderEdge.hex)" stroke-width="1"/>
      <path d="M0 0L\(w) \(h)M\(w) 0L0 \(h)" stroke="\(palette.placeholderEdge.hex)" \
      stroke-width="0.5"/>
      <text x="2" y="10" font-size="9" fill="\(palette.placeholderEdge.hex)">\
      \(Self.escape(name))</text>
      </svg>

      """
  }

  /// A text's lines as the layout broke them for its frame (the ASCII drawing's call), one
  /// line height apart from the frame's top, each on its baseline (`ascent` below the line's
  /// top), placed in the frame by `multilineTextAlignment`, and stretched to the width the
  /// layout measured, so a font whose advance is not
  /// quite 0.602 em (or that draws wide characters narrower) still fills the same width.
  /// A font other than body at the default size is drawn at its own size and weight (§9.6).
  private mutating func text(
    _ content: String, _ node: Int, _ frame: Rect, _ inherited: Inherited,
    truncation: TextLayout.Truncation
  ) {
    // The measure the lines were set in: smaller than the Text's when it shrank to fit.
    let (lines, measure) = TextLayout.shown(
      content, proposal: ProposedViewSize(width: frame.width, height: frame.height),
      lineLimit: nil, metrics: result.textMeasure(of: NodeID(index: Int32(node))),
      truncation: truncation)
    let metrics = measure.metrics
    var fontAttributes = ""
    if proportional {
      // Measured in a real font or the system font's model: drawn at the font's point size
      // (§9.7, §10.6).
      if measure.font.pointSize != 17 || options.textMeasurer != nil {
        fontAttributes += " font-size=\"\(Self.number(measure.font.pointSize))\""
      }
      if measure.font.monospaced {
        fontAttributes += " font-family=\"&quot;SF Mono&quot;, Menlo, DejaVu Sans Mono, monospace\""
      }
    } else if metrics.lineHeight != options.textMetrics.lineHeight {
      // The size scales as the line height does; the weight's widening is `textLength`'s.
      let advance =
        options.textMetrics.characterWidth * metrics.lineHeight
        / options.textMetrics.lineHeight
      fontAttributes += " font-size=\"\(Self.number((advance / 0.602 * 1000).rounded() / 1000))\""
    }
    if measure.font.weight.value > 400 {
      fontAttributes += " font-weight=\"\(measure.font.weight.value)\""
    }
    if measure.font.italic { fontAttributes += " font-style=\"italic\"" }
    var paint = inherited.foreground ?? .color(palette.label)
    if inherited.sectionText != nil, inherited.foreground == nil {
      paint = .color(palette.secondaryLabel)
    }
    let attributes = paintAttribute("fill", paint, skipBlack: true)
    if case .none = paint { return }
    if let role = inherited.sectionText, options.platform == .iOS, proportional,
      measure.font.pointSize == 17
    {
      sectionText(role, lines, frame, metrics, attributes)
      return
    }
    // A proportional face keeps its glyphs' shapes and only spaces them to the measured
    // width; the monospace face of the fixed model is stretched to it.
    let lengthAdjust = proportional ? "spacing" : "spacingAndGlyphs"
    for (k, line) in lines.enumerated() where !line.text.isEmpty {
      let x = frame.minX + (frame.width - line.width) * inherited.lineAlignment
      let y = frame.minY + Double(k) * measure.lineAdvance + metrics.ascent
      out += """
        <text x="\(Self.number(x))" y="\(Self.number(y))" \
        textLength="\(Self.number(line.width))" lengthAdjust="\(lengthAdjust)"\
        \(fontAttributes)\(attributes) xml:space="preserve">\(Self.escape(line.text))</text>

        """
    }
  }

  // MARK: Attributes

  /// ` fill="…"` (or `stroke`) with its opacity for a paint; a gradient is defined first, with
  /// the next generated id. Empty for `clear`.
  private mutating func paintAttribute(
    _ attribute: String, _ paint: SVGPaint, skipBlack: Bool = false
  ) -> String {
    switch paint {
    case .none:
      return ""
    case .color(let color):
      if skipBlack && color == SVGColor.black { return "" }
      var text = " \(attribute)=\"\(color.hex)\""
      if color.alpha < 1 { text += " \(attribute)-opacity=\"\(Self.number(color.alpha))\"" }
      return text
    case .linearGradient(let colors, let start, let end):
      gradients += 1
      out += """
        <linearGradient id="gradient\(gradients)" x1="\(Self.number(start.0))" \
        y1="\(Self.number(start.1))" x2="\(Self.number(end.0))" y2="\(Self.number(end.1))">

        """
      for (k, color) in colors.enumerated() {
        let offset = colors.count == 1 ? 0 : Double(k) / Double(colors.count - 1)
        out += "<stop offset=\"\(Self.number(offset))\" stop-color=\"\(color.hex)\""
        if color.alpha < 1 { out += " stop-opacity=\"\(Self.number(color.alpha))\"" }
        out += "/>\n"
      }
      out += "</linearGradient>\n"
      return " \(attribute)=\"url(#gradient\(gradients))\""
    }
  }

  /// ` fill="…"` for a paint that needs no definitions (a colour).
  static func fill(_ paint: SVGPaint) -> String {
    guard case .color(let color) = paint else { return "" }
    var text = " fill=\"\(color.hex)\""
    if color.alpha < 1 { text += " fill-opacity=\"\(number(color.alpha))\"" }
    return text
  }

  /// A shape fitted in `frame` as SwiftUI draws it: a circle inscribed in the frame's square
  /// centred in it, a capsule's ends half its shorter side round, a rounded rectangle's radius
  /// at most half its shorter side.
  static func shape(_ kind: ShapeKind, radius: Double, _ frame: Rect, _ attributes: String)
    -> String
  {
    let w = max(0, frame.width)
    let h = max(0, frame.height)
    switch kind {
    case .rectangle:
      return "<rect\(box(frame))\(attributes)/>"
    case .roundedRectangle, .capsule:
      let r = kind == .capsule ? min(w, h) / 2 : min(max(0, radius), w / 2, h / 2)
      let corner = r > 0 ? " rx=\"\(number(r))\" ry=\"\(number(r))\"" : ""
      return "<rect\(box(frame))\(corner)\(attributes)/>"
    case .circle:
      return
        "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" r=\"\(number(min(w, h) / 2))\"\(attributes)/>"
    case .ellipse:
      return
        "<ellipse cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" rx=\"\(number(w / 2))\" ry=\"\(number(h / 2))\"\(attributes)/>"
    }
  }

  /// ` x="…" y="…" width="…" height="…"` (a negative size, which SVG rejects, as 0).
  static func box(_ frame: Rect) -> String {
    " x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\""
  }

  /// A number as the JSON prints it. Frames are finite (others are not drawn), but sums of
  /// huge ones (a centre, a baseline) can overflow: SVG has no infinity, so those print as the
  /// largest finite value, never as `inf`.
  static func number(_ value: Double) -> String {
    if value.isFinite { return formatNumber(value) }
    return number(
      value.isNaN ? 0 : value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude)
  }

  static func finite(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

  static func isFinite(_ frame: Rect) -> Bool {
    frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
  }

  /// Text for XML content or a quoted attribute: markup characters escaped, and characters XML
  /// 1.0 cannot hold (most controls, lone surrogates cannot occur in a `String`) replaced.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
