#if SwiftSource
  import Interpreter
  import SwiftSyntax

  /// Modifier chains: copied call by call from the source; the file's own view modifiers and
  /// `extension View` functions inlined; names markup lacks dropped with a warning.
  extension ViewFileTranslator {
    /// `nodes` with the modifier `call` (`base.name(…)`) applied.
    func modify(
      _ nodes: [MarkupNode], with call: FunctionCallExprSyntax, member: MemberAccessExprSyntax,
      in scope: Scope
    ) -> [MarkupNode] {
      let name = member.declName.baseName.text
      let at = SwiftPosition(
        line: position(member.declName).line, column: position(member.declName).column - 1,
        length: position(call).length)
      if name == "modifier",
        let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
        let type = declarations.types[argument.calledExpression.trimmedDescription],
        type.role == .viewModifier
      {
        return viewModifier(type, arguments: arguments(of: argument), content: nodes, in: scope)
      }
      if name == "id", let argument = call.arguments.first?.expression,
        argument.is(StringLiteralExprSyntax.self), let view = nodes.last
      {
        // `.id("total")` names the view, as markup's `id` does (check's `<Frame id="total">`).
        view.attribute("id", text(of: argument, in: scope), at: position(argument))
        return nodes
      }
      if let function = declarations.viewExtensions[name] {
        let body = Scope(parent: globals(scope), owner: nil)
        body.names["self"] = .content { nodes }
        return helper(function, arguments: arguments(of: call), in: body, caller: scope)
      }
      guard DialectRegistry.acceptsModifier(name) else {
        warn("'.\(name)' is not a modifier Stackup knows; it is left out", at: member.declName)
        return nodes
      }
      if DeclaredRole.styleProtocols.values.contains(name),
        let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
        let type = declarations.types[argument.calledExpression.trimmedDescription]
      {
        style(type, at: argument)
      }
      var templates: [MarkupNode] = []
      let text = modifierText(call, name: name, templates: &templates, in: scope)
      return templates + attach(text, at: at, to: nodes)
    }

    /// A chain without its base (`#if os(iOS) .padding() #endif`) applied to `nodes`.
    func applyChain(_ chain: ExprSyntax, to nodes: [MarkupNode], in scope: Scope) -> [MarkupNode] {
      guard let call = chain.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return nodes }
      let inner = member.base.map { applyChain($0, to: nodes, in: scope) } ?? nodes
      return modify(inner, with: call, member: member, in: scope)
    }

    /// A modifier's text added to the view `nodes` make (a Group when there are several: a
    /// modifier on several views applies to each, semantics §1.18).
    func attach(_ text: String, at position: SwiftPosition, to nodes: [MarkupNode]) -> [MarkupNode]
    {
      let templates = nodes.filter { $0.value(of: "template") != nil }
      let views = nodes.filter { $0.value(of: "template") == nil }
      // An `If` takes no modifiers of its own: a Group around it carries them to its views.
      if views.count == 1, views[0].name != "If" {
        views[0].modifiers.append((text, position))
        return nodes
      }
      guard !views.isEmpty else { return nodes }
      let group = MarkupNode("Group", at: position)
      group.children = views
      group.modifiers.append((text, position))
      return templates + [group]
    }

    /// `.name(arguments) { closures }` as markup copies it. A closure argument that holds the
    /// file's own views becomes a template (`content: :t1`) so its views are translated too.
    private func modifierText(
      _ call: FunctionCallExprSyntax, name: String, templates: inout [MarkupNode], in scope: Scope
    ) -> String {
      var closures: [(label: String?, closure: ClosureExprSyntax)] = []
      if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
      for extra in call.additionalTrailingClosures {
        closures.append((extra.label.text, extra.closure))
      }
      let viewTaking = ["background", "overlay", "safeAreaInset", "mask"].contains(name)
      var parts = call.arguments.map { argument -> String in
        if viewTaking, let closure = argument.expression.as(ClosureExprSyntax.self),
          usesFileViews(closure, in: scope)
        {
          return (argument.label.map { $0.text + ": " } ?? "")
            + templateReference(closure, into: &templates, in: scope, implicitStack: "ZStack")
        }
        return rewrite(argument, in: scope).trimmingTrailingComma()
      }
      var trailing = ""
      for (label, closure) in closures {
        if viewTaking, usesFileViews(closure, in: scope) {
          let reference = templateReference(
            closure, into: &templates, in: scope, implicitStack: "ZStack")
          parts.append(
            parts.isEmpty && label == nil ? reference : (label ?? "content") + ": " + reference)
        } else {
          trailing += " " + (label.map { $0 + ": " } ?? "") + rewrite(closure, in: scope)
        }
      }
      let hasParentheses = call.leftParen != nil || !parts.isEmpty
      return "." + name + (hasParentheses ? "(" + parts.joined(separator: ", ") + ")" : "")
        + trailing
    }

    /// Whether a closure reads the file's own views, helpers or bound views (which markup's
    /// closures cannot see).
    private func usesFileViews(_ closure: ClosureExprSyntax, in scope: Scope) -> Bool {
      closure.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        if declarations.types[name] != nil { return true }
        if let type = scope.type, type.computed[name] != nil || type.functions[name] != nil {
          return true
        }
        switch scope.lookup(name) {
        case .views?, .content?, .element?: return true
        default: return false
        }
      }
    }

    /// A `ViewModifier` of the file applied to `content`: its `body(content:)` with `content`
    /// standing for the views modified.
    private func viewModifier(
      _ type: DeclaredType, arguments: [(label: String?, value: ExprSyntax)],
      content: [MarkupNode], in caller: Scope
    ) -> [MarkupNode] {
      let scope = Scope(parent: globals(caller), owner: type)
      bindProperties(of: type, arguments: arguments, in: scope, caller: caller, outside: false)
      guard let function = type.functions["body"], let body = function.body else { return content }
      let parameter = function.signature.parameterClause.parameters.first
      let name = (parameter?.secondName ?? parameter?.firstName)?.text ?? "content"
      scope.names[name] = .content { content }
      return statements(body.statements, in: scope)
    }

    /// Declares a style of the file (`ButtonStyle`, `LabelStyle`, `GroupBoxStyle` …) as a
    /// component whose body places `<configuration.label/>` and the configuration's other
    /// parts (docs/components.md).
    private func style(_ type: DeclaredType, at node: some SyntaxProtocol) {
      guard styles[type.name] == nil, case .style(let kind) = type.role,
        let function = type.functions["makeBody"], let body = function.body
      else { return }
      let scope = Scope(parent: nil, owner: type)
      bindProperties(of: type, arguments: [], in: scope, caller: scope, outside: false)
      let parameter = function.signature.parameterClause.parameters.first
      let name = (parameter?.secondName ?? parameter?.firstName)?.text ?? "configuration"
      // Each part of the configuration is the slot element of its name; markup checks that
      // the style's control has it (a label style's icon, a group box's content).
      for part in ["label", "content", "icon", "title"] {
        scope.names[name + "." + part] = .content {
          [MarkupNode("configuration." + part, at: self.position(node))]
        }
      }
      scope.names[name + ".isPressed"] = .value(.bool(false), constant: nil)
      scope.names[name + ".isOn"] = .value(.bool(false), constant: nil)
      let component = MarkupNode("Component", at: position(type.node))
      component.attribute("name", type.name)
      component.attribute("protocol", kind)
      styles[type.name] = component
      styleOrder.append(type.name)
      component.children = statements(body.statements, in: scope)
    }
  }

  extension String {
    /// The text without a final `,` (a labelled argument's trailing comma).
    func trimmingTrailingComma() -> String {
      var text = self
      while text.last == " " || text.last == "," { text.removeLast() }
      return text
    }
  }
#endif
