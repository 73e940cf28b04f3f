/// One layout pass over a `ViewTree`: measures views (memoised per view and proposal),
/// answers spacing, priority and alignment questions, and places every view.
///
/// The host (`run(in:)`) proposes its size to the root and centres it (semantics §1.20).
///
/// Every view is reached through its own layout: a leaf through `LeafLayout`, a modifier
/// layer through `ModifierLayout`, a container (HStack, VStack and ZStack included) through
/// `Layout` and `LayoutSubviews`, as a user's own layout is. The pass only decides which of
/// these a node is, remembers sizes, and keeps the facts views hand each other (`PassFacts`).
///
/// The pass's mutable state touched per evaluation (the trace hook, the evaluation count, the
/// frames, the caches, the spacings, the placement stamps, the dry-run records) is kept in
/// `UncheckedCell`s and `UncheckedBuffer`s (Support/UncheckedCell.swift), each with its
/// measured gain beside it (docs/performance.md, "One door to unchecked code"). A pass runs on one
/// thread and never modifies these across a call that reads them.
///
/// The pass is held strongly by what it hands out (`LayoutSubview`, `ModifierChild`, the
/// guides of `ViewDimensions`), so a layout may keep them past its call: measuring then still
/// answers, and placing once `run` is over does nothing.
package final class LayoutComputer {
  package let tree: ViewTree
  package let options: LayoutOptions
  /// The tree's arena, read once: the tree does not change during a pass.
  private let nodes: [ViewNode]
  private let facts: PassFacts
  /// Receives every call the engine makes on a container's layout (for `--trace`). Read on
  /// every evaluation: unchecked, it and `evaluations` save 4.0 M instructions at 1k views and
  /// 32 M at 11k (huge-nested, whole run; docs/performance.md, "One door to unchecked code").
  private let tracerCell = UncheckedCell<((LayoutTraceEvent) -> Void)?>(nil)
  package var tracer: ((LayoutTraceEvent) -> Void)? {
    get { tracerCell.value }
    set { tracerCell.value = newValue }
  }
  /// The placement contexts handed out so far (`PlacementContext`), by id: the first is the
  /// host's (during `run`), and a layout that changes its content's context adds one.
  private var contexts: [PlacementContext] = [.none]
  /// How far each placed scroll view reached into the safe areas it touches (§5.10), by node;
  /// only those that reached.
  private var scrollReaches: [Int32: EdgeInsets] = [:]

  private let memo: MemoTable
  /// The geometry a proxy-reading GeometryReader gives the content it is placing, as an index
  /// into `geometries` (0: none). Its content's sizes depend on it, so they are remembered per
  /// geometry (`geometrySizes`), and a container's alignment query is keyed by it too. A
  /// document without such a reader never leaves 0: one comparison per size asked.
  private let geometry = UncheckedCell<Int32>(0)
  private var geometries: [GeometryProxyValue] = [GeometryProxyValue(size: .zero)]
  private var geometryIDs: [GeometryProxyValue: Int32] = [:]
  /// The sizes asked inside proxy-reading readers, by geometry, node and proposal: kept only
  /// for what is asked, since a `MemoTable` per geometry (one slot per memoised node) made
  /// 6,000 readers of different sizes take 3.2 GB.
  private var geometrySizes: [GeometrySizeQuery: Size] = [:]
  /// Containers' and modifier layers' explicit alignment values by query (`AlignmentQuery`).
  /// A container's value comes from a dry run of its placement that asks its subviews'
  /// values, and placing a baseline-aligned stack asks them again: nested `HStack(alignment: .firstTextBaseline)`
  /// asked the innermost stack 2^depth times (20 levels took 3 s). Remembered, each is
  /// computed once per proposal and size.
  private var alignments: [AlignmentQuery: Double?] = [:]
  /// Containers' and layers' explicit alignment values computed (memo misses), for tests of
  /// the growth.
  package private(set) var alignmentEvaluations = 0
  /// Size computations performed so far: memo misses plus every computation of a view that is
  /// not memoised (`PassFacts.isMemoised`), so the count stays the work done. Unchecked with
  /// the trace hook: 4.0 M instructions at 1k views, 32 M at 11k.
  private let evaluations = UncheckedCell(0)
  /// Every view's frame, written by `place` while `run` places (`placing`); outside `run` a
  /// bare `size` call whose layout places subviews, or a kept `LayoutSubview`, places
  /// nothing. The flag unchecked saves 0.17 M instructions at 1k views and 1.8 M at 11k; the
  /// frames in a buffer rather than an array, 0.09 M and 0.9 M.
  private let frames: UncheckedBuffer<Rect>
  private let placing = UncheckedCell(false)

  /// Per container: its layout's cache (for layouts that keep one) and whether `makeCache` was
  /// called (for those that do not). In buffers rather than arrays: 0.13 M instructions at 1k
  /// views, 1.1 M at 11k.
  private let caches: UncheckedBuffer<AnyLayout.Cache?>
  private let cacheMade: UncheckedBuffer<Bool>
  /// Every view's spacing preferences once asked (nil before): a view's spacing depends on
  /// nothing the pass changes, and stacks ask each subview on every evaluation (300,000 asks
  /// for the 111k-view document, each a call through a leaf's and its modifier layers'
  /// protocols, a tenth of the layout stage). In a buffer rather than an array: 0.37 M
  /// instructions at 1k views, 4.0 M at 11k.
  private let spacings: UncheckedBuffer<ViewSpacing?>
  /// Every leaf's sizing for its environment (`LeafLayout.sizing(in:)`), by slot, once asked
  /// (`sizingAsked`); never asked of a fill (`LeafLayout.fillsItsProposal`), which has
  /// nothing to share. A Text's answers share its wrapping: 94.4 → 82.9 M instructions on the
  /// realistic screen. The flags apart, so that the 111k document's 100,000 Colors read a
  /// byte rather than copy an enum with an existential.
  private let sizings: UncheckedBuffer<(any LeafSizing)?>
  private let sizingAsked: UncheckedBuffer<Bool>

  // Placement bookkeeping (a layout may leave subviews unplaced): the stamp of the container
  // placement that last placed each node, written for every node placed (in a buffer rather
  // than an array: 0.19 M instructions at 1k views, 2.1 M at 11k), and the stamps (unchecked:
  // 0.03 M and 0.37 M, with `dryRun` below a further 0.37 M and 4.0 M).
  private let placedStamps: UncheckedBuffer<UInt32>
  private let stamp = UncheckedCell<UInt32>(0)
  private let currentStamp = UncheckedCell<UInt32>(0)
  /// While a layout's explicit alignment is computed, `place` records here instead of placing.
  /// Read by every placement; unchecked with `currentStamp`, 0.37 M instructions at 1k views
  /// and 4.0 M at 11k.
  private let dryRun = UncheckedCell<[[Int32: DryPlacement]]>([])

  struct DryPlacement {
    var origin: Point
    var size: Size
    var proposal: ProposedViewSize
  }

  package init(tree: ViewTree, options: LayoutOptions = LayoutOptions()) {
    self.tree = tree
    self.options = options
    self.nodes = tree.nodes
    let facts = PassFacts(tree, options: options)
    self.facts = facts
    memo = MemoTable(entryCount: facts.memoisedCount)
    caches = UncheckedBuffer(repeating: nil, count: facts.containers.count)
    cacheMade = UncheckedBuffer(repeating: false, count: facts.containers.count)
    spacings = UncheckedBuffer(repeating: nil, count: tree.count)
    sizings = UncheckedBuffer(repeating: nil, count: facts.leaves.count)
    sizingAsked = UncheckedBuffer(repeating: false, count: facts.leaves.count)
    placedStamps = UncheckedBuffer(repeating: 0, count: tree.count)
    frames = UncheckedBuffer(repeating: LayoutFrames.unplaced, count: tree.count)
  }

  /// Lays the root out in a host proposing `proposal`, centring it.
  package func run(in proposal: ProposedViewSize) -> LayoutResult {
    var canvas = Size.zero
    for i in 0..<nodes.count { frames[i] = LayoutFrames.unplaced }
    if let root = tree.root?.index {
      // §1.20, §7.7: the root is proposed the host's size less the safe-area insets, and
      // centred in the safe area.
      let insets = options.safeAreaInsets
      let inner = ProposedViewSize(
        width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
        height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
      contexts = [PlacementContext.none]
      contexts[0].containerSize = inner
      placing.value = true
      defer { placing.value = false }
      let size = self.size(root, inner)
      let safeSize = Size(width: inner.width ?? size.width, height: inner.height ?? size.height)
      canvas = Size(
        width: proposal.width ?? safeSize.width + insets.leading + insets.trailing,
        height: proposal.height ?? safeSize.height + insets.top + insets.bottom)
      contexts[0].screen = Rect(origin: .zero, size: canvas)
      contexts[0].safeArea = Rect(origin: Point(x: insets.leading, y: insets.top), size: safeSize)
      // §1.20 centring; an infinite root in an infinite host stays at 0 (offsetOrZero).
      let origin = Point(
        x: insets.leading + offsetOrZero((safeSize.width - size.width) / 2),
        y: insets.top + offsetOrZero((safeSize.height - size.height) / 2))
      place(root, at: origin, proposal: inner, size: size, context: 0)
      mirrorRightToLeft(root: root)
      finishGroups()
    }
    return LayoutResult(
      frames: LayoutFrames(rects: frames.elements), canvas: canvas,
      evaluations: evaluations.value,
      environments: NodeEnvironments(
        environments: facts.environments,
        indices: facts.environments.count > 1 ? facts.facts.map(\.environment) : []),
      resolvedLayouts: facts.resolvedLayouts,
      options: options, scrollSafeAreaInsets: scrollReaches)
  }

  // MARK: Facts

  func priority(_ node: Int32) -> Double { facts.facts[Int(node)].priority }

  func layoutValue(_ node: Int32, key: String) -> LayoutValue? { facts.traits[node]?[key] }

  func mayHaveExplicit(_ node: Int32, _ key: AlignmentKey) -> Bool {
    facts.facts[Int(node)].guides.mayAnswer(key)
  }

  /// The environment node `i` is laid out in.
  private func environment(_ i: Int) -> LayoutEnvironment {
    LayoutEnvironment(orientation: facts.orientation(i), shared: facts.environment(i))
  }

  /// The environment `node` is laid out in (for a modifier layer's child).
  func environment(of node: Int32) -> LayoutEnvironment { environment(Int(node)) }

  /// Modifier layer `k`'s child (and attached view) as its layout sees it, placed in
  /// `context`.
  @inline(__always)
  private func modifierChild(_ k: Int, context: Int32 = 0) -> ModifierChild {
    ModifierChild(
      computer: self, node: facts.modifiers[k].child, attached: facts.modifiers[k].attached,
      context: context)
  }

  // MARK: Geometry proxies

  /// The proxy the innermost proxy-reading GeometryReader gives the views it is placing, nil
  /// outside one (`GeometryReadingLayer`).
  var currentGeometry: GeometryProxyValue? {
    geometry.value == 0 ? nil : geometries[Int(geometry.value)]
  }

  /// Runs `body` (a reader placing its content) with `value` as the proxy in force, measuring
  /// in that geometry's own memo.
  func withGeometry(_ value: GeometryProxyValue, _ body: () -> Void) {
    let id: Int32
    if let known = geometryIDs[value] {
      id = known
    } else {
      geometries.append(value)
      id = Int32(geometries.count - 1)
      geometryIDs[value] = id
    }
    let saved = geometry.value
    geometry.value = id
    body()
    geometry.value = saved
  }

  // MARK: Placement contexts

  /// The placement context `id` (`PlacementContext`).
  func placementContext(_ id: Int32) -> PlacementContext { contexts[Int(id)] }

  /// Hands out a new placement context, for a layout that changes its content's.
  func addPlacementContext(_ context: PlacementContext) -> Int32 {
    contexts.append(context)
    return Int32(contexts.count - 1)
  }

  /// Records that `node`, just placed, reaches `insets` past its bounds into the safe areas
  /// around it (a scroll view, §5.10): its frame grows by as much. Ignored outside a
  /// placement (a dry run, or after `run`).
  func reachIntoSafeArea(_ node: Int32, by insets: EdgeInsets) {
    guard placing.value, dryRun.value.isEmpty else { return }
    scrollReaches[node] = insets
    let f = frames[Int(node)]
    frames[Int(node)] = Rect(
      x: f.minX - insets.leading, y: f.minY - insets.top,
      width: f.width + insets.leading + insets.trailing,
      height: f.height + insets.top + insets.bottom)
  }

  // The layouts of leaves and modifier layers are called through `lend` (PassFacts.swift),
  // which lends the array element in place; the closures capture no `self`, whose capture
  // retained and released the computer around each call.

  /// Whether the view under `node`'s modifier layers is a Spacer.
  func wrapsSpacer(_ node: Int32) -> Bool {
    var current = Int(node)
    while facts.facts[current].role == .modifier {
      current = Int(facts.modifiers[Int(facts.facts[current].slot)].child)
    }
    guard facts.facts[current].role == .leaf else { return false }
    return lend(facts.leaves, Int(facts.facts[current].slot)) { $0 is SpacerLeaf }
  }

  // MARK: Containers

  /// Runs `body` with the container's layout (lent in place), subviews and cache, making the
  /// cache on first use (and tracing `makeCache` then, once per container, as SwiftUI makes
  /// it). Layouts without a cache (`Cache == Void`) share one empty cache instead of one
  /// stored per container.
  private func withLayout<R>(
    _ node: Int32, context: Int32 = 0,
    _ body: (borrowing AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> R
  ) -> R {
    let k = Int(facts.facts[Int(node)].slot)
    let subviews = LayoutSubviews(
      computer: self, nodes: facts.containers[k].subviews, container: node, context: context)
    return lend(facts.containerLayouts, k) { layout in
      self.withLayout(k, node, layout, subviews, body)
    }
  }

  private func withLayout<R>(
    _ k: Int, _ node: Int32, _ layout: borrowing AnyLayout, _ subviews: LayoutSubviews,
    _ body: (borrowing AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> R
  ) -> R {
    if !layout.hasCache {
      if !cacheMade[k] {
        cacheMade[k] = true
        _ = layout.makeCache(subviews: subviews)
        tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .makeCache))
      }
      var empty = AnyLayout.Cache.empty
      return body(layout, subviews, &empty)
    }
    var cache: AnyLayout.Cache
    if let existing = caches[k] {
      cache = existing
    } else {
      cache = layout.makeCache(subviews: subviews)
      tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .makeCache))
      caches[k] = cache
    }
    defer { caches[k] = cache }
    return body(layout, subviews, &cache)
  }

  // MARK: Measuring

  /// The size of `node` for `proposal`, memoised unless it takes constant time to compute.
  package func size(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    // Inside a proxy-reading reader, the geometry's own memo (apart, so that this path takes
    // no reference to a memo: retaining one per call cost 0.8 M instructions on the realistic
    // screen).
    if geometry.value != 0 { return sizeInGeometry(node, proposal) }
    let entry = facts.facts[Int(node)].memoEntry
    if entry >= 0, let known = memo.lookup(entry, proposal) { return known }
    evaluations.value += 1
    let size = computeSize(node, proposal)
    if entry >= 0 { memo.store(entry, proposal, size) }
    traceSize(node, proposal, size)
    return size
  }

  /// Reports a leaf's or modifier's size to the tracer, if any: containers report their own
  /// call (`computeSize`); leaves and modifiers are answered here, for the live preview's
  /// inspector.
  @inline(__always)
  private func traceSize(_ node: Int32, _ proposal: ProposedViewSize, _ size: Size) {
    if let tracer = tracerCell.value, facts.facts[Int(node)].role != .container {
      tracer(
        LayoutTraceEvent(
          node: NodeID(index: node), call: .sizeThatFits(proposal: proposal, result: size)))
    }
  }

  /// `size`, remembered for the geometry in force (`withGeometry`).
  @inline(never)
  private func sizeInGeometry(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    let memoised = facts.facts[Int(node)].memoEntry >= 0
    let query = GeometrySizeQuery(geometry: geometry.value, node: node, proposal: proposal)
    if memoised, let known = geometrySizes[query] { return known }
    evaluations.value += 1
    let size = computeSize(node, proposal)
    if memoised { geometrySizes[query] = size }
    traceSize(node, proposal, size)
    return size
  }

  private func computeSize(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    let i = Int(node)
    let k = Int(facts.facts[i].slot)
    switch facts.facts[i].role {
    case .leaf:
      // A fill's size is its proposal with defaults (`LeafLayout.fillsItsProposal`).
      if facts.facts[i].fillsItsProposal { return proposal.replacingUnspecifiedDimensions() }
      if !sizingAsked[k] {
        sizingAsked[k] = true
        let environment = environment(i)
        sizings[k] = lend(facts.leaves, k) { $0.sizing(in: environment) }
      }
      if let sizing = sizings[k] { return sizing.sizeThatFits(proposal) }
      let environment = environment(i)
      return lend(facts.leaves, k) { $0.sizeThatFits(proposal, in: environment) }
    case .modifier:
      if let constant = facts.modifiers[k].constantSize { return constant }
      if facts.modifiers[k].sizesAsItsChild, tracerCell.value == nil {
        return size(facts.modifiers[k].child, proposal)
      }
      let child = modifierChild(k)
      return lend(facts.modifierLayouts, k) { $0.sizeThatFits(proposal, child: child) }
    case .container:
      let size = withLayout(node) { layout, subviews, cache in
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node), call: .sizeThatFits(proposal: proposal, result: size)))
      return size
    case .group:
      // A group laid out on its own behaves as the stack it would be wrapped in.
      return .zero
    }
  }

  /// Size plus lazily computed alignment guides.
  func dimensions(_ node: Int32, _ proposal: ProposedViewSize) -> ViewDimensions {
    dimensions(node, proposal, size: size(node, proposal))
  }

  /// The alignment guides of `node`, already measured `size` for `proposal`.
  func dimensions(_ node: Int32, _ proposal: ProposedViewSize, size: Size) -> ViewDimensions {
    let source =
      facts.facts[Int(node)].guides.isEmpty
      ? nil : ExplicitGuideSource(computer: self, node: node, proposal: proposal)
    return ViewDimensions(size: size, source: source)
  }

  /// The spacing preferences of `node` (§1.3), memoised for every view (`spacings`).
  func spacing(_ node: Int32) -> ViewSpacing {
    let i = Int(node)
    if let known = spacings[i] { return known }
    let result = computeSpacing(node)
    spacings[i] = result
    return result
  }

  private func computeSpacing(_ node: Int32) -> ViewSpacing {
    let i = Int(node)
    let k = Int(facts.facts[i].slot)
    switch facts.facts[i].role {
    case .leaf:
      let environment = environment(i)
      return lend(facts.leaves, k) { $0.spacing(in: environment) }
    case .modifier:
      let child = modifierChild(k)
      return lend(facts.modifierLayouts, k) { $0.spacing(child: child) }
    case .container:
      let result = withLayout(node) { layout, subviews, cache in
        layout.spacing(subviews: subviews, cache: &cache)
      }
      tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .spacing))
      return result
    case .group:
      return .zero
    }
  }

  /// The explicit value of `key` for `node` at `size` (§1.15), or nil.
  func explicitAlignment(_ node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: Size)
    -> Double?
  {
    guard mayHaveExplicit(node, key) else { return nil }
    let i = Int(node)
    let k = Int(facts.facts[i].slot)
    switch facts.facts[i].role {
    case .leaf:
      let environment = environment(i)
      return lend(facts.leaves, k) { $0.explicitAlignment(key, size: size, in: environment) }
    case .modifier:
      // A layer asks its child up to three times (the child's two guides that place it, then
      // the key): remembered, or 14 `.frame`s on a view with explicit guides asked 3^14.
      let memoKey = AlignmentQuery(
        node: node, key: key, proposal: proposal, size: size, geometry: geometry.value)
      if let known = alignments[memoKey] { return known }
      alignmentEvaluations &+= 1
      let child = modifierChild(k)
      let value = lend(facts.modifierLayouts, k) {
        $0.explicitAlignment(key, in: size, proposal: proposal, child: child)
      }
      alignments[memoKey] = value
      return value
    case .container:
      let memoKey = AlignmentQuery(
        node: node, key: key, proposal: proposal, size: size, geometry: geometry.value)
      let value: Double?
      if let known = alignments[memoKey] {
        // The container is still asked (the trace shows the call), but answers from memory.
        value = known
      } else {
        value = computeExplicitAlignment(node, key, proposal: proposal, size: size)
        alignments[memoKey] = value
      }
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node),
          call: .explicitAlignment(guide: key.description, proposal: proposal, result: value)))
      return value
    case .group:
      return nil
    }
  }

  /// A container's explicit value of `key` at `size`, from its layout (not remembered).
  private func computeExplicitAlignment(
    _ node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: Size
  ) -> Double? {
    alignmentEvaluations &+= 1
    return withLayout(node) { layout, subviews, cache in
      layout.explicitAlignment(
        key, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
        cache: cache)
    }
  }

  // MARK: Placement

  /// Places `node` with its top-left corner at `origin`, in placement context `context`.
  func place(
    _ node: Int32, at rawOrigin: Point, proposal: ProposedViewSize, size: Size, context: Int32
  ) {
    // −∞ + ∞ (a view after an infinite sibling in a stack that starts at −∞) has no position:
    // it is put at 0 rather than letting NaN reach every frame below it (offsetOrZero).
    let origin = Point(x: offsetOrZero(rawOrigin.x), y: offsetOrZero(rawOrigin.y))
    let i = Int(node)
    guard placing.value else { return }
    frames[i] = Rect(origin: origin, size: size)
    tracer?(
      LayoutTraceEvent(
        node: NodeID(index: node),
        call: .placed(bounds: Rect(origin: origin, size: size), proposal: proposal)))
    switch facts.facts[i].role {
    case .leaf, .group:
      return
    case .modifier:
      let k = Int(facts.facts[i].slot)
      let child = modifierChild(k, context: context)
      lend(facts.modifierLayouts, k) {
        $0.placeChildren(in: Rect(origin: origin, size: size), proposal: proposal, child: child)
      }
    case .container:
      placeContainer(node, at: origin, proposal: proposal, size: size, context: context)
    }
  }

  /// Places a container through its `Layout`, then centres the subviews it left unplaced
  /// (§1.19), unless the layout hides them (ViewThatFits).
  private func placeContainer(
    _ node: Int32, at origin: Point, proposal: ProposedViewSize, size: Size, context: Int32
  ) {
    stamp.value &+= 1
    let saved = currentStamp.value
    currentStamp.value = stamp.value
    let mine = stamp.value
    tracer?(
      LayoutTraceEvent(
        node: NodeID(index: node),
        call: .placeSubviews(bounds: Rect(origin: origin, size: size), proposal: proposal)))
    withLayout(node, context: context) { layout, subviews, cache in
      layout.placeSubviews(
        in: Rect(origin: origin, size: size), proposal: proposal, subviews: subviews,
        cache: &cache)
    }
    currentStamp.value = saved
    let k = Int(facts.facts[Int(node)].slot)
    guard !facts.containers[k].hidesUnplacedSubviews else { return }
    for child in facts.containers[k].subviews where placedStamps[Int(child)] != mine {
      let s = self.size(child, proposal)
      place(
        child,
        at: Point(
          x: origin.x + offsetOrZero((size.width - s.width) / 2),
          y: origin.y + offsetOrZero((size.height - s.height) / 2)),
        proposal: proposal, size: s, context: context)
    }
  }

  /// `LayoutSubview.place`: measure with `proposal`, put `anchor` at `position`, in placement
  /// context `context`.
  func placeSubview(
    _ node: Int32, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize,
    context: Int32
  ) {
    let size = self.size(node, proposal)
    let origin = Point(
      x: position.x - offsetOrZero(anchor.x * size.width),
      y: position.y - offsetOrZero(anchor.y * size.height))
    if !dryRun.value.isEmpty {
      dryRun.value[dryRun.value.count - 1][node] = DryPlacement(
        origin: origin, size: size, proposal: proposal)
      return
    }
    if currentStamp.value != 0 { placedStamps[Int(node)] = currentStamp.value }
    place(node, at: origin, proposal: proposal, size: size, context: context)
  }

  /// Runs `place` recording where it puts each of `nodes`, without placing anything.
  func dryRunPlacements(of nodes: [Int32], _ place: () -> Void) -> [DryPlacement?] {
    dryRun.value.append([:])
    place()
    let recorded = dryRun.value.removeLast()
    return nodes.map { recorded[$0] }
  }

  /// §7.8: SwiftUI lays out left to right, then a view placed by a right-to-left parent has
  /// its origin mirrored in the parent: x = parent's width − the view's maxX, relative to the
  /// parent (OSU `ViewGeometry.finalizeLayoutDirection`). Done top-down over the placed
  /// frames, so each view moves with its mirrored parent; a group's members are placed by the
  /// group's container. The host is the root's right-to-left parent when the options say so.
  private func mirrorRightToLeft(root: Int32) {
    // Asked of the few distinct environments, not of every node: looking for right-to-left
    // layers here cost 80 M instructions in a 111k-view document that has none.
    guard
      facts.environments.contains(where: { $0.values[LayoutDirectionKey.self] == .rightToLeft })
    else { return }
    // (node, the placing parent's frame before and after mirroring, right to left there)
    let screen = contexts[0].screen
    var stack: [(Int32, Rect, Rect, Bool)] = [(root, screen, screen, rightToLeft(root))]
    while let (node, parentBefore, parentAfter, rightToLeft) = stack.popLast() {
      let i = Int(node)
      let before = frames[i]
      var after = before
      let placed = LayoutFrames.placed(before) != nil
      if placed {
        let relative = before.minX - parentBefore.minX
        after.origin.x =
          rightToLeft
          ? parentAfter.minX + parentBefore.width - relative - before.width
          : parentAfter.minX + relative
        frames[i] = after
      }
      if facts.facts[i].role == .group || !placed {
        // Members are placed by the group's container: they keep this level's parent.
        for child in nodes[i].children {
          stack.append((child, parentBefore, parentAfter, rightToLeft))
        }
      } else {
        for child in nodes[i].children {
          stack.append((child, before, after, self.rightToLeft(child)))
        }
      }
    }
  }

  /// Whether `node` is placed right to left: its environment's layout direction, which a
  /// `LayoutDirectionModifier` above it or the host set (§7.8).
  private func rightToLeft(_ node: Int32) -> Bool {
    facts.environment(Int(node)).values[LayoutDirectionKey.self] == .rightToLeft
  }

  /// Groups take the union of their members' frames (they are never laid out themselves).
  private func finishGroups() {
    for i in 0..<nodes.count where facts.facts[i].role == .group {
      var union: Rect? = nil
      for child in nodes[i].children {
        guard let f = LayoutFrames.placed(frames[Int(child)]) else { continue }
        union = union.map { $0.union(f) } ?? f
      }
      let parent = Int(tree.parents[i])
      if union == nil, parent >= 0, let parentFrame = LayoutFrames.placed(frames[parent]) {
        union = Rect(origin: parentFrame.origin, size: .zero)
      }
      frames[i] = union ?? LayoutFrames.unplaced
    }
  }
}

/// A size asked inside a proxy-reading reader (`LayoutComputer.geometrySizes`).
struct GeometrySizeQuery: Hashable {
  var geometry: Int32
  var node: Int32
  var proposal: ProposedViewSize
}

/// One explicit-alignment question a container or modifier layer is asked (`LayoutComputer.alignments`).
struct AlignmentQuery: Hashable {
  var node: Int32
  var key: AlignmentKey
  var proposal: ProposedViewSize
  var size: Size
  /// The geometry in force (`LayoutComputer.geometry`): a reader's content answers per geometry.
  var geometry: Int32
}
