#if SwiftSource
  import SwiftSyntax

  /// Values, text and copied code: the expressions of the file as markup writes them.
  extension ViewFileTranslator {
    /// The value `expression` has here, if it is built of literals and known names.
    func value(of expression: ExprSyntax, in scope: Scope) -> SwiftValue? {
      if let literal = expression.as(StringLiteralExprSyntax.self) {
        let text = Self.literalText(literal) { interpolation in
          guard interpolation.expressions.count == 1, let first = interpolation.expressions.first,
            first.label == nil
          else { return nil }
          return value(of: first.expression, in: scope)?.displayText
        }
        return text.map { .string($0) }
      }
      if let integer = expression.as(IntegerLiteralExprSyntax.self) {
        return .number(integer.literal.text.replacingAll("_", with: ""))
      }
      if let float = expression.as(FloatLiteralExprSyntax.self) {
        return .number(float.literal.text.replacingAll("_", with: ""))
      }
      if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
        return .bool(boolean.literal.tokenKind == .keyword(.true))
      }
      if expression.is(NilLiteralExprSyntax.self) { return SwiftValue.none }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self),
        prefix.operator.text == "-", case .number(let n)? = value(of: prefix.expression, in: scope)
      {
        return .number(n.hasPrefix("-") ? String(n.dropFirst()) : "-" + n)
      }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        return value(of: only.expression, in: scope)
      }
      // `title.uppercased()`: string methods markup's text needs done now.
      if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        case .string(let text)? = value(of: base, in: scope)
      {
        switch member.declName.baseName.text {
        case "uppercased": return .string(text.uppercased())
        case "lowercased": return .string(text.lowercased())
        default: break
        }
      }
      // `.constant(true)`, a binding previews pass: its value.
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "constant",
        member.base == nil || member.base?.trimmedDescription == "Binding",
        let only = call.arguments.first, call.arguments.count == 1
      {
        return value(of: only.expression, in: scope)
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        var items: [SwiftValue] = []
        for element in array.elements {
          guard let item = value(of: element.expression, in: scope) else { return nil }
          items.append(item)
        }
        return .array(items)
      }
      switch bound(expression, in: scope) {
      case .value(let value, _)?: return value
      case .element?, .views?, .content?, .environment?, .unknown?: return nil
      case nil: break
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return .member(member.trimmedDescription) }
        if let record = value(of: base, in: scope),
          let field = record.field(member.declName.baseName.text)
        {
          return field
        }
        if let shorthand = enumCase(expression) { return .member(shorthand) }
        if Self.isTypeName(base) { return .member(member.trimmedDescription) }
        return nil
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        Self.isTypeName(call.calledExpression),
        call.trailingClosure == nil
      {
        // `Binding(get: { … }, set: { … })`: code that runs later is no value markup can hold.
        if call.arguments.contains(where: { argument in
          argument.expression.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .leftBrace
          }
        }) {
          return nil
        }
        // `Model()` of a type the file does not declare: an object, not data.
        if call.arguments.isEmpty,
          declarations.types[call.calledExpression.trimmedDescription] == nil
        {
          return nil
        }
        var fields: [(String, SwiftValue)] = []
        for argument in call.arguments {
          guard let label = argument.label?.text,
            let field = value(of: argument.expression, in: scope)
          else { return .expression(rewrite(expression, in: scope)) }
          fields.append((label, field))
        }
        // Properties the memberwise initialiser left to their initial values.
        if let type = declarations.types[call.calledExpression.trimmedDescription] {
          for property in type.stored where !fields.contains(where: { $0.0 == property.name }) {
            if let initial = property.initializer, let field = value(of: initial, in: scope) {
              fields.append((property.name, field))
            }
          }
        }
        return .record(fields, source: rewrite(expression, in: scope))
      }
      if expression.is(SequenceExprSyntax.self), resolvable(expression, in: scope) {
        return .expression(rewrite(expression, in: scope))
      }
      return nil
    }

    /// What a name or a member path (`item.title`, `self.title`, `Layout.spacing`) is bound
    /// to, if the scope binds it.
    func bound(_ expression: ExprSyntax, in scope: Scope) -> Bound? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        var name = reference.baseName.text
        // `$date` is the binding of `date`; `$0` is a closure's anonymous parameter.
        if name.hasPrefix("$"), name.dropFirst().first?.isNumber != true { name.removeFirst() }
        if let bound = scope.lookup(name) { return bound }
        if let type = scope.type, type.statics[name] != nil {
          return scope.lookup(type.name + "." + name)
        }
        return nil
      }
      guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
        return nil
      }
      var name = member.declName.baseName.text
      if let reference = base.as(DeclReferenceExprSyntax.self) {
        switch reference.baseName.text {
        case "self":
          // `self.$date`, the projected binding: the property's value, as `$date` is.
          if name.hasPrefix("$") { name.removeFirst() }
          return scope.lookup(name)
        case "Self": return scope.type.flatMap { scope.lookup($0.name + "." + name) }
        default: break
        }
        if let bound = scope.lookup(reference.baseName.text + "." + name) { return bound }
      }
      switch bound(base, in: scope) {
      case .element(let path, let sample)?:
        guard let sample else { return .element(path + "." + name, sample: nil) }
        if let field = sample.field(name) { return .element(path + "." + name, sample: field) }
        // A path markup's data cannot fill in (`name.capitalized`, an enum's computed name):
        // the ForEach is unrolled instead (`forEach`).
        elementFallbacks += 1
        return nil
      case .value(let value, _)?:
        if let field = value.field(name) { return .value(field, constant: nil) }
        if let text = value.displayText, let changed = Self.stringProperty(name, of: text) {
          return .value(.string(changed), constant: nil)
        }
        if name == "count", case .array(let items) = value {
          return .value(.number("\(items.count)"), constant: nil)
        }
        if name == "isEmpty", case .array(let items) = value {
          return .value(.bool(items.isEmpty), constant: nil)
        }
        if name == "isEmpty", case .string(let text) = value {
          return .value(.bool(text.isEmpty), constant: nil)
        }
        if name == "count", case .string(let text) = value {
          return .value(.number("\(text.count)"), constant: nil)
        }
        return nil
      case .unknown(let what)?: return .unknown(what + "." + name)
      default: return nil
      }
    }

    /// Text as markup writes it inside an element: literal parts kept, known values filled in,
    /// a `ForEach` element's fields as `{item.title}`. Anything else is a placeholder, warned.
    func text(of expression: ExprSyntax, in scope: Scope) -> String {
      if let literal = expression.as(StringLiteralExprSyntax.self) {
        return Self.literalText(literal) { interpolation in
          interpolation.expressions.first.map { self.text(of: $0.expression, in: scope) } ?? ""
        } ?? ""
      }
      if case .element(let path, _)? = bound(expression, in: scope) { return "{" + path + "}" }
      if let shown = value(of: expression, in: scope)?.displayText { return shown }
      if let ternary = Self.ternary(expression) {
        // A preview shows state at its initial value, so a known condition picks its text.
        if case .bool(let condition)? = value(of: ternary.condition, in: scope) {
          return text(of: condition ? ternary.then : ternary.otherwise, in: scope)
        }
        warn(
          "'\(ternary.condition.trimmedDescription)' is not known here; the first choice is shown",
          at: ternary.condition)
        return text(of: ternary.then, in: scope)
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        Self.textWrappers.contains(call.calledExpression.trimmedDescription),
        let first = call.arguments.first
      {
        return text(of: first.expression, in: scope)
      }
      warn(
        "'\(expression.trimmedDescription)' has no value here; its text is a placeholder (give it with --data, or a literal)",
        at: expression)
      // `index + 1` over a ForEach element: the element stands in (its width is close).
      for token in expression.tokens(viewMode: .sourceAccurate) {
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          case .element(let path, _)? = bound(ExprSyntax(reference), in: scope)
        {
          elementFallbacks += 1
          return "{" + path + "}"
        }
      }
      return Self.placeholderText(expression)
    }

    /// A string literal's text with each interpolation filled in by `fill`; nil when `fill`
    /// cannot fill one.
    static func literalText(
      _ literal: StringLiteralExprSyntax, fill: (ExpressionSegmentSyntax) -> String?
    ) -> String? {
      var text = ""
      for segment in literal.segments {
        if let plain = segment.as(StringSegmentSyntax.self) {
          text += unescaped(plain.content.text)
        } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
          guard let filled = fill(interpolation) else { return nil }
          text += filled
        }
      }
      return text
    }

    /// `capitalized`, `uppercased` … of a string, as Foundation spells them.
    static func stringProperty(_ name: String, of text: String) -> String? {
      switch name {
      case "capitalized":
        return text.split(separator: " ", omittingEmptySubsequences: false).map {
          $0.prefix(1).uppercased() + $0.dropFirst().lowercased()
        }.joined(separator: " ")
      case "localizedUppercase": return text.uppercased()
      case "localizedLowercase": return text.lowercased()
      case "localizedCapitalized": return stringProperty("capitalized", of: text)
      case "description": return text
      default: return nil
      }
    }

    /// SwiftUI's types whose members a condition may compare with (`colorScheme ==
    /// ColorScheme.dark`).
    static let swiftUITypes: Set<String> = [
      "Color", "ColorScheme", "UserInterfaceSizeClass", "DynamicTypeSize", "Edge", "Alignment",
      "HorizontalAlignment", "VerticalAlignment", "Font", "Axis", "ControlSize",
    ]

    /// Calls whose text is their first argument's: a conversion, or a localisation lookup,
    /// which a preview in the development language shows as its key (`NSLocalizedString("Install",
    /// comment: "")` reads "Install").
    static let textWrappers: Set<String> = [
      "String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource",
    ]

    /// A readable stand-in for text the file computes: the last name of the expression.
    static func placeholderText(_ expression: ExprSyntax) -> String {
      let names = expression.tokens(viewMode: .sourceAccurate).filter {
        if case .identifier = $0.tokenKind { return true }
        return false
      }
      return names.last.map { $0.text } ?? "Text"
    }

    /// An attribute's value: a string's characters, a number or case as written, an element's
    /// field as `{item.size}`, else the code with known names filled in.
    func attributeValue(_ expression: ExprSyntax, in scope: Scope) -> String {
      if case .element(let path, _)? = bound(expression, in: scope) { return "{" + path + "}" }
      if let ternary = Self.ternary(expression) {
        // Markup's attributes hold values: a choice is made here, as a hand translation makes it.
        if case .bool(let condition)? = value(of: ternary.condition, in: scope) {
          return attributeValue(condition ? ternary.then : ternary.otherwise, in: scope)
        }
        elementFallbacks += 1
        warn(
          "'\(ternary.condition.trimmedDescription)' is not known here; the first choice is taken",
          at: ternary.condition)
        return attributeValue(ternary.then, in: scope)
      }
      if let value = value(of: expression, in: scope) {
        if case .string(let s) = value { return s }
        return value.swiftText
      }
      if expression.is(StringLiteralExprSyntax.self) { return text(of: expression, in: scope) }
      return rewrite(expression, in: scope)
    }

    /// `Tab.home` of an enum the file declares, as `.home`: the form tags and selections
    /// are compared in (`.tag(Tab.home)` with `selection: .home`).
    func enumCase(_ expression: ExprSyntax) -> String? {
      guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        let type = declarations.types[base.trimmedDescription],
        type.cases.contains(where: { $0.name == member.declName.baseName.text })
      else { return nil }
      return "." + member.declName.baseName.text
    }

    /// `condition ? then : otherwise`, as the parser leaves it (a sequence not yet folded by
    /// operator precedence; `?:` binds loosest, so the condition is all that comes before).
    static func ternary(_ expression: ExprSyntax) -> (
      condition: ExprSyntax, then: ExprSyntax, otherwise: ExprSyntax
    )? {
      if let folded = expression.as(TernaryExprSyntax.self) {
        return (folded.condition, folded.thenExpression, folded.elseExpression)
      }
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      let parts = Array(sequence.elements)
      guard let index = parts.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
        index > 0, index < parts.count - 1,
        let marker = parts[index].as(UnresolvedTernaryExprSyntax.self)
      else { return nil }
      func joined(_ slice: ArraySlice<ExprSyntax>) -> ExprSyntax {
        slice.count == 1
          ? slice.first!
          : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(slice))))
      }
      return (joined(parts[..<index]), marker.thenExpression, joined(parts[(index + 1)...]))
    }

    /// Whether every name `expression` reads is known here (a value, a `ForEach` element, an
    /// environment value), so markup can decide it.
    func resolvable(_ expression: ExprSyntax, in scope: Scope) -> Bool {
      // Code that runs later (`Binding(get: { … }, set: { … })`) has no value markup can hold.
      if expression.is(ClosureExprSyntax.self)
        || expression.tokens(viewMode: .sourceAccurate).contains(where: {
          $0.tokenKind == .leftBrace
        })
      {
        return false
      }
      for token in expression.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .identifier, .dollarIdentifier: break
        default: continue
        }
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
        // `self.x` reads `x`; another member's name is checked with its base.
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName == reference, member.base?.trimmedDescription != "self"
        {
          continue
        }
        if reference.parent?.is(LabeledExprSyntax.self) == true,
          reference.parent?.as(LabeledExprSyntax.self)?.label == token
        {
          continue
        }
        let name = token.text
        if let first = name.first, first.isUppercase {
          // A type's member is known when the file declares the type (an enum's case, a
          // static) or SwiftUI does; an app type declared elsewhere (`Brand.hideRandomButton`,
          // a feature flag) has no value here.
          if reference.parent?.is(MemberAccessExprSyntax.self) == true,
            declarations.types[name] == nil, !Self.swiftUITypes.contains(name)
          {
            return false
          }
          continue
        }
        // The whole member path must be known (`model.title` of a record without `title` is not).
        var path = ExprSyntax(reference)
        while let member = path.parent?.as(MemberAccessExprSyntax.self), member.base == path {
          path = ExprSyntax(member)
        }
        let root = scope.lookup(name.hasPrefix("$") ? String(name.dropFirst()) : name)
        switch root {
        case .value?, .element?, .environment?:
          if path != ExprSyntax(reference), bound(path, in: scope) == nil { return false }
          continue
        default: return false
        }
      }
      return true
    }

    /// `expression` as markup copies it: the source's tokens on one line, names bound to
    /// values replaced by their `<Constant>` name or their literal, an element's fields by
    /// `{item.title}`, a closure's statements joined by `;`.
    func rewrite(_ expression: some SyntaxProtocol, in scope: Scope) -> String {
      var out = ""
      rewrite(Syntax(expression), in: scope, into: &out)
      return Self.collapsed(out)
    }

    private func rewrite(_ node: Syntax, in scope: Scope, into out: inout String) {
      if let expression = node.as(ExprSyntax.self),
        let replacement = substitution(expression, in: scope)
      {
        out +=
          (node.leadingTrivia.isEmpty ? "" : " ") + replacement
          + (node.trailingTrivia.isEmpty ? "" : " ")
        return
      }
      if let token = node.as(TokenSyntax.self) {
        guard token.presence == .present else { return }
        out +=
          (token.leadingTrivia.isEmpty ? "" : " ") + token.text
          + (token.trailingTrivia.isEmpty ? "" : " ")
        return
      }
      if let items = node.as(CodeBlockItemListSyntax.self) {
        for (index, item) in items.enumerated() {
          if index > 0 { out += "; " }
          rewrite(Syntax(item), in: scope, into: &out)
        }
        return
      }
      for child in node.children(viewMode: .sourceAccurate) {
        rewrite(child, in: scope, into: &out)
      }
    }

    /// The text a bound name or member path is replaced by, if any.
    private func substitution(_ expression: ExprSyntax, in scope: Scope) -> String? {
      if let shorthand = enumCase(expression) { return shorthand }
      // `"\(count) items"` with known values: a plain literal markup reads as written.
      if let literal = expression.as(StringLiteralExprSyntax.self),
        literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
        resolvable(expression, in: scope)
      {
        let text = self.text(of: expression, in: scope)
        return "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName == reference
        {
          return nil
        }
      } else if !expression.is(MemberAccessExprSyntax.self) {
        return nil
      }
      switch bound(expression, in: scope) {
      case .value(let value, let constant)?: return constant ?? value.swiftText
      case .element(let path, _)?: return "{" + path + "}"
      case .environment(let name)?: return name
      default: return nil
      }
    }

    /// One line with single spaces, no space inside brackets' ends.
    static func collapsed(_ text: String) -> String {
      var result = ""
      var lastSpace = true
      for character in text {
        if character == " " || character == "\n" || character == "\t" {
          if !lastSpace { result.append(" ") }
          lastSpace = true
        } else {
          // `.padding( .horizontal )` → `.padding(.horizontal)`.
          if character == ")" || character == "]" || character == "," {
            if result.last == " " { result.removeLast() }
          }
          result.append(character)
          lastSpace = character == "(" || character == "["
        }
      }
      while result.last == " " { result.removeLast() }
      return result
    }

    /// A string literal's segment with its escapes read.
    static func unescaped(_ text: String) -> String {
      guard text.contains("\\") else { return text }
      var result = ""
      var escape = false
      for character in text {
        if escape {
          switch character {
          case "n": result.append("\n")
          case "t": result.append("\t")
          default: result.append(character)
          }
          escape = false
        } else if character == "\\" {
          escape = true
        } else {
          result.append(character)
        }
      }
      return result
    }

    /// Whether `expression` names a type (`Color`, `Font`, `Item`), by Swift's convention
    /// of capitalised type names.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text.first?.isUppercase == true
      }
      if let generic = expression.as(GenericSpecializationExprSyntax.self) {
        return isTypeName(generic.expression)
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        return isTypeName(base) && member.declName.baseName.text.first?.isUppercase == true
      }
      return false
    }
  }
#endif
