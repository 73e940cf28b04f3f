import LayoutEngine

/// Controls in ASCII (docs/semantics.md §8.10): each part a recognisable picture on the row
/// through its middle, clipped to its cells — `[x]`/`[ ]` for a switch or checkbox,
/// `[Name____]` for a bordered text field (`Name____` plain), `[===o----]` for a slider,
/// `[===-----]` for a progress bar, `(*)` for a spinner, `[ - | + ]` for a stepper,
/// `[ One |*Two*| Three ]` for a segmented picker, `Two v` for a menu picker and `[ … ]` around a
/// bordered button's label (`=` filling a prominent one); a navigation bar is a row of `=` with
/// its title (centred when inline, leading when large), a tab bar its titles with the selected
/// one starred, a compact date picker `[Mar 12, 2024]`, a calendar `[cal Mar 12, 2024]`, wheels
/// `{ Mar 12, 2024 }`, a colour well `(@)` and a list row's chevron `>`.
extension Canvas {
  mutating func drawControl(_ part: ControlPart, in r: CellRect, row y: Int) {
    guard r.width > 0, r.height > 0, y >= 0, y < height else { return }
    /// The columns `a..<b` that lie on the canvas: a part a million cells wide costs what the
    /// canvas does.
    func onCanvas(_ a: Int, _ b: Int) -> Range<Int> {
      let low = max(0, a)
      return low..<max(low, min(b, width))
    }
    switch part {
    case .toggle(_, let isOn):
      let mark = isOn ? "[x]" : "[ ]"
      write(mark, max(r.x0, r.x1 - mark.count), y, maxX: r.x1)
    case .field(_, let text, _, let isBordered, let isSecure):
      blank(r.x0..<r.x1, y)
      let shown =
        isSecure && !text.isEmpty && text.allSatisfy({ $0 == "•" })
        ? String(repeating: "*", count: text.count) : text
      if isBordered {
        for x in onCanvas(r.x0 + 1, r.x1 - 1) { put("_", x, y) }
        put("[", r.x0, y)
        if r.width > 1 { put("]", r.x1 - 1, y) }
        write(shown, r.x0 + 1, y, maxX: r.x1 - 1)
      } else {
        for x in onCanvas(r.x0, r.x1) { put("_", x, y) }
        write(shown, r.x0, y, maxX: r.x1)
      }
    case .track(_, let fraction, let hasKnob):
      guard r.width >= 2 else {
        put("-", r.x0, y)
        return
      }
      let inner = r.width - 2
      let filled = Int((Double(inner) * (fraction ?? 0)).rounded())
      put("[", r.x0, y)
      for x in onCanvas(r.x0 + 1, r.x1 - 1) { put(x - r.x0 - 1 < filled ? "=" : "-", x, y) }
      put("]", r.x1 - 1, y)
      if hasKnob, inner > 0 { put("o", r.x0 + 1 + min(inner - 1, max(0, filled - 1)), y) }
    case .spinner:
      if r.width >= 3 {
        write("(*)", r.x0 + (r.width - 3) / 2, y, maxX: r.x1)
      } else {
        put("*", r.x0, y)
      }
    case .stepper:
      let picture = r.width >= 9 ? "[ - | + ]" : "[-|+]"
      write(picture, r.x0 + max(0, (r.width - picture.count) / 2), y, maxX: r.x1)
    case .segments(_, let titles, let selected):
      blank(r.x0..<r.x1, y)
      let n = max(1, titles.count)
      put("[", r.x0, y)
      put("]", r.x1 - 1, y)
      for (i, title) in titles.enumerated() {
        // Segments wholly off the canvas draw nothing.
        if r.x0 + r.width * (i + 1) / n < 0 { continue }
        if r.x0 + r.width * i / n >= width { break }
        let start = r.x0 + r.width * i / n
        let end = r.x0 + r.width * (i + 1) / n
        if i > 0 { put("|", start, y) }
        let shown = i == selected ? "*\(title)*" : title
        let room = end - start - 1
        let x = start + 1 + max(0, (room - shown.count) / 2)
        write(shown, x, y, maxX: end - (i == n - 1 ? 1 : 0))
      }
    case .menu(_, let title):
      write(title, r.x0, y, maxX: r.x1)
      put("v", r.x1 - 1, y)
    case .navigationBar(_, let title, let isLarge, _):
      for x in onCanvas(r.x0, r.x1) { put("=", x, y) }
      guard !title.isEmpty else { return }
      let shown = isLarge ? "\(title) " : " \(title) "
      let x = isLarge ? r.x0 : r.x0 + max(0, (r.width - shown.count) / 2)
      write(shown, x, y, maxX: r.x1)
    case .tabBar(_, let titles, let selected, _):
      blank(r.x0..<r.x1, y)
      let n = max(1, titles.count)
      for (i, title) in titles.enumerated() {
        let start = r.x0 + r.width * i / n
        let end = r.x0 + r.width * (i + 1) / n
        if start >= width { break }
        if end < 0 { continue }
        let shown = i == selected ? "*\(title)*" : title
        write(shown, start + max(0, (end - start - shown.count) / 2), y, maxX: end)
      }
    case .dateButton(_, let text):
      blank(r.x0..<r.x1, y)
      put("[", r.x0, y)
      if r.width > 1 { put("]", r.x1 - 1, y) }
      write(text, r.x0 + 1 + max(0, (r.width - 2 - text.count) / 2), y, maxX: r.x1 - 1)
    case .datePanel(_, let text, let isWheel):
      let shown = isWheel ? "{ \(text) }" : "[cal \(text)]"
      write(shown, r.x0 + max(0, (r.width - shown.count) / 2), y, maxX: r.x1)
    case .colorWell:
      if r.width >= 3 {
        write("(@)", r.x0 + (r.width - 3) / 2, y, maxX: r.x1)
      } else {
        put("@", r.x0, y)
      }
    case .chevron:
      put(">", r.x0 + max(0, (r.width - 1) / 2), y)
    case .bezel(_, let isProminent):
      if isProminent {
        for x in onCanvas(r.x0 + 1, r.x1 - 1) { put("=", x, y) }
      }
      put("[", r.x0, y)
      if r.width > 1 { put("]", r.x1 - 1, y) }
    }
  }
}
