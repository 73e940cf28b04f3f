#if SwiftSource
  import Interpreter
  import SwiftParser
  import SwiftSyntax

  /// Translates one Swift file: finds the view to show (`--view`, else the `#Preview`, else the
  /// first view), and writes it as a Preview document with its host, assets and constants.
  ///
  /// Views the file declares (subviews, helper functions, computed properties, view modifiers
  /// and `extension View` functions) are translated where they are used, with their arguments
  /// filled in, so their text, conditions and data are known there as a hand translation knows
  /// them. Styles stay components, applied through their modifier.
  final class ViewFileTranslator {
    let source: String
    let fileName: String
    let options: SwiftConversionOptions
    let tree: SourceFileSyntax
    let locations: SourceLocationConverter
    let declarations: SwiftDeclarations
    var warnings: [SwiftWarning] = []
    /// `<Constant>` declarations, in order.
    var constants: [(name: String, value: String, position: SwiftPosition)] = []
    /// Style components (`ButtonStyle`, `LabelStyle`, `ToggleStyle`) used, by name.
    var styles: [String: MarkupNode] = [:]
    var styleOrder: [String] = []
    /// How deep view translation is nested (a view that uses itself ends here).
    var depth = 0
    static let maxDepth = 64
    /// Uses of a `ForEach` element that markup's `{item.field}` cannot express (a computed
    /// property, arithmetic, a choice): the ForEach is then unrolled, each copy translated
    /// with its element's value.
    var elementFallbacks = 0
    /// Above 0 while translating content whose `ForEach`es must be unrolled (a Picker's
    /// options are its Text children).
    var unrolling = 0
    /// The view call whose arguments are being read.
    var currentCall: FunctionCallExprSyntax?
    /// Counter for template names.
    var templates = 0
    /// Whether the next view of the file made is the one the `#Preview` shows, whose
    /// properties become the document's `<Constant>`s and read `--data`.
    var previewRootPending = false

    init(source: String, fileName: String, options: SwiftConversionOptions) {
      self.source = source
      self.fileName = fileName
      self.options = options
      tree = Parser.parse(source: source)
      locations = SourceLocationConverter(fileName: fileName, tree: tree)
      declarations = SwiftDeclarations(tree)
    }

    func position(_ node: some SyntaxProtocol) -> SwiftPosition {
      let location = locations.location(for: node.positionAfterSkippingLeadingTrivia)
      let length = node.trimmedLength.utf8Length
      return SwiftPosition(line: location.line, column: location.column, length: length)
    }

    func warn(_ message: String, at node: some SyntaxProtocol) {
      let warning = SwiftWarning(message, at: position(node))
      if !warnings.contains(warning) { warnings.append(warning) }
    }

    func run() throws(SwiftConversionError) -> SwiftConversion {
      if tree.hasError { throw syntaxError() }
      let comments = HostComments(source)
      for position in comments.malformed {
        warnings.append(SwiftWarning("expected name=value in a // stackup: comment", at: position))
      }
      let globals = Scope(parent: nil, owner: nil)
      for (name, value) in declarations.globals {
        globals.names[name] = bind(value, constant: name, in: globals, declare: true)
      }
      for typeName in declarations.order {
        guard let type = declarations.types[typeName] else { continue }
        for (name, value) in type.statics.sorted(by: { $0.key < $1.key }) {
          let qualified = typeName + "." + name
          globals.names[qualified] = bind(value, constant: qualified, in: globals, declare: true)
        }
      }
      let content = try rootViews(in: globals)
      let preview = MarkupNode("Preview", at: nil)
      var hasSize = false
      for pair in comments.host {
        preview.attribute(pair.name, pair.value, at: pair.position)
        if ["width", "height", "device"].contains(pair.name) { hasSize = true }
      }
      if !hasSize { preview.attribute("device", "iPhone 16 Pro") }
      for asset in comments.assets {
        let node = MarkupNode("ImageAsset", at: asset.first?.position)
        for pair in asset { node.attribute(pair.name, pair.value, at: pair.position) }
        preview.children.append(node)
      }
      for constant in constants {
        let node = MarkupNode("Constant", at: constant.position)
        node.attribute("name", constant.name)
        node.attribute("value", constant.value)
        preview.children.append(node)
      }
      preview.children += styleOrder.compactMap { styles[$0] }
      preview.children += content
      var writer = MarkupWriter()
      writer.write(preview, indent: 0)
      return SwiftConversion(
        markup: writer.lines.joined(separator: "\n") + "\n", lines: writer.origins,
        warnings: warnings)
    }

    /// The first place the parser could not read: a file Swift would not compile is an
    /// error, as malformed markup is, rather than a guess at what was meant.
    private func syntaxError() -> SwiftConversionError {
      for token in tree.tokens(viewMode: .all) {
        if token.presence == .missing {
          let description = token.text.isEmpty ? "code" : "'\(token.text)'"
          return SwiftConversionError(
            "the Swift file does not parse: expected \(description) here", at: position(token))
        }
        if token.parent?.is(UnexpectedNodesSyntax.self) == true
          || token.parent?.parent?.is(UnexpectedNodesSyntax.self) == true
        {
          return SwiftConversionError(
            "the Swift file does not parse: unexpected '\(token.text)'", at: position(token))
        }
      }
      return SwiftConversionError("the Swift file does not parse")
    }

    /// The views the document shows: `--view Name`, the first `#Preview`, a `PreviewProvider`,
    /// or the first view struct.
    private func rootViews(in globals: Scope) throws(SwiftConversionError) -> [MarkupNode] {
      if let name = options.viewName {
        guard let type = declarations.types[name], type.role == .view, type.body != nil else {
          let views = declarations.order.filter { declarations.types[$0]?.role == .view }
          throw SwiftConversionError(
            "--view \(name): \(fileName) declares no view named '\(name)'"
              + (views.isEmpty ? "" : " (its views: \(views.joined(separator: ", ")))"))
        }
        return instantiate(type, arguments: [], at: type.node, in: globals, outside: true)
      }
      if let preview = declarations.previews.first {
        previewRootPending = true
        let nodes = statements(preview.statements, in: globals)
        // Located at the `#Preview`: the markup's own "no content" error would point at the
        // file's first line.
        guard !nodes.isEmpty else {
          throw SwiftConversionError(
            "the #Preview makes no view Stackup reads (a view call such as ContentView(), or `return` one)",
            at: position(preview.node))
        }
        return nodes
      }
      if let provider = declarations.order.lazy.compactMap({ self.declarations.types[$0] })
        .first(where: { $0.computed["previews"] != nil }), let body = provider.computed["previews"]
      {
        return statements(body, in: Scope(parent: globals, owner: provider))
      }
      guard let view = declarations.firstView else {
        throw SwiftConversionError(
          "\(fileName) declares no SwiftUI view (a struct conforming to View with a body)")
      }
      return instantiate(view, arguments: [], at: view.node, in: globals, outside: true)
    }

    /// A `Bound` for a declaration's initial value; `declare` makes it a `<Constant>` when the
    /// value is a literal markup can hold.
    func bind(_ expression: ExprSyntax, constant name: String?, in scope: Scope, declare: Bool)
      -> Bound
    {
      guard let value = value(of: expression, in: scope) else {
        return .unknown(expression.trimmedDescription)
      }
      if declare, let name, Self.declarable(value) {
        if !constants.contains(where: { $0.name == name }) {
          constants.append((name, value.swiftText, position(expression)))
        }
        return .value(value, constant: name)
      }
      return .value(value, constant: nil)
    }

    /// Values a `<Constant>` holds: literals and enum cases (not records or arrays, which
    /// markup reads as `ForEach` data instead).
    static func declarable(_ value: SwiftValue) -> Bool {
      switch value {
      case .string, .number, .bool, .member: true
      default: false
      }
    }
  }
#endif
