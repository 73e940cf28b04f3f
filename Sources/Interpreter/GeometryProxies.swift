import LayoutEngine

/// `GeometryReader { geometry in … }` (§1.2): inside a reader, `geometry`, `geo` and `proxy` (or the
/// name its `as` attribute gives) stand for its `GeometryProxy`, and `frame`, `padding`,
/// `offset` and `position` arguments may read it: `geometry.size.width * 0.5`,
/// `proxy.safeAreaInsets.top`, `geometry.frame(in: .local).midX`, `min(geo.size.width, 300)`.
/// The values are the reader's at layout time, so such a call becomes a `GeometryReadingLayer`
/// that makes the modifier's layout from the proxy the pass supplies.
enum GeometryProxies {
  /// The names a reader's proxy goes by when its `as` attribute gives none: what SwiftUI code
  /// most often calls the closure's parameter.
  static let defaultNames: Set<String> = ["geometry", "geo", "proxy"]

  /// The modifiers whose arguments may read a proxy.
  static let modifiers: Set<String> = ["frame", "padding", "offset", "position"]

  /// What a proxy answers, as markup writes it (for messages).
  static let readable =
    "size.width, size.height, safeAreaInsets.top/leading/bottom/trailing and frame(in: .local, .global or .named(\"name\")).minX/midX/maxX/minY/midY/maxY/width/height"

  /// Whether `e` mentions one of `names`.
  static func reads(_ e: Expr, _ names: Set<String>) -> Bool {
    switch e {
    case .identifier(let name): return names.contains(name)
    case .member(let base?, _): return reads(base, names)
    case .call(let callee, let arguments, _):
      return reads(callee, names) || arguments.contains { reads($0.value, names) }
    case .unary(_, let x): return reads(x, names)
    case .binary(_, let x, let y), .comparison(_, let x, let y):
      return reads(x, names) || reads(y, names)
    case .conditional(let c, let x, let y):
      return reads(c, names) || reads(x, names) || reads(y, names)
    case .array(let elements): return elements.contains { reads($0, names) }
    default: return false
    }
  }

  /// `e` with every value read from a proxy named in `names` replaced by that value of `proxy`.
  /// A read Stackup does not know is left as written (and reported by `reads` afterwards).
  static func substituting(_ e: Expr, _ names: Set<String>, _ proxy: GeometryProxyValue) -> Expr {
    if let value = value(of: e, names, proxy) { return .number(value) }
    switch e {
    case .member(let base?, let name):
      return .member(base: substituting(base, names, proxy), name: name)
    case .call(let callee, let arguments, let trailing):
      return .call(
        callee: substituting(callee, names, proxy),
        arguments: arguments.map {
          var argument = $0
          argument.value = substituting($0.value, names, proxy)
          return argument
        }, trailingClosure: trailing)
    case .unary(let op, let x): return .unary(op, substituting(x, names, proxy))
    case .binary(let op, let x, let y):
      return .binary(op, substituting(x, names, proxy), substituting(y, names, proxy))
    case .comparison(let op, let x, let y):
      return .comparison(op, substituting(x, names, proxy), substituting(y, names, proxy))
    case .conditional(let c, let x, let y):
      return .conditional(
        substituting(c, names, proxy), substituting(x, names, proxy),
        substituting(y, names, proxy))
    case .array(let elements): return .array(elements.map { substituting($0, names, proxy) })
    default: return e
    }
  }

  /// The value of one proxy read: `p.size.width`, `p.safeAreaInsets.top`,
  /// `p.frame(in: .global).midX`, `p.frame(in: .local).size.width`, `p.frame(in: .global).origin.y`.
  private static func value(of e: Expr, _ names: Set<String>, _ proxy: GeometryProxyValue)
    -> Double?
  {
    guard case .member(let base?, let field) = e else { return nil }
    if case .member(.identifier(let name)?, let group) = base, names.contains(name) {
      switch (group, field) {
      case ("size", "width"): return proxy.size.width
      case ("size", "height"): return proxy.size.height
      case ("safeAreaInsets", "top"): return proxy.safeAreaInsets.top
      case ("safeAreaInsets", "leading"): return proxy.safeAreaInsets.leading
      case ("safeAreaInsets", "bottom"): return proxy.safeAreaInsets.bottom
      case ("safeAreaInsets", "trailing"): return proxy.safeAreaInsets.trailing
      default: return nil
      }
    }
    if let rect = frame(base, names, proxy) {
      switch field {
      case "minX": return rect.minX
      case "midX": return rect.minX + rect.width / 2
      case "maxX": return rect.maxX
      case "minY": return rect.minY
      case "midY": return rect.minY + rect.height / 2
      case "maxY": return rect.maxY
      case "width": return rect.width
      case "height": return rect.height
      default: return nil
      }
    }
    // `frame(in:).size.width`, `frame(in:).origin.x`.
    if case .member(let inner?, let group) = base, let rect = frame(inner, names, proxy) {
      switch (group, field) {
      case ("size", "width"): return rect.width
      case ("size", "height"): return rect.height
      case ("origin", "x"): return rect.minX
      case ("origin", "y"): return rect.minY
      default: return nil
      }
    }
    return nil
  }

  /// `p.frame(in: .local)` (origin zero), `p.frame(in: .global)` (the root's coordinates) or
  /// `p.frame(in: .named("scroll"))` (the nearest ancestor's of that name, §1.2).
  private static func frame(_ e: Expr, _ names: Set<String>, _ proxy: GeometryProxyValue)
    -> Rect?
  {
    guard case .call(.member(.identifier(let name)?, "frame"), let arguments, nil) = e,
      names.contains(name), arguments.count == 1, arguments[0].label == "in"
    else { return nil }
    if let named = spaceName(arguments[0].value) {
      return proxy.frame(inSpaceNamed: named)
    }
    guard
      let space = Values.caseName(
        arguments[0].value, types: ["CoordinateSpace", "CoordinateSpaceProtocol"])
    else { return nil }
    switch space {
    case "local": return Rect(origin: .zero, size: proxy.size)
    case "global": return Rect(origin: proxy.origin, size: proxy.size)
    default: return nil
    }
  }

  /// The name in `.named("scroll")` (`CoordinateSpace.named`, `NamedCoordinateSpace.named`), or
  /// nil when `e` is not that form with a string.
  static func spaceName(_ e: Expr) -> String? {
    guard case .call(let callee, let arguments, nil) = e, arguments.count == 1,
      arguments[0].label == nil, case .string(let name) = arguments[0].value
    else { return nil }
    switch callee {
    case .member(nil, "named"): return name
    case .member(.identifier(let type)?, "named"):
      return ["CoordinateSpace", "NamedCoordinateSpace", "CoordinateSpaceProtocol"].contains(type)
        ? name : nil
    default: return nil
    }
  }

  /// The layout of `call` (a modifier in `modifiers`) once its proxy reads are numbers, or nil
  /// when its arguments are not a form this reads: `frame(width:height:alignment:)`,
  /// `frame(minWidth:…maxHeight:alignment:)`, `padding(_:)`, `padding(_:_:)`,
  /// `offset(x:y:)`, `position(x:y:)`.
  static func layout(_ call: ModifierCall) -> (any ModifierLayout)? {
    var labelled: [String: Expr] = [:]
    var unlabelled: [Expr] = []
    for argument in call.arguments {
      if let label = argument.label {
        guard labelled[label] == nil else { return nil }
        labelled[label] = argument.value
      } else {
        unlabelled.append(argument.value)
      }
    }
    // A number (nil when absent or `nil`); a non-number fails the whole call.
    var failed = false
    func number(_ e: Expr?) -> Double? {
      guard let e else { return nil }
      if case .nilLiteral = e { return nil }
      guard let resolved = try? ExpressionResolver().resolve(e), let v = Values.number(resolved)
      else {
        failed = true
        return nil
      }
      return v
    }
    func labels(_ allowed: Set<String>) -> Bool {
      unlabelled.isEmpty && Set(labelled.keys).isSubset(of: allowed)
    }
    let made: (any ModifierLayout)?
    switch call.name {
    case "frame":
      var alignment = Alignment.center
      if let a = labelled["alignment"] {
        guard let name = Values.caseName(a, types: ["Alignment"]),
          let known = Values.alignments[name]
        else { return nil }
        alignment = known
      }
      if labels(["width", "height", "alignment"]) {
        made = FrameLayout(
          width: number(labelled["width"]), height: number(labelled["height"]),
          alignment: alignment)
      } else if labels(ModifierCatalog.flexibleLabels.union(["alignment"])) {
        made = FlexibleFrameLayout(
          minWidth: number(labelled["minWidth"]), idealWidth: number(labelled["idealWidth"]),
          maxWidth: number(labelled["maxWidth"]), minHeight: number(labelled["minHeight"]),
          idealHeight: number(labelled["idealHeight"]), maxHeight: number(labelled["maxHeight"]),
          alignment: alignment)
      } else {
        return nil
      }
    case "offset", "position":
      guard labels(["x", "y"]) else { return nil }
      let x = number(labelled["x"]) ?? 0
      let y = number(labelled["y"]) ?? 0
      made = call.name == "offset" ? OffsetModifier(x: x, y: y) : PositionLayout(x: x, y: y)
    case "padding":
      guard labelled.isEmpty, unlabelled.count == 1 || unlabelled.count == 2,
        let edges = unlabelled.count == 2 ? Values.edgeSet(unlabelled[0]) : .all
      else { return nil }
      made = PaddingLayout(EdgeInsets(edges, number(unlabelled.last) ?? 0))
    default:
      return nil
    }
    return failed ? nil : made
  }
}

extension Builder {
  /// Builds a reader's content with `names` standing for its proxy, and says whether the
  /// content read it. Only the innermost reader's proxy is in scope: the pass supplies one
  /// geometry at a time, so the outer readers' names become errors that say so.
  func buildingReaderContent(names: Set<String>, _ build: () -> [NodeID]) -> (
    children: [NodeID], readsGeometry: Bool
  ) {
    let saved = resolver
    let savedRead = geometryRead
    scope.unchecked.resolver.outerGeometryNames.formUnion(saved.geometryNames.subtracting(names))
    scope.unchecked.resolver.geometryNames = names
    geometryRead = false
    let children = build()
    let reads = geometryRead
    scope.unchecked.resolver.geometryNames = saved.geometryNames
    scope.unchecked.resolver.outerGeometryNames = saved.outerGeometryNames
    geometryRead = savedRead || reads
    return (children, reads)
  }

  /// A call in `GeometryProxies.modifiers` whose arguments read a proxy in scope, as a layer
  /// made at layout time; nil when the call reads none. A read or a form Stackup cannot
  /// evaluate is an error at the call; another modifier reading the proxy is left out with a
  /// warning.
  func geometryReadingLayer(_ call: ModifierCall, on node: NodeID, _ c: ModifierContext)
    -> NodeID??
  {
    let names = resolver.geometryNames
    guard !names.isEmpty, call.arguments.contains(where: { GeometryProxies.reads($0.value, names) })
    else { return nil }
    guard GeometryProxies.modifiers.contains(call.name) else {
      // Valid SwiftUI Stackup cannot evaluate: left out, as an unknown modifier is.
      c.warning(
        "geometry-proxy",
        "'\(call.name)' reading the GeometryProxy is left out (Stackup evaluates it in frame, padding, offset and position arguments)",
        at: call.nameStart, length: call.name.count)
      return .some(nil)
    }
    // Checked once with a sample proxy: every read known, the form one the layer can make.
    let sample = GeometryProxyValue(size: Size(width: 100, height: 100))
    var checked = call
    for index in checked.arguments.indices {
      let argument = checked.arguments[index]
      let value = GeometryProxies.substituting(argument.value, names, sample)
      if GeometryProxies.reads(value, names) {
        c.error(
          "geometry-proxy",
          "Stackup reads \(GeometryProxies.readable) from a GeometryProxy",
          at: argument.start, length: max(1, argument.end - argument.start))
        return .some(nil)
      }
      checked.arguments[index].value = value
    }
    guard GeometryProxies.layout(checked) != nil else {
      c.error(
        "geometry-proxy",
        "reading the GeometryProxy, '\(call.name)' takes numbers in the forms frame(width:height:alignment:), frame(minWidth:…maxHeight:alignment:), padding(_:), padding(_:_:), offset(x:y:), position(x:y:)",
        at: call.nameStart, length: call.name.count)
      return .some(nil)
    }
    let layer = GeometryReadingLayer { proxy in
      var resolved = call
      for index in resolved.arguments.indices {
        resolved.arguments[index].value = GeometryProxies.substituting(
          call.arguments[index].value, names, proxy)
      }
      return GeometryProxies.layout(resolved) ?? OffsetModifier()
    }
    geometryRead = true
    return c.wrap(node, layer, kind: call.name, details: ["arguments": call.argumentText])
  }
}
