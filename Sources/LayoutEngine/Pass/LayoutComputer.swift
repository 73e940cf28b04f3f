/// One layout pass over a `ViewTree`: measures views (memoised per view and proposal),
/// answers spacing, priority and alignment questions, and places every view.
///
/// The host (`run(in:)`) proposes its size to the root and centres it (semantics §1.20).
public final class LayoutComputer {
  public let tree: ViewTree
  public let options: LayoutOptions
  /// The tree's arena, read once: the tree does not change during a pass, and a `let` array
  /// is read without the exclusivity checks and retains that `tree.nodes` costs on each access.
  private let nodes: [ViewNode]
  /// Receives every call the engine makes on a container's layout (for `--trace`).
  public var tracer: ((LayoutTraceEvent) -> Void)?

  /// Stack orientation seen by each node (Spacer and Divider read it), -1 for none.
  private var orientation: [Int8]
  /// The environment's line limit at each node, -1 for none.
  private var lineLimits: [Int32]
  /// Container subviews, with groups spliced in.
  /// Indexed by node (empty for non-containers; empty arrays share storage): read on every
  /// container evaluation, where a dictionary lookup hashed the node each time.
  private var subviewLists: [[Int32]]
  private var priorities: [Double]
  /// Bits: 1 edge/centre guides through the modifier chain, 2 baselines, 4 custom guides.
  private var guideFlags: [UInt8]
  private var spacings: [ViewSpacing?]
  /// Stacks' distances between subviews, per container (see `stackGaps`).
  private var gapCache: [Int32: StackGaps] = [:]
  private var layoutCaches: [Int32: AnyLayout.Cache] = [:]
  /// Containers whose cache-less layout has had `makeCache` called (see `withLayout`).
  private var cacheMade: [Bool]
  private var memo: MemoTable
  private var frames: [Rect?]
  private var evaluationCount = 0
  /// Layout-value traits visible to each node's container (set through modifier chains).
  private var traits: [Int32: [String: LayoutValue]] = [:]

  // Placement bookkeeping.
  private var placedStamp: [UInt32]
  private var stamp: UInt32 = 0
  private var currentStamp: UInt32 = 0
  /// While a layout's explicit alignment is computed, `place` records here instead of placing.
  private var dryRun: [[Int32: DryPlacement]] = []

  struct DryPlacement {
    var origin: Point
    var size: Size
    var proposal: ProposedViewSize
  }

  public init(tree: ViewTree, options: LayoutOptions = LayoutOptions()) {
    self.tree = tree
    self.options = options
    self.nodes = tree.nodes
    let n = tree.count
    orientation = [Int8](repeating: -1, count: n)
    lineLimits = [Int32](repeating: -1, count: n)
    priorities = [Double](repeating: 0, count: n)
    guideFlags = [UInt8](repeating: 0, count: n)
    spacings = [ViewSpacing?](repeating: nil, count: n)
    subviewLists = [[Int32]](repeating: [], count: n)
    memo = MemoTable(nodeCount: n)
    frames = [Rect?](repeating: nil, count: n)
    placedStamp = [UInt32](repeating: 0, count: n)
    cacheMade = [Bool](repeating: false, count: n)
    prepare()
  }

  /// Lays the root out in a host proposing `proposal`, centring it.
  public func run(in proposal: ProposedViewSize) -> LayoutResult {
    guard let root = tree.root?.index else {
      return LayoutResult(frames: frames, canvas: .zero, evaluations: 0)
    }
    let size = self.size(root, proposal)
    let canvas = Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    // §1.20 centring; an infinite root in an infinite host stays at 0 (offsetOrZero).
    let origin = Point(
      x: offsetOrZero((canvas.width - size.width) / 2),
      y: offsetOrZero((canvas.height - size.height) / 2))
    place(root, at: origin, proposal: proposal, size: size)
    finishGroups()
    return LayoutResult(frames: frames, canvas: canvas, evaluations: evaluationCount)
  }

  // MARK: Preparation

  /// Derives per-node facts with two loops (children always precede parents in the arena):
  /// bottom-up for priorities, guide flags and subview lists; top-down for the stack
  /// orientation and the line limit.
  ///
  /// Nodes are read in place (`nodes[i].content`), not copied out: a `ViewNode` copy retains
  /// and releases its content, children and strings, twice per node here.
  private func prepare() {
    let nodes = tree.nodes
    for i in 0..<nodes.count {
      switch nodes[i].content {
      case .leaf(let leaf):
        if case .spacer = leaf { priorities[i] = -.infinity }
        if case .text = leaf { guideFlags[i] = 2 }
      case .container(let layout):
        let list = flatten(nodes[i].children)
        subviewLists[i] = list
        priorities[i] = list.isEmpty ? -.infinity : 0
        var flags: UInt8 = 0
        for child in list { flags |= guideFlags[Int(child)] & 6 }
        // A custom layout may answer any guide itself.
        guideFlags[i] = layout.mergesExplicitAlignmentByDefault ? flags : 7
      case .group:
        var flags: UInt8 = 0
        for child in nodes[i].children { flags |= guideFlags[Int(child)] }
        guideFlags[i] = flags
      case .decoration:
        let primary = Int(nodes[i].children[0])
        priorities[i] = priorities[primary]
        guideFlags[i] = guideFlags[primary]
      case .modifier(let modifier):
        let child = Int(nodes[i].children[0])
        guideFlags[i] = guideFlags[child]
        switch modifier {
        case .frame, .flexibleFrame, .padding, .position: priorities[i] = 0
        case .layoutPriority(let value): priorities[i] = value
        case .alignmentGuide(let key, _):
          priorities[i] = priorities[child]
          switch key.combination {
          case .none: guideFlags[i] |= 1
          case .minimum: guideFlags[i] |= 2
          case .average: guideFlags[i] |= 4
          }
        default: priorities[i] = priorities[child]
        }
      }
    }
    // Layout values travel outward through modifier layers to the node a container sees.
    for i in 0..<nodes.count {
      guard case .modifier(.layoutValue(let key, let value)) = nodes[i].content else { continue }
      var top = Int32(i)
      while true {
        let parent = tree.parents[Int(top)]
        guard parent >= 0 else { break }
        if case .modifier = nodes[Int(parent)].content {
          top = parent
          continue
        }
        if case .decoration = nodes[Int(parent)].content, nodes[Int(parent)].children[0] == top {
          top = parent
          continue
        }
        break
      }
      // The innermost setting wins, as with SwiftUI's trait writers.
      if traits[top]?[key] == nil { traits[top, default: [:]][key] = value }
    }
    // Top-down: orientation from the nearest container; line limit from the nearest modifier.
    var i = nodes.count - 1
    while i >= 0 {
      switch nodes[i].content {
      case .container(let layout):
        let axis = layout.properties.stackOrientation.map { Int8($0.rawValue) } ?? -1
        // Direct children, groups included: the loop visits a group after its container and
        // hands the orientation on to its elements, so a Spacer inside a Group/ForEach sees the
        // enclosing stack's orientation (Group/ForEach are transparent, §1.6; reference case 38).
        // Writing only the flattened elements here would be overwritten by the group's own -1.
        for child in nodes[i].children {
          propagate(child, orientation: axis, lineLimit: lineLimits[i])
        }
      case .modifier(.lineLimit(let limit)):
        let child = Int(nodes[i].children[0])
        orientation[child] = orientation[i]
        lineLimits[child] = limit.map { Int32(clamping: $0) } ?? -1
      case .modifier, .decoration, .group:
        for child in nodes[i].children {
          orientation[Int(child)] = orientation[i]
          lineLimits[Int(child)] = lineLimits[i]
        }
      case .leaf: break
      }
      i -= 1
    }
  }

  private func propagate(_ child: Int32, orientation axis: Int8, lineLimit: Int32) {
    orientation[Int(child)] = axis
    lineLimits[Int(child)] = lineLimit
  }

  /// Splices groups into a flat subview list (iteratively).
  private func flatten(_ children: [Int32]) -> [Int32] {
    var result: [Int32] = []
    var stack = Array(children.reversed())
    while let next = stack.popLast() {
      if case .group = nodes[Int(next)].content {
        stack.append(contentsOf: nodes[Int(next)].children.reversed())
      } else {
        result.append(next)
      }
    }
    return result
  }

  // MARK: Queries

  func priority(_ node: Int32) -> Double { priorities[Int(node)] }

  func layoutValue(_ node: Int32, key: String) -> LayoutValue? { traits[node]?[key] }

  func mayHaveExplicit(_ node: Int32, _ key: AlignmentKey) -> Bool {
    let flags = guideFlags[Int(node)]
    switch key.combination {
    case .none: return flags & 1 != 0
    case .minimum: return flags & 2 != 0
    case .average: return flags & 4 != 0
    }
  }

  private func orientationAxis(_ node: Int32) -> Axis? {
    let raw = orientation[Int(node)]
    return raw < 0 ? nil : Axis(rawValue: Int(raw))
  }

  private func subviews(_ node: Int32) -> LayoutSubviews {
    LayoutSubviews(computer: self, nodes: subviewLists[Int(node)], container: node)
  }

  private func child(_ node: Int32, _ k: Int = 0) -> LayoutSubview {
    LayoutSubview(computer: self, node: NodeID(index: nodes[Int(node)].children[k]))
  }

  private func cache(_ node: Int32, _ layout: AnyLayout) -> AnyLayout.Cache {
    if let existing = layoutCaches[node] { return existing }
    let made = layout.makeCache(subviews: subviews(node))
    tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .makeCache))
    layoutCaches[node] = made
    return made
  }

  /// Runs `body` with the container's layout, subviews and cache.
  ///
  /// Layouts without a cache (`Cache == Void`: the stacks, most custom layouts) share one empty
  /// cache instead of a per-node dictionary entry written back after every call; the cache is
  /// still "made" once per node, so traces show the same `makeCache` calls.
  private func withLayout<R>(
    _ node: Int32, _ body: (AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> R
  ) -> R {
    guard case .container(let layout) = nodes[Int(node)].content else {
      fatalError("not a container")
    }
    if !layout.hasCache {
      if !cacheMade[Int(node)] {
        cacheMade[Int(node)] = true
        _ = layout.makeCache(subviews: subviews(node))
        tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .makeCache))
      }
      var empty = AnyLayout.Cache.empty
      return body(layout, subviews(node), &empty)
    }
    var c = cache(node, layout)
    defer { layoutCaches[node] = c }
    return body(layout, subviews(node), &c)
  }

  /// A stack's distances before each subview, computed once per container: they depend on
  /// the subviews' spacing preferences (memoised, fixed for the pass), the axis and the
  /// explicit spacing, never on the proposal, yet a stack is evaluated about five times. The
  /// entry remembers the axis and spacing it was computed for, so a container whose layout
  /// changes (a custom layout delegating to both stacks) is recomputed rather than misread.
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

  /// The size of `node` for `proposal`, memoised.
  public func size(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    if let known = memo.lookup(node, proposal) { return known }
    let size = computeSize(node, proposal)
    memo.store(node, proposal, size)
    return size
  }

  private func computeSize(_ node: Int32, _ proposal: ProposedViewSize) -> Size {
    evaluationCount += 1
    // Fields are read from the arena in place: copying a whole `ViewNode` out retains and
    // releases its content, children and strings on every evaluation.
    switch nodes[Int(node)].content {
    case .leaf(let leaf):
      let limit = lineLimits[Int(node)]
      return leaf.size(
        proposal, orientation: orientationAxis(node), lineLimit: limit < 0 ? nil : Int(limit),
        options: options)
    case .container:
      let size = withLayout(node) { layout, subviews, cache in
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      tracer?(
        LayoutTraceEvent(
          node: NodeID(index: node), call: .sizeThatFits(proposal: proposal, result: size)))
      return size
    case .modifier(let modifier):
      if modifier.hasUnaryLayout, let size = modifier.unarySize(proposal, child: child(node)) {
        return size
      }
      return size(nodes[Int(node)].children[0], proposal)
    case .decoration:
      return size(nodes[Int(node)].children[0], proposal)
    case .group:
      // A group laid out on its own behaves as the stack it would be wrapped in.
      return .zero
    }
  }

  /// Size plus lazily computed alignment guides.
  func dimensions(_ node: Int32, _ proposal: ProposedViewSize) -> ViewDimensions {
    let size = self.size(node, proposal)
    let source =
      guideFlags[Int(node)] == 0
      ? nil : ExplicitGuideSource(computer: self, node: node, proposal: proposal)
    return ViewDimensions(size: size, source: source)
  }

  /// The spacing preferences of `node` (§1.3), memoised.
  func spacing(_ node: Int32) -> ViewSpacing {
    if let known = spacings[Int(node)] { return known }
    let entry = nodes[Int(node)]
    let result: ViewSpacing
    switch entry.content {
    case .leaf(let leaf):
      result = leaf.spacing(orientation: orientationAxis(node), options: options)
    case .container:
      result = withLayout(node) { layout, subviews, cache in
        layout.spacing(subviews: subviews, cache: &cache)
      }
      tracer?(LayoutTraceEvent(node: NodeID(index: node), call: .spacing))
    case .decoration:
      result = spacing(entry.children[0])
    case .group:
      result = .zero
    case .modifier(let modifier):
      let inner = spacing(entry.children[0])
      let keepsSpacerSpacing: Bool = {
        if case .leaf(.spacer) = tree.nodes[
          Int(tree.base(of: NodeID(index: entry.children[0])).index)
        ].content {
          return true
        }
        return false
      }()
      switch modifier {
      case .frame(let frame):
        result = keepsSpacerSpacing ? inner : inner.resettingToPlain(frame.constrainedEdges)
      case .flexibleFrame(let frame):
        result = keepsSpacerSpacing ? inner : inner.resettingToPlain(frame.constrainedEdges)
      case .padding(let padding): result = inner.resettingToPlain(padding.paddedEdges)
      case .position: result = .plain
      default: result = inner
      }
    }
    spacings[Int(node)] = result
    return result
  }

  /// The explicit value of `key` for `node` at `size` (§1.15), or nil.
  func explicitAlignment(_ node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: Size)
    -> Double?
  {
    guard mayHaveExplicit(node, key) else { return nil }
    let entry = nodes[Int(node)]
    switch entry.content {
    case .leaf(.text):
      let m = options.textMetrics
      let lines = max(1, (size.height / m.lineHeight).rounded())
      switch key {
      case .firstTextBaseline: return m.ascent
      case .lastTextBaseline: return (lines - 1) * m.lineHeight + m.ascent
      default: return nil
      }
    case .leaf, .group:
      return nil
    case .container:
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
      return explicitAlignment(entry.children[0], key, proposal: proposal, size: size)
    case .modifier(let modifier):
      let childNode = entry.children[0]
      if case .alignmentGuide(let guideKey, let expression) = modifier, guideKey == key {
        return expression.evaluate(dimensions(childNode, proposal))
      }
      guard
        let placement = modifier.unaryPlacement(in: size, proposal: proposal, child: child(node))
      else {
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
    frames[Int(node)] = Rect(origin: origin, size: size)
    let entry = nodes[Int(node)]
    switch entry.content {
    case .leaf, .group:
      return
    case .container:
      let list = subviewLists[Int(node)]
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
      guard case .container(let layout) = entry.content, !layout.leavesUnplacedSubviewsHidden else {
        return
      }
      // Subviews the layout did not place are centred with the container's proposal (§1.19).
      for child in list where placedStamp[Int(child)] != mine {
        let s = self.size(child, proposal)
        place(
          child,
          at: Point(
            x: origin.x + offsetOrZero((size.width - s.width) / 2),
            y: origin.y + offsetOrZero((size.height - s.height) / 2)),
          proposal: proposal, size: s)
      }
    case .decoration(let decoration):
      let primary = entry.children[0]
      let secondary = entry.children[1]
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
    case .modifier(let modifier):
      let childNode = entry.children[0]
      if let placement = modifier.unaryPlacement(in: size, proposal: proposal, child: child(node)) {
        let childSize = self.size(childNode, placement.proposal)
        place(
          childNode, at: Point(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y),
          proposal: placement.proposal, size: childSize)
      } else if case .offset(let dx, let dy) = modifier {
        // No layout effect: the subtree is drawn (and reported) translated.
        place(
          childNode, at: Point(x: origin.x + dx, y: origin.y + dy), proposal: proposal, size: size)
      } else {
        place(childNode, at: origin, proposal: proposal, size: size)
      }
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
    placedStamp[Int(node)] = currentStamp
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
    for i in 0..<nodes.count {
      guard case .group = nodes[i].content else { continue }
      var union: Rect? = nil
      for child in nodes[i].children {
        guard let f = frames[Int(child)] else { continue }
        union = union.map { $0.union(f) } ?? f
      }
      if union == nil, tree.parents[i] >= 0, let parentFrame = frames[Int(tree.parents[i])] {
        union = Rect(origin: parentFrame.origin, size: .zero)
      }
      frames[i] = union
    }
  }
}

extension Modifier {
  /// Whether the modifier has a layout of its own (frame, padding, fixedSize, position).
  var hasUnaryLayout: Bool {
    switch self {
    case .frame, .flexibleFrame, .padding, .fixedSize, .position: true
    default: false
    }
  }

  /// The modifier layout's size for `proposal`, or nil for modifiers without a layout.
  ///
  /// A switch over the concrete layouts rather than `unaryLayout`: wrapping a layout in
  /// `any UnaryLayout` boxes the larger ones (a flexible frame is seven words) on the heap,
  /// once per evaluation of every modifier layer.
  func unarySize(_ proposal: ProposedViewSize, child: LayoutSubview) -> Size? {
    switch self {
    case .frame(let layout): layout.sizeThatFits(proposal, child: child)
    case .flexibleFrame(let layout): layout.sizeThatFits(proposal, child: child)
    case .padding(let layout): layout.sizeThatFits(proposal, child: child)
    case .fixedSize(let layout): layout.sizeThatFits(proposal, child: child)
    case .position(let layout): layout.sizeThatFits(proposal, child: child)
    default: nil
    }
  }

  /// Where the modifier layout puts its child, or nil for modifiers without a layout (see
  /// `unarySize` for why this does not go through `unaryLayout`).
  func unaryPlacement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview)
    -> ChildPlacement?
  {
    switch self {
    case .frame(let layout): layout.childPlacement(in: size, proposal: proposal, child: child)
    case .flexibleFrame(let layout):
      layout.childPlacement(in: size, proposal: proposal, child: child)
    case .padding(let layout): layout.childPlacement(in: size, proposal: proposal, child: child)
    case .fixedSize(let layout): layout.childPlacement(in: size, proposal: proposal, child: child)
    case .position(let layout): layout.childPlacement(in: size, proposal: proposal, child: child)
    default: nil
    }
  }

  /// The modifier's layout, for modifiers that have one.
  var unaryLayout: (any UnaryLayout)? {
    switch self {
    case .frame(let layout): layout
    case .flexibleFrame(let layout): layout
    case .padding(let layout): layout
    case .fixedSize(let layout): layout
    case .position(let layout): layout
    default: nil
    }
  }
}
