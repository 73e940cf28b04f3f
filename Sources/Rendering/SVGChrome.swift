import LayoutEngine

/// What the platform draws around content that no view of the markup draws itself (docs/
/// semantics.md §9.8): a grouped list's background and section cards with the lines between
/// rows, section header and footer text styles, shadows and SF Symbols.
extension SVGDrawer {
  /// Whether a list's metrics are a grouped style's (`.insetGrouped`, `.grouped`, a grouped
  /// form, a sidebar on iOS): those, and only those, put space between sections (§5.7).
  static func isGrouped(_ metrics: ListMetrics) -> Bool {
    metrics.absentHeader > 0 || metrics.sectionSpacing > 0
  }

  /// The corner radius of a grouped section's card: 10 pt for the inset styles (UIKit's
  /// inset-grouped cells, `UITableView.Style.insetGrouped`; chosen from iOS 14–17 screenshots,
  /// no published constant), square for `.grouped`, whose sections run edge to edge.
  static func cardRadius(_ metrics: ListMetrics) -> Double {
    metrics.horizontalMargin > 0 ? 10 : 0
  }

  /// The screen's background: the grouped background when a grouped list or form spans the
  /// whole width on iOS (it runs under the navigation bar and the status bar there), else the
  /// system background.
  func pageBackground(width: Double) -> SVGColor {
    guard options.platform == .iOS else { return palette.background }
    for i in nodes.indices {
      guard case .container = nodes[i].kind, case .container(let built) = tree.content(at: i),
        let list = result.layout(of: i, built: built).base as? ListLayout,
        Self.isGrouped(list.metrics), let frame = result.frames[i], frame.width >= width - 0.5
      else { continue }
      return palette.groupedBackground
    }
    return palette.background
  }

  /// Bars run on under the safe area they touch (§9.8): an inline navigation bar at the top
  /// of the safe area up through the status bar, a tab bar at its bottom down through the
  /// home indicator's strip. This draws that extension; the bar itself is the part's.
  mutating func barExtension(_ part: ControlPart) {
    let insets = options.safeAreaInsets
    var strip: Rect? = nil
    switch part {
    case .navigationBar(let r, _, isLarge: false, _) where insets.top > 0:
      if abs(r.minY - insets.top) < 0.5 {
        strip = Rect(x: r.minX, y: r.minY - insets.top, width: r.width, height: insets.top)
      }
    case .tabBar(let r, _, _, _) where insets.bottom > 0:
      if abs(r.maxY - (result.canvas.height - insets.bottom)) < 0.5 {
        strip = Rect(x: r.minX, y: r.maxY, width: r.width, height: insets.bottom)
      }
    default:
      break
    }
    if let strip { out += "<rect\(Self.box(strip))\(Self.fill(.color(palette.bar)))/>\n" }
  }

  /// A list's background: the grouped background behind a grouped style's cards on iOS, the
  /// system background behind a plain list.
  mutating func drawListBackground(_ list: ListLayout, _ frame: Rect) {
    guard options.platform == .iOS else { return }
    let color =
      Self.isGrouped(list.metrics) ? palette.groupedBackground : palette.background
    out += "<rect\(Self.box(frame))\(Self.fill(.color(color)))/>\n"
  }

  /// A section of a list: in a grouped style its card (the secondary grouped background, with
  /// the style's corner radius) from below the header to above the footer; in every style the
  /// separators between rows, a pixel thick, from the row content's leading edge to the card's
  /// trailing edge (UIKit insets a separator to the cell's text).
  mutating func drawSection(_ section: SectionLayout, _ node: Int, _ frame: Rect) {
    let children = Array(nodes[node].children)
    let middle = children.dropFirst(section.hasHeader ? 1 : 0)
      .dropLast(section.hasFooter && children.count > (section.hasHeader ? 1 : 0) ? 1 : 0)
    let rows = flattenedRows(Array(middle))
    let metrics = section.metrics
    // Without a header or footer, the section's frame includes the space a grouped style
    // leaves for it (§5.7); the card starts and ends at the rows.
    var top = frame.minY + (section.hasHeader ? 0 : metrics.absentHeader)
    var bottom = frame.maxY - (section.hasFooter ? 0 : metrics.absentFooter)
    if section.hasHeader, let header = result.frames[Int(children[0])] {
      top = header.maxY + metrics.headerBottom
    }
    if section.hasFooter, children.count > (section.hasHeader ? 1 : 0),
      let footer = result.frames[Int(children[children.count - 1])]
    {
      bottom = footer.minY - metrics.footerTop
    }
    guard bottom > top, !rows.isEmpty else { return }
    let card = Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
    if options.platform == .iOS, Self.isGrouped(metrics) {
      out +=
        Self.shape(
          .roundedRectangle, radius: Self.cardRadius(metrics), card,
          Self.fill(.color(palette.secondaryGroupedBackground))) + "\n"
    }
    // Row boundaries: each row's content is centred in its row between equal insets (§5.8),
    // so a row ends as far below its content as it began above it.
    let thickness = min(0.5, options.pixelLength)
    var rowTop = top
    for (k, row) in rows.enumerated() {
      guard let content = result.frames[Int(row)], Self.isFinite(content) else {
        continue
      }
      let rowBottom = max(content.maxY, 2 * content.minY - rowTop + content.height)
      defer { rowTop = rowBottom }
      guard k < rows.count - 1 else { break }
      let line = Rect(
        x: content.minX, y: rowBottom - thickness, width: max(0, card.maxX - content.minX),
        height: thickness)
      out += "<rect\(Self.box(line))\(Self.fill(.color(palette.separator)))/>\n"
    }
  }

  /// A section's rows: its subviews, with the views of a `Group` or `ForEach` among them
  /// joining in their place, as they do in the layout (§1.18).
  func flattenedRows(_ children: [Int32]) -> [Int32] {
    var rows: [Int32] = []
    var pending = Array(children.reversed())
    while let child = pending.popLast() {
      if case .group = nodes[Int(child)].kind {
        pending.append(contentsOf: nodes[Int(child)].children.reversed())
      } else {
        rows.append(child)
      }
    }
    return rows
  }

  /// A section header or footer: footnote size (13 pt), the secondary label colour, a header
  /// upper-cased in the grouped styles, as UIKit's `UIListContentConfiguration` header and
  /// footer configurations draw them. The frame is the layout's (measured at the Text's own
  /// font, §5.8); the text keeps its natural width there rather than being spaced to it.
  mutating func sectionText(
    _ role: SectionText, _ lines: [TextLine], _ frame: Rect, _ metrics: TextMetrics,
    _ attributes: String
  ) {
    for (k, line) in lines.enumerated() where !line.text.isEmpty {
      var text = line.text
      if case .header(uppercased: true) = role { text = text.uppercased() }
      let y = frame.minY + Double(k) * metrics.lineHeight + metrics.ascent
      out += """
        <text x="\(Self.number(frame.minX))" y="\(Self.number(y))" font-size="13"\
        \(attributes) xml:space="preserve">\(Self.escape(text))</text>

        """
    }
  }

  /// `.shadow(color:radius:x:y:)`: a drop shadow filter on the view's group (blur, offset,
  /// flood and merge, which every SVG renderer draws; librsvg 2.54 drops `feDropShadow`). SwiftUI's default
  /// colour is black at 33 % (`Color(.sRGBLinear, white: 0, opacity: 0.33)`); the blur radius
  /// is taken as twice the Gaussian's standard deviation.
  mutating func shadow(
    color: SVGColor?, radius: Double, x: Double, y: Double, _ inherited: Inherited
  ) -> Bool {
    guard !inherited.hidden else { return false }
    guard radius.isFinite, x.isFinite, y.isFinite else { return false }
    let color = color ?? SVGColor(red: 0, green: 0, blue: 0, alpha: 0.33)
    shadows += 1
    out += """
      <filter id="shadow\(shadows)" x="-50%" y="-50%" width="200%" height="200%">\
      <feGaussianBlur in="SourceAlpha" stdDeviation="\(Self.number(max(0, radius) / 2))"/>\
      <feOffset dx="\(Self.number(x))" dy="\(Self.number(y))" result="offset"/>\
      <feFlood flood-color="\(color.hex)" flood-opacity="\(Self.number(color.alpha))"/>\
      <feComposite in2="offset" operator="in"/>\
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
      <g filter="url(#shadow\(shadows))">

      """
    return true
  }

  /// An SF Symbol drawn with its openly licensed stand-in (`SymbolIcons`), fitted in the
  /// image's frame, stroked in the foreground colour (the tint in a button) and filled too
  /// for a `.fill` name.
  mutating func symbol(_ icon: SymbolIcons.Icon, _ frame: Rect, _ inherited: Inherited) {
    var color = palette.label
    if case .color(let c)? = inherited.foreground { color = c }
    if case .none? = inherited.foreground { return }
    let opacity = color.alpha < 1 ? " opacity=\"\(Self.number(color.alpha))\"" : ""
    let fill = icon.filled ? color.hex : "none"
    out += """
      <svg\(Self.box(frame)) viewBox="0 0 24 24" fill="\(fill)" stroke="\(color.hex)" \
      stroke-width="2" stroke-linecap="round" stroke-linejoin="round"\(opacity)>\
      \(icon.elements)</svg>

      """
  }
}
