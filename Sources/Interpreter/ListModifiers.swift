import LayoutEngine

/// The list and form modifiers (semantics §5.6–§5.9). The styles and a list's section spacing
/// are environment values (`ListStyleModifier`, `ListSectionSpacingModifier`), which lists and
/// their sections read when laid out; here each call is checked, with located errors. Row
/// insets and a section's spacing are traits its list reads.
extension ModifierCatalog {
  /// The list style names `.listStyle(…)` takes, and the style each means.
  static let listStyles: [String: ListStyleKind?] = [
    "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "inset": .inset,
    "sidebar": .sidebar, "bordered": .bordered, "automatic": nil,
  ]

  /// The form style names `.formStyle(…)` takes, and the style each means.
  static let formStyles: [String: ListStyleKind?] = [
    "grouped": .formGrouped, "columns": .formColumns, "automatic": nil,
  ]

  /// The style a `.listStyle(…)`/`.formStyle(…)` argument names: `.plain`, `PlainListStyle()`,
  /// `.columns`, `ColumnsFormStyle()`; nil when it names none of `table`'s.
  static func styleName(_ argument: Argument?, suffix: String, in table: [String: ListStyleKind?])
    -> String?
  {
    guard let argument else { return nil }
    if let name = Values.caseName(argument.value, types: [suffix]), table[name] != nil {
      return name
    }
    if case .call(.identifier(let type), let args, nil) = argument.value, args.isEmpty,
      type.hasSuffix(suffix)
    {
      var name = String(type.dropLast(suffix.count))
      if let first = name.first { name = first.lowercased() + name.dropFirst() }
      if table[name] != nil { return name }
    }
    return nil
  }

  /// Applies the list and form modifiers (semantics §5.6–§5.9).
  static func listModifier(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    switch call.name {
    case "listStyle", "formStyle":
      let isList = call.name == "listStyle"
      let table = isList ? listStyles : formStyles
      guard let args = Signature(labels: [nil]).match(call, c) else { return node }
      guard let name = styleName(args[0], suffix: isList ? "ListStyle" : "FormStyle", in: table)
      else {
        let written = args[0].flatMap { Values.caseName($0.value) } ?? ""
        var hint = Suggestions.hint(for: written, in: table.keys)
        if hint.isEmpty {
          hint = "; use " + table.keys.sorted().map { "." + $0 }.joined(separator: ", ")
        }
        c.error(
          "bad-argument",
          "'\(written.isEmpty ? call.argumentText : written)' is not a \(isList ? "list" : "form") style\(hint)",
          at: args[0]?.start ?? call.nameStart,
          length: max(1, (args[0]?.end ?? call.end) - (args[0]?.start ?? call.nameStart)))
        return node
      }
      let style = table[name] ?? nil
      if style == .bordered, c.builder.options.platform == .iOS {
        c.warning(
          "modifier-partly-modelled",
          "the bordered list style is macOS only; on iOS it is laid out as .inset",
          at: args[0]?.start ?? call.nameStart)
      }
      return c.wrap(
        node, ListStyleModifier(isList ? .list(style) : .form(style)), kind: call.name)
    case "listRowInsets":
      guard let args = Signature(labels: [nil]).match(call, c) else { return node }
      guard let first = args[0] else {
        c.error(
          "missing-argument", "listRowInsets needs EdgeInsets(…) or nil", at: call.nameStart,
          length: call.name.count)
        return node
      }
      // `.none` is `Optional.none`, nil: EdgeInsets has no member of that name.
      if case .nilLiteral = first.value { return style(call, node, c, effect: .none) }
      if case .member(nil, "none") = first.value { return style(call, node, c, effect: .none) }
      guard let insets = edgeInsets(first, c) else { return node }
      return c.wrap(
        node,
        LayoutValueModifier(key: ListRowInsetsTrait.key, value: ListRowInsetsTrait.value(insets)),
        kind: "listRowInsets")
    case "listSectionSpacing":
      guard let args = Signature(labels: [nil]).match(call, c), let first = args[0] else {
        c.error(
          "missing-argument", "listSectionSpacing needs .default, .compact or a length",
          at: call.nameStart, length: call.name.count)
        return node
      }
      switch sectionSpacing(first) {
      case .none:
        c.error(
          "bad-argument",
          "listSectionSpacing takes .default, .compact, .custom(length) or a length",
          at: first.start, length: max(1, first.end - first.start))
        return node
      case .some(let value):
        return c.wrap(node, ListSectionSpacingModifier(value), kind: "listSectionSpacing")
      }
    case "listRowSeparator":
      guard let args = Signature(labels: [nil, "edges"]).match(call, c) else { return node }
      let visibilities = ["hidden", "visible", "automatic"]
      guard let first = args[0], let name = Values.caseName(first.value, types: ["Visibility"]),
        visibilities.contains(name)
      else {
        let written = args[0].flatMap { Values.caseName($0.value) } ?? ""
        var hint = Suggestions.hint(for: written, in: visibilities)
        if hint.isEmpty { hint = "; use .hidden, .visible or .automatic" }
        c.error(
          "bad-argument", "listRowSeparator takes a visibility\(hint)",
          at: args[0]?.start ?? call.nameStart,
          length: max(1, (args[0]?.end ?? call.end) - (args[0]?.start ?? call.nameStart)))
        return node
      }
      return style(call, node, c, effect: .none)
    default:
      return style(call, node, c, effect: .none)
    }
  }

  /// A `.listSectionSpacing` argument: nil for `.default` (the style's), 20 for `.compact`,
  /// else the length; `.none` when it is none of these.
  static func sectionSpacing(_ argument: Argument) -> Double?? {
    let value = argument.value
    if let name = Values.caseName(value, types: ["ListSectionSpacing"]) {
      switch name {
      case "default": return .some(nil)
      case "compact": return .some(compactSectionSpacing)
      default: return .none
      }
    }
    if case .call(.member(_, "custom"), let args, nil) = value, args.count == 1,
      let v = Values.number(args[0].value), v.isFinite, v >= 0
    {
      return .some(v)
    }
    if let v = Values.number(value), v.isFinite, v >= 0 { return .some(v) }
    return .none
  }

  /// `.listSectionSpacing(.compact)`: no public measurement; the value chosen in §5.9.
  static let compactSectionSpacing = 20.0

  /// `EdgeInsets(top:leading:bottom:trailing:)`, each length optional (0), or nil after an error.
  static func edgeInsets(_ argument: Argument, _ c: ModifierContext) -> EdgeInsets? {
    // `.init()` where EdgeInsets is expected is `EdgeInsets()`: every edge 0 (Apple,
    // `EdgeInsets.init()`).
    if case .call(.member(nil, "init"), let fields, nil) = argument.value, fields.isEmpty {
      return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
    guard case .call(.identifier("EdgeInsets"), let fields, nil) = argument.value else {
      c.error(
        "bad-argument", "expected EdgeInsets(top:leading:bottom:trailing:)", at: argument.start,
        length: max(1, argument.end - argument.start))
      return nil
    }
    let inner = ModifierCall(
      name: "EdgeInsets", arguments: fields, trailingClosure: nil, nameStart: argument.start,
      end: argument.end, argumentText: "")
    let names = ["top", "leading", "bottom", "trailing"]
    guard let f = Signature(labels: names).match(inner, c) else { return nil }
    var v: [Double] = []
    for (i, name) in names.enumerated() {
      guard let field = f[i] else {
        v.append(0)
        continue
      }
      guard let value = Values.number(field.value), value.isFinite else {
        if c.leavesOutAppValue(field) { return nil }
        c.error(
          "bad-argument", "EdgeInsets \(name) must be a finite number", at: field.start,
          length: max(1, field.end - field.start))
        return nil
      }
      v.append(value)
    }
    return EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
  }
}
