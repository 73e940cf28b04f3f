import LayoutEngine
import MarkupSyntax

/// The date and colour pickers (docs/semantics.md §8.13, §8.14) and a navigation link as a
/// list row (§8.15).
extension ElementCatalog {
  static func addPickerElements(_ specs: inout [String: ElementSpec]) {
    specs["DatePicker"] = ElementSpec(
      attributes: ["selection", "title", "label", "displayedComponents", "in"],
      acceptsChildren: true, acceptsText: true
    ) { c in datePicker(c) }
    specs["ColorPicker"] = ElementSpec(
      attributes: ["selection", "title", "label", "supportsOpacity"], acceptsChildren: true,
      acceptsText: true
    ) { c in
      guard let selection = c.attributes["selection"] else {
        c.builder.error(
          "missing-attribute", "'ColorPicker' needs its colour, e.g. selection=\"red\"",
          at: c.node.location)
        return nil
      }
      if c.attributes["supportsOpacity"] != nil, bool(c, "supportsOpacity", required: false) == nil
      {
        return nil
      }
      let label = controlLabel(c, required: nil)
      return .view(
        c.tree.add(
          .modifier(TrailingControlLayout(.colorWell, hasLabel: label != nil)),
          child: label ?? emptyLabel(c),
          info: c.info(details: ["selection": bareTag(selection.value)])))
    }
  }

  /// The date picker styles by case and type name (§8.13); automatic is compact on iOS.
  /// `.datePickerStyle(…)`'s names: a table entry writes the style into the environment
  /// (`DatePickerStyleKey`), which the picker reads where it is laid out.
  static let datePickerStyles: [String: DatePickerStyleKind] = [
    "automatic": .compact, "compact": .compact, "graphical": .graphical, "wheel": .wheel,
    "DefaultDatePickerStyle": .compact, "CompactDatePickerStyle": .compact,
    "GraphicalDatePickerStyle": .graphical, "WheelDatePickerStyle": .wheel,
  ]

  /// `DatePicker`: its label, and the selected date shown by the style in its environment
  /// (`.datePickerStyle(…)` on it or an ancestor, §8.13).
  static func datePicker(_ c: ElementContext) -> Item? {
    guard let selection = c.attributes["selection"] else {
      c.builder.error(
        "missing-attribute", "'DatePicker' needs its date, e.g. selection=\"2024-03-12\"",
        at: c.node.location)
      return nil
    }
    guard let date = SimpleDate(selection.value.trimmingSpaces()) else {
      c.builder.error(
        "bad-value",
        "'selection' is a date like 2024-03-12 or 2024-03-12T09:41, not '\(selection.value)'",
        at: selection.valueLocation, length: max(1, selection.value.count))
      return nil
    }
    var showsDate = true
    var showsTime = true
    if let attribute = c.attributes["displayedComponents"] {
      var text = attribute.value.trimmingSpaces()
      if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
      let names = text.split(separator: ",").map { Values.bareCase(String($0)) }
      let known = ["date", "hourAndMinute", "hourMinuteAndSecond"]
      if let unknown = names.first(where: { !known.contains($0) }) {
        var hint = Suggestions.hint(for: unknown, in: known)
        if hint.isEmpty { hint = "; use .date, .hourAndMinute or both" }
        c.builder.error(
          "bad-value", "'\(unknown)' is not a DatePicker component\(hint)",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
        return nil
      }
      showsDate = names.contains("date")
      showsTime = names.contains { $0 != "date" }
      if names.isEmpty {
        showsDate = true
        showsTime = true
      }
    }
    let label = controlLabel(c, required: nil)
    let text = [showsDate ? date.dateText : nil, showsTime ? date.timeText : nil]
      .compactMap { $0 }.joined(separator: " ")
    let fieldText = [showsDate ? date.numericDateText : nil, showsTime ? date.timeText : nil]
      .compactMap { $0 }.joined(separator: ", ")
    return .view(
      c.tree.add(
        .modifier(
          DatePickerLayout(
            showsDate: showsDate, showsTime: showsTime, hasLabel: label != nil, text: text,
            fieldText: fieldText)),
        child: label ?? emptyLabel(c),
        info: c.info(details: ["selection": text])))
  }

  /// Whether a navigation link at `element` is a row of an iOS list or form: its parents up
  /// to the list are sections, ForEach or groups only, so the cell shows the chevron (§8.15).
  static func isListRow(_ element: Int32, _ builder: Builder) -> Bool {
    guard builder.options.platform == .iOS else { return false }
    var current = builder.syntax.element(element).parent
    while current >= 0 {
      switch builder.syntax.element(current).name {
      case "List", "Form": return true
      case "Section", "ForEach", "Group": current = builder.syntax.element(current).parent
      default: return false
      }
    }
    return false
  }
}

/// A date as the dialect writes a DatePicker's selection: `2024-03-12`, optionally with a time
/// `T09:41`. Only what the drawing shows is kept.
struct SimpleDate {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int = 9
  var minute: Int = 41

  init?(_ text: String) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard ymd.count == 3, ymd[0].count == 4, let y = Int(ymd[0]), let m = Int(ymd[1]),
      let d = Int(ymd[2]), (1...12).contains(m), (1...31).contains(d)
    else { return nil }
    (year, month, day) = (y, m, d)
    if parts.count == 2 {
      let hm = parts[1].split(separator: ":", omittingEmptySubsequences: false)
      guard hm.count >= 2, let h = Int(hm[0]), let mi = Int(hm[1]), (0...23).contains(h),
        (0...59).contains(mi)
      else { return nil }
      (hour, minute) = (h, mi)
    }
  }

  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `Mar 12, 2024`, the en-US medium style a compact picker shows.
  var dateText: String { "\(Self.months[month - 1]) \(day), \(year)" }

  /// `3/12/2024`, the en-US short style a macOS date field shows.
  var numericDateText: String { "\(month)/\(day)/\(year)" }

  /// `9:41 AM`.
  var timeText: String {
    let h = hour % 12 == 0 ? 12 : hour % 12
    let m = minute < 10 ? "0\(minute)" : "\(minute)"
    return "\(h):\(m) \(hour < 12 ? "AM" : "PM")"
  }
}

extension ModifierCatalog {
  /// `.datePickerStyle(.wheel)`, `(WheelDatePickerStyle())` (§8.13).
  static func datePickerStyle(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    guard let args = Signature(labels: [nil]).match(call, c), let first = args[0] else {
      c.error(
        "missing-argument", "datePickerStyle needs a style such as .wheel", at: call.nameStart,
        length: call.name.count)
      return node
    }
    var written = String(call.argumentText.trimmingSpaces())
    if written.hasSuffix("()") { written = String(written.dropLast(2)) }
    let name = Values.bareCase(written)
    guard let style = ElementCatalog.datePickerStyles[name] else {
      var hint = Suggestions.hint(for: name, in: ElementCatalog.datePickerStyles.keys)
      if hint.isEmpty { hint = "; use .compact, .graphical or .wheel" }
      c.error(
        "bad-value", "'\(name)' is not a date picker style\(hint)", at: first.start,
        length: max(1, first.end - first.start))
      return node
    }
    return c.wrap(node, EnvironmentWriter(DatePickerStyleKey.self, style), kind: call.name)
  }

  /// `.tabViewStyle(.page)`, `(PageTabViewStyle())`, `(.page(indexDisplayMode: .never))`:
  /// a page style has no tab bar; any other is the automatic one (§8.12).
  static func tabViewStyle(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    let text = call.argumentText
    let style: TabViewStyleKind =
      text.contains("page") || text.contains("PageTabViewStyle") ? .page : .automatic
    return c.wrap(node, EnvironmentWriter(TabViewStyleKey.self, style), kind: call.name)
  }

  /// `.progressViewStyle(.linear)`, `(.circular)`, `(LinearProgressViewStyle())` … (§8.5). An
  /// app's own style keeps the automatic layout, with a warning.
  static func progressViewStyle(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    var written = String(call.argumentText.trimmingSpaces())
    if written.hasSuffix("()") { written = String(written.dropLast(2)) }
    let style: ProgressViewStyleKind
    switch Values.bareCase(written) {
    case "linear", "LinearProgressViewStyle": style = .linear
    case "circular", "CircularProgressViewStyle": style = .circular
    case "automatic", "DefaultProgressViewStyle": style = .automatic
    default:
      c.warning(
        "modifier-partly-modelled",
        "'\(written)' is not a built-in progress view style; its progress views keep the automatic layout",
        at: call.nameStart, length: call.name.count)
      style = .automatic
    }
    return c.wrap(node, EnvironmentWriter(ProgressViewStyleKey.self, style), kind: call.name)
  }

  /// `.menuIndicator(.hidden)`, `(.visible)`, `(.automatic)` (§8.8): whether the menus below
  /// show their indicator.
  static func menuIndicator(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    let written = String(call.argumentText.trimmingSpaces())
    let shown: Bool
    switch Values.bareCase(written) {
    case "hidden": shown = false
    case "visible", "automatic": shown = true
    default:
      c.warning(
        "modifier-partly-modelled",
        "'\(written)' is not a menu indicator visibility (.automatic, .visible or .hidden); the menus below keep their indicator",
        at: call.nameStart, length: call.name.count)
      shown = true
    }
    return c.wrap(node, EnvironmentWriter(MenuIndicatorKey.self, shown), kind: call.name)
  }
}
