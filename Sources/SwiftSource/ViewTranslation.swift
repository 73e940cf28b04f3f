#if SwiftSource
  import Interpreter
  import SwiftSyntax

  /// View builder code to markup elements: statements, control flow, view calls, the file's
  /// own views and their modifier chains.
  extension ViewFileTranslator {
    /// The views a view builder's statements make, in order.
    func statements(_ items: CodeBlockItemListSyntax, in scope: Scope) -> [MarkupNode] {
      let local = Scope(parent: scope, owner: nil)
      var nodes: [MarkupNode] = []
      for item in items {
        switch item.item {
        case .decl(let decl):
          if let config = decl.as(IfConfigDeclSyntax.self) {
            nodes += configViews(config, in: local)
          }
          if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
              guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
              else { continue }
              var bound = bind(value, constant: nil, in: local, declare: false)
              if case .unknown = bound, makesView(value) {
                // `let content = VStack { … }`, used below as `content`: the views, not a
                // property of the same name (which may be the one being translated).
                bound = .views(value, local)
              }
              local.names[name] = bound
            }
          }
        case .stmt(let statement):
          if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
            nodes += views(expression, in: local)
          } else if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
            nodes += views(returned, in: local)
          } else if let attempt = statement.as(DoStmtSyntax.self) {
            // A preview that builds its model first (`do { let container = try …; return
            // DetailView(…) } catch { return Text("Failed") }`, SwiftData's pattern): the
            // views of the path that succeeds.
            nodes += statements(attempt.body.statements, in: local)
          }
        case .expr(let expression):
          nodes += views(expression, in: local)
        }
      }
      return nodes
    }

    /// Whether `expression` is a view the dialect or the file declares, modified or not
    /// (`VStack { … }.padding()`, `Row(item: a)`).
    private func makesView(_ expression: ExprSyntax) -> Bool {
      var root = expression
      while true {
        if let call = root.as(FunctionCallExprSyntax.self) {
          root = call.calledExpression
        } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
          root = base
        } else {
          break
        }
      }
      guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
      return DialectRegistry.standard.element(name) != nil
        || declarations.types[name]?.role == .view
    }

    /// The views one expression makes.
    func views(_ expression: ExprSyntax, in scope: Scope) -> [MarkupNode] {
      guard depth < Self.maxDepth else {
        warn(
          "views nested too deeply (a view that contains itself?); the rest is left out",
          at: expression)
        return []
      }
      depth += 1
      defer { depth -= 1 }
      if expression.is(NilLiteralExprSyntax.self) { return [] }
      if let conditional = expression.as(IfExprSyntax.self) {
        return ifViews(conditional, in: scope)
      }
      if let choice = expression.as(SwitchExprSyntax.self) { return switchViews(choice, in: scope) }
      if let closure = expression.as(ClosureExprSyntax.self) {
        return statements(closure.statements, in: scope)
      }
      if let ternary = Self.ternary(expression) {
        return conditionViews(
          ternary.condition, then: { self.views(ternary.then, in: scope) },
          otherwise: { self.views(ternary.otherwise, in: scope) }, at: expression, in: scope)
      }
      if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
        var nodes = postfix.base.map { views($0, in: scope) } ?? []
        if let chosen = chosenClause(postfix.config),
          case .postfixExpression(let chain)? = chosen.elements
        {
          nodes = applyChain(chain, to: nodes, in: scope)
        }
        return nodes
      }
      // A modifier chain: the innermost view, then each call outward.
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        !Self.isTypeName(base)
      {
        return modify(views(base, in: scope), with: call, member: member, in: scope)
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        !Self.isTypeName(base), base.trimmedDescription != "self", base.trimmedDescription != "Self"
      {
        switch bound(expression, in: scope) {
        case .views?, .content?: return referenceViews(expression, in: scope)
        default:
          // `model.header`, a property of a value: nothing markup can show.
          return placeholder(expression.trimmedDescription, at: expression, in: scope)
        }
      }
      if let call = expression.as(FunctionCallExprSyntax.self) { return callViews(call, in: scope) }
      if let joined = concatenatedText(expression, in: scope) { return [joined] }
      return referenceViews(expression, in: scope)
    }

    /// `Text("Hello, ") + Text(name).bold()`: one Text of the parts' text. Markup's Text has
    /// one style, so the parts' own modifiers are left out, with a warning.
    private func concatenatedText(_ expression: ExprSyntax, in scope: Scope) -> MarkupNode? {
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      var text = ""
      for (index, part) in sequence.elements.enumerated() {
        if index % 2 == 1 {
          guard part.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
          continue
        }
        var base = part
        var styled = false
        while let call = base.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let inner = member.base
        {
          base = inner
          styled = true
        }
        guard let call = base.as(FunctionCallExprSyntax.self),
          call.calledExpression.trimmedDescription == "Text", let first = call.arguments.first
        else { return nil }
        if styled { warn("a part of concatenated Text keeps its text, not its style", at: part) }
        text += self.text(of: first.expression, in: scope)
      }
      let node = MarkupNode("Text", at: position(expression))
      node.text = text
      return node
    }

    /// A name or member used as a view: bound views, a computed property, `Color.red`,
    /// `EmptyView()`-like values.
    private func referenceViews(_ expression: ExprSyntax, in scope: Scope) -> [MarkupNode] {
      switch bound(expression, in: scope) {
      case .views(let written, let home)?: return views(written, in: home)
      case .content(let make)?: return make()
      default: break
      }
      let name: String
      if let member = expression.as(MemberAccessExprSyntax.self) {
        if let base = member.base, Self.isTypeName(base), base.trimmedDescription == "Color" {
          return [color(member.declName.baseName.text, at: expression)]
        }
        if member.base == nil {
          // `.red` as a view is a colour (ShapeStyle), as in `.background { .red }`.
          return [color(member.declName.baseName.text, at: expression)]
        }
        name = member.declName.baseName.text
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else {
        return placeholder(expression.trimmedDescription, at: expression, in: scope)
      }
      if let type = scope.type, let body = type.computed[name] {
        return statements(body, in: instanceScope(scope))
      }
      if let type = declarations.types[name], type.role == .view {
        return instantiate(type, arguments: [], at: expression, in: scope, outside: false)
      }
      return placeholder(name, at: expression, in: scope)
    }

    /// A view for `Color.name`.
    func color(_ name: String, at node: some SyntaxProtocol) -> MarkupNode {
      let node = MarkupNode("Color", at: position(node))
      node.attribute("name", name)
      return node
    }

    /// The scope of the view instance `scope` is inside (its properties), for its computed
    /// properties and helper functions.
    func instanceScope(_ scope: Scope) -> Scope {
      var current: Scope? = scope
      while let candidate = current {
        if candidate.owner != nil { return candidate }
        current = candidate.parent
      }
      return scope
    }

    /// A call that makes views: the file's views and helpers, `ForEach`, the dialect's
    /// elements; anything else is a placeholder.
    private func callViews(_ call: FunctionCallExprSyntax, in scope: Scope) -> [MarkupNode] {
      var called = call.calledExpression
      if let generic = called.as(GenericSpecializationExprSyntax.self) {
        called = generic.expression
      }
      if let member = called.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init",
        let base = member.base
      {
        called = base
      }
      if let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
        base.trimmedDescription == "self"
      {
        called = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
      }
      guard let reference = called.as(DeclReferenceExprSyntax.self) else {
        if let member = called.as(MemberAccessExprSyntax.self),
          member.base?.trimmedDescription == "Color"
        {
          return [color(member.declName.baseName.text, at: call)]
        }
        return placeholder(called.trimmedDescription, at: call, in: scope)
      }
      let name = reference.baseName.text
      switch bound(called, in: scope) {
      case .views(let written, let home)?: return views(written, in: home)
      case .content(let make)?: return make()
      default: break
      }
      if name == "ForEach" { return forEach(call, in: scope) }
      if name == "AnyView", let first = call.arguments.first {
        return views(first.expression, in: scope)
      }
      if let type = declarations.types[name], type.role == .view {
        return instantiate(
          type, arguments: arguments(of: call), at: call, in: scope, outside: false)
      }
      if let owner = scope.type, let function = owner.functions[name] {
        return helper(function, arguments: arguments(of: call), in: instanceScope(scope))
      }
      if case .content? = scope.lookup("self"),
        DialectRegistry.acceptsModifier(name)
          || declarations.viewExtensions[name] != nil
      {
        // `padding()` inside a modifier's body: a call on `self`, the view modified.
        let base = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
        let member = MemberAccessExprSyntax(base: base, declName: reference)
        return modify(views(base, in: scope), with: call, member: member, in: scope)
      }
      return element(name, call: call, in: scope)
    }

    /// A call's arguments and trailing closures, labelled (`nil` for unlabelled ones).
    func arguments(of call: FunctionCallExprSyntax) -> [(label: String?, value: ExprSyntax)] {
      var result = call.arguments.map { ($0.label?.text, $0.expression) }
      if let closure = call.trailingClosure { result.append((nil, ExprSyntax(closure))) }
      for extra in call.additionalTrailingClosures {
        result.append((extra.label.text, ExprSyntax(extra.closure)))
      }
      return result
    }

    /// A view of the file used where `at` is: its body translated with its properties bound to
    /// the arguments (the memberwise initialiser's labels), to their initial values, or to
    /// `--data` (the root view only, `outside`).
    func instantiate(
      _ type: DeclaredType, arguments: [(label: String?, value: ExprSyntax)],
      at node: some SyntaxProtocol, in caller: Scope, outside: Bool
    ) -> [MarkupNode] {
      guard let body = type.body else { return placeholder(type.name, at: node, in: caller) }
      let outside = outside || previewRootPending
      previewRootPending = false
      let scope = Scope(parent: globals(caller), owner: type)
      bindProperties(of: type, arguments: arguments, in: scope, caller: caller, outside: outside)
      let nodes = statements(body, in: scope)
      let shown = nodes.filter { $0.value(of: "template") == nil }
      guard !outside, shown.count > 1 else { return nodes }
      // A view's body of several views is one view where it is used: an implicit VStack, as a
      // component's is (semantics §1.18, docs/components.md).
      let stack = MarkupNode("VStack", at: position(node))
      stack.children = nodes
      return [stack]
    }

    /// The outermost scope (the file's constants).
    func globals(_ scope: Scope) -> Scope {
      var current = scope
      while let parent = current.parent { current = parent }
      return current
    }

    /// Binds each stored property of `type`: to its argument, its initial value, `--data`, an
    /// environment value, or as unknown (model objects), with a warning where it is read.
    func bindProperties(
      of type: DeclaredType, arguments: [(label: String?, value: ExprSyntax)], in scope: Scope,
      caller: Scope, outside: Bool, explicit: Bool = false
    ) {
      // `explicit`: the arguments are already an initialiser's assignments.
      if !explicit,
        let (assignments, home) = initialized(type, arguments: arguments, caller: caller)
      {
        bindProperties(
          of: type, arguments: assignments, in: scope, caller: home, outside: outside,
          explicit: true)
        return
      }
      var unlabelled = arguments.filter { $0.label == nil }.map(\.value)
      for property in type.stored {
        let given =
          arguments.first { $0.label == property.name }?.value
          ?? (Self.holdsViews(property) && !unlabelled.isEmpty ? unlabelled.removeFirst() : nil)
        if let given {
          if let type = property.type, let member = given.as(MemberAccessExprSyntax.self),
            member.base == nil,
            case .value(let value, _)? = caller.lookup(type + "." + member.declName.baseName.text)
          {
            // `Row(movie: .preview)`: the static member of the property's type.
            scope.names[property.name] = .value(value, constant: nil)
            continue
          }
          if Self.holdsViews(property) || given.is(ClosureExprSyntax.self)
            || type.viewGenerics.contains(property.type ?? "") || makesViews(given, in: caller)
          {
            scope.names[property.name] = .views(given, caller)
          } else if let bound = bound(given, in: caller), case .element = bound {
            scope.names[property.name] = bound
          } else if let value = value(of: given, in: caller) {
            scope.names[property.name] = .value(value, constant: nil)
          } else {
            scope.names[property.name] = .unknown(given.trimmedDescription)
          }
          continue
        }
        if outside, let data = options.data[property.name] {
          let value = SwiftValue(data)
          if Self.declarable(value) {
            if !constants.contains(where: { $0.name == property.name }) {
              constants.append((property.name, value.swiftText, position(property.node)))
            }
            scope.names[property.name] = .value(value, constant: property.name)
          } else {
            scope.names[property.name] = .value(value, constant: nil)
          }
          continue
        }
        if property.wrapper == "Environment", let key = property.wrapperArgument {
          let keyName = String(key.split(separator: ".").last ?? "")
          if keyName == "colorScheme" || keyName == "horizontalSizeClass" {
            scope.names[property.name] = .environment(keyName)
          } else {
            scope.names[property.name] = .unknown("@Environment(\(key)) \(property.name)")
          }
          continue
        }
        if let initial = property.initializer {
          scope.names[property.name] = bind(
            initial, constant: property.name, in: caller, declare: outside)
          continue
        }
        scope.names[property.name] = .unknown(property.name)
      }
    }

    /// The explicit initialiser the arguments call, as memberwise arguments: each `self.x =
    /// value` (or `_x = State(initialValue: value)`) of its body, with the scope its
    /// parameters are bound in. Nil when the type has no initialiser these labels call.
    private func initialized(
      _ type: DeclaredType, arguments: [(label: String?, value: ExprSyntax)], caller: Scope
    ) -> ([(label: String?, value: ExprSyntax)], Scope)? {
      /// The arguments with each trailing closure labelled as the closure parameter it fills.
      func labelled(for initializer: InitializerDeclSyntax) -> [(label: String?, value: ExprSyntax)]
      {
        var closures = initializer.signature.parameterClause.parameters.filter {
          $0.type.trimmedDescription.contains("->") && $0.firstName.text != "_"
        }.map(\.firstName.text)
        closures.removeAll { name in arguments.contains { $0.label == name } }
        return arguments.map { argument in
          guard argument.label == nil, argument.value.is(ClosureExprSyntax.self), !closures.isEmpty
          else { return argument }
          return (closures.removeFirst(), argument.value)
        }
      }
      guard
        let initializer = type.initializers.first(where: { initializer in
          var remaining = initializer.signature.parameterClause.parameters.map {
            $0.firstName.text == "_" ? nil : $0.firstName.text
          }
          for argument in labelled(for: initializer) {
            guard let index = remaining.firstIndex(where: { $0 == argument.label }) else {
              return false
            }
            remaining.remove(at: index)
          }
          return true
        }), let body = initializer.body
      else { return nil }
      let arguments = labelled(for: initializer)
      let function = FunctionDeclSyntax(
        name: .identifier("init"), signature: initializer.signature, body: body)
      let home = Scope(parent: caller, owner: nil)
      bindParameters(of: function, arguments: arguments, in: home, caller: caller)
      var assignments: [(label: String?, value: ExprSyntax)] = []
      for item in body.statements {
        let statement = Syntax(item.item)
        guard
          let sequence = statement.as(SequenceExprSyntax.self)
            ?? statement.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        else { continue }
        let parts = Array(sequence.elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { continue }
        var target = parts[0].trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        var value = parts[2]
        if target.hasPrefix("_") {
          target.removeFirst()
          // `_x = State(initialValue: v)`: the wrapper's initial value.
          if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first {
            value = first.expression
          }
        }
        assignments.append((target, value))
      }
      return (assignments, home)
    }

    /// Whether `expression` calls views passed in (`content()` in an initialiser).
    func makesViews(_ expression: ExprSyntax, in scope: Scope) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        case .views? = bound(call.calledExpression, in: scope)
      else { return false }
      return true
    }

    /// Whether a property holds views (`let content: Content`, `@ViewBuilder var label`).
    static func holdsViews(_ property: StoredProperty) -> Bool {
      guard let type = property.type else { return property.wrapper == "ViewBuilder" }
      return property.wrapper == "ViewBuilder" || type.contains("View") || type.contains("Content")
        || type.contains("Label") || type.contains("->")
    }

    /// A helper function (`func row(_ title: String) -> some View`) inlined with its
    /// parameters bound to the arguments.
    func helper(
      _ function: FunctionDeclSyntax, arguments: [(label: String?, value: ExprSyntax)],
      in instance: Scope, caller: Scope? = nil
    ) -> [MarkupNode] {
      let caller = caller ?? instance
      let scope = Scope(parent: instance, owner: nil)
      bindParameters(of: function, arguments: arguments, in: scope, caller: caller)
      guard let body = function.body else { return [] }
      return statements(body.statements, in: scope)
    }

    /// Binds a function's parameters to the call's arguments (by label, in order), or to
    /// their defaults.
    func bindParameters(
      of function: FunctionDeclSyntax, arguments: [(label: String?, value: ExprSyntax)],
      in scope: Scope, caller: Scope
    ) {
      var remaining = arguments
      for parameter in function.signature.parameterClause.parameters {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let name = (parameter.secondName ?? parameter.firstName).text
        let index = remaining.firstIndex { $0.label == label }
        let given = index.map { remaining.remove(at: $0).value } ?? parameter.defaultValue?.value
        guard let given else {
          scope.names[name] = .unknown(name)
          continue
        }
        let type = parameter.type.trimmedDescription
        if given.is(ClosureExprSyntax.self) || type.contains("View") || type.contains("->") {
          scope.names[name] = .views(given, caller)
        } else if let bound = bound(given, in: caller), case .element = bound {
          scope.names[name] = bound
        } else if let value = value(of: given, in: caller) {
          scope.names[name] = .value(value, constant: nil)
        } else {
          scope.names[name] = .unknown(given.trimmedDescription)
        }
      }
    }

    /// A stand-in for a view markup has no element for, with a located warning.
    func placeholder(_ name: String, at node: some SyntaxProtocol, in scope: Scope) -> [MarkupNode]
    {
      let fills = [
        "AsyncImage", "Map", "VideoPlayer", "WebView", "Canvas", "Chart", "SpriteView",
        "SceneView", "CameraView",
      ]
      if fills.contains(name) {
        warn("'\(name)' is not a view Stackup lays out; a Rectangle fills its place", at: node)
        return [MarkupNode("Rectangle", at: position(node))]
      }
      warn("'\(name)' is not a view Stackup knows; a Text placeholder stands in for it", at: node)
      let text = MarkupNode("Text", at: position(node))
      text.text = name
      return [text]
    }
  }
#endif
