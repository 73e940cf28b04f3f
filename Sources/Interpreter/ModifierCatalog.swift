import LayoutEngine
import MarkupSyntax

/// Applying `modifiers="…"`: each call of the chain wraps the view in one modifier layer.
extension Builder {
  /// `line` is the element's (each layer records it).
  func applyModifiers(
    _ attribute: SyntaxTree.Attribute, to item: Item, element: Int32, line: Int,
    chain parsed: ParsedChain? = nil
  ) -> Item {
    let chain = parsed ?? parsedChain(attribute)
    if chain.readsGeometry { geometryRead = true }
    var result = item
    var replayed = 0
    if case .view(let node) = item {
      let replay = chain.replay(around: node, line: line, in: tree)
      result = .view(replay.node)
      replayed = replay.calls
      // Only a parsed chain has layers, so a whole one replayed needs nothing more.
      if replayed > 0, replayed == chain.layers.count { return result }
    }
    // Syntax errors first; the calls read around them are still applied, so their own
    // errors are reported in the same run (the element is dropped either way).
    for failure in chain.failures {
      let at = location(attribute, failure.offset)
      if failure.appValue != nil {
        appName(failure.id, failure.message, at: at, length: failure.length)
      } else {
        self.error(failure.id, failure.message, at: at, length: failure.length)
      }
    }
    let calls = chain.calls
    // Made on first need: a chain read before is mostly replayed, and needs none.
    var madeContext: ModifierContext? = nil
    // Found once: looking back along the chain at each `.resizable()` was quadratic.
    let firstNonImageModifier =
      calls.firstIndex { ModifierCatalog.specs[$0.name]?.keepsImage != true } ?? calls.count
    for index in calls.indices.dropFirst(replayed) {
      if case .view(let node) = result, let layer = chain.layers[index] {
        result = .view(layer.copy(wrapping: node, line: line, in: tree))
        continue
      }
      if case .view(let node) = result, let attaching = chain.attachingLayer(index) {
        result = .view(attaching.copy(wrapping: node, line: line, in: tree))
        continue
      }
      let call = calls[index]
      let context =
        madeContext ?? ModifierContext(builder: self, attribute: attribute, element: element)
      madeContext = context
      if call.name.isSameName(as: "resizable") {
        if !isImageBase(result) || firstNonImageModifier < index {
          self.error(
            "resizable-misplaced", "resizable() applies to an Image, before any other modifier",
            at: location(attribute, call.nameStart), length: call.name.count)
        }
        continue
      }
      let errorsBefore = errorCount
      if index < chain.shapePrefix, call.name == "offset", case .view(let node) = result {
        // On a shape, `.offset` moves the path, not the frame (`OffsetShape`); never replayed,
        // since the same chain on another view is the view modifier.
        result = .view(
          isShapeBase(node)
            ? ModifierCatalog.style(call, node, context, effect: .none)
            : ModifierCatalog.apply(call, to: node, context))
      } else if case .view(let node) = result {
        result = .view(applyCall(index, of: chain, call, to: node, context, line: line))
      } else {
        result = apply(call, to: result, context)
      }
      // A call that failed made no layer, yet reporting it costs more than making one: in
      // ForEach copies and component bodies it counts against the expansion limit like a
      // view (a fuzzed chain of 200 failing `.overlay(:t)` in 1.6M nested copies took 9 s).
      if budget.unchecked.isExpanding, errorCount > errorsBefore,
        !withinViewLimit(at: location(attribute, call.nameStart), length: call.name.count)
      {
        break
      }
    }
    return result
  }

  private func isImageBase(_ item: Item) -> Bool {
    guard case .view(let id) = item, case .leaf(is ImageLeaf) = tree.content(tree.base(of: id))
    else {
      return false
    }
    return true
  }

  /// Whether a shape element's chain wraps it in a Shape modifier that drops its own sizing
  /// (`ShapeModifiers`, §7.x).
  func wrapsShape(_ c: ElementContext) -> Bool {
    guard let attribute = c.attributes["modifiers"] else { return false }
    return ShapeModifiers.wrapsShape(parsedChain(attribute).calls)
  }

  private func isShapeBase(_ node: NodeID) -> Bool {
    guard case .leaf(is ShapeLeaf) = tree.content(tree.base(of: node)) else { return false }
    return true
  }

  /// Whether an Image element's chain starts with `.resizable()` (it changes the Image itself).
  func wantsResizable(_ c: ElementContext) -> Bool {
    guard let attribute = c.attributes["modifiers"] else { return false }
    return parsedChain(attribute).calls.prefix(while: {
      ModifierCatalog.specs[$0.name]?.keepsImage == true || $0.name == "resizable"
    })
    .contains { $0.name == "resizable" }
  }

  /// Applies one call to an item (to each element of a list, §1.18).
  func apply(_ call: ModifierCall, to item: Item, _ context: ModifierContext) -> Item {
    switch item {
    case .list(let info, let members):
      return .list(info, members.map { apply(call, to: $0, context) })
    case .view(let node):
      return .view(ModifierCatalog.apply(call, to: node, context))
    }
  }
}

/// Where a modifier call is, for building and for locating errors.
struct ModifierContext {
  let builder: Builder
  let attribute: SyntaxTree.Attribute
  let element: Int32

  var tree: ViewTree { builder.tree }
  var line: Int { builder.syntax.element(element).location.line }

  func location(_ offset: Int) -> MarkupLocation { builder.location(attribute, offset) }

  func error(_ id: String, _ message: String, at offset: Int, length: Int = 1) {
    builder.error(id, message, at: location(offset), length: length)
  }

  func warning(_ id: String, _ message: String, at offset: Int, length: Int = 1) {
    builder.warning(id, message, at: location(offset), length: length)
  }

  /// A name of the app's own that Stackup cannot model (`Builder.appName`).
  func appName(_ id: String, _ message: String, at offset: Int, length: Int = 1) {
    builder.appName(id, message, at: location(offset), length: length)
  }

  func wrap(
    _ node: NodeID, _ modifier: some ModifierLayout, kind: String, details: [String: String] = [:]
  )
    -> NodeID
  {
    tree.add(
      .modifier(modifier), child: node, info: NodeInfo(kind: kind, line: line, details: details))
  }
}

/// Matches a call's arguments against a signature the way Swift does: in order, each labelled
/// as declared, any parameter with a default may be skipped.
struct Signature {
  /// Parameter labels in order; nil is an unlabelled (positional) parameter.
  var labels: [String?]

  func match(_ call: ModifierCall, _ context: ModifierContext) -> [Int: Argument]? {
    var result: [Int: Argument] = [:]
    var slot = 0
    for argument in call.arguments {
      guard let index = labels[slot...].firstIndex(where: { $0 == argument.label }) else {
        let message: String
        if let label = argument.label, let earlier = labels[..<slot].firstIndex(of: label) {
          // Swift's rule: arguments keep the declaration's order, each at most once.
          if result[earlier] != nil {
            message = "argument '\(label)' is given twice to '\(call.name)'"
          } else {
            let previous = call.arguments.last { $0.start < argument.start && $0.label != nil }?
              .label
            message =
              "argument '\(label)' must come before '\(previous ?? "the previous argument")' in '\(call.name)'"
          }
        } else if let label = argument.label {
          let known = labels.compactMap { $0 }
          message =
            "'\(call.name)' has no argument '\(label)' here\(Suggestions.hint(for: label, in: known))"
        } else {
          message = "extra unlabelled argument to '\(call.name)'"
        }
        context.error(
          "bad-argument-label", message, at: argument.labelStart,
          length: max(1, argument.label.map(\.count) ?? (argument.end - argument.start)))
        return nil
      }
      result[index] = argument
      slot = index + 1
      if slot > labels.count { break }
    }
    return result
  }
}

enum ModifierCatalog {
  /// Applies one call as its table entry says; the new layer records the call's arguments as
  /// written, so output shows `.frame(minWidth: 40, maxWidth: 400)` apart from
  /// `.frame(minWidth: 400)`.
  static func apply(_ call: ModifierCall, to node: NodeID, _ c: ModifierContext) -> NodeID {
    // A modifier extension declared in markup (`extension="cardStyle"`).
    if let custom = c.builder.customModifier(call, on: node, c) { return custom }
    // Arguments reading a GeometryReader's proxy (§1.2) are evaluated at layout time.
    if c.builder.geometryRead, let layer = c.builder.geometryReadingLayer(call, on: node, c) {
      return layer ?? node
    }
    guard let spec = specs[call.name] else {
      let hint = c.builder.unknownModifierHint(call.name)
      c.appName(
        "unknown-modifier",
        "unknown modifier '\(call.name)' (no layout effect here)"
          + (hint.isEmpty
            ? "; if it is the app's own, model it with <Component name=\"…\" extension=\"\(call.name)\"> whose body places <Content/>"
            : hint),
        at: call.nameStart, length: call.name.count)
      return node
    }
    let layer = spec.make(call, node, c)
    if spec.recordsArguments, layer != node, !call.argumentText.isEmpty,
      c.tree[layer].info.details["arguments"] == nil
    {
      c.tree.updateInfo(layer) { $0.details["arguments"] = call.argumentText }
    }
    return layer
  }

  // MARK: Argument readers

  /// A number argument; `nil` gives `.some(nil)`; any other shape is an error (returns nil).
  static func optionalNumber(_ argument: Argument?, _ what: String, _ c: ModifierContext)
    -> Double??
  {
    guard let argument else { return .some(nil) }
    if case .nilLiteral = argument.value { return .some(nil) }
    if let v = Values.number(argument.value) {
      if v.isNaN {
        c.error(
          "bad-number", "\(what) is NaN", at: argument.start, length: argument.end - argument.start)
        return nil
      }
      return .some(v)
    }
    if let name = argument.constant, let constant = c.builder.resolver.constants[name] {
      c.error(
        "constant-type",
        "\(what) must be a number, but the constant '\(name)' is \(constant.kind) (\(constant.text))",
        at: argument.start, length: max(1, argument.end - argument.start))
      return nil
    }
    if c.leavesOutAppValue(argument) { return nil }
    c.error(
      "bad-argument", "\(what) must be a number, .infinity or nil", at: argument.start,
      length: max(1, argument.end - argument.start))
    return nil
  }

  static func requiredNumber(
    _ argument: Argument?, _ call: ModifierCall, _ what: String, _ c: ModifierContext
  ) -> Double? {
    guard let argument else {
      c.error(
        "missing-argument", "'\(call.name)' needs \(what)", at: call.nameStart,
        length: call.name.count)
      return nil
    }
    guard let v = optionalNumber(argument, what, c) else { return nil }
    guard let v else {
      c.error(
        "bad-argument", "\(what) cannot be nil", at: argument.start,
        length: argument.end - argument.start)
      return nil
    }
    return v
  }

  static func alignment(_ argument: Argument?, _ c: ModifierContext) -> Alignment? {
    guard let argument else { return .center }
    if let name = Values.caseName(argument.value, types: ["Alignment"]),
      let a = Values.alignments[name]
    {
      return a
    }
    if let constantName = argument.constant,
      let constant = c.builder.resolver.constants[constantName]
    {
      c.error(
        "constant-type",
        "expected an Alignment such as .topLeading, but the constant '\(constantName)' is \(constant.kind) (\(constant.text))",
        at: argument.start, length: max(1, argument.end - argument.start))
      return nil
    }
    let name = Values.caseName(argument.value) ?? ""
    c.error(
      "bad-argument",
      "expected an Alignment such as .topLeading\(Suggestions.hint(for: name, in: Values.alignments.keys))",
      at: argument.start, length: max(1, argument.end - argument.start))
    return nil
  }

  // MARK: Modifiers

  static let flexibleLabels: Set<String> = [
    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
  ]

  static func frame(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    let flexible = call.arguments.contains { $0.label.map(flexibleLabels.contains) ?? false }
    if flexible {
      let signature = Signature(labels: [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
      ])
      guard let args = signature.match(call, c) else { return node }
      var values: [Double?] = []
      for i in 0..<6 {
        guard let v = optionalNumber(args[i], signature.labels[i]!, c) else { return node }
        // An infinite minimum or ideal (or any −∞) asks for an infinitely large view.
        if let v, v.isInfinite, v < 0 || i % 3 != 2 {
          c.warning(
            "frame-infinite",
            "\(signature.labels[i]!) of \(v < 0 ? "-" : "").infinity is not a valid frame length",
            at: args[i]!.start, length: args[i]!.end - args[i]!.start)
        }
        values.append(v)
      }
      for axis in 0..<2 {
        if let lo = values[axis * 3], let hi = values[axis * 3 + 2], lo > hi {
          c.warning(
            "frame-contradictory",
            "contradictory frame constraints: \(signature.labels[axis * 3]!) is larger than \(signature.labels[axis * 3 + 2]!)",
            at: args[axis * 3]!.start)
        }
      }
      guard let a = alignment(args[6], c) else { return node }
      let layout = FlexibleFrameLayout(
        minWidth: values[0], idealWidth: values[1], maxWidth: values[2], minHeight: values[3],
        idealHeight: values[4], maxHeight: values[5], alignment: a)
      return c.wrap(node, layout, kind: "frame")
    }
    let signature = Signature(labels: ["width", "height", "alignment"])
    guard let args = signature.match(call, c) else { return node }
    guard let width = optionalNumber(args[0], "width", c),
      let height = optionalNumber(args[1], "height", c),
      let a = alignment(args[2], c)
    else { return node }
    for (value, arg, name) in [(width, args[0], "width"), (height, args[1], "height")] {
      if let value, !(value.isFinite && value >= 0), let arg {
        c.warning(
          "frame-invalid",
          "SwiftUI ignores a \(name) of \(value.isInfinite ? (value < 0 ? "-.infinity" : ".infinity") : formatNumber(value)) (negative or non-finite lengths count as nil)",
          at: arg.start, length: arg.end - arg.start)
      }
    }
    return c.wrap(
      node, FrameLayout(width: width, height: height, alignment: a), kind: "frame")
  }

  static func padding(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let insets = paddingInsets(call, c) else { return node }
    return c.wrap(node, PaddingLayout(insets), kind: "padding")
  }

  /// The insets of a padding call in any of its forms (`padding`, `safeAreaPadding`), or nil
  /// after reporting an error.
  static func paddingInsets(_ call: ModifierCall, _ c: ModifierContext) -> EdgeInsets? {
    guard let args = Signature(labels: [nil, nil]).match(call, c) else { return nil }
    let defaultLength = c.builder.options.defaultPadding
    var insets = EdgeInsets(.all, defaultLength)
    if let first = args[0] {
      if case .call(.identifier("EdgeInsets"), let fields, nil) = first.value {
        guard args[1] == nil else {
          c.error("bad-argument", "padding(EdgeInsets) takes one argument", at: args[1]!.start)
          return nil
        }
        let inner = ModifierCall(
          name: "EdgeInsets", arguments: fields, trailingClosure: nil, nameStart: first.start,
          end: first.end, argumentText: "")
        guard let f = Signature(labels: ["top", "leading", "bottom", "trailing"]).match(inner, c)
        else { return nil }
        var v: [Double] = []
        for (i, name) in ["top", "leading", "bottom", "trailing"].enumerated() {
          guard let value = optionalNumber(f[i], name, c) else { return nil }
          guard let value, value.isFinite else {
            if f[i] != nil {
              c.error("bad-argument", "EdgeInsets \(name) must be a finite number", at: f[i]!.start)
              return nil
            }
            v.append(0)
            continue
          }
          v.append(value)
        }
        insets = EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
      } else if let edges = Values.edgeSet(first.value) {
        guard let length = optionalNumber(args[1], "padding length", c) else { return nil }
        if let length, !length.isFinite {
          c.error("bad-argument", "padding length must be finite", at: args[1]!.start)
          return nil
        }
        insets = EdgeInsets(edges, length ?? defaultLength)
      } else if let length = Values.number(first.value) {
        guard args[1] == nil else {
          c.error("bad-argument", "padding(length) takes one argument", at: args[1]!.start)
          return nil
        }
        guard length.isFinite else {
          c.error(
            "bad-argument", "padding length must be finite", at: first.start,
            length: first.end - first.start)
          return nil
        }
        insets = EdgeInsets(.all, length)
      } else if case .nilLiteral = first.value {
        insets = EdgeInsets(.all, defaultLength)
      } else if c.leavesOutAppValue(first, of: call.name) {
        return nil
      } else {
        c.error(
          "bad-argument",
          "padding takes a length, edges such as .horizontal, edges and a length, or EdgeInsets(…)",
          at: first.start, length: max(1, first.end - first.start))
        return nil
      }
    }
    return insets
  }

  static func fixedSize(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: ["horizontal", "vertical"]).match(call, c) else {
      return node
    }
    func flag(_ a: Argument?, _ label: String) -> Bool? {
      guard let a else { return true }
      if case .bool(let b) = a.value { return b }
      c.error(
        "bad-argument", "expected true or false for '\(label)'", at: a.start,
        length: a.end - a.start)
      return nil
    }
    guard let h = flag(args[0], "horizontal"), let v = flag(args[1], "vertical") else {
      return node
    }
    return c.wrap(node, FixedSizeLayout(horizontal: h, vertical: v), kind: "fixedSize")
  }

  /// Reads `(x:y:)` or a single `CGSize(width:height:)` / `CGPoint(x:y:)`.
  private static func pair(
    _ call: ModifierCall, _ c: ModifierContext, type: String, labels: (String, String)
  ) -> (Double, Double)? {
    // `.offset(.zero)`, `.position(CGPoint.zero)`: the origin.
    if call.arguments.count == 1, call.arguments[0].label == nil,
      case .member(let base, "zero") = call.arguments[0].value,
      base.map({ if case .identifier(type) = $0 { true } else { false } }) ?? true
    {
      return (0, 0)
    }
    if call.arguments.count == 1, call.arguments[0].label == nil,
      case .call(.identifier(let t), let fields, nil) = call.arguments[0].value, t == type
    {
      let inner = ModifierCall(
        name: type, arguments: fields, trailingClosure: nil, nameStart: call.arguments[0].start,
        end: call.arguments[0].end, argumentText: "")
      guard let f = Signature(labels: [labels.0, labels.1]).match(inner, c),
        let a = optionalNumber(f[0], labels.0, c), let b = optionalNumber(f[1], labels.1, c)
      else { return nil }
      return (a ?? 0, b ?? 0)
    }
    guard let args = Signature(labels: ["x", "y"]).match(call, c),
      let x = optionalNumber(args[0], "x", c), let y = optionalNumber(args[1], "y", c)
    else { return nil }
    for (value, arg) in [(x, args[0]), (y, args[1])] where value.map({ !$0.isFinite }) ?? false {
      c.error(
        "bad-argument", "\(call.name) needs finite numbers", at: arg!.start,
        length: arg!.end - arg!.start)
      return nil
    }
    return (x ?? 0, y ?? 0)
  }

  static func offset(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let (x, y) = pair(call, c, type: "CGSize", labels: ("width", "height")) else {
      return node
    }
    return c.wrap(node, OffsetModifier(x: x, y: y), kind: "offset")
  }

  static func position(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let (x, y) = pair(call, c, type: "CGPoint", labels: ("x", "y")) else { return node }
    return c.wrap(node, PositionLayout(x: x, y: y), kind: "position")
  }

  /// `background`/`overlay` in every form: `(:bg)`, `(Color.red)`, `(.red)`,
  /// `(alignment: .top, content: :badge)`, `(_:alignment:)`, and trailing closures.
  static func decoration(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    let kind: Decoration.Kind = call.name == "background" ? .background : .overlay
    guard
      let args = Signature(labels: [nil, "alignment", "content", "in", "ignoresSafeAreaEdges"])
        .match(call, c)
    else {
      return node
    }
    guard let a = alignment(args[1], c) else { return node }
    if let shape = args[3] {
      return styledShape(call, node, style: args[0], in: shape, c)
    }
    let contentExpression = args[0]?.value ?? args[2]?.value ?? call.trailingClosure
    let at = args[0]?.start ?? args[2]?.start ?? call.trailingClosureStart ?? call.nameStart
    if contentExpression == nil, kind == .background {
      // `.background()`: the view's bounds filled with the background style (§11.5).
      return styledShape(call, node, style: nil, in: nil, c)
    }
    guard let contentExpression else {
      c.error(
        "missing-argument", "'\(call.name)' needs content: a template (:name), a colour or a view",
        at: call.nameStart, length: call.name.count)
      return node
    }
    guard var secondary = ViewExpressions.view(contentExpression, at: at, c) else { return node }
    // `.background(Color.green)` is the ShapeStyle form, `background(_:ignoresSafeAreaEdges:)`
    // with `.all` by default: its fill reaches into the safe area on every edge where the view
    // meets it, as `.background { Color.green.ignoresSafeArea() }` does (§7.7).
    if let style = args[0], args[2] == nil, call.trailingClosure == nil,
      isShapeStyle(style.value)
    {
      guard let edges = edgeSet(args[4], or: .all, c) else { return node }
      if !edges.isEmpty {
        secondary = c.tree.add(
          .modifier(SafeAreaIgnoringLayout(edges: edges)), child: secondary,
          info: NodeInfo(kind: "ignoresSafeArea", line: c.line, isImplicit: true))
      }
    }
    return c.tree.add(
      .modifier(Decoration(kind, alignment: a)), children: [node, secondary],
      info: NodeInfo(kind: call.name, line: c.line))
  }

  /// Whether `e` is a ShapeStyle value (a colour, a material, a semantic style, any of them
  /// with `.opacity(…)`), which picks SwiftUI's `background(_:ignoresSafeAreaEdges:)` and
  /// `overlay(_:ignoresSafeAreaEdges:)` over the View overloads.
  private static func isShapeStyle(_ e: Expr) -> Bool {
    var e = e
    while case .call(.member(let base?, "opacity"), let arguments, nil) = e, arguments.count == 1 {
      e = base
    }
    if case .string = e { return false }
    return Values.colorName(e) != nil
  }

  /// A built-in shape as a type (`Circle()`, `RoundedRectangle(cornerRadius: 8)`) or as the
  /// static member that stands for it where a shape is expected (Apple, `Shape.circle`,
  /// `.capsule`, `.ellipse`, `.rect` and `.rect(cornerRadius:style:)`, iOS 17: a Circle, a
  /// Capsule, an Ellipse, a Rectangle and a RoundedRectangle).
  static func builtInShape(_ e: Expr) -> (ShapeKind, [Argument])? {
    switch e {
    case .call(.identifier(let type), let fields, nil):
      return ShapeKind(rawValue: type).map { ($0, fields) }
    case .member(nil, let name):
      return staticShapes[name].map { ($0, []) }
    case .call(.member(nil, let name), let fields, nil):
      if name == "rect", fields.contains(where: { $0.label == "cornerRadius" }) {
        return (.roundedRectangle, fields)
      }
      return staticShapes[name].map { ($0, fields) }
    default:
      return nil
    }
  }

  private static let staticShapes: [String: ShapeKind] = [
    "circle": .circle, "capsule": .capsule, "ellipse": .ellipse, "rect": .rectangle,
  ]

  /// `.background(_:in:)`, `.background(in:)` and `.background()`: a shape (a rectangle when
  /// none is given) filled with a style (the background style when none is given), laid out
  /// like any background: proposed the view's size, centred (§11.5).
  private static func styledShape(
    _ call: ModifierCall, _ node: NodeID, style: Argument?, in shape: Argument?,
    _ c: ModifierContext
  ) -> NodeID {
    var kind = ShapeKind.rectangle
    var cornerRadius = 0.0
    var details: [String: String] = [:]
    if let shape {
      guard let (shapeKind, fields) = builtInShape(shape.value) else {
        c.error(
          "bad-argument",
          "'in:' takes a shape such as RoundedRectangle(cornerRadius: 8), Capsule() or Circle()",
          at: shape.start, length: max(1, shape.end - shape.start))
        return node
      }
      kind = shapeKind
      if let radius = fields.first(where: { $0.label == "cornerRadius" }),
        let value = Values.number(radius.value)
      {
        details["cornerRadius"] = formatNumber(value)
        cornerRadius = value
      }
    }
    var fill = "background"
    if let style {
      // `.black.opacity(0.3)`: the opacity changes how it is drawn, not the layout.
      var color = style.value
      while case .call(.member(let base?, "opacity"), let arguments, nil) = color,
        arguments.count == 1
      {
        color = base
      }
      if let name = Values.colorName(color) {
        c.builder.checkColor(name, at: c.location(style.start), length: style.end - style.start)
        fill = name
      } else if let name = ExpressionResolver.dottedName(color) {
        // The app's own style (`Theme.card`).
        c.builder.checkColor(name, at: c.location(style.start), length: style.end - style.start)
        fill = name
      } else {
        c.error(
          "bad-argument", "expected a colour or style such as .blue or .thinMaterial",
          at: style.start, length: max(1, style.end - style.start))
        return node
      }
    }
    details["color"] = fill
    let secondary = c.tree.add(
      .leaf(ShapeLeaf(kind, fill: fill, cornerRadius: cornerRadius)),
      info: NodeInfo(kind: kind.rawValue, line: c.line, isImplicit: true, details: details))
    return c.tree.add(
      .modifier(Decoration(.background)), children: [node, secondary],
      info: NodeInfo(kind: call.name, line: c.line))
  }

  /// `.border(color, width:)`: drawn like an overlay of a stroked rectangle.
  static func border(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: [nil, "width"]).match(call, c) else { return node }
    // `.border(.green.opacity(0.5))`: the opacity changes how it is drawn, not its layout.
    var colorExpression = args[0]?.value
    if case .call(.member(let base?, "opacity"), let arguments, nil)? = colorExpression,
      arguments.count == 1
    {
      colorExpression = base
    }
    guard let colorArgument = args[0], let colorExpression,
      let color = Values.colorName(colorExpression)
    else {
      c.error(
        "bad-argument", "border needs a colour such as .blue", at: args[0]?.start ?? call.nameStart)
      return node
    }
    c.builder.checkColor(
      color, at: c.location(colorArgument.start), length: colorArgument.end - colorArgument.start)
    guard let width = optionalNumber(args[1], "width", c) else { return node }
    let lineWidth = width ?? 1
    let stroke = c.tree.add(
      .leaf(ShapeLeaf(.rectangle, fill: color, outlineWidth: lineWidth)),
      info: NodeInfo(
        kind: "Rectangle", line: c.line, isImplicit: true,
        details: ["stroke": color, "lineWidth": formatNumber(lineWidth)]))
    return c.tree.add(
      .modifier(Decoration(.overlay)), children: [node, stroke],
      info: NodeInfo(
        kind: "border", line: c.line, details: ["color": color, "width": formatNumber(lineWidth)]))
  }

  static func alignmentGuide(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: [nil, "computeValue"]).match(call, c) else { return node }
    guard let guideArgument = args[0] else {
      c.error(
        "missing-argument", "alignmentGuide needs a guide such as .top", at: call.nameStart,
        length: call.name.count)
      return node
    }
    if case .member(nil, "center") = guideArgument.value {
      c.error(
        "ambiguous-guide",
        "'.center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center",
        at: guideArgument.start, length: guideArgument.end - guideArgument.start)
      return node
    }
    if case .member(_, let name) = guideArgument.value,
      ["listRowSeparatorLeading", "listRowSeparatorTrailing"].contains(name)
    {
      // Where a List row's separator starts or ends (HorizontalAlignment, iOS 16): no stack
      // aligns by it and no view moves, and Stackup draws no row separators, so every frame
      // is SwiftUI's without it.
      return node
    }
    guard let key = Values.guideKey(guideArgument.value, axis: nil) else {
      c.error(
        "bad-argument", "expected an alignment guide such as .top or .leading",
        at: guideArgument.start, length: guideArgument.end - guideArgument.start)
      return node
    }
    guard let closure = args[1]?.value ?? call.trailingClosure else {
      c.error(
        "missing-argument", "alignmentGuide needs a closure, e.g. { d in d[.bottom] }",
        at: call.nameStart, length: call.name.count)
      return node
    }
    switch Values.guideExpression(closure, axis: key.axis) {
    case .success(let expression):
      return c.wrap(
        node, AlignmentGuideModifier(key, expression), kind: "alignmentGuide",
        details: ["guide": key.description, "value": expression.description])
    case .failure(let failure):
      // At the closure, underlined whole: expressions keep no positions of their parts.
      let start = args[1]?.start ?? call.trailingClosureStart ?? call.nameStart
      c.error("bad-closure", failure.message, at: start, length: (args[1]?.end ?? call.end) - start)
      return node
    }
  }

  /// `.layoutValue(key: PreferredPosition.self, value: 1)`: sets a trait the container's
  /// layout reads (semantics §1.19). The key must be declared; the value must have its type.
  static func layoutValue(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard let args = Signature(labels: ["key", "value"]).match(call, c) else { return node }
    guard let keyArgument = args[0], let valueArgument = args[1] else {
      c.error(
        "missing-argument",
        "layoutValue needs key: and value:, e.g. .layoutValue(key: PreferredPosition.self, value: 1)",
        at: call.nameStart, length: call.name.count)
      return node
    }
    let name: String
    switch keyArgument.value {
    case .member(.identifier(let type)?, "self"), .identifier(let type), .string(let type):
      name = type
    default:
      c.error(
        "bad-argument", "the key is a LayoutValueKey type, e.g. PreferredPosition.self",
        at: keyArgument.start)
      return node
    }
    guard let defaultValue = c.builder.layoutValueKeys[name] else {
      let hint = c.builder.hint(for: name) { Array(c.builder.layoutValueKeys.keys) }
      c.error(
        "unknown-layout-value-key",
        "unknown LayoutValueKey '\(name)'\(hint); declare it with <LayoutValueKey name=\"\(name)\" defaultValue=\"…\"/>",
        at: keyArgument.start, length: keyArgument.end - keyArgument.start)
      return node
    }
    let value: LayoutValue
    switch (defaultValue, valueArgument.value) {
    case (.bool, .bool(let b)): value = .bool(b)
    case (.string, .string(let s)): value = .string(s)
    case (.number, let e) where Values.number(e).map({ $0.isFinite }) == true:
      value = .number(Values.number(e)!)
    default:
      let kind: String
      switch defaultValue {
      case .number: kind = "a finite number"
      case .string: kind = "a string"
      case .bool: kind = "true or false"
      }
      c.error(
        "layout-value-type", "\(name) takes \(kind) (its default is \(defaultValue))",
        at: valueArgument.start,
        length: max(1, valueArgument.end - valueArgument.start))
      return node
    }
    return c.wrap(
      node, LayoutValueModifier(key: name, value: value), kind: "layoutValue",
      details: ["key": name, "value": value.description])
  }

  /// A style layer carrying `effect`, what its table entry read from the call for drawing;
  /// one that `setsColor` labels the view below with its colour.
  static func style(
    _ call: ModifierCall, _ node: NodeID, _ c: ModifierContext, effect: StyleEffect,
    setsColor: Bool = false
  ) -> NodeID {
    let effect = checkingAppColors(effect, call, c)
    var details: [String: String] = [:]
    if !call.argumentText.isEmpty { details["arguments"] = call.argumentText }
    if setsColor, let first = call.arguments.first, let color = Values.colorName(first.value) {
      details["color"] = color
      // The drawing labels a shape or text with its colour: record it on the base view.
      let base = c.tree.base(of: node)
      if c.tree[base].info.details["color"] == nil {
        c.tree.updateInfo(base) { $0.details["color"] = color }
      }
    }
    // The value the expression resolved to (`isUnread ? 1 : 0` with a false constant is 0):
    // the JSON shows it beside the expression when they differ.
    if case .opacity(let value?) = effect, formatNumber(value) != call.argumentText {
      details["opacity"] = formatNumber(value)
    }
    return c.wrap(
      node, StyleModifier(name: call.name, effect: effect), kind: call.name, details: details)
  }
}
