import LayoutEngine
import MarkupSyntax

/// `<Switch value="status"><Case value=".active">…</Case><Default>…</Default></Switch>`:
/// Swift's `switch` in a view builder (`ViewBuilder.buildEither`), decided while the document
/// is read from constants and the environment, as `<If>` is (§11.3): the first Case whose
/// pattern equals the value contributes its views to the parent, else the Default's.
extension ElementCatalog {
  static func addSwitchElements(_ specs: inout [String: ElementSpec]) {
    specs["Switch"] = ElementSpec(attributes: ["value"], acceptsChildren: true) { c in
      switchElement(c)
    }
    for name in ["Case", "Default"] {
      specs[name] = ElementSpec(attributes: name == "Case" ? ["value"] : [], acceptsChildren: true)
      {
        c in
        c.builder.error(
          "case-outside-switch", "'\(name)' belongs directly inside a 'Switch'",
          at: c.node.location, length: name.count + 1)
        return nil
      }
    }
  }

  private static func switchElement(_ c: ElementContext) -> Item? {
    let builder = c.builder
    guard let attribute = c.attributes["value"] else {
      builder.error(
        "missing-attribute", "'Switch' needs the value it switches on: value=\"…\"",
        at: c.node.location, length: c.node.name.count + 1)
      return nil
    }
    guard let resolved = builder.resolvedValue(of: attribute, checkingNames: true) else {
      return nil
    }
    guard let value = builder.resolver.scalar(resolved) else {
      builder.error(
        "switch-value",
        "a Switch's value must be decided from constants, literals and the environment",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
    var chosen: Int32? = nil
    var fallback: Int32? = nil
    for child in builder.syntax.children(of: c.element) where !builder.isTemplate(child) {
      let element = builder.syntax.element(child)
      switch element.name {
      case "Default":
        if fallback != nil {
          builder.error(
            "switch-case", "a 'Switch' has at most one 'Default'", at: element.location,
            length: element.name.count + 1)
          return nil
        }
        fallback = child
      case "Case":
        let attributes = builder.attributeMap(child, allowed: ["value"])
        guard let pattern = attributes["value"] else {
          builder.error(
            "missing-attribute", "'Case' needs the value it matches: value=\".name\"",
            at: element.location, length: element.name.count + 1)
          return nil
        }
        guard let matches = caseMatches(pattern, value, builder) else { return nil }
        if matches, chosen == nil { chosen = child }
      default:
        builder.error(
          "switch-case", "a 'Switch' holds 'Case' and 'Default' elements, not '\(element.name)'",
          at: element.location, length: element.name.count + 1)
        return nil
      }
    }
    guard let branch = chosen ?? fallback else {
      builder.warning(
        "switch-unmatched",
        "no Case matches the value and there is no Default: the Switch shows nothing",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return .list(c.info(), [])
    }
    return .list(c.info(), builder.buildChildren(of: branch))
  }

  /// Whether one of a Case's patterns (`.active`, `.idle, .paused`, `3`) equals `value`; nil
  /// after a located error.
  private static func caseMatches(
    _ pattern: SyntaxTree.Attribute, _ value: ExpressionResolver.Scalar, _ builder: Builder
  ) -> Bool? {
    var offset = 0
    for part in pattern.value.split(separator: ",", omittingEmptySubsequences: false) {
      defer { offset += part.count + 1 }
      let text = String(part)
      let location = builder.location(pattern, offset)
      let expression: Expr
      do {
        var parser = try ChainParser(text)
        expression = try parser.parseStandaloneExpression()
      } catch {
        builder.error("bad-value", error.message, at: location, length: max(1, text.count))
        return nil
      }
      guard let resolved = try? builder.resolver.resolve(expression),
        let candidate = builder.resolver.scalar(resolved)
      else {
        builder.error(
          "switch-case", "a Case's value is a literal or an enum case such as .active",
          at: location, length: max(1, text.count))
        return nil
      }
      if candidate == value { return true }
    }
    return false
  }
}
