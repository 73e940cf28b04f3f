import LayoutEngine
import MarkupSyntax

/// The font environment modifiers (§9.3) and the `Font` values they take (§9.2):
/// `.font(.title)`, `.font(.system(size: 20, weight: .semibold, design: .rounded))`,
/// `.font(.system(.title, design: .serif))`, `.font(.custom("Avenir", size: 14))`,
/// `.font(Font.title.weight(.bold))`, `.fontWeight(.bold)`, `.bold()`, `.italic()`,
/// `.monospaced()`, `.monospacedDigit()`, `.fontDesign(.serif)`, `.dynamicTypeSize(.xLarge)`
/// and `.imageScale(.large)`; and how Text sets its lines (§9.7): `.tracking(2)`,
/// `.kerning(2)`, `.textCase(.uppercase)`, `.lineSpacing(4)`, `.minimumScaleFactor(0.5)`.
enum FontSyntax {
  /// Applies one of the modifiers above (their entries in ModifierTable.swift name this); an
  /// invalid argument is reported and leaves `node` as is.
  static func apply(_ call: ModifierCall, to node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let setting = setting(call, c) else { return node }
    return c.wrap(
      node, TextEnvironmentModifier(setting), kind: call.name,
      details: call.argumentText.isEmpty ? [:] : ["arguments": call.argumentText])
  }

  private static func setting(_ call: ModifierCall, _ c: ModifierContext)
    -> TextEnvironmentModifier.Setting?
  {
    switch call.name {
    case "font":
      guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
      guard let argument = args[0] else {
        missing(call, "a font such as .title or .system(size: 20)", c)
        return nil
      }
      if case .nilLiteral = argument.value { return .font(nil) }
      return font(argument.value, at: argument, c).map { .font($0) }
    case "fontWeight":
      guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
      guard let argument = args[0] else {
        missing(call, "a weight such as .bold or nil", c)
        return nil
      }
      if case .nilLiteral = argument.value { return .weight(nil) }
      return weight(argument.value, at: argument, c).map { .weight($0) }
    case "fontDesign":
      guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
      guard let argument = args[0] else {
        missing(call, "a design such as .serif or nil", c)
        return nil
      }
      if case .nilLiteral = argument.value { return .design(nil) }
      return design(argument.value, at: argument, c).map { .design($0) }
    case "bold", "italic", "monospaced":
      guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
      var on = true
      if let argument = args[0] {
        guard case .bool(let b) = argument.value else {
          c.error(
            "bad-argument", "'\(call.name)' takes true or false", at: argument.start,
            length: max(1, argument.end - argument.start))
          return nil
        }
        on = b
      }
      switch call.name {
      case "bold": return .weight(on ? .bold : nil)
      case "italic": return .italic(on)
      default: return .monospaced(on)
      }
    case "monospacedDigit":
      guard Signature(labels: []).match(call, c) != nil else { return nil }
      return .monospacedDigit(true)
    case "imageScale":
      guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
      guard let argument = args[0] else {
        missing(call, "a scale: .small, .medium or .large", c)
        return nil
      }
      return enumCase(
        argument.value, at: argument, ImageScale.self, types: ["Image.Scale"],
        what: "an image scale",
        c
      ).map { .imageScale($0) }
    case "dynamicTypeSize":
      return dynamicTypeSize(call, c)
    case "tracking", "kerning":
      return number(call, "a length in points", range: -1000...1000, c).map { .tracking($0) }
    case "lineSpacing":
      return number(call, "a length in points", range: 0...100_000, c).map { .lineSpacing($0) }
    case "minimumScaleFactor":
      return number(call, "a factor", range: 0.01...1, c).map {
        .minimumScaleFactor($0)
      }
    case "textCase":
      guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
      guard let argument = args[0] else {
        missing(call, ".uppercase, .lowercase or nil", c)
        return nil
      }
      if case .nilLiteral = argument.value { return .textCase(nil) }
      return enumCase(
        argument.value, at: argument, TextCase.self, types: ["Text.Case"], what: "a text case", c
      ).map { .textCase($0) }
    default:
      return nil
    }
  }

  /// The one unlabelled number of `call`, within `range`; nil (reported) otherwise.
  private static func number(
    _ call: ModifierCall, _ what: String, range: ClosedRange<Double>, _ c: ModifierContext
  ) -> Double? {
    guard let args = Signature(labels: [nil]).match(call, c) else { return nil }
    guard let argument = args[0] else {
      missing(call, what, c)
      return nil
    }
    guard let value = Values.number(argument.value), range.contains(value) else {
      c.error(
        "bad-argument",
        "'\(call.name)' takes \(what) (\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)))",
        at: argument.start, length: max(1, argument.end - argument.start))
      return nil
    }
    return value
  }

  /// `.environment(\\.font, …)`, `.environment(\\.dynamicTypeSize, …)` and
  /// `.environment(\\.imageScale, …)`: the same settings as the modifiers (§9.3). Nil for
  /// other keys, and for a value that is not an expression the modifier language reads (an app
  /// variable): such a call stays recorded without effect, as before.
  static func environment(_ call: ModifierCall, to node: NodeID, _ c: ModifierContext) -> NodeID? {
    let text = call.argumentText
    guard let comma = text.firstIndex(of: ",") else { return nil }
    let key = text[..<comma].filter { !$0.isWhitespace }
    guard ["\\.font", "\\.dynamicTypeSize", "\\.imageScale"].contains(key) else { return nil }
    // Parsed at its place in the attribute (padded with spaces before it), so every offset in
    // the expression, and every error, points into the attribute itself.
    let characters = Array(c.attribute.value)
    let target = Array(text)
    var start: Int? = nil
    if target.count <= characters.count {
      for i in call.nameStart...(characters.count - target.count)
      where characters[i..<(i + target.count)].elementsEqual(target) {
        start = i
        break
      }
    }
    guard let start else { return nil }
    let valueOffset = start + text.distance(from: text.startIndex, to: text.index(after: comma))
    let padded =
      String(repeating: " ", count: valueOffset) + String(text[text.index(after: comma)...])
    guard var parser = try? ChainParser(padded),
      let value = try? parser.parseStandaloneExpression()
    else { return nil }
    let end = valueOffset + text.distance(from: text.index(after: comma), to: text.endIndex)
    let argument = Argument(
      label: nil, value: value, start: valueOffset, end: end, labelStart: valueOffset)
    let setting: TextEnvironmentModifier.Setting?
    switch key {
    case "\\.font":
      if case .nilLiteral = value {
        setting = .font(nil)
      } else {
        setting = font(value, at: argument, c).map { .font($0) }
      }
    case "\\.imageScale":
      setting = enumCase(
        value, at: argument, ImageScale.self, types: ["Image.Scale"], what: "an image scale", c
      ).map { .imageScale($0) }
    default:
      setting = enumCase(
        value, at: argument, DynamicTypeSize.self, types: ["DynamicTypeSize"],
        what: "a DynamicTypeSize", c
      ).map { .dynamicTypeSize($0, $0) }
    }
    guard let setting else { return node }
    return c.wrap(
      node, TextEnvironmentModifier(setting), kind: call.name,
      details: ["arguments": call.argumentText])
  }

  private static func missing(_ call: ModifierCall, _ what: String, _ c: ModifierContext) {
    c.error(
      "missing-argument", "'\(call.name)' needs \(what)", at: call.nameStart,
      length: call.name.count)
  }

  // MARK: Font values

  /// A `Font` expression: a style, `.system(…)`, `.custom(…)`, or one of these followed by
  /// the font's own modifiers (`.weight(_:)`, `.bold()`, `.italic()`, `.monospaced()`,
  /// `.monospacedDigit()`).
  static func font(_ e: Expr, at argument: Argument, _ c: ModifierContext) -> FontDescription? {
    switch e {
    case .member(let base, let name) where isFontType(base):
      guard let style = TextStyle(rawValue: name) else {
        badFont(name, at: argument, c)
        return nil
      }
      return FontDescription(.style(style))
    case .call(.member(let base, let name), let arguments, nil) where isFontType(base):
      let inner = ModifierCall(
        name: name, arguments: arguments, trailingClosure: nil, nameStart: argument.start,
        end: argument.end, argumentText: "")
      switch name {
      case "system": return system(inner, c)
      case "custom": return custom(inner, c)
      default:
        badFont(name, at: argument, c)
        return nil
      }
    case .member(let base?, let name):
      // `.title.bold` without parentheses is not Swift.
      guard font(base, at: argument, c) != nil else { return nil }
      c.error(
        "bad-argument", "'\(name)' on a font is a method: write .\(name)()", at: argument.start,
        length: max(1, argument.end - argument.start))
      return nil
    case .call(.member(let base?, let name), let arguments, nil):
      guard var font = font(base, at: argument, c) else { return nil }
      let inner = ModifierCall(
        name: name, arguments: arguments, trailingClosure: nil, nameStart: argument.start,
        end: argument.end, argumentText: "")
      switch name {
      case "weight":
        guard let args = Signature(labels: [nil]).match(inner, c), let w = args[0] else {
          if inner.arguments.isEmpty {
            missingInFont("weight", "a weight such as .bold", argument, c)
          }
          return nil
        }
        guard let value = weight(w.value, at: w, c) else { return nil }
        font.weight = value
      case "bold", "italic", "monospaced", "monospacedDigit":
        guard Signature(labels: []).match(inner, c) != nil else { return nil }
        switch name {
        case "bold": font.weight = .bold
        case "italic": font.italic = true
        case "monospaced": font.monospaced = true
        default: font.monospacedDigit = true
        }
      case _ where ignoredFontModifiers.contains(name):
        // Accepted; their effect is not modelled (§9.2).
        break
      default:
        c.error(
          "bad-argument",
          "'\(name)' is not a Font modifier\(Suggestions.hint(for: name, in: fontModifiers + ignoredFontModifiers))",
          at: argument.start, length: max(1, argument.end - argument.start))
        return nil
      }
      return font
    default:
      c.error(
        "bad-argument",
        "expected a font such as .title, .system(size: 20) or .custom(\"Avenir\", size: 14)",
        at: argument.start, length: max(1, argument.end - argument.start))
      return nil
    }
  }

  static let fontModifiers = ["weight", "bold", "italic", "monospaced", "monospacedDigit"]

  /// SwiftUI's other Font modifiers: accepted, without effect on Stackup's metrics (§9.2).
  static let ignoredFontModifiers = [
    "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width",
  ]

  private static func isFontType(_ base: Expr?) -> Bool {
    switch base {
    case nil: true
    case .identifier("Font")?: true
    default: false
    }
  }

  /// A font name SwiftUI lacks: near a text style it is a typo, an error; else it is the
  /// app's own (`extension Font { static var scaledBody: Font }`), which Stackup cannot
  /// compute, so the modifier is left out with a warning (an error under `strict`).
  private static func badFont(_ name: String, at argument: Argument, _ c: ModifierContext) {
    let known = TextStyle.allCases.map(\.rawValue) + ["system", "custom"]
    let hint = Suggestions.hint(for: name, in: known)
    if hint.isEmpty {
      c.appName(
        "app-value",
        "'.\(name)' is the app's own font, which Stackup cannot compute: the font is left out, so the text keeps the one around it",
        at: argument.start, length: max(1, argument.end - argument.start))
      return
    }
    c.error(
      "bad-argument",
      "'\(name)' is not a font: use a text style such as .title, .system(size:) or .custom(_:size:)\(hint)",
      at: argument.start, length: max(1, argument.end - argument.start))
  }

  private static func missingInFont(
    _ name: String, _ what: String, _ argument: Argument, _ c: ModifierContext
  ) {
    c.error(
      "missing-argument", "'\(name)' needs \(what)", at: argument.start,
      length: max(1, argument.end - argument.start))
  }

  /// `.system(size:weight:design:)` or `.system(_ style:design:weight:)`.
  private static func system(_ call: ModifierCall, _ c: ModifierContext) -> FontDescription? {
    let styleForm = call.arguments.first.map { $0.label == nil } ?? false
    if styleForm {
      guard let args = Signature(labels: [nil, "design", "weight"]).match(call, c),
        let first = args[0]
      else { return nil }
      guard
        let style = enumCase(
          first.value, at: first, TextStyle.self, types: ["Font.TextStyle"], what: "a text style",
          c)
      else { return nil }
      var font = FontDescription(.style(style))
      if let d = args[1] {
        guard let value = design(d.value, at: d, c) else { return nil }
        font.design = value
      }
      if let w = args[2] {
        guard let value = weight(w.value, at: w, c) else { return nil }
        font.weight = value
      }
      return font
    }
    guard let args = Signature(labels: ["size", "weight", "design"]).match(call, c) else {
      return nil
    }
    guard let sizeArgument = args[0] else {
      c.error(
        "missing-argument", "'system' needs size: or a text style, e.g. .system(size: 20)",
        at: call.nameStart, length: max(1, call.end - call.nameStart))
      return nil
    }
    guard let size = pointSize(sizeArgument, c) else { return nil }
    var font = FontDescription(.system(size: size))
    if let w = args[1] {
      guard let value = weight(w.value, at: w, c) else { return nil }
      font.weight = value
    }
    if let d = args[2] {
      guard let value = design(d.value, at: d, c) else { return nil }
      font.design = value
    }
    return font
  }

  /// `.custom(name, size:)`, `.custom(name, size:relativeTo:)`, `.custom(name, fixedSize:)`.
  private static func custom(_ call: ModifierCall, _ c: ModifierContext) -> FontDescription? {
    guard let args = Signature(labels: [nil, "size", "fixedSize", "relativeTo"]).match(call, c)
    else { return nil }
    guard let nameArgument = args[0], case .string(let name) = nameArgument.value else {
      c.error(
        "bad-argument",
        "'custom' needs the font's name as a string, e.g. .custom(\"Avenir\", size: 14)",
        at: args[0]?.start ?? call.nameStart, length: 1)
      return nil
    }
    switch (args[1], args[2]) {
    case (let s?, nil):
      guard let size = pointSize(s, c) else { return nil }
      var relativeTo = TextStyle.body
      if let r = args[3] {
        guard
          let style = enumCase(
            r.value, at: r, TextStyle.self, types: ["Font.TextStyle"], what: "a text style", c)
        else { return nil }
        relativeTo = style
      }
      return FontDescription(.custom(name: name, size: size, relativeTo: relativeTo))
    case (nil, let s?):
      guard let size = pointSize(s, c) else { return nil }
      if let r = args[3] {
        c.error("bad-argument", "relativeTo: goes with size:, not fixedSize:", at: r.start)
        return nil
      }
      return FontDescription(.custom(name: name, size: size, relativeTo: nil))
    default:
      c.error(
        "bad-argument", "'custom' takes size: or fixedSize:, e.g. .custom(\"Avenir\", size: 14)",
        at: call.nameStart, length: max(1, call.end - call.nameStart))
      return nil
    }
  }

  private static func pointSize(_ argument: Argument, _ c: ModifierContext) -> Double? {
    guard let v = Values.number(argument.value), v.isFinite, v > 0, v <= 10_000 else {
      c.error(
        "bad-argument", "a font size is a positive number of points up to 10000",
        at: argument.start, length: max(1, argument.end - argument.start))
      return nil
    }
    return v
  }

  static func weight(_ e: Expr, at argument: Argument, _ c: ModifierContext) -> FontWeight? {
    enumCase(e, at: argument, FontWeight.self, types: ["Font.Weight"], what: "a font weight", c)
  }

  static func design(_ e: Expr, at argument: Argument, _ c: ModifierContext) -> FontDesign? {
    enumCase(e, at: argument, FontDesign.self, types: ["Font.Design"], what: "a font design", c)
  }

  /// A case of `T` written `.name` or `Type.name` (`Font.Weight.bold`).
  private static func enumCase<T: RawRepresentable & CaseIterable>(
    _ e: Expr, at argument: Argument, _ type: T.Type, types: [String], what: String,
    _ c: ModifierContext
  ) -> T? where T.RawValue == String {
    let name = Values.caseName(e, types: types) ?? Values.caseName(e) ?? ""
    if Values.caseName(e, types: types) != nil, let value = T(rawValue: name) { return value }
    let names = T.allCases.map(\.rawValue)
    c.error(
      "bad-argument",
      "expected \(what) (\(names.map { "." + $0 }.joined(separator: ", ")))\(Suggestions.hint(for: name, in: names))",
      at: argument.start, length: max(1, argument.end - argument.start))
    return nil
  }

  // MARK: Dynamic Type

  /// `.dynamicTypeSize(.xLarge)` or a range: `.small ... .large`, `...DynamicTypeSize.large`,
  /// `.large...`, `.small ..< .large`. Read from the argument text: ranges are outside the
  /// modifier language's expressions.
  private static func dynamicTypeSize(_ call: ModifierCall, _ c: ModifierContext)
    -> TextEnvironmentModifier.Setting?
  {
    let text = call.argumentText.filter { !$0.isWhitespace }
    func size(_ part: Substring) -> DynamicTypeSize?? {
      if part.isEmpty { return .some(nil) }
      var name = part
      for prefix in ["DynamicTypeSize.", "."] where name.hasPrefix(prefix) {
        name = name.dropFirst(prefix.count)
      }
      guard let value = DynamicTypeSize(rawValue: String(name)) else { return nil }
      return .some(value)
    }
    func fail() -> TextEnvironmentModifier.Setting? {
      let names = DynamicTypeSize.allCases.map(\.rawValue)
      let word = String(text.split(whereSeparator: { $0 == "." }).last ?? "")
      c.error(
        "bad-argument",
        "expected a DynamicTypeSize such as .xLarge or a range such as .small ... .large\(Suggestions.hint(for: word, in: names))",
        at: call.nameStart, length: call.name.count)
      return nil
    }
    let all = DynamicTypeSize.allCases
    if let range = text.firstRange(of: "..<") {
      guard let lo = size(text[..<range.lowerBound]), let hi = size(text[range.upperBound...]),
        let upper = hi, upper != all.first
      else { return fail() }
      let below = all[all.firstIndex(of: upper)! - 1]
      guard (lo ?? all.first!) <= below else { return fail() }
      return .dynamicTypeSize(lo ?? all.first!, below)
    }
    if let range = text.firstRange(of: "...") {
      guard let lo = size(text[..<range.lowerBound]), let hi = size(text[range.upperBound...]),
        lo != nil || hi != nil
      else { return fail() }
      let lower = lo ?? all.first!
      let upper = hi ?? all.last!
      guard lower <= upper else { return fail() }
      return .dynamicTypeSize(lower, upper)
    }
    guard let one = size(Substring(text)), let value = one else { return fail() }
    return .dynamicTypeSize(value, value)
  }
}
