import LayoutEngine
import MarkupSyntax

/// Building `List`, `Form` and `Section` (semantics §5.6–§5.9).
enum ListElements {
  /// A `List` or `Form`: its rows outside any `Section` go into implicit sections. The style
  /// that picks the metrics (`.listStyle`/`.formStyle` on it or around it) is read when the
  /// list is laid out (`ListStyleKey`, `FormStyleKey`).
  static func list(_ c: ElementContext, isForm: Bool) -> Item? {
    let views = c.builder.flattened(c.children())
    var sections: [NodeID] = []
    var loose: [NodeID] = []
    func closeLoose() {
      guard !loose.isEmpty else { return }
      sections.append(
        c.tree.add(
          .container(AnyLayout(SectionLayout(inForm: isForm))), children: loose,
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
    let first = sections.first.map { c.tree.content(c.tree.base(of: $0)) }
    var firstHasHeader = false
    if case .container(let layout)? = first, let section = layout.base as? SectionLayout {
      firstHasHeader = section.hasHeader
    }
    return .view(
      c.tree.add(
        .container(AnyLayout(ListLayout(isForm: isForm, firstSectionHasHeader: firstHasHeader))),
        children: sections, info: c.info()))
  }

  /// A `Section`: in a list or form, its header, rows and footer in a `SectionLayout`;
  /// elsewhere (a stack) its header, content and footer join the parent, as a Group's do.
  static func section(_ c: ElementContext) -> Item? {
    let header = headerOrFooter(c, "header")
    let footer = headerOrFooter(c, "footer")
    if c.attributes["header"] != nil && header == nil { return nil }
    if c.attributes["footer"] != nil && footer == nil { return nil }
    var rows = c.children()
    guard let list = enclosingList(of: c.element, c.builder) else {
      if GridElements.isInLazyGrid(c.element, c.builder) {
        return lazyGridSection(c, header: header, rows: rows, footer: footer)
      }
      return .list(c.info(), (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []))
    }
    // A Section's content is a list of views, so a modifier on it applies to each row (§5.6),
    // not to the section as one view; its header and footer keep their own.
    if let modifiers = c.attributes["modifiers"], modifiesRows(modifiers, c.element, c.builder) {
      rows = rows.map {
        c.builder.applyModifiers(
          modifiers, to: $0, element: c.element, line: c.node.location.line)
      }
    }
    var children: [NodeID] = []
    if let header { children += c.builder.materialize([header]) }
    children += c.builder.materialize(rows)
    if let footer { children += c.builder.materialize([footer]) }
    let layout = SectionLayout(
      inForm: c.builder.syntax.element(list).name == "Form", hasHeader: header != nil,
      hasFooter: footer != nil)
    return .view(c.tree.add(.container(AnyLayout(layout)), children: children, info: c.info()))
  }

  /// Whether the `modifiers` of Section `element` apply to each of its rows: in a list, unless
  /// the chain holds the section's own modifiers (`.listSectionSpacing`), which are the
  /// section's. Outside a list a Section is a group, whose modifiers apply to each part anyway.
  static func modifiesRows(_ modifiers: SyntaxTree.Attribute, _ element: Int32, _ builder: Builder)
    -> Bool
  {
    enclosingList(of: element, builder) != nil
      && !builder.parsedChain(modifiers).calls.contains { sectionModifiers.contains($0.name) }
  }

  /// Modifiers SwiftUI reads from a section itself rather than from its rows.
  static let sectionModifiers: Set<String> = [
    "listSectionSpacing", "listSectionSeparator", "listSectionSeparatorTint", "headerProminence",
  ]

  /// A header or footer: a `Text` of the attribute's text, or the template `:name` names.
  /// A `Section` in a lazy grid (§6.6): its header, cells and footer join the grid, the header
  /// and footer marked to take a line of their own across it and the first cell to start a
  /// line (`LazyGridSectionTrait`).
  private static func lazyGridSection(
    _ c: ElementContext, header: Item?, rows: [Item], footer: Item?
  ) -> Item {
    func marked(_ node: NodeID, _ role: LazyGridSectionTrait.Role) -> NodeID {
      c.tree.add(
        .modifier(
          LayoutValueModifier(
            key: LazyGridSectionTrait.key, value: LazyGridSectionTrait.value(role))
        ), child: node, info: c.info("layoutValue").implicit())
    }
    var views = c.builder.flattened(header.map { [$0] } ?? []).map { marked($0, .header) }
    var cells = c.builder.flattened(rows)
    if let first = cells.first { cells[0] = marked(first, .firstCell) }
    views += cells
    views += c.builder.flattened(footer.map { [$0] } ?? []).map { marked($0, .footer) }
    return .list(c.info(), views.map { .view($0) })
  }

  private static func headerOrFooter(_ c: ElementContext, _ name: String) -> Item? {
    guard let attribute = c.attributes[name] else { return nil }
    let value = attribute.value
    guard value.hasPrefix(":") else {
      return .view(
        c.tree.add(.leaf(TextLeaf(value)), info: c.info("Text", details: ["text": value])))
    }
    guard let item = ElementCatalog.templateItem(c, attribute) else { return nil }
    return c.builder.single(
      [item], implicit: ("VStack", AnyLayout(VStackLayout())), line: c.node.location.line
    ).map { .view($0) }
  }

  /// Whether `view` (under its modifier layers) is a section of a list.
  private static func isSection(_ view: NodeID, _ tree: ViewTree) -> Bool {
    guard case .container(let layout) = tree.content(tree.base(of: view)) else { return false }
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
}
