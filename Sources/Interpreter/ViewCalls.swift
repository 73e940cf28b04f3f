import LayoutEngine
import MarkupSyntax

/// A GeometryReader and the document's components written as calls inside a modifier's view
/// argument (`.overlay { GeometryReader { proxy in … } }`, `.background(Badge(title: "New"))`);
/// every other element is written as its markup (ClosureElements.swift), so any view
/// expression may stand where SwiftUI takes a view (§11.5).
enum ViewCalls {
  /// The view a call of `type` makes: nil when `type` is none of these; `.some(nil)` after a
  /// located error.
  static func view(
    _ type: String, _ arguments: [Argument], _ trailing: Expr?, at offset: Int,
    _ c: ModifierContext
  ) -> Item?? {
    switch type {
    case "GeometryReader":
      return .some(geometryReader(arguments, trailing, at: offset, c))
    default:
      guard let definition = c.builder.component(named: type), definition.role == .view else {
        return nil
      }
      return .some(component(definition, arguments, trailing, at: offset, c))
    }
  }

  /// The views of a closure body, each built as a view argument is; nil after an error.
  static func views(in body: Expr, at offset: Int, _ c: ModifierContext) -> [Item]? {
    var e = body
    if case .closure(let parameters, let inner) = e, parameters.isEmpty { e = inner }
    let statements: [Expr]
    if case .block(let list) = e { statements = list } else { statements = [e] }
    var items: [Item] = []
    for statement in statements {
      // A ForEach or Group stays a list, so the container takes its views one by one.
      guard let item = ViewExpressions.item(statement, at: offset, c) else { return nil }
      items.append(item)
    }
    return items
  }

  /// `GeometryReader { proxy in … }` in a closure: the reader holding the closure's views, its
  /// parameter (else `geometry`, `geo` or `proxy`) the proxy they may read (§1.2).
  private static func geometryReader(
    _ arguments: [Argument], _ trailing: Expr?, at offset: Int, _ c: ModifierContext
  ) -> Item? {
    guard arguments.isEmpty, let trailing else {
      c.error("bad-view", "expected GeometryReader { proxy in … }", at: offset)
      return nil
    }
    var names = GeometryProxies.defaultNames
    var body = trailing
    if case .closure(let parameters, let inner) = trailing, parameters.count == 1 {
      names = [parameters[0]]
      body = inner
    }
    var failed = false
    let (children, reads) = c.builder.buildingReaderContent(names: names) {
      // Calls on the closure's views were resolved with the parameter bound, so they are
      // read here, where it stands for the proxy.
      if GeometryProxies.reads(body, names) { c.builder.geometryRead = true }
      guard let items = views(in: body, at: offset, c) else {
        failed = true
        return []
      }
      return c.builder.materialize(items)
    }
    if failed { return nil }
    return .view(
      c.tree.add(
        .container(AnyLayout(GeometryReaderLayout(readsGeometry: reads))), children: children,
        info: NodeInfo(kind: "GeometryReader", line: c.line)))
  }

  /// `Badge(title: "New")` for a component declared in the markup: its body, with the
  /// arguments as its parameters. A trailing closure for its `<Slot/>` is reported: the slot
  /// takes markup children, which a template gives.
  private static func component(
    _ definition: ComponentDefinition, _ arguments: [Argument], _ trailing: Expr?,
    at offset: Int, _ c: ModifierContext
  ) -> Item? {
    let builder = c.builder
    if trailing != nil {
      c.error(
        "bad-view",
        "a component's slot cannot be filled from a closure here; use a template: .overlay(:name)",
        at: offset)
      return nil
    }
    let location = c.location(offset)
    guard let values = builder.parameterArguments(arguments, of: definition, c, at: offset),
      builder.withinViewLimit(at: location, length: definition.name.count),
      !builder.budget.unchecked.textLimitReached,
      builder.notExpanding(definition, at: location, length: definition.name.count)
    else { return nil }
    let (items, _) = builder.buildExpansion(
      of: definition, values: values, useSite: c.element, content: nil)
    guard
      let body = builder.single(
        items, implicit: ("VStack", AnyLayout(VStackLayout())), line: c.line)
    else { return .list(NodeInfo(kind: definition.name, line: c.line), []) }
    return .view(body)
  }
}
