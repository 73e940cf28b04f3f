import LayoutEngine
import MarkupSyntax

/// Attribute values as Swift writes them where SwiftUI takes a value (§11.2): a constant
/// (`isOn="wifi"`), a binding to one (`isOn="$wifi"`), a condition over constants and the
/// environment (`showsIndicators="isCompact ? false : true"`), resolved once here to the
/// literal text the element's reader takes, so every reader accepts them alike.
extension Builder {
  /// The text `attribute` stands for: its value as written when it is plain text, else the
  /// literal its expression resolves to; nil after a located error.
  func resolvedText(of attribute: SyntaxTree.Attribute) -> String? {
    let text = attribute.value.trimmingSpaces()
    guard mayBeExpression(text) else { return attribute.value }
    guard let e = resolvedValue(of: attribute, checkingNames: true) else { return nil }
    return Self.literalText(e) ?? attribute.value
  }

  /// Whether `text` may be an expression rather than plain text: it names a constant or holds
  /// a condition, or it is a binding, a negation or a comparison.
  private func mayBeExpression(_ text: String) -> Bool {
    if isExpression(text) { return true }
    guard let first = text.utf8.first else { return false }
    if first == UInt8(ascii: "$") || first == UInt8(ascii: "!") { return true }
    return text.contains("==") || text.contains("!=") || text.contains("&&")
      || text.contains("||") || ExpressionResolver.environmentNames.contains(text)
  }

  /// A resolved value as the literal text an attribute holds: a string's characters, a
  /// number as Stackup writes it, `true`/`false`, an enum case's name; other values as Swift
  /// source (an array of calls for `columns`). nil for what has no literal (a closure).
  static func literalText(_ e: Expr) -> String? {
    switch e {
    case .string(let s): return s
    case .member(nil, let name): return name
    default: return swiftSource(e)
    }
  }

  /// `e` written as Swift source, or nil when it holds what no literal writes.
  static func swiftSource(_ e: Expr) -> String? {
    func list(_ arguments: [Argument]) -> String? {
      var parts: [String] = []
      for argument in arguments {
        guard let value = swiftSource(argument.value) else { return nil }
        parts.append(argument.label.map { "\($0): \(value)" } ?? value)
      }
      return parts.joined(separator: ", ")
    }
    switch e {
    case .number(let v): return formatNumber(v)
    case .bool(let b): return b ? "true" : "false"
    case .nilLiteral: return "nil"
    case .string(let s):
      var escaped = ""
      for ch in s {
        if ch == "\\" || ch == "\"" { escaped.append("\\") }
        escaped.append(ch)
      }
      return "\"\(escaped)\""
    case .identifier(let name): return name
    case .member(nil, let name): return "." + name
    case .member(let base?, let name): return swiftSource(base).map { "\($0).\(name)" }
    case .call(let callee, let arguments, nil):
      guard let callee = swiftSource(callee), let arguments = list(arguments) else { return nil }
      return "\(callee)(\(arguments))"
    case .array(let elements):
      let parts = elements.compactMap(swiftSource)
      guard parts.count == elements.count else { return nil }
      return "[" + parts.joined(separator: ", ") + "]"
    case .unary(let op, let x): return swiftSource(x).map { "\(op)\($0)" }
    case .binary(let op, let x, let y):
      guard let a = swiftSource(x), let b = swiftSource(y) else { return nil }
      return "(\(a) \(op) \(b))"
    case .range(let lower, let upper, let closed):
      let a = lower.flatMap(swiftSource) ?? ""
      let b = upper.flatMap(swiftSource) ?? ""
      return a + (closed ? "..." : "..<") + b
    default: return nil
    }
  }
}

extension ElementContext {
  /// A text attribute bound to the app's state (`text="$notes"`): a declared constant's
  /// string, else empty (the app's state at launch), so the binding is never drawn as text;
  /// plain text is itself.
  func boundText(_ name: String) -> String {
    guard let attribute = attributes[name] else { return "" }
    let text = attribute.value.trimmingSpaces()
    guard text.first == "$", Builder.isDottedName(String(text.dropFirst())) else {
      return attribute.value
    }
    if case .string(let value)? = builder.resolver.constants[String(text.dropFirst())]?.value {
      return value
    }
    return ""
  }

  /// A Bool attribute: `true`, `false`, or an expression resolving to one. A binding to
  /// state the document does not declare (`isOn="$wifi"`) is the app's: read as false, with a
  /// warning naming the declaration that chooses it (an error under `strict`).
  func boolValue(_ attribute: SyntaxTree.Attribute) -> Bool? {
    guard let text = builder.resolvedText(of: attribute)?.trimmingSpaces() else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default:
      let length = max(1, attribute.value.count)
      if text.first == "$", Builder.isDottedName(String(text.dropFirst())) {
        builder.appName(
          "app-state",
          "'\(text)' is the app's state: read as false; declare <Constant name=\"\(text.dropFirst())\" value=\"true\"/> to choose",
          at: attribute.valueLocation, length: length)
        return false
      }
      builder.error(
        "bad-value", "'\(attribute.name)' is true or false, not '\(attribute.value)'",
        at: attribute.valueLocation, length: length)
      return nil
    }
  }
}
