import LayoutEngine
import MarkupSyntax

/// A `modifiers` chain parsed once per distinct text, with the layers it made that can be
/// made again without re-reading the calls.
///
/// Documents repeat the same few chains (a 111k-view benchmark has two), so parsing them once
/// removed the largest cost of interpretation; matching each call's arguments against its
/// signature again for every element (dictionaries, arrays and string hashes per call) was
/// then about 40% of what remained. A call whose layer depends on nothing but its own text is
/// therefore read once, and later elements copy the layer it made.
final class ParsedChain {
  /// The calls read whole (offsets are relative to the text, so a cached chain reports
  /// exactly as a fresh one).
  let calls: [ModifierCall]
  /// The syntax errors, in order: the parser goes on after each at the next `.name(`, so the
  /// calls after a mistake are still read and checked (`ChainParser.parseChainRecovering`).
  let failures: [SyntaxFailure]
  /// Per call, the layer it made, once it has made one that can be replayed.
  private(set) var layers: [ReplayableLayer?]
  /// The layers that attach views (`AttachingLayer`), by call; empty when none does. Kept
  /// apart from `layers`, which `replay` copies in a loop that stops at the first call without
  /// one: anything more in that loop or in `ReplayableLayer` (a flag, a reference, a lookup)
  /// cost the 111k document 10–29 M instructions.
  private(set) var attachingLayers: [AttachingLayer?] = []
  /// How many leading calls are Shape modifiers on a shape (`ShapeModifiers`).
  let shapePrefix: Int
  /// Whether a call reads the proxy of the GeometryReader the chain is in (§1.2): the reader
  /// then puts its geometry in force while placing its content.
  let readsGeometry: Bool

  /// Where each call's layer is also kept, when the chain was read stretch by stretch
  /// (`ChainCalls`): a layer one chain makes is then replayed by every chain with the call.
  private let shared: [(calls: ChainCalls, index: Int)]

  /// Parses `text`, then resolves its constants and conditions with `resolver` (§11.2): the
  /// constants and the environment are fixed before building, so a chain's text still
  /// determines its calls.
  init(_ text: String, lineBreaks: [Int] = [], resolver: ExpressionResolver) {
    shared = []
    do {
      var parser = try ChainParser(text, lineBreaks: lineBreaks)
      var parsed: [ModifierCall]
      var found: [SyntaxFailure]
      (parsed, found) = parser.parseChainRecovering()
      Self.resolve(&parsed, in: text, resolver, failures: &found)
      // Failures are rare: a chain without any is not sorted.
      (calls, failures) = (parsed, found.count < 2 ? found : found.sorted { $0.offset < $1.offset })
    } catch {
      (calls, failures) = ([], [error])
    }
    layers = Array(repeating: nil, count: calls.count)
    shapePrefix = ShapeModifiers.shapePrefix(calls)
    readsGeometry = resolver.hasGeometry && Self.read(calls, resolver.geometryNames)
  }

  /// The chain whose calls were read stretch by stretch (`ChainCalls.read`), with the layers
  /// its calls made in other chains.
  init(shared: [(calls: ChainCalls, index: Int)], resolver: ExpressionResolver) {
    self.shared = shared
    calls = shared.map { $0.calls.calls[$0.index] }
    failures = []
    layers = shared.map { $0.calls.layer($0.index) }
    if shared.contains(where: { $0.calls.hasAttachingLayers }) {
      attachingLayers = shared.map { $0.calls.attachingLayer($0.index) }
    }
    shapePrefix = ShapeModifiers.shapePrefix(calls)
    readsGeometry = resolver.hasGeometry && Self.read(calls, resolver.geometryNames)
  }

  /// Whether a call of `calls` reads a proxy named in `names`.
  private static func read(_ calls: [ModifierCall], _ names: Set<String>) -> Bool {
    calls.contains { call in call.arguments.contains { GeometryProxies.reads($0.value, names) } }
  }

  /// Resolves every argument and trailing closure of `calls`. A call that cannot be resolved
  /// is dropped and its failure added to `failures`, pointing at the name to blame inside the
  /// argument, or at the argument; the other calls are still applied and checked, as after a
  /// syntax error.
  static func resolve(
    _ calls: inout [ModifierCall], in text: String, _ resolver: ExpressionResolver,
    failures: inout [SyntaxFailure]
  ) {
    // A reader's proxy names are no unknown constants (read once: the chain's every argument
    // asks).
    let geometryNames = resolver.hasGeometry ? resolver.geometryNames : []
    func failure(_ error: ResolveFailure, _ start: Int, _ end: Int) -> SyntaxFailure {
      var offset = start
      var length = max(1, end - start)
      // Offsets count characters: the argument's text is found by walking them (failures only).
      if let name = error.name, start >= 0, start <= end,
        let from = text.index(text.startIndex, offsetBy: start, limitedBy: text.endIndex),
        let to = text.index(from, offsetBy: end - start, limitedBy: text.endIndex)
      {
        offset = start + Builder.offset(of: name, in: String(text[from..<to]))
        length = name.count
      }
      let appValue = error.id == "unknown-constant" && !error.isTypo ? error.name : nil
      return SyntaxFailure(
        message: error.message, offset: offset, length: length, id: error.id, appValue: appValue)
    }
    func resolveCall(_ call: inout ModifierCall) throws(SyntaxFailure) {
      for a in call.arguments.indices {
        let argument = call.arguments[a]
        let original = argument.value
        let resolved: Expr
        do throws(ResolveFailure) {
          resolved = try resolver.resolve(original)
        } catch {
          throw failure(error, argument.start, argument.end)
        }
        if let name = ExpressionResolver.dottedName(original), resolver.constants[name] != nil {
          call.arguments[a].constant = name
        }
        if ModifierCatalog.specs[call.name]?.checksNames == true,
          let name = ExpressionResolver.freeNames(in: resolved, bound: geometryNames)
            .first,
          !Self.isAppStyle(resolved, in: call.name)
        {
          throw failure(resolver.unknownConstant(name), argument.start, argument.end)
        }
        call.arguments[a].value = resolved
      }
      if let closure = call.trailingClosure {
        let start = call.trailingClosureStart ?? call.nameStart
        do throws(ResolveFailure) {
          call.trailingClosure = try resolver.resolve(closure)
        } catch {
          throw failure(error, start, call.end)
        }
      }
    }
    var resolvedCalls: [ModifierCall] = []
    resolvedCalls.reserveCapacity(calls.count)
    for var call in calls {
      do throws(SyntaxFailure) {
        try resolveCall(&call)
        resolvedCalls.append(call)
      } catch {
        // An app's own modifier may name the app's values (`.showIf(isVisible)`): kept, and
        // reported only if the name turns out to be a markup extension (`ModifierCall.unread`).
        if ModifierCatalog.specs[call.name] == nil, call.unread == nil {
          call.unread = error
          resolvedCalls.append(call)
        } else if let name = error.appValue {
          // The app's own value (`.opacity(viewModel.isOn ? 1 : 0)`): like the app's own
          // modifier, the call is left out with a warning, so one name does not stop a
          // screen (§11.2).
          var left = error
          left.id = "app-value"
          left.message =
            "'\(name)' is the app's own value, which Stackup cannot compute: '.\(call.name)' is left out; declare it with <Constant name=\"\(name)\" value=\"…\"/> to apply it"
          failures.append(left)
        } else {
          failures.append(error)
        }
      }
    }
    calls = resolvedCalls
  }

  /// Whether `e` is a style the app reads from its own model where a decoration takes one
  /// (`.background(viewModel.tint)`, `.overlay(theme.accent.opacity(0.5))`): not an unknown
  /// constant but the app's value, drawn as a placeholder with a warning (`ViewExpressions`).
  private static func isAppStyle(_ e: Expr, in modifier: String) -> Bool {
    guard modifier == "background" || modifier == "overlay" else { return false }
    if case .call(.member(let base?, "opacity"), _, nil) = e {
      return isAppStyle(base, in: modifier)
    }
    return ExpressionResolver.dottedName(e)?.contains(".") == true
  }

  /// Remembers the layer call `index` made. A chain with a syntax error is never replayed:
  /// each element's own copy must report it.
  func remember(_ layer: ReplayableLayer, forCall index: Int) {
    guard failures.isEmpty else { return }
    layers[index] = layer
    if index < shared.count { shared[index].calls.keep(layer, forCall: shared[index].index) }
  }

  /// Remembers the layer call `index` made with the views it attaches.
  func remember(_ layer: AttachingLayer, forCall index: Int) {
    guard failures.isEmpty else { return }
    if attachingLayers.isEmpty { attachingLayers = Array(repeating: nil, count: calls.count) }
    attachingLayers[index] = layer
    if index < shared.count { shared[index].calls.keep(layer, forCall: shared[index].index) }
  }

  /// The layer with views call `index` made, if one was kept.
  func attachingLayer(_ index: Int) -> AttachingLayer? {
    index < attachingLayers.count ? attachingLayers[index] : nil
  }

  /// Copies the remembered layers of the chain's first calls around `node`, up to the first
  /// call without one, and says how many calls that covered. Done here, the builder skips the
  /// calls entirely for a chain replayed whole: reaching each layer through them retained and
  /// released the call array, the chain and the layers per element.
  func replay(around node: NodeID, line: Int, in tree: ViewTree) -> (node: NodeID, calls: Int) {
    var result = node
    var count = 0
    while count < layers.count, let layer = layers[count] {
      result = layer.copy(wrapping: result, line: line, in: tree)
      count += 1
    }
    return (result, count)
  }
}

/// A modifier layer as a call made it: everything but the line, which is the element's.
/// A struct of the two references every copy keeps (the content's box and the shared
/// description), which move into the new node: as a class, reading it retained and released
/// one reference more per copy.
struct ReplayableLayer {
  let content: NodeContent
  /// The first layer's information, whose description every copy shares.
  let info: NodeInfo
  /// Whether the layer is a `setsColor` style (`.foregroundStyle(.blue)`), which labels the
  /// view below with its colour (its `color` detail) when that view has none yet
  /// (`ModifierCatalog.style`): the copy labels its own base. A flag, not the colour: a
  /// `String?` here made every copy of every layer 260 instructions dearer (111k document).
  var setsBaseColor = false

  /// A new layer like this one around `node`, on the element's `line`. Consuming: the caller's
  /// copy of the layer moves into the node, where borrowing it copied both references again
  /// (two retains and releases more per layer).
  consuming func copy(wrapping node: NodeID, line: Int, in tree: ViewTree) -> NodeID {
    // Read before the layer moves into the node: a method of `self` called first made the
    // move a copy (a retain, a release and a destroy more per copy: 111k document +22 M).
    let labels = setsBaseColor
    let made = tree.add(content, child: node, info: info.at(line: line))
    if labels { Self.labelBase(below: made, in: tree) }
    return made
  }

  /// Labels the base view below `layer` with the layer's colour, unless it has one.
  private static func labelBase(below layer: NodeID, in tree: ViewTree) {
    guard let color = tree[layer].info.details["color"] else { return }
    let base = tree.base(of: layer)
    if tree[base].info.details["color"] == nil {
      tree.updateInfo(base) { $0.details["color"] = color }
    }
  }
}

extension Builder {
  /// Most entries a document's chain cache keeps (distinct `modifiers` strings).
  static let parsedChainLimit = 4096

  /// The parsed chain of a `modifiers` value. The cache stops growing at `parsedChainLimit`
  /// entries, so hostile input cannot make it large.
  func parsedChain(_ text: String) -> ParsedChain {
    // Inside a GeometryReader or a style the same text may mean another chain.
    let scopeKey = scope.unchecked.resolver.scopeKey
    let key = scopeKey.isEmpty ? text : text + "\u{0}" + scopeKey
    if let known = caches.unchecked.parsedChains[key] { return known }
    let chain = readChain(text)
    if caches.unchecked.parsedChains.count < Self.parsedChainLimit {
      caches.unchecked.parsedChains[key] = chain
    }
    return chain
  }

  /// `text` read as a chain, call by call from the stretches already read (`ChainCalls`) or,
  /// when it cannot be cut, whole.
  private func readChain(_ text: String) -> ParsedChain {
    if let shared = ChainCalls.read(text, resolver: resolver, cache: &caches.unchecked.chainCalls) {
      return ParsedChain(shared: shared, resolver: resolver)
    }
    return ParsedChain(text, resolver: resolver)
  }

  /// Whether `text` has `//` anywhere (a comment, or inside a string literal), asked of every
  /// distinct `modifiers` value: any two neighbouring bytes include one at an odd index, so
  /// only those are compared with `/` first, over the UTF-8 in place.
  static func hasLineComment(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var i = 1
      while i < bytes.count {
        if bytes[i] == 0x2F, bytes[i - 1] == 0x2F || (i + 1 < bytes.count && bytes[i + 1] == 0x2F) {
          return true
        }
        i += 2
      }
      return false
    } ?? text.contains("//")
  }

  /// The parsed chain of a `modifiers` attribute: by its value id when it has one, an index
  /// into an array instead of a hash of the whole chain's text (a tenth of building an element
  /// with modifiers). The array holds one reference per distinct value of the document. Ids
  /// are the document's: inside a component's expansion (another tree's elements) the text is
  /// the key.
  func parsedChain(_ attribute: SyntaxTree.Attribute) -> ParsedChain {
    let id = Int(attribute.valueID)
    let byID = id >= 0 && expansions.isEmpty && scope.unchecked.resolver.scopeKey.isEmpty
    if byID, let known = caches.unchecked.parsedChainsByValue.entry(byValueID: id) { return known }
    // A chain pasted with `//` comments: where each ends depends on the source's line breaks,
    // which the value (and so the caches' keys) no longer has, so it is never kept. Asked
    // once per distinct value: a kept chain has none.
    if Self.hasLineComment(attribute.value) {
      return ParsedChain(
        attribute.value, lineBreaks: syntax.lineBreaks(inValueOf: attribute), resolver: resolver)
    }
    guard byID else { return parsedChain(attribute.value) }
    // Values are interned, so a value id is its text: a chain kept by id is not also kept by
    // its text (hashing and storing each distinct chain's text cost 1.4 M instructions on the
    // realistic screen), and one first read elsewhere (a component's expansion) is read again.
    let chain = readChain(attribute.value)
    guard caches.unchecked.parsedChainsByValueCount < Self.parsedChainLimit else { return chain }
    caches.unchecked.parsedChainsByValueCount += 1
    caches.unchecked.parsedChainsByValue.keep(chain, byValueID: id)
    return chain
  }

  /// Applies call `index` of `chain` to a view afresh, remembering the layer it made when it
  /// can be replayed (`ReplayableLayer.copy`). A layer is remembered only when making it
  /// reported nothing: diagnostics point into the element's own text. Whether a call's layer
  /// can be replayed at all is its table entry's `replayable`.
  func applyCall(
    _ index: Int, of chain: ParsedChain, _ call: ModifierCall, to node: NodeID,
    _ context: ModifierContext, line: Int
  ) -> NodeID {
    let nodesBefore = tree.count
    let diagnosticsBefore = reportCount
    let made = ModifierCatalog.apply(call, to: node, context)
    let spec = ModifierCatalog.specs[call.name]
    guard spec?.replayable == true, reportCount == diagnosticsBefore,
      Int(made.index) == tree.count - 1, Int(made.index) >= nodesBefore
    else { return made }
    let layer = tree[made]
    guard case .modifier = layer.kind, layer.children.first == node.index,
      layer.info == NodeInfo(kind: layer.info.kind, line: line, details: layer.info.details)
    else { return made }
    if Int(made.index) == nodesBefore, layer.children.count == 1 {
      chain.remember(
        ReplayableLayer(
          content: tree.content(made), info: layer.info, setsBaseColor: spec?.setsColor == true),
        forCall: index)
    } else if ViewExpressions.isSelfContained(call, isComponent: { component(named: $0) != nil }),
      let attached = AttachedViews(
        made: nodesBefore..<Int(made.index), attachedTo: layer, line: line, in: tree)
    {
      chain.remember(
        AttachingLayer(
          layer: ReplayableLayer(content: tree.content(made), info: layer.info), views: attached),
        forCall: index)
    }
    return made
  }
}

/// A replayed layer that attaches views (a background's or an overlay's view): copied with
/// them.
struct AttachingLayer {
  let layer: ReplayableLayer
  let views: AttachedViews

  func copy(wrapping node: NodeID, line: Int, in tree: ViewTree) -> NodeID {
    tree.add(
      layer.content, children: [node] + views.copy(line: line, in: tree),
      info: layer.info.at(line: line))
  }
}

/// The views a replayed layer attaches (a background's or an overlay's view), as the call
/// that first made them built them: each node's content, information and children, the
/// children as indices among these nodes.
///
/// Why: `.background(Capsule().fill(Color.blue))` on every row built its capsule afresh from
/// the argument's text, 26,000 instructions a row, 3.5 M of the realistic screen. The same
/// text in the same scope builds the same views, unless it names something of the document
/// (a template, a component) or of the element (a closure's views), which
/// `ViewExpressions.isSelfContained` rules out.
final class AttachedViews {
  struct Node {
    let content: NodeContent
    let info: NodeInfo
    let children: [Int32]
  }

  /// In the order they were made, each after its children.
  let nodes: [Node]
  /// The layer's children after the view it wraps, among `nodes`.
  let layerChildren: [Int32]

  /// The nodes `made` (all the call made before its layer), when they form views of their own
  /// that copy: each on the element's `line` with no id or column (as a replayed layer),
  /// none a group (whose traits the tree keeps apart), each child among them.
  init?(made: Range<Int>, attachedTo layer: ViewNode, line: Int, in tree: ViewTree) {
    var nodes: [Node] = []
    nodes.reserveCapacity(made.count)
    func local(_ child: Int32) -> Int32? {
      let k = Int(child) - made.lowerBound
      return k >= 0 && k < nodes.count ? Int32(k) : nil
    }
    for i in made {
      let node = tree.nodes[i]
      if case .group = node.kind { return nil }
      guard node.info == node.info.at(line: line), node.info.id == nil else { return nil }
      var children: [Int32] = []
      for child in node.children {
        guard let k = local(child) else { return nil }
        children.append(k)
      }
      nodes.append(Node(content: tree.content(at: i), info: node.info, children: children))
    }
    var layerChildren: [Int32] = []
    for child in layer.children.dropFirst() {
      guard let k = local(child) else { return nil }
      layerChildren.append(k)
    }
    guard !nodes.isEmpty else { return nil }
    self.nodes = nodes
    self.layerChildren = layerChildren
  }

  /// Copies the views on `line`; returns the ids of the layer's children after `node`.
  func copy(line: Int, in tree: ViewTree) -> [NodeID] {
    var made: [NodeID] = []
    made.reserveCapacity(nodes.count)
    for node in nodes {
      made.append(
        tree.add(
          node.content, children: node.children.map { made[Int($0)] },
          info: node.info.at(line: line)))
    }
    return layerChildren.map { made[Int($0)] }
  }
}

extension Array {
  /// Entry `id` of a table kept by attribute value id (`SyntaxTree.Attribute.valueID`), or nil
  /// when none is kept. Read through the storage: one access to the builder's property.
  func entry<Value>(byValueID id: Int) -> Value? where Element == Value? {
    withUnsafeBufferPointer { id < $0.count ? $0[id] : nil }
  }

  /// Keeps `value` as entry `id`, growing the table with empty entries up to it (one entry
  /// per distinct value of the document at most).
  mutating func keep<Value>(_ value: Value, byValueID id: Int) where Element == Value? {
    if id >= count { append(contentsOf: repeatElement(nil, count: id + 1 - count)) }
    self[id] = value
  }
}
