import LayoutEngine
import MarkupSyntax

/// Building `List`, `Form` and `Section` (semantics §5.6–§5.9).
enum ListElements {
  /// A `List` or `Form`: its rows outside any `Section` go into implicit sections, and the
  /// style (`.listStyle`/`.formStyle`, from its chain or an ancestor's) picks the metrics.
  static func list(_ c: ElementContext, isForm: Bool) -> Item? {
    let metrics = self.metrics(for: c.element, c.builder)
    let views = c.builder.flattened(c.children())
    var sections: [NodeID] = []
    var loose: [NodeID] = []
    func closeLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        c.tree.add(
          .container(AnyLayout(SectionLayout(metrics: metrics))), children: loose,
          info: c.info("Section").implicit()))
      loose = []
    }
    for view in views {
      if isSection(view, c.tree) {
        closeLoose()
        sections.append(view)
      } else {
        loose.append(view)
      }
    }
    closeLoose()
    var spacing: Double? = nil
    if let call = c.builder.environmentCall(["listSectionSpacing"], from: c.element),
      let first = call.arguments.first, let value = ModifierCatalog.sectionSpacing(first)
    {
      spacing = value
    }
    return .view(
      c.tree.add(
        .container(
          AnyLayout(
            ListLayout(metrics: metrics, sectionSpacing: spacing))),
        children: sections, info: c.info()))
  }

  /// A `Section`: in a list or form, its header, rows and footer in a `SectionLayout`;
  /// elsewhere (a stack) its header, content and footer join the parent, as a Group's do.
  static func section(_ c: ElementContext) -> Item? {
    let header = headerOrFooter(c, "header")
    let footer = headerOrFooter(c, "footer")
    if c.attributes["header"] != nil && header == nil { return nil }
    if c.attributes["footer"] != nil && footer == nil { return nil }
    let rows = c.children()
    guard enclosingList(of: c.element, c.builder) != nil else {
      return .list(c.info(), (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []))
    }
    let metrics = self.metrics(for: c.element, c.builder)
    var children: [NodeID] = []
    if let header { children += c.builder.materialize([header]) }
    children += c.builder.materialize(rows)
    if let footer { children += c.builder.materialize([footer]) }
    let layout = SectionLayout(
      metrics: metrics, hasHeader: header != nil, hasFooter: footer != nil)
    return .view(c.tree.add(.container(AnyLayout(layout)), children: children, info: c.info()))
  }

  /// A header or footer: a `Text` of the attribute's text, or the template `:name` names.
  private static func headerOrFooter(_ c: ElementContext, _ name: String) -> Item? {
    guard let attribute = c.attributes[name] else { return nil }
    let value = attribute.value
    guard value.hasPrefix(":") else {
      return .view(
        c.tree.add(.leaf(TextLeaf(value)), info: c.info("Text", details: ["text": value])))
    }
    let templateName = String(value.dropFirst())
    guard let element = c.builder.template(named: templateName, from: c.element) else {
      let hint = c.builder.hint(for: templateName) { c.builder.templateNames(from: c.element) }
      c.builder.error(
        "missing-template", "no template named '\(templateName)'\(hint)",
        at: attribute.valueLocation, length: max(1, value.count))
      return nil
    }
    guard
      c.builder.withinViewLimit(at: attribute.valueLocation, length: value.count),
      c.builder.enterTemplate(
        element, name: templateName, at: attribute.valueLocation, length: value.count)
    else { return nil }
    c.builder.beginExpansion()
    defer {
      c.builder.endExpansion()
      c.builder.leaveTemplate()
    }
    guard let item = c.builder.build(element) else { return nil }
    return c.builder.single(
      [item], implicit: ("VStack", AnyLayout(VStackLayout())), line: c.node.location.line
    ).map { .view($0) }
  }

  /// Whether `view` (under its modifier layers) is a section of a list.
  private static func isSection(_ view: NodeID, _ tree: ViewTree) -> Bool {
    guard case .container(let layout) = tree[tree.base(of: view)].content else { return false }
    return layout.base is SectionLayout
  }

  /// The nearest `List` or `Form` element holding `element` (itself included).
  static func enclosingList(of element: Int32, _ builder: Builder) -> Int32? {
    var current = element
    while current >= 0 {
      let name = builder.syntax.element(current).name
      if name == "List" || name == "Form" { return current }
      current = builder.syntax.element(current).parent
    }
    return nil
  }

  /// The metrics of the list or form holding `element`: its style from the environment,
  /// else the platform's default (§5.6), on the document's platform.
  static func metrics(for element: Int32, _ builder: Builder) -> ListMetrics {
    let platform = builder.options.platform
    guard let list = enclosingList(of: element, builder) else {
      return ListMetrics.of(platform == .iOS ? .insetGrouped : .inset, on: platform)
    }
    let isForm = builder.syntax.element(list).name == "Form"
    var style: ListStyleKind? = nil
    if isForm {
      if let call = builder.environmentCall(["formStyle"], from: list),
        let name = ModifierCatalog.styleName(
          call.arguments.first, suffix: "FormStyle", in: ModifierCatalog.formStyles)
      {
        style = ModifierCatalog.formStyles[name] ?? nil
      }
      return ListMetrics.of(style ?? (platform == .iOS ? .formGrouped : .formColumns), on: platform)
    }
    if let call = builder.environmentCall(["listStyle"], from: list),
      let name = ModifierCatalog.styleName(
        call.arguments.first, suffix: "ListStyle", in: ModifierCatalog.listStyles)
    {
      style = ModifierCatalog.listStyles[name] ?? nil
    }
    return ListMetrics.of(style ?? (platform == .iOS ? .insetGrouped : .inset), on: platform)
  }
}

extension Builder {
  /// The first call named one of `names` in the `modifiers` chain of `element` or of its
  /// nearest ancestor that has one: an environment value as the view at `element` sees it
  /// (the call nearest the view wins, as SwiftUI's innermost environment writer does).
  func environmentCall(_ names: Set<String>, from element: Int32) -> ModifierCall? {
    var current = element
    while current >= 0 {
      for attribute in syntax.attributes(of: current) where attribute.name == "modifiers" {
        let chain = parsedChain(attribute)
        if chain.failures.isEmpty, let call = chain.calls.first(where: { names.contains($0.name) })
        {
          return call
        }
      }
      current = syntax.element(current).parent
    }
    return nil
  }
}
