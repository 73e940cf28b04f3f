/// One layout pass over a `ViewTree`: measures views (memoised per view and proposal),
/// answers spacing, priority and alignment questions, and places every view.
///
/// The host (`run(in:)`) proposes its size to the root and centres it (semantics §1.20).
///
/// The tree is decoded once into a `LayoutPlan` of plain arrays; the hot paths (`size`,
/// `place`) switch on a node's kind byte and drive HStacks, VStacks and modifier layouts
/// directly. Only other containers go through `AnyLayout` and `LayoutSubviews`.
public final class LayoutComputer {
  public let tree: ViewTree
  public let options: LayoutOptions
  /// The tree's arena, read once: the tree does not change during a pass, and a `let` array
  /// is read without the exclusivity checks and retains that `tree.nodes` costs on each access.
  private let nodes: [ViewNode]
  private let plan: LayoutPlan
  /// Receives every call the engine makes on a container's layout (for `--trace`).
  ///
  /// This and the other mutable properties below are read on hot paths and never accessed
  /// overlappingly (the pass is single-threaded and does not hold them across calls), so they
  /// skip the dynamic exclusivity check each access of a class property otherwise costs.
  @exclusivity(unchecked) public var tracer: ((LayoutTraceEvent) -> Void)?

  private let memo: MemoTable
  /// Size computations performed so far: memo misses plus every computation of a node the
  /// plan does not memoise (`LayoutPlan.memoIndices`), so the count stays the work done.
  @exclusivity(unchecked) private var evaluations = 0
  /// Where `place` writes frames: the storage of the result's array while `run` fills it (no
  /// table of its own to copy from afterwards).
  @exclusivity(unchecked) private var frames: UnsafeMutablePointer<Rect>? = nil
  /// Distances before each subview, parallel to `plan.subviews`, for the stacks the pass
  /// drives directly: they depend on the subviews' spacing preferences (fixed for the pass),
  /// never on the proposal, yet a stack is evaluated about five times.
  private let gaps: PassBuffer<Double>
  /// Per container: `ContainerState` bits.
  private let containerStates: PassBuffer<UInt8>
  /// Each container's spacing preferences, memoised (`spacing`).
  private let containerSpacings: PassBuffer<ViewSpacing?>
  /// Stacks' distances for stacks driven through `Layout` (see `stackGaps`).
  private var gapCache: [Int32: StackGaps] = [:]
  private var layoutCaches: [Int32: AnyLayout.Cache] = [:]

  // Placement bookkeeping (custom layouts may leave subviews unplaced): the stamp of the
  // custom layout placement that last placed each node. Empty without custom layouts, where
  // `currentStamp` stays 0 and nothing is recorded.
  private let placedStamps: PassBuffer<UInt32>
  @exclusivity(unchecked) private var stamp: UInt32 = 0
  @exclusivity(unchecked) private var currentStamp: UInt32 = 0
  /// While a layout's explicit alignment is computed, `place` records here instead of placing.
  @exclusivity(unchecked) private var dryRun: [[Int32: DryPlacement]] = []

  struct DryPlacement {
    var origin: Point
    var size: Size
    var proposal: ProposedViewSize
  }

  private enum ContainerState {
    /// A cache-less layout has had `makeCache` called (see `withLayout`).
    static let cacheMade: UInt8 = 1
    /// The direct stack's `gaps` are filled in.
    static let gapsKnown: UInt8 = 2
  }

  public init(tree: ViewTree, options: LayoutOptions = LayoutOptions()) {
    self.tree = tree
    self.options = options
    self.nodes = tree.nodes
    let plan = LayoutPlan(tree)
    self.plan = plan
    let n = tree.count
    memo = MemoTable(entryCount: plan.memoisedCount)
    placedStamps = PassBuffer(
      repeating: 0, count: plan.stacks.contains { $0 == nil } ? n : 0)
    gaps = PassBuffer(repeating: 0, count: plan.subviews.count)
    containerStates = PassBuffer(repeating: 0, count: plan.containers.count)
    containerSpacings = PassBuffer(repeating: nil, count: plan.containers.count)
  }

  /// Lays the root out in a host proposing `proposal`, centring it.
  public func run(in proposal: ProposedViewSize) -> LayoutResult {
    let n = nodes.count
    var canvas = Size.zero
    let frames = [Rect](unsafeUninitializedCapacity: n) { buffer, count in
      guard n > 0, let storage = buffer.baseAddress, let root = tree.root?.index else {
        buffer.baseAddress?.initialize(repeating: LayoutFrames.unplaced, count: n)
        count = n
        return
      }
      storage.initialize(repeating: LayoutFrames.unplaced, count: n)
      count = n
      self.frames = storage
      defer { self.frames = nil }
      let size = self.size(root, proposal)
      canvas = Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
      // §1.20 centring; an infinite root in an infinite host stays at 0 (offsetOrZero).
      let origin = Point(
        x: offsetOrZero((canvas.width - size.width) / 2),
        y: offsetOrZero((canvas.height - size.height) / 2))
      place(root, at: origin, proposal: proposal, size: size)
      finishGroups()
    }
    return LayoutResult(
      frames: LayoutFrames(rects: frames), canvas: canvas, evaluations: evaluations)
  }

  // MARK: Queries

  func priority(_ node: Int32) -> Double { plan.priorities[Int(node)] }

  func layoutValue(_ node: Int32, key: String) -> LayoutValue? { plan.traits[node]?[key] }

  func mayHaveExplicit(_ node: Int32, _ key: AlignmentKey) -> Bool {
    let flags = plan.guideFlags[Int(node)]
    switch key.combination {
    case .none: return flags & 1 != 0
    case .minimum: return flags & 2 != 0
    case .average: return flags & 4 != 0
    }
  }

  private func orientationAxis(_ node: Int32) -> Axis? {
    let raw = plan.orientations[Int(node)]
    return raw < 0 ? nil : Axis(rawValue: Int(raw))
  }

  private func child(_ node: Int32) -> UnaryChild {
    UnaryChild(computer: Unmanaged.passUnretained(self), node: plan.firstChildren[Int(node)])
  }

  /// The leaf at `node` (only non-`fill` leaves are read, for their text or metrics).
  private func leaf(_ node: Int32) -> Leaf {
    guard case .leaf(let leaf) = nodes[Int(node)].content else { fatalError("not a leaf") }
    return leaf
  }

  /// The subviews a container's `Layout` sees.
  private func subviews(_ node: Int32) -> LayoutSubviews {
    let k = Int(plan.payloads[Int(node)])
    let list: [Int32]
    if plan.kinds[Int(node)] == .custom {
      list = plan.customSubviews[k]
    } else {
      let range = plan.containers[k]
      list = Array(plan.subviews[Int(range.start)..<Int(range.start + range.count)])
    }
    return LayoutSubviews(computer: self, nodes: list, container: node)
  }

  private func cache(_ node: Int32, _ layout: AnyLayout) -> AnyLayout.Cache {
    if let existing = layoutCaches[node] { return existing }
    let made = layout.makeCache(subviews: subviews(node))
    tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .makeCache))
    layoutCaches[node] = made
    return made
  }

  /// Calls `makeCache` the first time a cache-less layout (`Cache == Void`: the stacks, most
  /// custom layouts) is used, so traces show it once per container, as SwiftUI makes it; the
  /// empty cache itself is never stored.
  private func noteFirstUse(_ node: Int32, _ layout: () -> AnyLayout) {
    let k = Int(plan.payloads[Int(node)])
    guard containerStates[k] & ContainerState.cacheMade == 0 else { return }
    containerStates[k] |= ContainerState.cacheMade
    if plan.kinds[Int(node)] == .custom {
      _ = layout().makeCache(subviews: subviews(node))
    }
    tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .makeCache))
  }

  /// Runs `body` with the container's layout, subviews and cache.
  ///
  /// Layouts without a cache share one empty cache instead of a per-node dictionary entry
  /// written back after every call (see `noteFirstUse`).
  private func withLayout<R>(
    _ node: Int32, _ body: (AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> R
  ) -> R {
    let layout = plan.layouts[Int(plan.payloads[Int(node)])]
    if !layout.hasCache {
      noteFirstUse(node) { layout }
      var empty = AnyLayout.Cache.empty
      return body(layout, subviews(node), &empty)
    }
    var c = cache(node, layout)
    defer { layoutCaches[node] = c }
    return body(layout, subviews(node), &c)
  }

  /// Runs `body` with a directly driven stack's engine, children and gaps (computed on first
  /// use, in subview order, as the `Layout` path does).
  private func withStack<R>(
    _ node: Int32,
    _ body: (StackLayout, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>) -> R
  ) -> R {
    let k = Int(plan.payloads[Int(node)])
    let range = plan.containers[k]
    let start = Int(range.start)
    let count = Int(range.count)
    let engine = plan.stacks[k]!
    let gaps = self.gaps.slice(start, count)
    if containerStates[k] & ContainerState.gapsKnown == 0 {
      containerStates[k] |= ContainerState.gapsKnown
      engine.distances(into: gaps) { spacing(plan.subviews[start + $0]) }
    }
    return plan.subviews.withUnsafeBufferPointer { all in
      body(engine, UnsafeBufferPointer(rebasing: all[start..<(start + count)]), .init(gaps))
    }
  }

  /// A stack's distances before each subview when the stack is driven through `Layout` (inside
  /// a conditional or custom layout), computed once per container: see `gaps`. The entry
  /// remembers the axis and spacing it was computed for, so a container whose layout changes
  /// (a custom layout delegating to both stacks) is recomputed rather than misread.
  func stackGaps(
    _ container: Int32, axis: Axis, spacing: Double?, compute: () -> [Double]
  ) -> [Double] {
    guard container >= 0 else { return compute() }
    if let known = gapCache[container], known.axis == axis, known.spacing == spacing {
      return known.gaps
    }
    let gaps = compute()
    gapCache[container] = StackGaps(axis: axis, spacing: spacing, gaps: gaps)
    return gaps
  }

  struct StackGaps {
    var axis: Axis
    var spacing: Double?
    var gaps: [Double]
  }

  // MARK: Measuring

  /// The size of `node` for `proposal`, memoised unless it takes constant time to compute.
  public func size(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    let entry = plan.memoIndices[Int(node)]
    if entry >= 0, let known = memo.lookup(entry, proposal) { return known }
    evaluations += 1
    let size = computeSize(node, proposal)
    if entry >= 0 { memo.store(entry, proposal, size) }
    return size
  }

  private func computeSize(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    let i = Int(node)
    let payload = Int(plan.payloads[i])
    switch plan.kinds[i] {
    case .fill:
      // Shapes and colours fill the proposal (`Leaf.size`).
      return proposal.replacingUnspecifiedDimensions()
    case .leaf:
      let limit = plan.lineLimit(i)
      return leaf(node).size(
        proposal, orientation: orientationAxis(node), lineLimit: limit < 0 ? nil : Int(limit),
        options: options)
    case .stack:
      noteFirstUse(node) { plan.layouts[payload] }
      let size = withStack(node) { engine, children, gaps in
        engine.sizeThatFits(proposal, self, children, gaps)
      }
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node), call: .sizeThatFits(proposal: proposal, result: size)))
      return size
    case .custom:
      let size = withLayout(node) { layout, subviews, cache in
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node), call: .sizeThatFits(proposal: proposal, result: size)))
      return size
    // Frames are called in place (`withUnsafeBufferPointer`): copying one out of the array
    // copies its alignment, whose guides may hold a custom name (an outlined copy each time).
    case .frame:
      return plan.frameLayouts.withUnsafeBufferPointer {
        $0[payload].sizeThatFits(proposal, child: child(node))
      }
    case .flexibleFrame:
      return plan.flexibleFrameLayouts.withUnsafeBufferPointer {
        $0[payload].sizeThatFits(proposal, child: child(node))
      }
    case .padding: return plan.paddingLayouts[payload].sizeThatFits(proposal, child: child(node))
    case .fixedSize:
      return plan.fixedSizeLayouts[payload].sizeThatFits(proposal, child: child(node))
    case .position:
      return plan.positionLayouts[payload].sizeThatFits(proposal, child: child(node))
    case .offset, .alignmentGuide, .lineLimit, .transparent, .decoration:
      return size(plan.firstChildren[i], proposal)
    case .group:
      // A group laid out on its own behaves as the stack it would be wrapped in.
      return .zero
    }
  }

  /// Where a modifier layer with a layout of its own puts its child, or nil for other nodes.
  private func unaryPlacement(_ node: Int32, in size: Size, proposal: ProposedViewSize)
    -> ChildPlacement?
  {
    let payload = Int(plan.payloads[Int(node)])
    let child = child(node)
    switch plan.kinds[Int(node)] {
    case .frame:
      return plan.frameLayouts[payload].childPlacement(in: size, proposal: proposal, child: child)
    case .flexibleFrame:
      return plan.flexibleFrameLayouts[payload].childPlacement(
        in: size, proposal: proposal, child: child)
    case .padding:
      return plan.paddingLayouts[payload].childPlacement(
        in: size, proposal: proposal, child: child)
    case .fixedSize:
      return plan.fixedSizeLayouts[payload].childPlacement(
        in: size, proposal: proposal, child: child)
    case .position:
      return plan.positionLayouts[payload].childPlacement(
        in: size, proposal: proposal, child: child)
    default: return nil
    }
  }

  /// Size plus lazily computed alignment guides.
  func dimensions(_ node: Int32, _ proposal: ProposedViewSize) -> ViewDimensions {
    let size = self.size(node, proposal)
    let source =
      plan.guideFlags[Int(node)] == 0
      ? nil : ExplicitGuideSource(computer: self, node: node, proposal: proposal)
    return ViewDimensions(size: size, source: source)
  }

  /// The spacing preferences of `node` (§1.3).
  ///
  /// Memoised for containers only, which gather theirs from their subviews (and trace the
  /// call). Any other view's are a leaf's own or one wrapped in a few modifier layers, asked
  /// for about twice (by its container's distances and its container's own spacing), so a
  /// table over all nodes (8 B each) cost more memory than the recomputing saves.
  func spacing(_ node: Int32) -> ViewSpacing {
    let i = Int(node)
    let payload = Int(plan.payloads[i])
    let isContainer = plan.kinds[i] == .stack || plan.kinds[i] == .custom
    if isContainer, let known = containerSpacings[payload] { return known }
    let result: ViewSpacing
    switch plan.kinds[i] {
    case .fill: result = .plain
    case .leaf: result = leaf(node).spacing(orientation: orientationAxis(node), options: options)
    case .stack:
      noteFirstUse(node) { plan.layouts[payload] }
      result = withStack(node) { engine, children, _ in engine.spacing(self, children) }
      tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .spacing))
    case .custom:
      result = withLayout(node) { layout, subviews, cache in
        layout.spacing(subviews: subviews, cache: &cache)
      }
      tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .spacing))
    case .decoration:
      result = spacing(plan.firstChildren[i])
    case .group:
      result = .zero
    case .frame, .flexibleFrame, .padding, .fixedSize, .position, .offset, .alignmentGuide,
      .lineLimit, .transparent:
      let childNode = plan.firstChildren[i]
      let inner = spacing(childNode)
      // Every modifier leaves a plain view plain (a frame around a Color, the common case).
      if inner == .plain {
        result = inner
        break
      }
      let keepsSpacerSpacing = wrapsSpacer(childNode)
      switch plan.kinds[i] {
      case .frame:
        result =
          keepsSpacerSpacing
          ? inner : inner.resettingToPlain(plan.frameLayouts[payload].constrainedEdges)
      case .flexibleFrame:
        result =
          keepsSpacerSpacing
          ? inner : inner.resettingToPlain(plan.flexibleFrameLayouts[payload].constrainedEdges)
      case .padding: result = inner.resettingToPlain(plan.paddingLayouts[payload].paddedEdges)
      case .position: result = .plain
      default: result = inner
      }
    }
    if isContainer { containerSpacings[payload] = result }
    return result
  }

  /// Whether the view under `node`'s modifier layers and decorations is a Spacer.
  private func wrapsSpacer(_ node: Int32) -> Bool {
    var current = Int(node)
    while plan.firstChildren[current] >= 0 { current = Int(plan.firstChildren[current]) }
    guard plan.kinds[current] == .leaf, case .spacer = leaf(Int32(current)) else { return false }
    return true
  }

  /// The explicit value of `key` for `node` at `size` (§1.15), or nil.
  func explicitAlignment(_ node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: Size)
    -> Double?
  {
    guard mayHaveExplicit(node, key) else { return nil }
    let i = Int(node)
    switch plan.kinds[i] {
    case .leaf:
      guard case .text = leaf(node) else { return nil }
      let m = options.textMetrics
      let lines = max(1, (size.height / m.lineHeight).rounded())
      switch key {
      case .firstTextBaseline: return m.ascent
      case .lastTextBaseline: return (lines - 1) * m.lineHeight + m.ascent
      default: return nil
      }
    case .fill, .group:
      return nil
    case .stack, .custom:
      let value = withLayout(node) { layout, subviews, cache in
        let bounds = Rect(origin: .zero, size: size)
        return key.axis == .horizontal
          ? layout.explicitAlignment(
            of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews,
            cache: &cache)
          : layout.explicitAlignment(
            of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews,
            cache: &cache)
      }
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node),
          call: .explicitAlignment(guide: key.description, proposal: proposal, result: value)))
      return value
    case .decoration:
      return explicitAlignment(plan.firstChildren[i], key, proposal: proposal, size: size)
    case .frame, .flexibleFrame, .padding, .fixedSize, .position, .offset, .alignmentGuide,
      .lineLimit, .transparent:
      let childNode = plan.firstChildren[i]
      if case .modifier(.alignmentGuide(let guideKey, let expression)) = nodes[i].content,
        guideKey == key
      {
        return expression.evaluate(dimensions(childNode, proposal))
      }
      guard let placement = unaryPlacement(node, in: size, proposal: proposal) else {
        return explicitAlignment(childNode, key, proposal: proposal, size: size)
      }
      let childSize = self.size(childNode, placement.proposal)
      return explicitAlignment(childNode, key, proposal: placement.proposal, size: childSize)
        .map { $0 + placement.origin[key.axis] }
    }
  }

  // MARK: Placement

  /// Places `node` with its top-left corner at `origin`.
  private func place(_ node: Int32, at rawOrigin: Point, proposal: ProposedViewSize, size: Size) {
    // −∞ + ∞ (a view after an infinite sibling in a stack that starts at −∞) has no position:
    // it is put at 0 rather than letting NaN reach every frame below it (offsetOrZero).
    let origin = Point(x: offsetOrZero(rawOrigin.x), y: offsetOrZero(rawOrigin.y))
    let i = Int(node)
    // Outside `run` (a bare `size` call whose layout places subviews) there is nowhere to write.
    frames?[i] = Rect(origin: origin, size: size)
    switch plan.kinds[i] {
    case .fill, .leaf, .group:
      return
    case .stack:
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node),
          call: .placeSubviews(bounds: Rect(origin: origin, size: size), proposal: proposal)))
      noteFirstUse(node) { plan.layouts[Int(plan.payloads[i])] }
      // A stack places every subview, so none is left for the centring below.
      withStack(node) { engine, children, gaps in
        engine.placeSubviews(
          in: Rect(origin: origin, size: size), proposal, self, children, gaps)
      }
    case .custom:
      placeCustom(node, at: origin, proposal: proposal, size: size)
    case .decoration:
      guard case .decoration(let decoration) = nodes[i].content else { return }
      let primary = plan.firstChildren[i]
      let secondary = plan.payloads[i]
      place(primary, at: origin, proposal: proposal, size: size)
      // The secondary view is proposed the primary's final size and aligned to it (§1.14).
      let p = ProposedViewSize(size)
      let primaryDimensions = dimensions(primary, proposal)
      let secondaryDimensions = dimensions(secondary, p)
      let h = decoration.alignment.horizontal.key
      let v = decoration.alignment.vertical.key
      place(
        secondary,
        at: Point(
          x: origin.x + offsetOrZero(primaryDimensions[h] - secondaryDimensions[h]),
          y: origin.y + offsetOrZero(primaryDimensions[v] - secondaryDimensions[v])),
        proposal: p, size: secondaryDimensions.size)
    case .frame, .flexibleFrame, .padding, .fixedSize, .position, .offset, .alignmentGuide,
      .lineLimit, .transparent:
      let childNode = plan.firstChildren[i]
      if let placement = unaryPlacement(node, in: size, proposal: proposal) {
        let childSize = self.size(childNode, placement.proposal)
        place(
          childNode, at: Point(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y),
          proposal: placement.proposal, size: childSize)
      } else if plan.kinds[i] == .offset, case .modifier(.offset(let dx, let dy)) = nodes[i].content
      {
        // No layout effect: the subtree is drawn (and reported) translated.
        place(
          childNode, at: Point(x: origin.x + dx, y: origin.y + dy), proposal: proposal, size: size)
      } else {
        place(childNode, at: origin, proposal: proposal, size: size)
      }
    }
  }

  /// Places a container through its `Layout`, then centres the subviews it left unplaced
  /// (§1.19), unless the layout hides them (ViewThatFits).
  private func placeCustom(_ node: Int32, at origin: Point, proposal: ProposedViewSize, size: Size)
  {
    stamp &+= 1
    let saved = currentStamp
    currentStamp = stamp
    let mine = stamp
    tracer?(
      LayoutTraceEvent(
        node: NodeID(index: node),
        call: .placeSubviews(bounds: Rect(origin: origin, size: size), proposal: proposal)))
    withLayout(node) { layout, subviews, cache in
      layout.placeSubviews(
        in: Rect(origin: origin, size: size), proposal: proposal, subviews: subviews,
        cache: &cache)
    }
    currentStamp = saved
    let k = Int(plan.payloads[Int(node)])
    guard !plan.layouts[k].leavesUnplacedSubviewsHidden else { return }
    for child in plan.customSubviews[k] where placedStamps[child] != mine {
      let s = self.size(child, proposal)
      place(
        child,
        at: Point(
          x: origin.x + offsetOrZero((size.width - s.width) / 2),
          y: origin.y + offsetOrZero((size.height - s.height) / 2)),
        proposal: proposal, size: s)
    }
  }

  /// `LayoutSubview.place`: measure with `proposal`, put `anchor` at `position`.
  func placeSubview(
    _ node: Int32, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize
  ) {
    let size = self.size(node, proposal)
    let origin = Point(
      x: position.x - offsetOrZero(anchor.x * size.width),
      y: position.y - offsetOrZero(anchor.y * size.height))
    if !dryRun.isEmpty {
      dryRun[dryRun.count - 1][node] = DryPlacement(origin: origin, size: size, proposal: proposal)
      return
    }
    if currentStamp != 0 { placedStamps[node] = currentStamp }
    place(node, at: origin, proposal: proposal, size: size)
  }

  /// Runs `place` recording where it puts each of `nodes`, without placing anything.
  func dryRunPlacements(of nodes: [Int32], _ place: () -> Void) -> [DryPlacement?] {
    dryRun.append([:])
    place()
    let recorded = dryRun.removeLast()
    return nodes.map { recorded[$0] }
  }

  /// Groups take the union of their members' frames (they are never laid out themselves).
  private func finishGroups() {
    guard let frames else { return }
    for i in 0..<nodes.count where plan.kinds[i] == .group {
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
