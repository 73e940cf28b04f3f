import LayoutEngine
package import MarkupSyntax

/// Turns a `SyntaxTree` into a `ViewTree`: looks each element up in the element catalogue,
/// decodes its attributes, applies its modifier chain layer by layer, and collects located
/// diagnostics (several at once where it can go on).
///
/// Named `MarkupInterpreter` rather than after its module (`Interpreter`), so the type and the
/// module never shadow each other: `MarkupInterpreter.interpret(syntax)`. Library users reach it
/// through `Markup.interpret(_:settings:)`, which parses and resolves imports first.
package enum MarkupInterpreter {
  /// The document `syntax` describes, or every error found in it (with its warnings).
  package static func interpret(
    _ syntax: SyntaxTree, settings: InterpreterSettings = InterpreterSettings()
  ) throws(DiagnosticError) -> Document {
    let builder = Builder(syntax: syntax, settings: settings)
    let document = builder.run(settings: settings)
    let errors = builder.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty { throw DiagnosticError(builder.diagnostics) }
    return document
  }
}

/// A view or a list of views (Group, ForEach, EmptyView) produced by one element. Lists stay
/// open until a container takes them, so a modifier on a list reaches each element (§1.18).
/// Only a list is boxed: views are nearly every item, and a box per view was an allocation
/// per element and per modifier layer.
enum Item {
  case view(NodeID)
  indirect case list(NodeInfo, [Item])
}

/// The state of one interpretation, and the walk over the elements that builds the view tree.
///
/// The state is split by what it is for, one type each: where the builder is and what is in
/// scope there (`BuildScope`), what the document may still make (`ExpansionBudget`), answers
/// kept to be looked up again (`BuildCaches`) and the diagnostics (`DiagnosticSink`). The
/// first three are read for nearly every element, and each is kept in an `UncheckedCell`:
/// an access to a class's stored property is otherwise checked at run time against
/// overlapping accesses (about 60 instructions), and building one element made about a dozen
/// (the gain of each cell is on its declaration; docs/performance.md, "Checked accesses").
/// A builder is used on one thread, and no method of these types runs builder code while it
/// modifies its value, which is what the checks would catch.
final class Builder {
  /// Where the builder is and what is in scope there: read several times per element.
  /// Unchecked, it saves 0.55 M instructions at 1k views (1.3%), 5.0 M at 11k (1.9%).
  let scope: UncheckedCell<BuildScope>
  /// What ForEach copies, components and templates may still make: each element enters and
  /// leaves a level. Unchecked, it saves 0.19 M instructions at 1k views (0.5%), 1.4 M at 11k
  /// (0.6%).
  let budget: UncheckedCell<ExpansionBudget>
  /// Answers worked out once and looked up again: an element's spec, chain and node
  /// information. Unchecked, it saves 0.44 M instructions at 1k views (1.1%), 3.2 M at 11k
  /// (1.2%).
  let caches = UncheckedCell(BuildCaches())
  /// The diagnostics, each recorded once (see `report`).
  private var sink = DiagnosticSink()

  /// The tree being read (see `BuildScope`).
  var syntax: SyntaxTree {
    get { scope.unchecked.syntax }
    set { scope.unchecked.syntax = newValue }
  }
  /// Components defined in the document and its libraries, the standard ones included.
  var components: [String: ComponentDefinition] {
    if standardComponentsPending { declareStandardComponents() }
    return scope.unchecked.components
  }

  /// The component called `name`, or nil. The standard components, when not declared yet
  /// (`standardComponentsPending`), are declared only if `name` is one of theirs.
  func component(named name: String) -> ComponentDefinition? {
    if standardComponentsPending, StandardComponents.names.contains(name) {
      declareStandardComponents()
    }
    if scope.unchecked.components.isEmpty { return nil }
    return scope.unchecked.component(named: name)
  }
  /// Component expansions in progress, innermost last.
  var expansions: [Expansion] { scope.unchecked.expansions }
  /// The values a data ForEach binds, innermost copy last.
  var dataBindings: [[String: DataValue]] { scope.unchecked.dataBindings }
  /// Declared constants and the environment conditions read.
  var resolver: ExpressionResolver { scope.unchecked.resolver }

  /// The document's own tree.
  let document: SyntaxTree
  /// The document's components, layout value keys, templates and modifier count.
  let survey: DocumentSurvey
  let tree = ViewTree()
  var options: LayoutOptions
  let registry: LayoutRegistry
  /// Declared layout value keys and their defaults (Swift-declared plus markup-declared).
  var layoutValueKeys: [String: LayoutValue]
  /// "compact" or "regular".
  var horizontalSizeClass = "compact"
  /// View-modifier components by extension name (`.cardStyle(…)`, see CustomModifiers.swift).
  var modifierExtensions: [String: String] = [:]
  /// The custom styles in effect while building, by control (`Button`, `Label`, `Toggle`).
  var controlStyles: [String: ControlStyle] = [:]
  /// Whether a chain read a GeometryReader's proxy since the innermost reader began (§1.2,
  /// GeometryProxies.swift): that reader then gives its content its geometry.
  var geometryRead = false
  /// Where each `id` was first written (see DocumentChecks.swift).
  var idSites: [String: IDSite] = [:]

  /// `value`'s characters, copied once while the same value is asked for again: inline views
  /// in one long modifier chain each read their arguments' text from it.
  func characters(of value: String) -> [Character] {
    if value != caches.unchecked.lastValueCharacters.value {
      caches.unchecked.lastValueCharacters = (value, Array(value))
    }
    return caches.unchecked.lastValueCharacters.characters
  }
  /// Calls inside modifier closures written as elements, by their tree (ClosureElements.swift).
  var closureFrames: [ObjectIdentifier: ClosureFrame] = [:]
  /// The characters `start..<end` of an attribute's value as written, "" for offsets outside
  /// it. Whether the value is ASCII is checked once per value: checked at each call, 2,000
  /// `.overlay { Text("a").padding(1) }` in one value took 3 s in debug, 20,000 400 s.
  func text(of value: String, from start: Int, to end: Int) -> String {
    if value != caches.unchecked.lastValueIsASCII.value {
      caches.unchecked.lastValueIsASCII = (value, ChainTokenizer.isPlainASCII(value))
    }
    if caches.unchecked.lastValueIsASCII.ascii,
      let ascii = ChainTokenizer.asciiText(of: value, from: start, to: end)
    {
      return ascii
    }
    let source = characters(of: value)
    guard 0 <= start, start <= end, end <= source.count else { return "" }
    return String(source[start..<end])
  }
  /// Templates being built, innermost last (see ExpansionLimits.swift).
  var templatesInProgress: [TemplateInProgress] = []
  /// The `ignoresSafeArea` layers built, with where their call is (SafeAreaNesting.swift).
  var safeAreaIgnoring: [Int32: MarkupLocation?] = [:]
  var safeAreaIgnoringCount = 0
  /// Unknown and unsupported names are warnings, not errors (`InterpreterSettings.lenient`).
  let lenient: Bool
  /// The app's own names are errors, not warnings (`InterpreterSettings.strict`).
  let strict: Bool

  /// Component libraries to take definitions from (imports).
  let libraries: [SyntaxTree]
  /// Whether the standard components are still to be declared (`declareComponents()`).
  var standardComponentsPending: Bool
  /// Declared image sizes by name (`<ImageAsset>`, §11.4).
  var imageAssets: [String: ImageAsset] = [:]
  /// The document's `<Constant>` and `<ImageAsset>` elements that were declared (the
  /// Preview's first children); any other is misplaced.
  var declarations: Set<Int32> = []
  /// The environment's colour scheme, "light" (the default) or "dark".
  var colorScheme = "light"
  /// JSON files named by `items="….json"`, read by the pipeline (see `DataFile`).
  let dataFiles: [String: DataFile]

  init(syntax: SyntaxTree, settings: InterpreterSettings) {
    self.scope = UncheckedCell(BuildScope(syntax: syntax))
    self.budget = UncheckedCell(ExpansionBudget(settings))
    self.document = syntax
    self.survey = DocumentSurvey(syntax)
    self.libraries = settings.componentLibraries
    self.standardComponentsPending = settings.standardComponents
    self.options = settings.options
    self.registry = settings.layouts
    self.layoutValueKeys = settings.layoutValueKeys
    self.scope.unchecked.resolver.meter = ConstantMeter(limit: settings.maxExpandedText)
    self.lenient = settings.lenient
    self.strict = settings.strict && !settings.lenient
    self.dataFiles = settings.dataFiles
  }

  // MARK: Diagnostics

  /// The diagnostics recorded, each once (see `report`).
  var diagnostics: [Diagnostic] { sink.diagnostics }

  func error(_ id: String, _ message: String, at location: MarkupLocation?, length: Int = 1) {
    report(Diagnostic(.error, id: id, message: message, at: location, length: length))
  }

  func warning(_ id: String, _ message: String, at location: MarkupLocation?, length: Int = 1) {
    report(Diagnostic(.warning, id: id, message: message, at: location, length: length))
  }

  /// A name of the app's own that Stackup cannot model (an extension modifier, an asset
  /// colour): a warning, and the view is laid out without it, so one such name does not stop a
  /// screen; an error under `strict`.
  func appName(_ id: String, _ message: String, at location: MarkupLocation?, length: Int = 1) {
    let severity: DiagnosticSeverity = strict ? .error : .warning
    report(Diagnostic(severity, id: id, message: message, at: location, length: length))
  }

  /// How many errors were reported so far (to tell a consequence from a cause), repeats
  /// included (see `report`).
  var errorCount: Int { sink.errorCount }
  /// How many diagnostics were reported so far, repeats included: what tells whether building
  /// something produced any.
  var reportCount: Int { sink.reportCount }

  /// Records a diagnostic, naming its file when it is not the document's. A diagnostic made
  /// again (the same message at the same place: an element inside a ForEach or a component
  /// body is built once per copy) is recorded once: nested ForEach made thousands of copies
  /// of one error.
  func report(_ diagnostic: Diagnostic) {
    // Made inside a ForEach copy or component body, a diagnostic counts against the
    // expansion limit like a view (`ExpansionBudget.addDiagnostic`).
    budget.unchecked.addDiagnostic()
    var d = diagnostic
    if syntax.file.name != document.file.name, d.file == nil { d.file = syntax.file }
    record(d)
  }

  /// Records a diagnostic whose file is already right (see `report` and `DiagnosticSink`).
  func record(_ diagnostic: Diagnostic) {
    sink.record(diagnostic, insideCopy: budget.unchecked.isExpanding)
  }

  /// The location of character `offset` inside an attribute's value. The last one found is
  /// remembered, so the diagnostics of one long value (found left to right) are located in
  /// linear time.
  func location(_ attribute: SyntaxTree.Attribute, _ offset: Int) -> MarkupLocation {
    var start = (character: 0, offset: attribute.valueLocation.offset)
    if let last = caches.unchecked.lastValueLocation, last.value == attribute.valueLocation.offset,
      last.character <= offset, last.tree.isSameTree(as: syntax)
    {
      start = (last.character, last.offset)
    }
    let raw = syntax.offset(inValueOf: attribute, characterOffset: offset, from: start)
    caches.unchecked.lastValueLocation = (syntax, attribute.valueLocation.offset, offset, raw)
    return syntax.file.location(ofOffset: raw)
  }

  // MARK: Running

  func run(settings: InterpreterSettings) -> Document {
    // Each frame holds its context, which holds this builder: dropped once built, so the two
    // do not keep each other alive.
    defer { closureFrames.removeAll() }
    let rootIndex = settings.rootElement ?? syntax.root
    let root = syntax.element(rootIndex)
    var proposal = ProposedViewSize(width: settings.width, height: settings.height)
    let items: [Item]
    // About one node per element and one per modifier layer: sized once, the arena is not
    // copied (and its pages faulted in) again at every doubling.
    tree.reserveCapacity(syntax.elements.count + survey.modifierCount)
    declareLayoutValueKeys()
    declareComponents()
    checkTemplateNames()
    if root.name == "Preview" {
      let attributes = attributeMap(rootIndex, allowed: PreviewAttributes.names)
      PreviewAttributes.apply(attributes, builder: self, proposal: &proposal)
    }
    if let sizeClass = settings.horizontalSizeClass { horizontalSizeClass = sizeClass }
    if let size = settings.dynamicTypeSize { options.dynamicTypeSize = size }
    if let platform = settings.platform { options.platform = platform }
    declareConstants(root: rootIndex)
    if root.name == "Preview" {
      items = buildChildren(of: rootIndex)
      // Only when nothing else went wrong: a failed child already explains the emptiness.
      if items.isEmpty && !diagnostics.contains(where: { $0.severity == .error }) {
        error("empty-preview", "the Preview has no content", at: root.location)
      }
    } else {
      items = build(rootIndex).map { [$0] } ?? []
    }
    if let override = settings.overrideProposal { proposal = override }
    makeRoot(items, line: root.location.line)
    let viewDepth = checkViewDepth()
    checkSafeAreaNesting()
    return Document(
      tree: tree, proposal: proposal, options: options,
      warnings: diagnostics.filter { $0.severity != .error }, viewDepth: viewDepth,
      builder: settings.keepsBuilder ? self : nil)
  }

  /// The host's content: a single view, else an implicit VStack (semantics §1.18).
  private func makeRoot(_ items: [Item], line: Int) {
    if items.count == 1, case .view(let id) = items[0] {
      tree.root = id
      return
    }
    guard !items.isEmpty else { return }
    let stack = tree.add(
      .container(AnyLayout(VStackLayout())), children: materialize(items),
      info: NodeInfo(kind: "VStack", line: line, isImplicit: true))
    tree.root = stack
  }

  /// Turns items into nodes, lists into group nodes.
  func materialize(_ items: [Item]) -> [NodeID] {
    items.map { item in
      switch item {
      case .view(let id): return id
      case .list(let info, let members):
        let group = tree.add(.group, children: materialize(members), info: info)
        if info.kind == "GridRow" {
          tree.markGridRow(group, alignment: info.details["alignment"])
        }
        return group
      }
    }
  }

  /// The views of items, lists opened (as `_VariadicView.Children` sees them); list nodes
  /// are not created, so the views can be regrouped.
  func flattened(_ items: [Item]) -> [NodeID] {
    var result: [NodeID] = []
    var stack = Array(items.reversed())
    while let item = stack.popLast() {
      switch item {
      case .view(let id): result.append(id)
      case .list(_, let members): stack.append(contentsOf: members.reversed())
      }
    }
    return result
  }

  /// Wraps items as one view: itself if they hold a single view, else an implicit container.
  func single(_ items: [Item], implicit: (kind: String, layout: AnyLayout), line: Int) -> NodeID? {
    if items.count == 1, case .view(let id) = items[0] { return id }
    let views = flattened(items)
    if views.count == 1 { return views[0] }
    if items.isEmpty { return nil }
    return tree.add(
      .container(implicit.layout), children: materialize(items),
      info: NodeInfo(kind: implicit.kind, line: line, isImplicit: true))
  }

  // MARK: Elements

  /// Builds every non-template child of `element`.
  func buildChildren(of element: Int32) -> [Item] {
    let children = syntax.children(of: element)
    var items: [Item] = []
    items.reserveCapacity(children.count)
    for child in children where !isTemplate(child) {
      if let item = build(child) { items.append(item) }
    }
    return items
  }

  func isTemplate(_ element: Int32) -> Bool {
    // Most documents have no templates: then no child of theirs needs its attributes read.
    if !survey.hasTemplates, syntax.isSameTree(as: document) { return false }
    let attributes = syntax.attributes(of: element)
    return attributes.indices.contains { attributes[$0].name.isSameName(as: "template") }
  }

  /// Builds one element (with its modifiers) into an item.
  func build(_ element: Int32) -> Item? {
    defer { leaveElement() }
    guard enterElement(element) else { return nil }
    if budget.unchecked.isExpanding, !withinTextLimit(copying: element) { return nil }
    var node = syntax.element(element)
    switch node.name {
    case "Component":
      return nil  // a definition, collected before building
    case "Slot":
      _ = attributeMap(element, allowed: [])
      return buildSlot(element)
    case "Content", "configuration.label":
      return buildContent(element)
    case "#closure":
      return buildClosureView(element)
    // A style's other parts, compared only in documents that declare a style.
    case _ where scope.unchecked.hasStyleComponents && Self.slotNames.contains(node.name):
      return buildContent(element)
    default:
      break
    }
    // `.buttonStyle(ActionButtonStyle())` is in effect inside the element and on itself.
    let savedStyles = scope.unchecked.hasStyleComponents ? enterStyles(of: element) : nil
    defer { if let savedStyles { controlStyles = savedStyles } }
    if let definition = component(named: node.name) {
      guard let item = expand(definition, at: element) else { return nil }
      let attributes = attributeMap(
        element, allowed: Set(definition.parameters.keys).union(ElementCatalog.commonAttributes),
        report: false)
      return finish(
        item, id: attributes["id"], modifiers: attributes["modifiers"], element,
        line: node.location.line)
    }
    if !expansions.isEmpty { node.text = substitute(node.text) }
    if !dataBindings.isEmpty, node.text.containsByte(UInt8(ascii: "{")) {
      let at = node.textLocation ?? node.location
      node.text = substituteData(in: node.text) { _ in at }
    }
    guard let spec = spec(named: node.name) else {
      return SwiftUIVocabulary.unknownElement(element, in: self)
    }
    let attributes = attributeMap(element, of: spec)
    if !spec.acceptsChildren, node.firstChild >= 0 {
      for child in syntax.children(of: element) where !isTemplate(child) {
        let c = syntax.element(child)
        error(
          "unexpected-child",
          "'\(node.name)' takes no child views; '\(c.name)' is not allowed here",
          at: c.location, length: c.name.count + 1)
      }
    }
    if !spec.acceptsText, let textLocation = node.textLocation {
      error("unexpected-text", "'\(node.name)' takes no text content", at: textLocation)
    }
    // The attributes move into the context, and `finish` borrows them back from it: keeping a
    // copy here too retained and released their storage per element.
    var modifiers = attributes["modifiers"]
    // A Section in a list applies its modifiers to each row itself (§5.6).
    if let chain = modifiers, node.name.isSameName(as: "Section"),
      ListElements.modifiesRows(chain, element, self)
    {
      modifiers = nil
    }
    let chain = modifiers.map { parsedChain($0) }
    let context = ElementContext(
      builder: self, element: element, node: node, attributes: consume attributes)
    guard let item = spec.make(context) else { return nil }
    return finish(
      item, id: context.attributes["id"], modifiers: modifiers, element,
      line: node.location.line, chain: chain)
  }

  /// What every element does with the view it made: its `id` attribute names that view (below
  /// its modifier layers), then its `modifiers` chain wraps it layer by layer. The caller has
  /// looked both attributes up (`build` had already found the chain).
  private func finish(
    _ made: Item, id: SyntaxTree.Attribute?, modifiers: SyntaxTree.Attribute?,
    _ element: Int32, line: Int, chain: ParsedChain? = nil
  ) -> Item {
    var item = made
    if let id {
      checkUniqueID(id)
      setID(id.value, on: &item)
    }
    if let modifiers {
      item = applyModifiers(modifiers, to: item, element: element, line: line, chain: chain)
    }
    return item
  }

  private func setID(_ id: String, on item: inout Item) {
    switch item {
    case .view(let node): tree.updateInfo(node) { $0.id = id }
    case .list(var info, let members):
      info.id = id
      item = .list(info, members)
    }
  }

  /// The spec of an element name: built in, or a registered custom layout.
  private func spec(named name: String) -> ElementSpec? {
    // A document uses a handful of element names, hashed once each.
    for recent in caches.unchecked.recentSpecs where recent.name.isSameName(as: name) {
      return recent.spec
    }
    guard let spec = ElementCatalog.specs[name] else { return customLayoutSpec(name) }
    if caches.unchecked.recentSpecs.count < 8 { caches.unchecked.recentSpecs.append((name, spec)) }
    return spec
  }

  /// A registered custom layout used as an element: a container laid out by it.
  private func customLayoutSpec(_ name: String) -> ElementSpec? {
    guard let entry = registry.entries[name] else { return nil }
    return ElementSpec(attributes: entry.attributes, acceptsChildren: true) { c in
      var values: [String: LayoutArguments.Value] = [:]
      for attribute in c.attributes where entry.attributes.contains(attribute.name) {
        let text = attribute.value.trimmingSpaces()
        var parser = try? ChainParser(text)
        let expression = (try? parser?.parseStandaloneExpression()) ?? Expr.string(attribute.value)
        values[attribute.name] = LayoutArguments.Value(
          expression: expression, location: attribute.valueLocation, text: attribute.value)
      }
      // The builder comes from the context, not `self`: a `[weak self]` here would make this
      // outer closure hold `self` strongly.
      let args = LayoutArguments(layoutName: name, values: values) {
        [weak builder = c.builder] in builder?.report($0)
      }
      guard let layout = entry.make(args) else { return nil }
      return .view(
        c.tree.add(
          .container(layout), children: c.builder.materialize(c.children()), info: c.info()))
    }
  }

  /// Collects `<LayoutValueKey name=… defaultValue=… type=…/>` declarations anywhere in the
  /// document, before any view is built, so their order does not matter.
  private func declareLayoutValueKeys() {
    for element in survey.layoutValueKeys {
      let attributes = attributeMap(element, allowed: ["name", "defaultValue", "type"])
      let location = syntax.element(element).location
      guard let name = attributes["name"]?.value.trimmingSpaces(), !name.isEmpty else {
        error("layout-value-key", "LayoutValueKey needs a name", at: location)
        continue
      }
      guard let defaultText = attributes["defaultValue"]?.value else {
        error(
          "layout-value-key",
          "LayoutValueKey '\(name)' needs a defaultValue (its type comes from it)", at: location)
        continue
      }
      let type = attributes["type"].map { Values.bareCase($0.value) }
      let value: LayoutValue
      switch type {
      case "number"?, "Double"?, "CGFloat"?, "Int"?:
        guard let v = Double(defaultText.trimmingSpaces()) else {
          error(
            "layout-value-key", "defaultValue '\(defaultText)' is not a number",
            at: attributes["defaultValue"]!.valueLocation)
          continue
        }
        value = .number(v)
      case "bool"?, "Bool"?:
        guard let b = Bool(defaultText.trimmingSpaces()) else {
          error(
            "layout-value-key", "defaultValue '\(defaultText)' is not true or false",
            at: attributes["defaultValue"]!.valueLocation)
          continue
        }
        value = .bool(b)
      case "string"?, "String"?:
        value = .string(defaultText)
      case nil:
        if let v = Double(defaultText.trimmingSpaces()) {
          value = .number(v)
        } else if let b = Bool(defaultText.trimmingSpaces()) {
          value = .bool(b)
        } else {
          value = .string(defaultText)
        }
      case let other?:
        error(
          "layout-value-key", "type '\(other)' is not number, string or bool",
          at: attributes["type"]!.valueLocation)
        continue
      }
      if let existing = layoutValueKeys[name], !sameKind(existing, value) {
        error(
          "layout-value-key", "LayoutValueKey '\(name)' is already declared with another type",
          at: location)
        continue
      }
      layoutValueKeys[name] = value
    }
  }

  func sameKind(_ a: LayoutValue, _ b: LayoutValue) -> Bool {
    switch (a, b) {
    case (.number, .number), (.string, .string), (.bool, .bool): true
    default: false
    }
  }

  /// The element's attributes, without unknown ones (reported, with a suggestion, unless
  /// `report` is false). Inside a component body the parameters are filled in first.
  func attributeMap(
    _ element: Int32, allowed: Set<String>, report: Bool = true
  ) -> ElementAttributes {
    let all = syntax.attributes(of: element)
    // The common case (no component parameters, nothing unknown) needs no copy.
    if expansions.isEmpty, dataBindings.isEmpty,
      all.indices.allSatisfy({ allowed.contains(all[$0].name) })
    {
      return ElementAttributes(all)
    }
    var kept: [SyntaxTree.Attribute] = []
    let name = syntax.element(element).name
    for var attribute in all {
      if !expansions.isEmpty {
        // Inside a component body: fill in the parameters.
        if isAbsentParameter(attribute.value) { continue }
        attribute.value = substitute(attribute.value)
        attribute.valueID = -1  // the id is the document's; this value may be another tree's
      }
      if !dataBindings.isEmpty, attribute.value.containsByte(UInt8(ascii: "{")),
        // A ForEach's `items="{group.children}"` names nested data, read by the ForEach.
        !(attribute.name == "items" && Self.placeholder(attribute.value.trimmingSpaces()) != nil)
      {
        // A ForEach copy: fill in its values (§11.6), before the value is read.
        attribute.value = substituteData(in: attribute.value) { self.location(attribute, $0) }
        attribute.valueID = -1
      }
      if !allowed.contains(attribute.name) {
        guard report else { continue }
        let hint = memoizedHint(scope: name, for: attribute.name) { Array(allowed) }
        error(
          "unknown-attribute", "'\(name)' has no attribute '\(attribute.name)'\(hint)",
          at: attribute.location, length: attribute.name.count)
        continue
      }
      kept.append(attribute)
    }
    return ElementAttributes(kept[...])
  }

  /// `attributeMap` for an element of `spec`, checking its few names by comparing short
  /// strings (cheaper than hashing each name). The spec is passed rather than its set and
  /// name list: passing those retained and released both for every element built.
  func attributeMap(_ element: Int32, of spec: ElementSpec) -> ElementAttributes {
    let all = syntax.attributes(of: element)
    if expansions.isEmpty, dataBindings.isEmpty,
      all.indices.allSatisfy({ spec.allows(all[$0].name) })
    {
      return ElementAttributes(all)
    }
    return attributeMap(element, allowed: spec.allowedAttributes)
  }

  /// Finds a template child named `name` on `element` or its ancestors (the first such child
  /// of the nearest). Each element's template children are indexed once: scanning them at
  /// every reference made 20,000 references among 20,000 siblings take 4.4 s.
  func template(named name: String, from element: Int32) -> Int32? {
    var current = element
    while current >= 0 {
      if let found = templates(of: current)[name] { return found }
      current = syntax.element(current).parent
    }
    return nil
  }

  /// The template children of `element`, by name, first one first.
  private func templates(of element: Int32) -> [String: Int32] {
    let key = TemplateScope(tree: syntax.identity, element: element)
    if let known = caches.unchecked.templateIndex[key] { return known }
    var found: [String: Int32] = [:]
    for child in syntax.children(of: element) {
      for attribute in syntax.attributes(of: child) where attribute.name == "template" {
        if found[attribute.value] == nil { found[attribute.value] = child }
      }
    }
    caches.unchecked.templateIndex[key] = found
    return found
  }

  /// Every template name visible from `element`, for suggestions.
  func templateNames(from element: Int32) -> [String] {
    var names: [String] = []
    var current = element
    while current >= 0 {
      for child in syntax.children(of: current) {
        for a in syntax.attributes(of: child) where a.name == "template" { names.append(a.value) }
      }
      current = syntax.element(current).parent
    }
    return names
  }
}

/// What an element builder sees.
struct ElementContext {
  let builder: Builder
  let element: Int32
  let node: SyntaxTree.Element
  let attributes: ElementAttributes

  var tree: ViewTree { builder.tree }

  func info(_ kind: String? = nil, details: [String: String] = [:]) -> NodeInfo {
    let line = node.location.line
    let column = node.location.column
    guard details.isEmpty else {
      return NodeInfo(kind: kind ?? node.name, line: line, column: column, details: details)
    }
    return builder.caches.unchecked.sharedInfo.info(
      kind: kind ?? node.name, line: line, column: column)
  }

  /// The information of a view with the one detail `key: value`, shared with views alike.
  func info(_ key: String, _ value: String) -> NodeInfo {
    builder.caches.unchecked.sharedInfo.info(
      kind: node.name, key, value, line: node.location.line, column: node.location.column)
  }

  func children() -> [Item] { builder.buildChildren(of: element) }

  /// A numeric attribute (`50`, `-2.5`, `.infinity`), or nil when absent or invalid.
  func number(_ name: String) -> Double? {
    guard let attribute = attributes[name] else { return nil }
    let text = attribute.value.trimmingSpaces()
    var value = Double(text)
    if value == nil, builder.isExpression(text) || !builder.resolver.constants.isEmpty {
      // A constant or a condition over constants and the environment (§11.2).
      guard let parsed = builder.resolvedValue(of: attribute, checkingNames: true) else {
        return nil
      }
      value = Values.number(parsed)
      if value == nil, let constant = builder.resolver.constants[text] {
        builder.error(
          "constant-type",
          "'\(name)' must be a number, but the constant '\(text)' is \(constant.kind) (\(constant.text))",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
        return nil
      }
    } else if value == nil, var parser = try? ChainParser(text),
      let parsed = try? parser.parseStandaloneExpression()
    {
      value = Values.number(parsed)
    }
    // Element attributes are lengths (spacing, minLength, cornerRadius, an Image's size): a
    // NaN or infinite one has no meaning and would poison every frame of the container.
    if let value, value.isFinite { return value }
    builder.error(
      "bad-number",
      value == nil
        ? "'\(name)' must be a number, not '\(attribute.value)'"
        : "'\(name)' must be a finite number, not '\(attribute.value)'",
      at: attribute.valueLocation, length: max(1, attribute.value.count))
    return nil
  }

  /// An enum attribute, with or without the leading dot, checked against `table`.
  func enumValue<T>(_ name: String, _ table: [String: T]) -> T? {
    guard let attribute = attributes[name] else { return nil }
    var value = Values.bareCase(attribute.value)
    if builder.isExpression(attribute.value) {
      // A constant or a condition (§11.2): `alignment="rowAlignment"`.
      guard let e = builder.resolvedValue(of: attribute, checkingNames: true) else { return nil }
      value = Values.caseName(e) ?? value
    }
    if let found = table[value] { return found }
    var hint = Suggestions.hint(for: value, in: table.keys)
    // With no near name, list the choices (an HStack's alignments are not a VStack's).
    if hint.isEmpty { hint = "; use " + table.keys.sorted().joined(separator: ", ") }
    builder.error(
      "bad-value", "'\(value)' is not a valid \(name)\(hint)", at: attribute.valueLocation,
      length: max(1, attribute.value.count))
    return nil
  }

  func string(_ name: String) -> String? { attributes[name]?.value }
}

/// An element of one syntax tree, for `BuildCaches.templateIndex` and `bindingUse`.
struct TemplateScope: Hashable {
  var tree: ObjectIdentifier
  var element: Int32
}
