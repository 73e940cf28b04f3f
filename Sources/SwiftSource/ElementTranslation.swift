#if SwiftSource
  import Interpreter
  import SwiftSyntax

  /// A SwiftUI view call to the dialect's element: init labels to attributes, the first
  /// unlabelled argument to the element's text or title, view closures to children or
  /// templates.
  extension ViewFileTranslator {
    /// Elements markup uses for its own declarations, never made from a Swift view call.
    static let declarationElements: Set<String> = [
      "Preview", "Constant", "ImageAsset", "If", "Else", "Import", "LayoutValueKey",
    ]

    /// Labels that change nothing Stackup lays out (a string's table, an action).
    static let ignoredLabels: Set<String> = [
      "action", "bundle", "comment", "tableName", "onEditingChanged", "onCommit", "primaryAction",
      "id", "format", "selection", "style",
    ]

    /// Buttons that present a system interface (`ShareLink`, `PhotosPicker`): their labelled
    /// arguments are what they share or select, which markup reads without using; a warning
    /// that each has no value here would say nothing about the layout.
    static let presentingButtons: Set<String> = ["ShareLink", "PhotosPicker"]

    /// Text for `Text(date, style:)` in the US English form SwiftUI's default locale writes.
    static let dateStandIns = [".date": "June 5, 2024", ".time": "9:41 AM"]

    /// Values for attributes a control needs when the file's value is app state.
    /// A symbol stands in for a symbol name the app computes: every symbol is sized from the
    /// font (semantics §9.5), so which one does not change the layout.
    static let standIns: [String: String] = [
      "isOn": "false", "value": "0", "systemImage": "square", "systemName": "square",
      "Slider.value": "0.5", "DatePicker.selection": "2024-01-01", "ColorPicker.selection": "blue",
      "LazyVGrid.columns": "[GridItem(.flexible()), GridItem(.flexible())]",
      "LazyHGrid.rows": "[GridItem(.flexible()), GridItem(.flexible())]",
    ]

    /// A DatePicker's date: a date written in the file (`"2024-03-12"`) as it is; a date the
    /// app makes (`.now`, `Date()`, a model's) has only its text's width to give the layout,
    /// so a fixed date stands in, keeping the output the same from day to day.
    func datePickerSelection(_ value: ExprSyntax, node: MarkupNode, in scope: Scope) {
      if case .string? = self.value(of: value, in: scope) {
        node.attribute("selection", attributeValue(value, in: scope), at: position(value))
        return
      }
      let stand = Self.standIns["DatePicker.selection"] ?? ""
      warn("'\(value.trimmedDescription)' has no fixed date here; selection is \(stand)", at: value)
      node.attribute("selection", stand, at: position(value))
    }

    func element(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) -> [MarkupNode] {
      guard let spec = DialectRegistry.standard.element(name), spec.kind != .structural,
        !Self.declarationElements.contains(name)
      else { return placeholder(name, at: call, in: scope) }
      let node = MarkupNode(name, at: position(call))
      var templates: [MarkupNode] = []
      let arguments = arguments(of: call)
      let outerCall = currentCall
      currentCall = call
      defer { currentCall = outerCall }
      if name == "Color", let first = arguments.first,
        first.label != nil || !first.value.is(StringLiteralExprSyntax.self)
      {
        // A colour computed from components (`Color(red:green:blue:)`, `Color(.systemGray6)`):
        // a shape filled with it lays out as the colour does, and markup reads the fill.
        let shape = MarkupNode("Rectangle", at: position(call))
        shape.modifiers.append((".fill(" + rewrite(call, in: scope) + ")", position(call)))
        return [shape]
      }
      if name == "List",
        arguments.contains(where: { $0.label == nil && !$0.value.is(ClosureExprSyntax.self) })
      {
        // `List(items) { item in … }` is a List of one ForEach.
        node.children = forEach(call, in: scope)
        return [node]
      }
      if name == "Button",
        let symbol = arguments.first(where: { $0.label == "systemImage" })?.value,
        let title = arguments.first(where: {
          $0.label == nil && !$0.value.is(ClosureExprSyntax.self)
        })?.value
      {
        // `Button("Add", systemImage: "plus")` labels itself with a Label.
        let label = MarkupNode("Label", at: position(call))
        label.attribute("title", text(of: title, in: scope), at: position(title))
        label.attribute("systemImage", attributeValue(symbol, in: scope), at: position(symbol))
        node.children = [label]
        if let role = arguments.first(where: { $0.label == "role" })?.value {
          node.attribute("role", attributeValue(role, in: scope), at: position(role))
        }
        return [node]
      }
      let hasTitle = arguments.contains { $0.label == nil && !$0.value.is(ClosureExprSyntax.self) }
      let hasLabelClosure = arguments.contains {
        $0.label == "label" && $0.value.is(ClosureExprSyntax.self)
      }
      for (label, value) in arguments {
        if let closure = value.as(ClosureExprSyntax.self) {
          let role = closureRole(
            name, label: label, unlabelledIsAction: hasTitle || hasLabelClosure, spec: spec)
          switch role {
          case .skip: break
          case .children:
            // A Picker's options are its Text children: a ForEach among them is written out.
            let unrolls = name == "Picker"
            if unrolls { unrolling += 1 }
            // `GeometryReader { size in … }`: markup names the proxy `geometry`, `geo` or
            // `proxy` unless `as` gives the closure's own name (§1.2).
            if name == "GeometryReader", let proxy = closureParameter(closure),
              !["geometry", "geo", "proxy"].contains(proxy)
            {
              node.attribute("as", proxy)
            }
            node.children += statements(closure.statements, in: scope)
            if unrolls { unrolling -= 1 }
          case .template(let attribute):
            node.attribute(attribute, templateReference(closure, into: &templates, in: scope))
          }
          continue
        }
        guard let label else {
          unlabelled(value, for: node, spec: spec, in: scope)
          continue
        }
        if name == "Image", label == "decorative" {
          image(named: value, node: node, in: scope)
          continue
        }
        if ["title", "label", "header", "footer", "icon", "content"].contains(label),
          !value.is(StringLiteralExprSyntax.self),
          spec.attributes.contains(label) || label == "content",
          self.value(of: value, in: scope) == nil, !isElement(value, in: scope)
        {
          // A view given as an argument (`Section(header: Text("A"))`).
          let closure = ClosureExprSyntax(
            statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(value))]))
          node.attribute(
            label == "content" ? "label" : label,
            templateReference(closure, into: &templates, in: scope, at: value))
          continue
        }
        if name == "Image", ["uiImage", "nsImage", "cgImage"].contains(label) {
          warn("an image made in code has no size in the file; it is laid out 100×100", at: value)
          node.attribute("width", "100")
          node.attribute("height", "100")
          continue
        }
        if label == "systemSymbol", let symbol = Self.safeSymbolName(value),
          let attribute = ["Image": "systemName", "Label": "systemImage"][name]
        {
          node.attribute(attribute, symbol, at: position(value))
          continue
        }
        if Self.presentingButtons.contains(name) { continue }
        if spec.attributes.contains(label) {
          if name == "DatePicker", label == "selection" {
            datePickerSelection(value, node: node, in: scope)
          } else if label == "destination" && name == "Link" {
            node.attribute(label, linkDestination(value, in: scope), at: position(value))
          } else if self.value(of: value, in: scope) != nil || isElement(value, in: scope)
            || resolvable(value, in: scope)
          {
            node.attribute(label, attributeValue(value, in: scope), at: position(value))
          } else if name == "Label", label == "image" {
            warn(
              "'\(value.trimmedDescription)' has no value here; a symbol stands in for the image",
              at: value)
            node.attribute("systemImage", "square", at: position(value))
          } else if let stand = Self.standIns[name + "." + label]
            ?? (name == "LabeledContent" ? nil : Self.standIns[label])
          {
            warn("'\(value.trimmedDescription)' has no value here; \(label) is \(stand)", at: value)
            node.attribute(label, stand, at: position(value))
          } else if ["title", "prompt", "header", "footer"].contains(label)
            || (name == "LabeledContent" && label == "value")
          {
            node.attribute(label, text(of: value, in: scope), at: position(value))
          } else {
            warn(
              "'\(value.trimmedDescription)' has no value here; \(label): is left out", at: value)
          }
        } else if label == "destination" || Self.ignoredLabels.contains(label) {
          continue
        } else {
          warn("'\(label):' of \(name) is not something Stackup reads; it is left out", at: value)
        }
      }
      if name == "Image", node.value(of: "name") == nil, node.value(of: "systemName") == nil,
        node.value(of: "width") == nil
      {
        warn("this Image names no asset or symbol; it is laid out 100×100", at: call)
        node.attribute("width", "100")
        node.attribute("height", "100")
      }
      if name == "Image", node.value(of: "name") != nil, node.value(of: "width") == nil {
        let asset = node.value(of: "name") ?? ""
        if !HostComments(source).assets.contains(where: {
          $0.contains { $0.name == "name" && $0.value == asset }
        }) {
          warn(
            "no '// stackup-asset: name=\"\(asset)\" width=… height=…' comment gives the image's size; it is laid out 100×100",
            at: call)
          node.attribute("width", "100")
          node.attribute("height", "100")
        }
      }
      return templates + [node]
    }

    /// Whether `value` is a `ForEach` element's field.
    private func isElement(_ value: ExprSyntax, in scope: Scope) -> Bool {
      if case .element? = bound(value, in: scope) { return true }
      return false
    }

    /// The first unlabelled argument: Text's text, Image's asset name, a ScrollView's axes,
    /// a Section's header, the title of a control.
    private func unlabelled(
      _ value: ExprSyntax, for node: MarkupNode, spec: DialectRegistry.Element, in scope: Scope
    ) {
      switch node.name {
      case "Text":
        if let style = currentCall?.arguments.first(where: { $0.label?.text == "style" }) {
          // `Text(date, style: .date)`: the file has no date, so a typical one stands in.
          let styleName = style.expression.trimmedDescription
          node.text = Self.dateStandIns[styleName] ?? "2 hours"
          warn(
            "the date is not in the file; '\(node.text ?? "")' stands in for it", at: value)
        } else {
          node.text = text(of: value, in: scope)
        }
      case "Image":
        image(named: value, node: node, in: scope)
      case "ScrollView":
        node.attribute("axes", attributeValue(value, in: scope), at: position(value))
      case "Section":
        if value.is(StringLiteralExprSyntax.self) || self.value(of: value, in: scope) != nil {
          node.attribute("header", text(of: value, in: scope), at: position(value))
        }
      case "Color":
        node.attribute("name", attributeValue(value, in: scope), at: position(value))
      case "AnyLayout":
        node.attribute("layout", rewrite(value, in: scope), at: position(value))
      case "ViewThatFits":
        node.attribute("in", attributeValue(value, in: scope), at: position(value))
      case "TimelineView":
        // The schedule only says when to redraw: kept as written, read by no layout.
        node.attribute("schedule", value.trimmedDescription, at: position(value))
      case "LabeledContent" where node.value(of: "title") != nil:
        node.attribute("value", text(of: value, in: scope), at: position(value))
      default:
        if spec.attributes.contains("title"), node.value(of: "title") == nil {
          node.attribute("title", text(of: value, in: scope), at: position(value))
        } else if spec.acceptsText, node.text == nil {
          node.text = text(of: value, in: scope)
        } else {
          warn(
            "this argument of \(node.name) is not something Stackup reads; it is left out",
            at: value)
        }
      }
    }

    /// `Image("pier")`: the asset's name.
    private func image(named value: ExprSyntax, node: MarkupNode, in scope: Scope) {
      var name = attributeValue(value, in: scope)
      // `Image(.pier)`: the asset catalogue's generated symbol names the asset `pier`.
      if name.hasPrefix("."), value.is(MemberAccessExprSyntax.self) { name.removeFirst() }
      node.attribute("name", name, at: position(value))
    }

    /// `URL(string: "https://…")!` → the string.
    private func linkDestination(_ value: ExprSyntax, in scope: Scope) -> String {
      let literal = value.tokens(viewMode: .sourceAccurate).first {
        if case .stringSegment = $0.tokenKind { return true }
        return false
      }
      return literal?.text ?? "https://example.com"
    }

    /// What a closure argument of an element is.
    enum ClosureRole {
      case children, skip
      /// A view in an attribute that names a template (`label=":t1"`).
      case template(String)
    }

    private func closureRole(
      _ name: String, label: String?, unlabelledIsAction: Bool, spec: DialectRegistry.Element
    ) -> ClosureRole {
      switch (name, label) {
      case (_, "action"?), (_, "destination"?), (_, "onIncrement"?), (_, "onDecrement"?),
        (_, "primaryAction"?), (_, "onEditingChanged"?), (_, "onCommit"?):
        return .skip
      // `Button("Save") { save() }` and `Button { save() } label: { … }` act; `Button(action:)
      // { … }` labels. `NavigationLink` likewise with its destination.
      case ("Button", nil), ("NavigationLink", nil): return unlabelledIsAction ? .skip : .children
      case ("Button", "label"?), ("Link", "label"?), ("NavigationLink", "label"?): return .children
      case ("Section", "header"?), ("Section", "footer"?), ("Label", "title"?), ("Label", "icon"?):
        return .template(label ?? "")
      case ("Label", nil): return .template("title")
      // A split view's sidebar is its children; its other columns are templates (§8.11).
      case ("NavigationSplitView", "sidebar"?): return .children
      case ("NavigationSplitView", "content"?): return .template("content")
      case (_, nil), (_, "content"?): return .children
      case (_, let label?) where spec.attributes.contains(label): return .template(label)
      default: return .skip
      }
    }

    /// A closure's views as a template child named `t1`, `t2` …; returns its reference (`:t1`).
    /// Several views form `implicitStack`: an HStack for a label, a ZStack in a background or
    /// overlay (semantics §11.5).
    func templateReference(
      _ closure: ClosureExprSyntax, into templates: inout [MarkupNode], in scope: Scope,
      at written: ExprSyntax? = nil, implicitStack: String = "HStack"
    ) -> String {
      self.templates += 1
      let name = "t\(self.templates)"
      let nodes = statements(closure.statements, in: scope)
      // Templates of the closure's own views (a Label's title and icon inside a Menu's label)
      // go beside this one, where those views' references find them.
      templates += nodes.filter { $0.value(of: "template") != nil }
      let views = nodes.filter { $0.value(of: "template") == nil }
      let node: MarkupNode
      if views.count == 1 {
        node = views[0]
      } else {
        node = MarkupNode(implicitStack, at: written.map { position($0) } ?? position(closure))
        node.children = views
      }
      node.attribute("template", name)
      templates.append(node)
      return ":" + name
    }

    /// The SF Symbol a case of the SFSafeSymbols package names (`Image(systemSymbol:
    /// .gCircleFill)`, `Label("A", systemSymbol: .person2Fill)`; nil for anything else), so a
    /// file using it shows its symbols: the package names each symbol by its name's parts
    /// joined in camel case ("g.circle.fill"), a digit starting a part and `_` a leading one.
    static func safeSymbolName(_ value: ExprSyntax) -> String? {
      guard let member = value.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedDescription == "SFSymbol"
      else { return nil }
      var name = ""
      var previous: Character = "."
      for character in member.declName.baseName.text.drop(while: { $0 == "_" }) {
        if character.isUppercase || (character.isNumber && previous.isLetter) {
          name.append(".")
        }
        name += character.lowercased()
        previous = character
      }
      return name.isEmpty ? nil : name
    }

    /// The name of a closure's first parameter (`{ proxy in … }`), nil for none or `_`.
    func closureParameter(_ closure: ClosureExprSyntax) -> String? {
      let name: String?
      switch closure.signature?.parameterClause {
      case .simpleInput(let names)?: name = names.first?.name.text
      case .parameterClause(let clause)?: name = clause.parameters.first?.firstName.text
      case nil: name = nil
      }
      return name == "_" ? nil : name
    }

    /// `ForEach` over a range or known data: `<ForEach range="0..<3">`, `<ForEach items='…'>`,
    /// its closure's parameter the `as` name.
    func forEach(_ call: FunctionCallExprSyntax, in scope: Scope) -> [MarkupNode] {
      let arguments = arguments(of: call)
      guard let data = arguments.first(where: { $0.label == nil || $0.label == "data" })?.value,
        let content = arguments.last(where: { $0.value.is(ClosureExprSyntax.self) })?.value.as(
          ClosureExprSyntax.self)
      else { return placeholder("ForEach", at: call, in: scope) }
      let node = MarkupNode("ForEach", at: position(call))
      var parameters: [String] = []
      switch content.signature?.parameterClause {
      case .simpleInput(let names)?: parameters = names.map(\.name.text)
      case .parameterClause(let clause)?: parameters = clause.parameters.map(\.firstName.text)
      case nil: break
      }
      var parameter = parameters.first ?? "$0"
      let body = Scope(parent: scope, owner: nil)
      var unwrapped = data
      if let tuple = data.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        unwrapped = only.expression
      }
      if let call = unwrapped.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "Array", let only = call.arguments.first
      {
        unwrapped = only.expression
      }
      // `items.enumerated()` with `{ index, item in … }`: markup's `{index}` is the position.
      if let call = unwrapped.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "enumerated", let base = member.base,
        parameters.count == 2
      {
        unwrapped = base
        body.names[parameters[0]] = .element("index", sample: .number("0"))
        parameter = parameters[1]
      }
      let values = dataValues(unwrapped, in: scope)
      if unrolling > 0 {
        if values == nil {
          warn(
            "ForEach over '\(data.trimmedDescription)' needs its data: give it with --data FILE.json; three copies stand in for it",
            at: data)
        }
        let copies = values ?? Array(repeating: .expression(data.trimmedDescription), count: 3)
        return unrolled(copies, parameter: parameter, content: content, index: body, in: scope)
      }
      let fallbacks = elementFallbacks
      let warningCount = warnings.count
      if let range = rangeText(unwrapped, in: scope) {
        node.attribute("range", range, at: position(data))
        let name = parameter == "_" || parameter == "$0" ? "index" : parameter
        if name != "index" { node.attribute("as", name) }
        body.names[parameter] = .element(name, sample: values?.first)
      } else if let values {
        node.attribute("items", SwiftValue.array(values).json, at: position(data))
        let name =
          parameter == "_" || parameter == "$0" || parameter == "index" ? "item" : parameter
        if name != "item" { node.attribute("as", name) }
        body.names[parameter] = .element(name, sample: values.first)
      } else {
        warn(
          "ForEach over '\(data.trimmedDescription)' needs its data: give it with --data FILE.json; three copies stand in for it",
          at: data)
        node.attribute("count", "3", at: position(data))
        body.names[parameter] = .unknown(data.trimmedDescription)
      }
      node.children = statements(content.statements, in: body)
      if let values, elementFallbacks > fallbacks {
        // The copies differ in ways `{item.field}` cannot say: each is translated with its
        // element's value instead, as a hand translation writes them out.
        elementFallbacks = fallbacks
        warnings.removeLast(warnings.count - warningCount)
        return unrolled(values, parameter: parameter, content: content, index: body, in: scope)
      }
      return [node]
    }

    /// One translation of `content` per element, its parameter bound to the element's value.
    private func unrolled(
      _ values: [SwiftValue], parameter: String, content: ClosureExprSyntax, index: Scope,
      in scope: Scope
    ) -> [MarkupNode] {
      var nodes: [MarkupNode] = []
      for (position, value) in values.enumerated() {
        let copy = Scope(parent: scope, owner: nil)
        for (name, bound) in index.names {
          if case .element("index", _) = bound {
            copy.names[name] = .value(.number("\(position)"), constant: nil)
          }
        }
        copy.names[parameter] = .value(value, constant: nil)
        nodes += statements(content.statements, in: copy)
      }
      return nodes
    }

    /// The elements of a `ForEach`'s data, when the file (or `--data`) gives them: a range's
    /// numbers, an array's values, an enum's `allCases`.
    private func dataValues(_ expression: ExprSyntax, in scope: Scope) -> [SwiftValue]? {
      if let range = rangeText(expression, in: scope) {
        let closed = range.contains("...")
        let bounds = range.split(separator: closed ? "..." : "..<").compactMap { Int($0) }
        guard bounds.count == 2 else { return nil }
        let upper = closed ? bounds[1] : bounds[1] - 1
        guard upper >= bounds[0], upper - bounds[0] < 1000 else { return [] }
        return (bounds[0]...upper).map { .number("\($0)") }
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "allCases", let base = member.base,
        let type = declarations.types[base.trimmedDescription], !type.cases.isEmpty
      {
        return type.cases.map { .record([("rawValue", .string($0.raw))], source: "." + $0.name) }
      }
      if case .array(let items)? = itemsValue(expression, in: scope) { return items }
      return nil
    }

    /// `0..<3`, `1...count`, `items.indices` as markup's `range`.
    private func rangeText(_ expression: ExprSyntax, in scope: Scope) -> String? {
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "indices",
        let base = member.base, case .array(let items)? = value(of: base, in: scope)
      {
        return "0..<\(items.count)"
      }
      if let call = expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "Array",
        let only = call.arguments.first, call.arguments.count == 1
      {
        return rangeText(only.expression, in: scope)
      }
      guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
      let parts = Array(sequence.elements)
      guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self),
        op.operator.text == "..<" || op.operator.text == "...",
        case .number(let low)? = value(of: parts[0], in: scope),
        case .number(let high)? = value(of: parts[2], in: scope)
      else { return nil }
      return low + op.operator.text + high
    }

    /// The data of a `ForEach` over a known array, or over `--data`'s value of the same name
    /// (`viewModel.items` looks up `items` too).
    private func itemsValue(_ expression: ExprSyntax, in scope: Scope) -> SwiftValue? {
      var expression = expression
      if let call = expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "Array",
        let only = call.arguments.first
      {
        expression = only.expression
      }
      if let value = value(of: expression, in: scope), case .array = value { return value }
      let text = expression.trimmedDescription
      let last = String(text.split(separator: ".").last ?? "")
      if let data = options.data[text] ?? options.data[last], case .array = data {
        return SwiftValue(data)
      }
      return nil
    }
  }
#endif
