import LayoutEngine
import MarkupSyntax

/// Views written inline in a modifier argument: a template (`:bg`), a colour (`.red`,
/// `Color.red`), a shape or simple view (`Rectangle()`, `Text("Hi")`, `Spacer()`), each
/// optionally followed by modifiers (`Color.orange.opacity(0.5)`), or a closure whose body is
/// one of these (`{ Color.red }`).
enum ViewExpressions {
  /// Whether `call`'s arguments build the same views wherever the same text is read in the
  /// same scope (`AttachedViews`): literals without interpolation, implicit members, and
  /// types by name (no component of the document's) with their members and calls, with no
  /// template, closure, condition or array.
  static func isSelfContained(_ call: ModifierCall, isComponent: (String) -> Bool) -> Bool {
    func check(_ e: Expr) -> Bool {
      switch e {
      case .number, .bool, .nilLiteral: return true
      case .string(let text): return !text.contains("\\(")
      case .identifier(let name):
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else {
          return false
        }
        return !isComponent(name)
      case .member(let base, _): return base.map(check) ?? true
      case .call(let callee, let arguments, let trailing):
        return trailing == nil && check(callee) && arguments.allSatisfy { check($0.value) }
      case .unary(_, let e): return check(e)
      case .binary(_, let a, let b): return check(a) && check(b)
      default: return false
      }
    }
    return call.trailingClosure == nil && call.arguments.allSatisfy { check($0.value) }
  }

  static func view(_ expression: Expr, at offset: Int, _ c: ModifierContext) -> NodeID? {
    guard let item = item(expression, at: offset, c) else { return nil }
    return c.builder.single([item], implicit: ("ZStack", AnyLayout(ZStackLayout())), line: c.line)
  }

  /// The view or views (a ForEach, a Group) an expression makes, lists left open for the
  /// container that takes them.
  static func item(_ expression: Expr, at offset: Int, _ c: ModifierContext) -> Item? {
    if case .closure(let parameters, let body) = expression, parameters.isEmpty {
      return item(body, at: offset, c)
    }
    // Several views, or none (`{ }`, a false `if`): a view builder's tuple, which background
    // and overlay wrap in an implicit ZStack (§1.14, §11.5).
    if case .block(let statements) = expression {
      var items: [Item] = []
      for statement in statements {
        guard let node = view(statement, at: offset, c) else { return nil }
        items.append(.view(node))
      }
      if items.isEmpty { items = [.list(NodeInfo(kind: "EmptyView", line: c.line), [])] }
      return c.builder.single(items, implicit: ("ZStack", AnyLayout(ZStackLayout())), line: c.line)
        .map { .view($0) }
    }
    let peel = peeled(expression, at: offset, c)
    let base = peel.base
    var calls = peel.calls
    // `Image("pier").resizable()`: resizable changes the image itself (as on an element).
    var resizable = false
    // The app's own image view (`KFImage(url).resizable()`) takes it too: it is a placeholder.
    if case .call(.identifier(let type), _, nil) = base,
      type == "Image" || (isAppViewType(type) && c.builder.component(named: type) == nil)
    {
      while let first = calls.first, first.name == "resizable" {
        resizable = true
        calls.removeFirst()
      }
    }
    if case .call(.identifier("Image"), let arguments, nil) = base {
      guard let item = image(arguments, resizable: resizable, at: offset, c) else { return nil }
      return finish(item, calls, c)
    }
    if case .call(.identifier(let type), let arguments, let trailing) = base,
      let made = ViewCalls.view(type, arguments, trailing, at: offset, c)
    {
      guard let item = made else { return nil }
      return finish(item, calls, c)
    }
    if let item = baseView(base, at: offset, c) { return finish(item, calls, c) }
    // Any other element of the catalog, built as its markup is.
    if case .call(.identifier(let type), let arguments, let trailing) = base,
      let made = ClosureElements.view(type, arguments, trailing, at: offset, c)
    {
      guard let item = made else { return nil }
      return finish(item, calls, c)
    }
    guard
      let item = template(base, at: offset, c) ?? appValue(base, at: offset, c)
        ?? appView(base, at: offset, c)
    else {
      if case .template = base { return nil }
      c.error(
        "bad-view",
        "expected a view here: a template such as :badge, a colour such as .red, or a shape such as Rectangle()",
        at: offset)
      return nil
    }
    return finish(item, calls, c)
  }

  /// The view an expression's trailing modifier calls apply to, and the calls, innermost
  /// first: what a view written in a closure has in place of a `modifiers` chain (a
  /// TabView reads its tabs' `.tabItem` and `.tag` from it). Peeling builds nothing (a node
  /// built only to test would stay an orphan in the tree).
  static func peeled(_ expression: Expr, at offset: Int, _ c: ModifierContext) -> (
    base: Expr, calls: [ModifierCall]
  ) {
    var calls: [ModifierCall] = []
    var base = expression
    // The arguments as written, kept like a chain's for output (the drawing reads the values
    // the style layer parsed from them): offsets are into the attribute's value.
    // Read only when a call has arguments, through the builder's one copy of the value's
    // characters (copying a long value per inline view made 4,000 `.overlay(:t)` take 3.5 s).
    func text(_ arguments: [Argument]) -> String {
      guard let first = arguments.first, let last = arguments.last else { return "" }
      return c.builder.text(of: c.attribute.value, from: first.labelStart, to: last.end)
    }
    while case .call(.member(let inner?, let name), let arguments, let trailing) = base,
      isViewLike(inner) || isChain(inner)
    {
      calls.insert(
        ModifierCall(
          name: name, arguments: arguments, trailingClosure: trailing, nameStart: offset,
          end: offset, argumentText: text(arguments)),
        at: 0)
      base = inner
    }
    return (base, calls)
  }

  /// Applies the peeled modifier calls to the base view, innermost first.
  private static func finish(_ base: Item, _ calls: [ModifierCall], _ c: ModifierContext)
    -> Item
  {
    var item = base
    for call in calls {
      item = c.builder.apply(call, to: item, c)
    }
    return item
  }

  /// `Image("pier")` sized by its declared `ImageAsset` (§11.4), an error naming the
  /// declaration otherwise; `Image(systemName: "star")` is a symbol sized by its font (§9.5)
  /// unless an asset of that name gives its size.
  private static func image(
    _ arguments: [Argument], resizable: Bool, at offset: Int, _ c: ModifierContext
  ) -> Item? {
    guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "systemName",
      case .string(let name) = arguments[0].value
    else {
      c.error(
        "bad-view", "expected Image(\"name\") or Image(systemName: \"name\") with a string",
        at: offset)
      return nil
    }
    let isSymbol = arguments[0].label == "systemName"
    if isSymbol, c.builder.imageAssets[name] == nil {
      // A symbol is sized from its font (§9.5).
      return .view(
        c.tree.add(
          .leaf(
            ImageLeaf(name: name, width: nil, height: nil, resizable: resizable, isSymbol: true)),
          info: NodeInfo(kind: "Image", line: c.line, details: ["name": name])))
    }
    guard let asset = c.builder.imageAssets[name] else {
      let hint = c.builder.hint(for: name) { Array(c.builder.imageAssets.keys) }
      c.error(
        "unknown-image",
        "no ImageAsset named '\(name)'\(hint); declare its size with <ImageAsset name=\"\(name)\" width=\"…\" height=\"…\"/>",
        at: arguments[0].start, length: max(1, arguments[0].end - arguments[0].start))
      return nil
    }
    let leaf = ImageLeaf(
      name: name, width: asset.width, height: asset.height, resizable: resizable,
      isSymbol: isSymbol)
    return .view(
      c.tree.add(
        .leaf(leaf), info: NodeInfo(kind: "Image", line: c.line, details: ["name": name])))
  }

  private static func isChain(_ e: Expr) -> Bool {
    if case .call(.member(let inner?, _), _, _) = e { return isChain(inner) || isViewLike(inner) }
    return false
  }

  private static func isViewLike(_ e: Expr) -> Bool {
    switch e {
    case .member(nil, _), .member(.identifier("Color")?, _), .member(.identifier("Material")?, _),
      .call(.identifier, _, _):
      return true
    case .member(.identifier(let type)?, _):
      // `Theme.accent.opacity(0.5)`: the app's style (a placeholder colour), then its modifiers.
      return type.first?.isUppercase == true
    default: return false
    }
  }

  /// A template reference: builds the template element (a fresh copy per use).
  private static func template(_ e: Expr, at offset: Int, _ c: ModifierContext) -> Item? {
    guard case .template(let name) = e else { return nil }
    guard let element = c.builder.template(named: name, from: c.element) else {
      let hint = c.builder.hint(for: name) { c.builder.templateNames(from: c.element) }
      c.error(
        "missing-template", "no template named '\(name)'\(hint)", at: offset, length: name.count + 1
      )
      return nil
    }
    // A template is built afresh at each use, so its views count as made by expansion, like a
    // component's: a chain of 20,000 `.overlay(:t)` of a 500-view template asked for 10M views.
    guard
      c.builder.withinViewLimit(at: c.location(offset), length: name.count + 1),
      c.builder.enterTemplate(element, name: name, at: c.location(offset), length: name.count + 1)
    else { return nil }
    c.builder.beginExpansion()
    defer {
      c.builder.endExpansion()
      c.builder.leaveTemplate()
    }
    guard let item = c.builder.build(element) else { return nil }
    // Several views in a background or overlay form an implicit ZStack (§1.14, iOS 15+).
    guard
      let node = c.builder.single(
        [item], implicit: ("ZStack", AnyLayout(ZStackLayout())), line: c.line)
    else {
      return .list(NodeInfo(kind: "EmptyView", line: c.line), [])
    }
    return .view(node)
  }

  /// The app's own value where a view or style stands (`backgroundColoring(isHovering)`,
  /// `viewModel.tint`): Stackup cannot run it, so it is drawn as a placeholder colour, which
  /// fills the size proposed to it as a Color does, with one warning (an error under strict).
  private static func appValue(_ e: Expr, at offset: Int, _ c: ModifierContext) -> Item? {
    let name: String
    switch e {
    case .call(let callee, _, nil):
      guard let dotted = ExpressionResolver.dottedName(callee),
        dotted.first?.isLowercase == true
      else { return nil }
      name = dotted + "(…)"
    default:
      guard let dotted = ExpressionResolver.dottedName(e), dotted.first?.isLowercase == true
      else { return nil }
      name = dotted
    }
    c.appName(
      "app-value",
      "'\(name)' is the app's own value, which Stackup cannot compute: drawn as a placeholder colour filling its proposal",
      at: offset, length: 1)
    return .view(
      c.tree.add(
        .leaf(ColorLeaf(name)),
        info: NodeInfo(kind: "Color", line: c.line, details: ["color": name])))
  }

  /// The app's own view (`NotificationPanelView()`, `KFImage(url)`): a type SwiftUI does not
  /// have and the document does not declare as a component. Without its body Stackup cannot
  /// lay it out, so a placeholder colour fills its proposal, as a view that fills the space
  /// given does, with one warning (an error under strict); one such view does not stop a
  /// screen (§11.2).
  private static func appView(_ e: Expr, at offset: Int, _ c: ModifierContext) -> Item? {
    guard case .call(.identifier(let type), _, _) = e, isAppViewType(type) else { return nil }
    c.appName(
      "app-view",
      "'\(type)' is the app's own view, which Stackup cannot lay out without its body: a placeholder colour fills its proposal; declare it as <Component name=\"\(type)\"> to lay it out",
      at: offset, length: type.count)
    return .view(
      c.tree.add(
        .leaf(ColorLeaf(type)),
        info: NodeInfo(kind: "Color", line: c.line, details: ["color": type])))
  }

  /// A type name SwiftUI has no view or shape of (`KFImage`).
  private static func isAppViewType(_ type: String) -> Bool {
    type.first?.isUppercase == true && !SwiftUIVocabulary.isView(type)
      && ShapeKind(rawValue: type) == nil && type != "Color"
  }

  /// A base view with no modifiers.
  private static func baseView(_ e: Expr, at offset: Int, _ c: ModifierContext) -> Item? {
    let line = c.line
    func leaf(_ leaf: some LeafLayout, _ kind: String, _ details: [String: String] = [:]) -> Item {
      .view(c.tree.add(.leaf(leaf), info: NodeInfo(kind: kind, line: line, details: details)))
    }
    if let node = ShapeStyleViews.view(e, line: line, in: c.tree) { return .view(node) }
    switch e {
    case .member(nil, let name), .member(.identifier("Color")?, let name):
      // A name SwiftUI does not have is the app's colour or style: a placeholder colour.
      c.builder.checkColor(name, at: c.location(offset), length: name.count)
      return leaf(ColorLeaf(name), "Color", ["color": name])
    case .member(.identifier(let type)?, _) where type.first?.isUppercase == true:
      // `Theme.cardBackground`: the app's own style, drawn as a placeholder colour.
      guard let name = ExpressionResolver.dottedName(e) else { return nil }
      c.builder.checkColor(name, at: c.location(offset), length: name.count)
      return leaf(ColorLeaf(name), "Color", ["color": name])
    case .call(.identifier("Color"), _, nil):
      guard let name = Values.colorName(e) else { return nil }
      return leaf(ColorLeaf(name), "Color", ["color": name])
    case .call(.identifier(let type), let arguments, nil):
      if let shape = ShapeKind(rawValue: type) { return leaf(ShapeLeaf(shape), type) }
      switch type {
      case "Text":
        guard arguments.count == 1, case .string(var s) = arguments[0].value else { return nil }
        // In a ForEach's copy, `Text("Row \(i)")` holds the placeholder `{i}` (§11.6).
        if !c.builder.dataBindings.isEmpty, s.containsByte(UInt8(ascii: "{")) {
          let at = c.location(arguments[0].start + 1)
          s = c.builder.substituteData(in: s) { _ in at }
        }
        return leaf(TextLeaf(s), "Text", ["text": s])
      case "Spacer":
        return leaf(
          SpacerLeaf(minLength: arguments.first.flatMap { Values.number($0.value) }), "Spacer")
      case "Divider": return leaf(DividerLeaf(), "Divider")
      case "EmptyView": return .list(NodeInfo(kind: "EmptyView", line: line), [])
      default: return nil
      }
    default:
      return nil
    }
  }
}
