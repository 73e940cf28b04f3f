import LayoutEngine
import MarkupSyntax

/// Layout values written in markup (`<AnyLayout layout="…">`): `HStackLayout(spacing: 10)`,
/// `VStackLayout(alignment: .leading)`, `ZStackLayout(alignment: .top)`, `AnyLayout(…)`,
/// registered layouts (`FlowLayout()`), and conditions choosing between them:
/// `horizontalSizeClass == .regular ? HStackLayout() : VStackLayout()` (decided from the
/// environment) or `width > 500 ? … : …` (decided per proposal at layout time).
extension Builder {
  /// The layout named by an attribute's expression.
  func layout(from attribute: SyntaxTree.Attribute) -> AnyLayout? {
    guard let expression = parseLayoutExpression(attribute, errorID: "layout-syntax") else {
      return nil
    }
    return layout(expression, attribute)
  }

  /// Parses an attribute's value as a layout expression, reporting a syntax error under
  /// `errorID` at its position.
  private func parseLayoutExpression(_ attribute: SyntaxTree.Attribute, errorID: String) -> Expr? {
    do {
      var parser = try ChainParser(attribute.value)
      return try parser.parseLayoutExpression()
    } catch {
      self.error(
        errorID, error.message, at: location(attribute, error.offset), length: error.length)
      return nil
    }
  }

  /// Where the name `name` first stands on its own in `text` (0 if nowhere): expressions keep
  /// no positions, and a layout name may follow `AnyLayout(` or a condition.
  static func offset(of name: String, in text: String) -> Int {
    let characters = Array(text)
    let target = Array(name)
    func isNamePart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    var i = 0
    while i + target.count <= characters.count {
      if Array(characters[i..<(i + target.count)]) == target,
        i == 0 || !isNamePart(characters[i - 1]),
        i + target.count == characters.count || !isNamePart(characters[i + target.count])
      {
        return i
      }
      i += 1
    }
    return 0
  }

  /// An environment condition (`horizontalSizeClass == .regular`), decided now.
  func environmentCondition(_ attribute: SyntaxTree.Attribute) -> Bool? {
    guard let expression = parseLayoutExpression(attribute, errorID: "condition-syntax") else {
      return nil
    }
    // Constants, colorScheme, `!`, `&&` and `||` are decided as in modifier arguments (§11.3).
    var failure: ResolveFailure? = nil
    do throws(ResolveFailure) {
      let resolved = try resolver.resolve(expression)
      if let holds = resolver.truth(resolved) { return holds }
      failure = resolver.undecidable(resolved, bound: [])
    } catch {
      failure = error
    }
    guard case .comparison(let op, .identifier(let name), let rhs) = expression,
      name == "horizontalSizeClass" || name == "sizeClass", op == "==" || op == "!=",
      let value = Values.caseName(rhs, types: ["UserInterfaceSizeClass"]),
      ["compact", "regular"].contains(value)
    else {
      if let failure, failure.id == ConstantMeter.alreadyReported { return nil }
      // The app's own state (`isLoading`, `viewModel.isEmpty`, `Brand.hideShare`), not a typo:
      // like an app value in a modifier, it does not stop the screen (§11.2). The first
      // branch is shown, as the Swift converter shows it.
      let appValue =
        failure.flatMap { $0.id == "unknown-constant" && !$0.isTypo ? $0.name : nil }
        ?? AppValues.name(in: expression)
      if let appValue {
        appName(
          "app-value",
          "'\(appValue)' is the app's own value, which Stackup cannot compute: the If's first branch is shown; declare it with <Constant name=\"\(appValue)\" value=\"…\"/> to decide it",
          at: location(attribute, Self.offset(of: appValue, in: attribute.value)),
          length: appValue.count)
        return true
      }
      // The resolver's own reason names the culprit (an undeclared name, with "did you
      // mean" when one is close); otherwise the condition's shape is what is wrong.
      let named = failure.flatMap { $0.name }
      error(
        failure?.id ?? "condition",
        failure?.message
          ?? "a condition is made of constants and environment values (colorScheme, horizontalSizeClass, dynamicTypeSize, …) with ==, !=, <, >, !, && and ||",
        at: named.map { location(attribute, Self.offset(of: $0, in: attribute.value)) }
          ?? attribute.valueLocation,
        length: named.map { $0.count } ?? max(1, attribute.value.count))
      return nil
    }
    return (horizontalSizeClass == value) == (op == "==")
  }

  private func layout(_ e: Expr, _ attribute: SyntaxTree.Attribute) -> AnyLayout? {
    let at = attribute.valueLocation
    switch e {
    case .conditional(let condition, let a, let b):
      guard let whenTrue = layout(a, attribute), let whenFalse = layout(b, attribute) else {
        return nil
      }
      guard case .comparison(let op, let lhs, let rhs) = condition else {
        error(
          "layout-condition",
          "a layout condition compares horizontalSizeClass or width, e.g. width > 500", at: at)
        return nil
      }
      if case .identifier(let name) = lhs, name == "horizontalSizeClass" || name == "sizeClass" {
        guard op == "==" || op == "!=",
          let value = Values.caseName(rhs, types: ["UserInterfaceSizeClass"]),
          ["compact", "regular"].contains(value)
        else {
          error(
            "layout-condition", "compare horizontalSizeClass with == or != to .compact or .regular",
            at: at)
          return nil
        }
        let holds = (horizontalSizeClass == value) == (op == "==")
        return holds ? whenTrue : whenFalse
      }
      if case .identifier("width") = lhs {
        let operand: ConditionalLayout.WidthCondition.Operand?
        if case .identifier("height") = rhs {
          operand = .height
        } else if let threshold = Values.number(rhs), threshold.isFinite {
          operand = .number(threshold)
        } else {
          operand = nil
        }
        guard let operand,
          let comparison = ConditionalLayout.WidthCondition.Comparison(rawValue: op)
        else {
          error(
            "layout-condition",
            "compare width with <, <=, > or >= to a number or to height, e.g. width > 500 or width > height",
            at: at)
          return nil
        }
        let condition = ConditionalLayout.WidthCondition(comparison, operand)
        return AnyLayout(ConditionalLayout(condition, whenTrue, else: whenFalse))
      }
      var tested = ""
      if case .identifier(let name) = lhs { tested = ", not '\(name)'" }
      error(
        "layout-condition", "a layout condition tests horizontalSizeClass or width\(tested)", at: at
      )
      return nil
    case .call(.identifier(let name), let arguments, nil):
      if name == "AnyLayout", arguments.count == 1, arguments[0].label == nil {
        return layout(arguments[0].value, attribute)
      }
      var values: [String: LayoutArguments.Value] = [:]
      for argument in arguments {
        guard let label = argument.label else {
          error(
            "layout-argument", "\(name) arguments are labelled, e.g. \(name)(spacing: 10)",
            at: location(attribute, argument.start))
          return nil
        }
        values[label] = LayoutArguments.Value(
          expression: argument.value, location: location(attribute, argument.start),
          text: String(Array(attribute.value)[argument.start..<argument.end]),
          labelLocation: location(attribute, argument.labelStart))
      }
      let args = LayoutArguments(layoutName: name, values: values) { [weak self] in self?.report($0)
      }
      let known: Set<String>
      let made: AnyLayout?
      switch name {
      case "HStackLayout", "HStack":
        known = ["alignment", "spacing"]
        made = AnyLayout(
          HStackLayout(
            alignment: args.verticalAlignment("alignment") ?? .center,
            spacing: args.number("spacing")))
      case "VStackLayout", "VStack":
        known = ["alignment", "spacing"]
        made = AnyLayout(
          VStackLayout(
            alignment: args.horizontalAlignment("alignment") ?? .center,
            spacing: args.number("spacing")))
      case "ZStackLayout", "ZStack":
        known = ["alignment"]
        made = AnyLayout(ZStackLayout(alignment: args.alignment("alignment") ?? .center))
      case "GridLayout", "Grid":
        known = ["alignment", "horizontalSpacing", "verticalSpacing"]
        made = AnyLayout(
          GridLayout(
            alignment: args.alignment("alignment") ?? .center,
            horizontalSpacing: args.number("horizontalSpacing"),
            verticalSpacing: args.number("verticalSpacing")))
      default:
        guard let entry = registry.entries[name] else {
          let candidates =
            ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout"]
            + registry.names
          error(
            "unknown-layout",
            "unknown layout '\(name)'\(Suggestions.hint(for: name, in: candidates))",
            at: location(attribute, Self.offset(of: name, in: attribute.value)), length: name.count)
          return nil
        }
        known = entry.attributes
        made = entry.make(args)
      }
      for label in values.keys where !known.contains(label) {
        error(
          "layout-argument",
          "\(name) has no argument '\(label)'\(Suggestions.hint(for: label, in: known))",
          at: values[label]!.labelLocation ?? values[label]!.location, length: label.count)
        return nil
      }
      return made
    default:
      error(
        "layout-syntax",
        "expected a layout such as HStackLayout(spacing: 10), or a condition choosing between two",
        at: at, length: max(1, attribute.value.count))
      return nil
    }
  }
}
