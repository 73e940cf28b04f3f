import LayoutEngine
import MarkupSyntax

/// Containers, labels and the document's components written as calls inside a modifier's
/// view argument (`.overlay(alignment: .leading) { VStack(spacing: 2) { Text("a"); Label("b",
/// systemImage: "star") } }`, `.background(Badge(title: "New"))`): built as their elements
/// are, so any view expression may stand where SwiftUI takes a view (§11.5).
enum ViewCalls {
  /// The view a call of `type` makes: nil when `type` is none of these; `.some(nil)` after a
  /// located error.
  static func view(
    _ type: String, _ arguments: [Argument], _ trailing: Expr?, at offset: Int,
    _ c: ModifierContext
  ) -> Item?? {
    switch type {
    case "VStack", "HStack", "ZStack", "Group":
      return .some(stack(type, arguments, trailing, at: offset, c))
    case "Label":
      return .some(label(arguments, at: offset, c))
    case "GeometryReader":
      return .some(geometryReader(arguments, trailing, at: offset, c))
    default:
      guard let definition = c.builder.components[type], definition.role == .view else {
        return nil
      }
      return .some(component(definition, arguments, trailing, at: offset, c))
    }
  }

  /// `VStack(alignment: .leading, spacing: 4) { … }`: the closure's views in the container,
  /// as `<VStack alignment="leading" spacing="4">` holds its children.
  private static func stack(
    _ type: String, _ arguments: [Argument], _ trailing: Expr?, at offset: Int,
    _ c: ModifierContext
  ) -> Item? {
    let labels: [String?] =
      type == "ZStack" ? ["alignment"] : type == "Group" ? [] : ["alignment", "spacing"]
    let call = ModifierCall(
      name: type, arguments: arguments, trailingClosure: nil, nameStart: offset, end: offset,
      argumentText: "")
    guard let args = Signature(labels: labels).match(call, c) else { return nil }
    var children: [Item] = []
    if let trailing {
      guard let made = views(in: trailing, at: offset, c) else { return nil }
      children = made
    }
    let info = NodeInfo(kind: type, line: c.line)
    if type == "Group" { return .list(info, children) }
    func number(_ argument: Argument?) -> Double?? {
      ModifierCatalog.optionalNumber(argument, "spacing", c)
    }
    let layout: AnyLayout
    switch type {
    case "VStack":
      guard let alignment = caseValue(args[0], Values.horizontalAlignments, c),
        let spacing = number(args[1])
      else { return nil }
      layout = AnyLayout(VStackLayout(alignment: alignment ?? .center, spacing: spacing))
    case "HStack":
      guard let alignment = caseValue(args[0], Values.verticalAlignments, c),
        let spacing = number(args[1])
      else { return nil }
      layout = AnyLayout(HStackLayout(alignment: alignment ?? .center, spacing: spacing))
    default:
      guard let alignment = caseValue(args[0], Values.alignments, c) else { return nil }
      layout = AnyLayout(ZStackLayout(alignment: alignment ?? .center))
    }
    return .view(
      c.tree.add(.container(layout), children: c.builder.materialize(children), info: info))
  }

  /// An alignment argument from `table` (`.leading`, `HorizontalAlignment.leading`):
  /// `.some(nil)` when absent, nil after a located error.
  private static func caseValue<T>(
    _ argument: Argument?, _ table: [String: T], _ c: ModifierContext
  )
    -> T??
  {
    guard let argument else { return .some(nil) }
    if let name = Values.caseName(argument.value), let value = table[name] { return .some(value) }
    c.error(
      "bad-argument",
      "expected an alignment such as \(table.keys.sorted().prefix(3).map { "." + $0 }.joined(separator: ", "))",
      at: argument.start, length: max(1, argument.end - argument.start))
    return nil
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

  /// `Label("Inbox", systemImage: "tray")`: a symbol and a title (§7.2).
  private static func label(_ arguments: [Argument], at offset: Int, _ c: ModifierContext)
    -> Item?
  {
    guard arguments.count == 2, arguments[0].label == nil,
      case .string(let title) = arguments[0].value, arguments[1].label == "systemImage",
      case .string(let symbol) = arguments[1].value
    else {
      c.error(
        "bad-view", "expected Label(\"title\", systemImage: \"name\") with two strings",
        at: offset)
      return nil
    }
    let icon = c.tree.add(
      .leaf(ImageLeaf(name: symbol, width: nil, height: nil, isSymbol: true)),
      info: NodeInfo(kind: "Image", line: c.line, details: ["name": symbol]))
    let text = c.tree.add(
      .leaf(TextLeaf(title)), info: NodeInfo(kind: "Text", line: c.line, details: ["text": title]))
    return .view(
      c.builder.label(
        icon: icon, title: text, info: NodeInfo(kind: "Label", line: c.line), element: c.element))
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
