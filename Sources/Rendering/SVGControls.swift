import LayoutEngine

/// Controls in SVG (docs/semantics.md §8.10), flat iOS-like pictures in each part's frame: a
/// green or grey capsule with a white knob for a switch (a box, ticked or not, for a checkbox),
/// a rounded box with the text for a field, a track filled to the value (with a knob for a
/// slider), a ring for a spinner, a grey capsule with − and + for a stepper, segments with the
/// selected one raised, the title and a chevron for a menu, a tinted rounded box behind a
/// bordered button's label; a translucent bar with its title for a navigation bar (large and
/// leading, or centred), the tabs' titles with the selected one tinted for a tab bar, a grey
/// capsule with the date for a compact date picker, a panel with the date for a calendar or
/// wheels, a ringed circle for a colour well and a grey chevron for a list row.
enum SVGControls {
  /// A navigation bar's toolbar items: symbols (24-pt boxes, Lucide's stand-ins, §9.8) or
  /// titles in the tint, from each edge inward 16 pt in, 44 pt apart for symbols.
  static func barItems(_ items: [BarItem], in row: Rect, tint: String) -> String {
    var out = ""
    var leadingX = row.minX + 16
    var trailingX = row.maxX - 16
    for item in items {
      let icon = SymbolIcons.icon(named: item.symbol)
      let width = icon != nil ? 24 : Double(item.title.count) * 9 + 4
      let x = item.leading ? leadingX : trailingX - width
      if item.leading { leadingX += width + 20 } else { trailingX -= width + 20 }
      if let icon {
        let box = Rect(x: x, y: row.midY - 12, width: 24, height: 24)
        out +=
          "<svg\(SVGDrawer.box(box)) viewBox=\"0 0 24 24\" fill=\"\(icon.filled ? tint : "none")\" stroke=\"\(tint)\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(icon.elements)</svg>\n"
      } else if !item.title.isEmpty {
        out +=
          "<text x=\"\(SVGDrawer.number(x))\" y=\"\(SVGDrawer.number(row.midY + 6))\" fill=\"\(tint)\" xml:space=\"preserve\">\(SVGDrawer.escape(item.title))</text>\n"
      }
    }
    return out
  }

  static let tint = "#007AFF"
  static let green = "#34C759"
  static let fill = "#E5E5EA"
  static let edge = "#C7C7CC"
  static let secondary = "#8E8E93"

  static func markup(_ part: ControlPart, metrics: TextMetrics, palette: SVGPalette = .light)
    -> String
  {
    // The scheme's colours (§9.8): the tint, green, system gray 5 and 3, the label.
    let tint = palette.tint.hex
    let green = (palette.standard("green") ?? nil)?.hex ?? Self.green
    let fill = (palette.semantic("systemGray5") ?? SVGColor.black).hex
    let edge = (palette.semantic("systemGray3") ?? SVGColor.black).hex
    let label = palette.label.hex
    let surface = palette.scheme == .dark ? "#1C1C1E" : "#FFFFFF"
    let raised = palette.scheme == .dark ? "#636366" : "#FFFFFF"
    let bar = SVGDrawer.fill(.color(palette.bar))
    let hairline = SVGDrawer.fill(.color(palette.barShadow))
    func n(_ v: Double) -> String { SVGDrawer.number(v) }
    func rect(_ r: Rect, radius: Double, _ attributes: String) -> String {
      "<rect\(SVGDrawer.box(r)) rx=\"\(n(radius))\"\(attributes)/>\n"
    }
    func text(
      _ s: String, x: Double, midY: Double, color: String, anchor: String = "start",
      font: String = ""
    )
      -> String
    {
      guard !s.isEmpty else { return "" }
      let y = midY - metrics.lineHeight / 2 + metrics.ascent
      return
        "<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(color)\" text-anchor=\"\(anchor)\"\(font) xml:space=\"preserve\">\(SVGDrawer.escape(s))</text>\n"
    }
    switch part {
    case .toggle(let r, let isOn):
      if r.width <= r.height + 1 {
        // A checkbox.
        var out = rect(
          r, radius: 3,
          " fill=\"\(isOn ? tint : surface)\" stroke=\"\(isOn ? tint : edge)\" stroke-width=\"1\""
        )
        if isOn {
          out +=
            "<path d=\"M\(n(r.minX + r.width * 0.22)) \(n(r.midY))L\(n(r.minX + r.width * 0.42)) \(n(r.minY + r.height * 0.72))L\(n(r.minX + r.width * 0.8)) \(n(r.minY + r.height * 0.28))\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.5\"/>\n"
        }
        return out
      }
      let knob = r.height - 4
      let knobX = isOn ? r.maxX - 2 - knob / 2 : r.minX + 2 + knob / 2
      return rect(r, radius: r.height / 2, " fill=\"\(isOn ? green : fill)\"")
        + "<circle cx=\"\(n(knobX))\" cy=\"\(n(r.midY))\" r=\"\(n(max(0, knob / 2)))\" fill=\"#FFFFFF\"/>\n"
    case .field(let r, let s, let isPrompt, let isBordered, _):
      var out = ""
      let inset = isBordered ? ControlMetrics.roundedFieldInset : 0
      if isBordered {
        out += rect(r, radius: 5, " fill=\"\(surface)\" stroke=\"\(edge)\" stroke-width=\"1\"")
      }
      out += text(s, x: r.minX + inset, midY: r.midY, color: isPrompt ? secondary : label)
      return out
    case .track(let r, let fraction, let hasKnob):
      let h = hasKnob ? 4.0 : r.height
      let track = Rect(x: r.minX, y: r.midY - h / 2, width: r.width, height: h)
      let done = Rect(
        x: r.minX, y: track.minY, width: r.width * min(1, max(0, fraction ?? 0)), height: h)
      var out = rect(track, radius: h / 2, " fill=\"\(fill)\"")
      out += rect(done, radius: h / 2, " fill=\"\(tint)\"")
      if hasKnob {
        let radius = min(r.height / 2, 14)
        let x = r.minX + radius + (r.width - 2 * radius) * min(1, max(0, fraction ?? 0))
        out +=
          "<circle cx=\"\(n(x))\" cy=\"\(n(r.midY))\" r=\"\(n(radius))\" fill=\"#FFFFFF\" stroke=\"\(edge)\" stroke-width=\"0.5\"/>\n"
      }
      return out
    case .spinner(let r):
      let radius = min(r.width, r.height) / 2 - 1.5
      return
        "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(max(0, radius)))\" fill=\"none\" stroke=\"\(secondary)\" stroke-width=\"3\" stroke-dasharray=\"4 3\"/>\n"
    case .stepper(let r):
      let q = r.width / 4
      return rect(r, radius: 8, " fill=\"\(fill)\"")
        + "<path d=\"M\(n(r.midX)) \(n(r.minY + 8))V\(n(r.maxY - 8))\" stroke=\"\(edge)\" stroke-width=\"1\"/>\n"
        + "<path d=\"M\(n(r.minX + q - 6)) \(n(r.midY))H\(n(r.minX + q + 6))M\(n(r.maxX - q - 6)) \(n(r.midY))H\(n(r.maxX - q + 6))M\(n(r.maxX - q)) \(n(r.midY - 6))V\(n(r.midY + 6))\" stroke=\"\(label)\" stroke-width=\"2\"/>\n"
    case .segments(let r, let titles, let selected):
      var out = rect(r, radius: 8, " fill=\"\(fill)\"")
      let count = Double(max(1, titles.count))
      let w = r.width / count
      for (i, title) in titles.enumerated() {
        let x = r.minX + w * Double(i)
        if i == selected {
          out += rect(
            Rect(x: x + 2, y: r.minY + 2, width: max(0, w - 4), height: max(0, r.height - 4)),
            radius: 7, " fill=\"\(raised)\"")
        }
        out += text(title, x: x + w / 2, midY: r.midY, color: label, anchor: "middle")
      }
      return out
    case .menu(let r, let title):
      let x = r.maxX - ControlMetrics.menuIndicatorWidth / 2
      return text(title, x: r.minX, midY: r.midY, color: tint)
        + "<path d=\"M\(n(x - 4)) \(n(r.midY - 2))L\(n(x)) \(n(r.midY - 6))L\(n(x + 4)) \(n(r.midY - 2))M\(n(x - 4)) \(n(r.midY + 2))L\(n(x)) \(n(r.midY + 6))L\(n(x + 4)) \(n(r.midY + 2))\" fill=\"none\" stroke=\"\(tint)\" stroke-width=\"1.5\"/>\n"
    case .navigationBar(let r, let title, let isLarge, let items):
      // A large title (34 pt bold, `largeTitle`, §9.1) sits 16 pt in on the content's
      // background with its baseline 12 pt above the bar's bottom; an inline title (17 pt
      // semibold, `headline`) is centred on the translucent bar with a hairline under it.
      // Toolbar items sit in the bar's row (the whole inline bar; above a large title's 52-pt
      // row), 16 pt from its edges, in the tint.
      var out = ""
      if isLarge {
        if !title.isEmpty {
          out +=
            "<text x=\"\(n(r.minX + 16))\" y=\"\(n(r.maxY - 12))\" fill=\"\(label)\" font-size=\"34\" font-weight=\"700\" xml:space=\"preserve\">\(SVGDrawer.escape(title))</text>\n"
        }
      } else {
        out += "<rect\(SVGDrawer.box(r))\(bar)/>\n"
        out +=
          "<rect\(SVGDrawer.box(Rect(x: r.minX, y: r.maxY - 0.33, width: r.width, height: 0.33)))\(hairline)/>\n"
        out += text(
          title, x: r.midX, midY: r.midY, color: label, anchor: "middle",
          font: " font-weight=\"600\"")
      }
      let row = isLarge ? max(44, r.height - 52) : r.height
      out += barItems(
        items, in: Rect(x: r.minX, y: r.minY, width: r.width, height: row), tint: tint)
      return out
    case .tabBar(let r, let titles, let selected, let symbols):
      // The translucent bar with a hairline on top; each tab's title at 10 pt medium under
      // where its icon goes, the selected one in the tint.
      var out = "<rect\(SVGDrawer.box(r))\(bar)/>\n"
      out +=
        "<rect\(SVGDrawer.box(Rect(x: r.minX, y: r.minY, width: r.width, height: 0.33)))\(hairline)/>\n"
      let w = r.width / Double(max(1, titles.count))
      for (i, title) in titles.enumerated() where !title.isEmpty {
        let x = r.minX + w * (Double(i) + 0.5)
        let color = i == selected ? tint : secondary
        // The tab's symbol, 24 pt above its title (Lucide's stand-in, §9.8); a ring when it
        // has none.
        let name = i < symbols.count ? symbols[i] : ""
        if let icon = SymbolIcons.icon(named: name) ?? SymbolIcons.icon(named: name + ".fill") {
          let box = Rect(x: x - 12, y: r.minY + 5, width: 24, height: 24)
          out +=
            "<svg\(SVGDrawer.box(box)) viewBox=\"0 0 24 24\" fill=\"\(i == selected ? color : "none")\" fill-opacity=\"0.25\" stroke=\"\(color)\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(icon.elements)</svg>\n"
        } else {
          out +=
            "<circle cx=\"\(n(x))\" cy=\"\(n(r.minY + 16))\" r=\"9\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
        }
        out +=
          "<text x=\"\(n(x))\" y=\"\(n(r.minY + 40))\" fill=\"\(color)\" text-anchor=\"middle\" font-size=\"10\" font-weight=\"500\" xml:space=\"preserve\">\(SVGDrawer.escape(title))</text>\n"
      }
      return out
    case .dateButton(let r, let date):
      return rect(r, radius: 6, " fill=\"\(fill)\"")
        + text(date, x: r.midX, midY: r.midY, color: label, anchor: "middle")
    case .datePanel(let r, let date, _):
      return rect(r, radius: 10, " fill=\"\(surface)\" stroke=\"\(edge)\" stroke-width=\"1\"")
        + text(date, x: r.midX, midY: r.midY, color: tint, anchor: "middle")
    case .colorWell(let r):
      let radius = min(r.width, r.height) / 2
      return
        "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(max(0, radius - 1.5)))\" fill=\"\(tint)\" stroke=\"\(edge)\" stroke-width=\"3\"/>\n"
    case .chevron(let r):
      return
        "<path d=\"M\(n(r.minX + 1)) \(n(r.minY + 1))L\(n(r.maxX - 1)) \(n(r.midY))L\(n(r.minX + 1)) \(n(r.maxY - 1))\" fill=\"none\" stroke=\"\(edge)\" stroke-width=\"2\"/>\n"
    case .bezel(let r, let isProminent):
      return rect(
        r, radius: 8, isProminent ? " fill=\"\(tint)\"" : " fill=\"\(tint)\" fill-opacity=\"0.15\"")
    }
  }
}
