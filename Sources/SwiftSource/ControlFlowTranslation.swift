#if SwiftSource
  import SwiftSyntax

  /// `if`, `if let`, `switch` and `#if` in view builders.
  extension ViewFileTranslator {
    /// `if`/`else`: an `<If>` the interpreter decides from constants and the environment;
    /// `if let` on a known value is decided here.
    func ifViews(_ conditional: IfExprSyntax, in scope: Scope) -> [MarkupNode] {
      let branch = Scope(parent: scope, owner: nil)
      var tests: [String] = []
      var decided: Bool? = true
      for element in conditional.conditions {
        switch element.condition {
        case .expression(let expression):
          if resolvable(expression, in: scope) {
            tests.append(rewrite(expression, in: scope))
          } else {
            warn(
              "the condition '\(expression.trimmedDescription)' reads state the file cannot give a value; the first branch is shown",
              at: expression)
          }
        case .optionalBinding(let binding):
          let name = binding.pattern.trimmedDescription
          let source: ExprSyntax =
            binding.initializer?.value
            ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
          if let value = value(of: source, in: scope) {
            if case .none = value {
              decided = false
            } else {
              branch.names[name] = .value(value, constant: nil)
            }
          } else if let bound = bound(source, in: scope), case .element = bound {
            branch.names[name] = bound
          } else {
            warn(
              "'\(source.trimmedDescription)' has no value here; the 'if let' branch is shown",
              at: source)
            branch.names[name] = .unknown(source.trimmedDescription)
          }
        case .availability(let availability):
          if !available(availability) { decided = false }
        default:
          warn("this condition is not translated; the first branch is shown", at: element)
        }
      }
      let otherwise: () -> [MarkupNode] = {
        switch conditional.elseBody {
        case .ifExpr(let nested)?: return self.ifViews(nested, in: scope)
        case .codeBlock(let block)?: return self.statements(block.statements, in: scope)
        case nil: return []
        }
      }
      if decided == false { return otherwise() }
      let then = statements(conditional.body.statements, in: branch)
      guard !tests.isEmpty else { return then }
      return [
        ifNode(tests.joined(separator: " && "), then: then, otherwise: otherwise(), at: conditional)
      ]
    }

    /// `<If condition="…">then<Else>otherwise</Else></If>`.
    func ifNode(
      _ condition: String, then: [MarkupNode], otherwise: [MarkupNode], at node: some SyntaxProtocol
    )
      -> MarkupNode
    {
      let element = MarkupNode("If", at: position(node))
      element.attribute("condition", condition)
      element.children = then
      if !otherwise.isEmpty {
        let alternative = MarkupNode("Else", at: position(node))
        alternative.children = otherwise
        element.children.append(alternative)
      }
      return element
    }

    /// A condition written as an expression (a ternary between views).
    func conditionViews(
      _ condition: ExprSyntax, then: () -> [MarkupNode], otherwise: () -> [MarkupNode],
      at node: some SyntaxProtocol, in scope: Scope
    ) -> [MarkupNode] {
      guard resolvable(condition, in: scope) else {
        warn(
          "the condition '\(condition.trimmedDescription)' reads state the file cannot give a value; the first branch is shown",
          at: condition)
        return then()
      }
      return [ifNode(rewrite(condition, in: scope), then: then(), otherwise: otherwise(), at: node)]
    }

    /// `switch` on a known value picks its case here; on the environment it becomes a chain of
    /// `<If>`s; on anything else the first case is shown, with a warning.
    func switchViews(_ choice: SwitchExprSyntax, in scope: Scope) -> [MarkupNode] {
      var cases: [(patterns: [String], body: CodeBlockItemListSyntax)] = []
      for entry in choice.cases {
        guard case .switchCase(let item) = entry else { continue }
        switch item.label {
        case .case(let label):
          cases.append((label.caseItems.map { $0.pattern.trimmedDescription }, item.statements))
        case .default:
          cases.append(([], item.statements))
        }
      }
      guard !cases.isEmpty else { return [] }
      if let subject = value(of: choice.subject, in: scope) {
        let text = subject.swiftText
        let short = text.split(separator: ".").last.map { "." + $0 }
        for entry in cases
        where entry.patterns.isEmpty
          || entry.patterns.contains(where: { $0 == text || $0 == short })
        {
          return statements(entry.body, in: scope)
        }
        return []
      }
      if resolvable(choice.subject, in: scope) {
        let subject = rewrite(choice.subject, in: scope)
        var result: [MarkupNode] = []
        for entry in cases.reversed() {
          if entry.patterns.isEmpty {
            result = statements(entry.body, in: scope)
            continue
          }
          let test = entry.patterns.map { "\(subject) == \($0)" }.joined(separator: " || ")
          result = [
            ifNode(test, then: statements(entry.body, in: scope), otherwise: result, at: choice)
          ]
        }
        return result
      }
      warn(
        "the switch on '\(choice.subject.trimmedDescription)' reads state the file cannot give a value; its first case is shown",
        at: choice.subject)
      return statements(cases[0].body, in: scope)
    }

    /// `#if os(iOS)` … in a view builder: the clause the Preview's platform takes.
    func configViews(_ config: IfConfigDeclSyntax, in scope: Scope) -> [MarkupNode] {
      guard let clause = chosenClause(config), case .statements(let items)? = clause.elements else {
        return []
      }
      return statements(items, in: scope)
    }

    /// The first clause whose condition holds for the previewed platform (iOS unless the
    /// `// stackup:` comment says `platform=macOS`).
    func chosenClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
      config.clauses.first { clause in
        guard let condition = clause.condition else { return true }
        return holds(condition)
      }
    }

    private func holds(_ condition: ExprSyntax) -> Bool {
      if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return !holds(prefix.expression)
      }
      if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first {
        return holds(only.expression)
      }
      if let sequence = condition.as(SequenceExprSyntax.self) {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self) else {
          return false
        }
        let left = holds(parts[0])
        let right = holds(parts[2])
        return op.operator.text == "&&" ? left && right : left || right
      }
      let text = condition.trimmedDescription.replacingAll(" ", with: "")
      let macOS = platform == "macOS"
      switch text {
      case "os(iOS)", "canImport(UIKit)", "os(iOS)||os(visionOS)": return !macOS
      case "os(macOS)", "canImport(AppKit)": return macOS
      case "DEBUG", "canImport(SwiftUI)": return true
      default:
        if !text.hasPrefix("os(") && !text.hasPrefix("targetEnvironment(")
          && !text.hasPrefix("swift(")
          && !text.hasPrefix("compiler(")
        {
          warn("'#if \(condition.trimmedDescription)' is taken as false", at: condition)
        }
        return text.hasPrefix("swift(") || text.hasPrefix("compiler(")
      }
    }

    /// The previewed platform, from the `// stackup:` comment.
    var platform: String {
      HostComments(source).host.last { $0.name == "platform" }?.value ?? "iOS"
    }

    /// The previewed release's major version: the `// stackup: os="iOS 18"` comment's, else
    /// the newest release, which a Preview lays out without one (semantics §11.3).
    var previewedMajor: Int {
      let os = HostComments(source).host.last { $0.name == "os" }?.value ?? ""
      return os.split(separator: " ").last.flatMap { Int($0.split(separator: ".")[0]) } ?? 26
    }

    /// Whether `#available(iOS 17, *)` (or `#unavailable`) holds on the previewed release: the
    /// previewed platform's own entry compares majors (a Preview's "iOS 17" is the release,
    /// whatever its point update); a platform the condition does not name takes `*`, true.
    func available(_ condition: AvailabilityConditionSyntax) -> Bool {
      let previewed = platform == "macOS" ? "macOS" : "iOS"
      var holds = true
      for argument in condition.availabilityArguments {
        guard case .availabilityVersionRestriction(let restriction) = argument.argument,
          restriction.platform.text == previewed,
          let major = restriction.version.flatMap({ Int($0.major.text) })
        else { continue }
        holds = previewedMajor >= major
      }
      return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !holds : holds
    }
  }
#endif
