import LayoutEngine
import MarkupSyntax

/// Typed readings of modifier arguments and attribute values (numbers, enum cases, edge sets,
/// colours, alignment-guide closures). Each returns nil when the expression has another shape;
/// callers turn that into a located diagnostic.
enum Values {
  /// A constant numeric expression: literals, `.infinity`, `CGFloat.infinity`, arithmetic.
  static func number(_ e: Expr) -> Double? {
    switch e {
    case .number(let v): return v
    case .unary("-", let inner): return number(inner).map { -$0 }
    case .binary(let op, let a, let b):
      guard let x = number(a), let y = number(b) else { return nil }
      switch op {
      case "+": return x + y
      case "-": return x - y
      case "*": return x * y
      case "/": return x / y
      // Swift's `%` is integers' remainder (`index % 2`), truncating toward zero; by zero, or
      // of a fraction, Swift would not run, so no value.
      case "%":
        guard y != 0, x == x.rounded(), y == y.rounded() else { return nil }
        return x.truncatingRemainder(dividingBy: y)
      default: return nil
      }
    case .member(let base, let name):
      if let base, case .identifier(let type) = base,
        !["CGFloat", "Double", "Float"].contains(type)
      {
        return nil
      }
      switch name {
      case "infinity": return .infinity
      case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
      case "zero": return 0
      case "nan": return .nan
      default: return nil
      }
    case .call(.identifier(let type), let args, nil)
    where ["CGFloat", "Double", "Float", "Int"].contains(type) && args.count == 1
      && args[0].label == nil:
      return number(args[0].value)
    default: return nil
    }
  }

  /// An enum case name from `.name` or `Type.name` (optionally checking the type).
  static func caseName(_ e: Expr, types: [String] = []) -> String? {
    guard case .member(let base, let name) = e else { return nil }
    switch base {
    case nil: return name
    case .identifier(let type)?: return types.isEmpty || types.contains(type) ? name : nil
    case .member(base: .identifier(let outer), name: let inner)?
    where types.contains("\(outer).\(inner)"):
      return name
    default: return nil
    }
  }

  /// Type qualifiers `bareCase` strips, in order (a constant: an array literal in the loop
  /// was built anew for every attribute value read).
  private static let qualifiedPrefixes = [
    "Alignment.", "HorizontalAlignment.", "VerticalAlignment.", "Axis.", "Edge.Set.",
  ]

  /// Strips an optional leading dot from an attribute value: `topLeading` or `.topLeading`.
  static func bareCase(_ text: String) -> String {
    // Most values (`red`, `leading`) are bare already: return them without building copies.
    // An ASCII letter or digit at each end is no blank, and with no dot there is nothing else
    // to strip.
    let utf8 = text.utf8
    if let first = utf8.first, let last = utf8.last, isASCIIAlphanumeric(first),
      isASCIIAlphanumeric(last), !text.containsByte(UInt8(ascii: "."))
    {
      return text
    }
    var t = Substring(text.trimmingSpaces())
    if t.hasPrefix(".") { t = t.dropFirst() }
    for prefix in qualifiedPrefixes where t.hasPrefix(prefix) {
      t = t.dropFirst(prefix.count)
    }
    return String(t)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static let alignments: [String: Alignment] = [
    "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
    "bottomTrailing": .bottomTrailing,
    "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
    "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
    "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
    "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
    "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
    "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
  ]

  static let horizontalAlignments: [String: HorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]

  static let verticalAlignments: [String: VerticalAlignment] = [
    "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
    "lastTextBaseline": .lastTextBaseline,
  ]

  static let edgeSets: [String: Edge.Set] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    "horizontal": .horizontal, "vertical": .vertical, "all": .all,
  ]

  /// `.top`, `.horizontal`, `[.top, .leading]`, `Edge.Set.all`.
  static func edgeSet(_ e: Expr) -> Edge.Set? {
    if case .array(let elements) = e {
      var result: Edge.Set = []
      for element in elements {
        guard let part = edgeSet(element) else { return nil }
        result.formUnion(part)
      }
      return result
    }
    guard let name = caseName(e, types: ["Edge", "Edge.Set"]) else { return nil }
    return edgeSets[name]
  }

  static let colorNames: Set<String> = [
    "red", "green", "blue", "orange", "yellow", "pink", "purple", "black", "white", "gray",
    "grey", "clear", "primary", "secondary", "accentColor", "brown", "cyan", "indigo", "mint",
    "teal",
  ]

  /// Colours and shape styles SwiftUI code names besides `colorNames` (§11.5): hierarchical
  /// styles, the tint and background styles, and UIKit's and AppKit's semantic colours as
  /// `Color(.systemBackground)` reads them. None changes layout; the names are recorded.
  static let semanticColorNames: Set<String> = [
    "tertiary", "quaternary", "quinary", "tint", "background", "foreground", "separator",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
    "quaternaryLabel", "placeholderText", "opaqueSeparator", "link", "systemFill",
    "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemGray",
    "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemRed",
    "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
    "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "lightText",
    "darkText", "windowBackgroundColor", "controlBackgroundColor", "textBackgroundColor",
    "labelColor", "secondaryLabelColor", "separatorColor", "controlColor",
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
    "ultraThickMaterial", "bar",
  ]

  /// Whether `name` is a colour SwiftUI has (a standard or semantic one, or one made from
  /// components), so no "unknown colour" warning is due.
  static func isKnownColor(_ name: String) -> Bool {
    colorNames.contains(name) || semanticColorNames.contains(name) || name.hasPrefix("rgb(")
      || name.hasPrefix("white(") || name.hasPrefix("hsb(")
  }

  /// A colour name from `.red`, `Color.red`, `Color(.red)`, `Color("red")`,
  /// `Color(.systemBackground)`, `Color(uiColor: .label)`, `Color(red: 1, green: 0.5, blue: 0)`
  /// (named `rgb(1, 0.5, 0)`), `Color(white: 0.9)` (`white(0.9)`), `Color(hue:…)` (`hsb(…)`).
  static func colorName(_ e: Expr) -> String? {
    switch e {
    case .member(nil, let name), .member(.identifier("Color")?, let name): return name
    case .member(.identifier(let type)?, let name) where type == "UIColor" || type == "NSColor":
      return name
    case .call(.identifier("Color"), let args, nil) where args.count == 1:
      if case .string(let s) = args[0].value { return s }
      if let label = args[0].label {
        if label == "white" { return componentColor("white", args) }
        guard ["uiColor", "nsColor", "cgColor"].contains(label) else { return nil }
      }
      return colorName(args[0].value)
    case .call(.identifier("Color"), let args, nil):
      let labels = args.map { $0.label ?? "" }
      if labels.starts(with: ["red", "green", "blue"]) { return componentColor("rgb", args) }
      if labels.starts(with: ["hue", "saturation", "brightness"]) {
        return componentColor("hsb", args)
      }
      if labels == ["white", "opacity"] { return componentColor("white", args) }
      if labels.count == 2, labels[0] == "", let name = colorName(args[0].value) {
        return name  // Color(.sRGB, …) forms are not named; Color("x", bundle: nil) is x
      }
      return nil
    case .string(let s): return s
    default: return nil
    }
  }

  /// `rgb(1, 0.5, 0)` from `Color(red: 1, green: 0.5, blue: 0)`: the name a colour made from
  /// components is recorded under, or nil when a component is not a number.
  private static func componentColor(_ prefix: String, _ args: [Argument]) -> String? {
    var parts: [String] = []
    for arg in args {
      guard let v = number(arg.value), v.isFinite else { return nil }
      parts.append(formatNumber(v))
    }
    return prefix + "(" + parts.joined(separator: ", ") + ")"
  }

  /// Converts a closure `{ d in … }` / `{ $0… }` / `{ _ in … }` into a guide expression over
  /// the view's dimensions. `axis` resolves `.center` in `d[.center]`.
  static func guideExpression(_ e: Expr, axis: Axis) -> Result<GuideExpression, GuideFailure> {
    guard case .closure(let parameters, let body) = e else {
      return .failure(
        GuideFailure("expected a closure such as { d in d[.bottom] } or { $0.height / 2 }"))
    }
    if parameters.count > 1 {
      return .failure(GuideFailure("an alignment-guide closure takes one parameter"))
    }
    let name = parameters.first ?? "$0"
    return convert(body, parameter: name, axis: axis)
  }

  private static func convert(_ e: Expr, parameter: String, axis: Axis) -> Result<
    GuideExpression, GuideFailure
  > {
    if let v = number(e) { return .success(.number(v)) }
    switch e {
    case .member(.identifier(let p)?, let field) where p == parameter:
      switch field {
      case "width": return .success(.width)
      case "height": return .success(.height)
      default:
        return .failure(
          GuideFailure("ViewDimensions has no member '\(field)'; use width, height or d[guide]"))
      }
    case .subscriptCall(.identifier(let p), let args) where p == parameter && args.count == 1:
      let explicit = args[0].label == "explicit"
      if let label = args[0].label, !explicit {
        return .failure(GuideFailure("unknown subscript label '\(label)'"))
      }
      guard let key = guideKey(args[0].value, axis: axis) else {
        return .failure(
          GuideFailure("expected an alignment guide such as .top or HorizontalAlignment.center"))
      }
      return .success(explicit ? .explicitGuide(key) : .guide(key))
    case .identifier(let p) where p == parameter:
      return .failure(GuideFailure("use a dimension of '\(p)', such as \(p).width or \(p)[.top]"))
    case .unary("-", let inner):
      return convert(inner, parameter: parameter, axis: axis).map { .negate($0) }
    case .binary(let op, let a, let b):
      let operators: [Character: GuideExpression.Operator] = [
        "+": .add, "-": .subtract, "*": .multiply, "/": .divide,
      ]
      guard let o = operators[op] else {
        return .failure(GuideFailure("unsupported operator '\(op)'"))
      }
      switch (
        convert(a, parameter: parameter, axis: axis), convert(b, parameter: parameter, axis: axis)
      ) {
      case (.success(let x), .success(let y)): return .success(.binary(o, x, y))
      case (.failure(let m), _), (_, .failure(let m)): return .failure(m)
      }
    case .call(.identifier(let f), let args, nil):
      guard let function = GuideExpression.Function(rawValue: f) else {
        return .failure(
          GuideFailure("unsupported function '\(f)'; use min, max, abs, round, floor or ceil"))
      }
      var converted: [GuideExpression] = []
      for arg in args {
        switch convert(arg.value, parameter: parameter, axis: axis) {
        case .success(let x): converted.append(x)
        case .failure(let m): return .failure(m)
        }
      }
      return .success(.call(function, converted))
    case .identifier(let other), .member(.identifier(let other)?, _),
      .subscriptCall(.identifier(let other), _):
      if other.hasPrefix("$"), parameter == "$0" {
        return .failure(
          GuideFailure(
            "'\(other)' is not available: an alignment-guide closure has one parameter, $0"))
      }
      return .failure(
        GuideFailure("unknown name '\(other)' in the closure; its parameter is '\(parameter)'"))
    default:
      return .failure(GuideFailure("unsupported expression in an alignment-guide closure"))
    }
  }

  /// An alignment guide key: `.top`, `VerticalAlignment.top`, `.center` (by axis).
  static func guideKey(_ e: Expr, axis: Axis?) -> AlignmentKey? {
    guard case .member(let base, let name) = e else { return nil }
    var resolvedAxis = axis
    if case .identifier(let type)? = base {
      switch type {
      case "HorizontalAlignment": resolvedAxis = .horizontal
      case "VerticalAlignment": resolvedAxis = .vertical
      default: return nil
      }
    }
    switch resolvedAxis {
    case .horizontal?: return horizontalAlignments[name]?.key
    case .vertical?: return verticalAlignments[name]?.key
    case nil: return horizontalAlignments[name]?.key ?? verticalAlignments[name]?.key
    }
  }
}

/// Why a closure is not a valid alignment-guide expression.
struct GuideFailure: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

extension String {
  func trimmingSpaces() -> String {
    // Nearly every value starts and ends with a visible ASCII character, and a character
    // that starts or ends so is not white space: no `Character` need be made (19,600 calls
    // cost 32 M instructions in a `check` of the spec corpus).
    if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first),
      (0x21...0x7E).contains(last)
    {
      return self
    }
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }

  /// Whether the text's UTF-8 holds `byte`, read from its storage in place: the generic
  /// `utf8.contains` stepped through the view index by index, about 150 instructions for a
  /// three-letter colour name, read twice per element.
  func containsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }
}

extension Builder {
  /// The colour a Color's `name` attribute names, and whether it is a standard SwiftUI one;
  /// nil when it is an expression that does not resolve (reported). A plain name's answer
  /// depends on its text alone, so it is kept by value id, like parsed chains (and, like
  /// them, only for the document's own ids, outside component expansions): a document's
  /// Colors repeat a few names, and checking each afresh (trimming, the expression test, the
  /// colour tables) was a third of building a Color.
  func colorName(of attribute: SyntaxTree.Attribute) -> (name: String, known: Bool)? {
    let id = Int(attribute.valueID)
    let memoised = id >= 0 && expansions.isEmpty
    // Only plain names are kept, and the declarations are fixed before building, so a kept
    // value is still no expression.
    if memoised, let known = caches.unchecked.colorNamesByValue.entry(byValueID: id) {
      return known
    }
    // An expression's value depends on the declarations: resolved every time.
    if isExpression(attribute.value) {
      guard let e = resolvedValue(of: attribute, checkingNames: false),
        let resolved = Values.colorName(e)
      else { return nil }
      return (resolved, Values.isKnownColor(resolved))
    }
    let value = Values.bareCase(attribute.value)
    let answer = (name: value, known: Values.isKnownColor(value))
    if memoised { caches.unchecked.colorNamesByValue.keep(answer, byValueID: id) }
    return answer
  }
}
