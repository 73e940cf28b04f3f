/// What the pass does with a node, decoded once from its `NodeContent`. The hot paths switch
/// on this byte instead of copying the content enum out of the arena: its payloads hold
/// strings and existentials, and each copy retained and released them (5% of the pass).
enum NodeKind: UInt8 {
  /// Color and every shape but Circle: the proposal, unspecified axes 10.
  case fill
  /// Any other leaf (Text, Image, Circle, Spacer, Divider), sized by `Leaf.size`.
  case leaf
  /// HStack or VStack: driven through `StackLayout` directly (`LayoutPlan.stacks`).
  case stack
  /// Any other container, through `AnyLayout` and `LayoutSubviews`.
  case custom
  case frame, flexibleFrame, padding, fixedSize, position
  /// `.offset`: no layout effect, the subtree is placed translated.
  case offset
  case alignmentGuide
  /// `.lineLimit`, which sets the limit for the Texts below (payload: the limit, -1 for nil).
  case lineLimit
  /// Other modifier layers without a layout (style, priority, layout value).
  case transparent
  case decoration
  case group

  /// Whether a node of this kind measures its child (its primary or secondary view, for a
  /// decoration) at most once per evaluation of its own, plus once to place it: modifier layers
  /// and decorations, unlike containers.
  var measuresChildOnce: Bool {
    switch self {
    case .fill, .leaf, .stack, .custom, .group: false
    case .frame, .flexibleFrame, .padding, .fixedSize, .position, .offset, .alignmentGuide,
      .lineLimit, .transparent, .decoration:
      true
    }
  }
}

/// A container's subviews, groups spliced in: `LayoutPlan.subviews[start ..< start + count]`.
struct ContainerRange {
  var start: Int32
  var count: Int32
}

/// Everything the pass reads about the tree, decoded into plain arrays before it starts.
///
/// Per node: its kind, one index (`payloads`: the container or modifier-table entry, a
/// decoration's secondary view, or the container a group is spliced into) and its first child.
/// Containers' subview lists are runs of one shared array rather than an array each; modifier
/// layouts sit in one table per type.
struct LayoutPlan {
  let kinds: [NodeKind]
  let payloads: [Int32]
  /// A modifier's child, a decoration's primary view, otherwise -1.
  let firstChildren: [Int32]
  /// Each node's entry in the memo table (`MemoTable`), or -1 for a node whose size is
  /// computed each time it is asked for, in constant time (`isMemoised`).
  let memoIndices: [Int32]
  /// How many nodes have a memo entry.
  let memoisedCount: Int

  let subviews: [Int32]
  /// Per container (indexed by the container's payload).
  let containers: [ContainerRange]
  let layouts: [AnyLayout]
  /// The stack engine of each container that is an HStack or VStack.
  let stacks: [StackLayout?]
  /// The subview lists custom layouts see (`LayoutSubviews` holds an array); empty for stacks.
  let customSubviews: [[Int32]]

  /// Modifier layouts, each distinct value stored about once (`LayoutTable`).
  let frameLayouts: [FrameLayout]
  let flexibleFrameLayouts: [FlexibleFrameLayout]
  let paddingLayouts: [PaddingLayout]
  let fixedSizeLayouts: [FixedSizeLayout]
  let positionLayouts: [PositionLayout]

  let priorities: PriorityTable
  /// Bits: 1 edge/centre guides through the modifier chain, 2 baselines, 4 custom guides.
  let guideFlags: [UInt8]
  /// Stack orientation seen by each node (Spacer and Divider read it), -1 for none.
  let orientations: [Int8]
  /// The environment's line limit at each node, -1 for none (`lineLimit(_:)`); empty when no
  /// node sets one.
  private let lineLimits: [Int32]
  /// Layout-value traits visible to each node's container (set through modifier chains).
  let traits: [Int32: [String: LayoutValue]]

  // Built with two loops (children always precede parents in the arena): bottom-up for kinds,
  // priorities, guide flags and subview lists; top-down for the orientation and line limit.
  // Nodes are read in place (`nodes[i].content`), never copied out whole.
  init(_ tree: ViewTree) {
    let nodes = tree.nodes
    let n = nodes.count
    var kinds = Array(repeating: NodeKind.group, count: n)
    var payloads = Array(repeating: Int32(-1), count: n)
    var firstChildren = Array(repeating: Int32(-1), count: n)
    var memoIndices = Array(repeating: Int32(-1), count: n)
    var memoisedCount: Int32 = 0
    let parents = tree.parents
    var subviews: [Int32] = []
    var containers: [ContainerRange] = []
    var layouts: [AnyLayout] = []
    var stacks: [StackLayout?] = []
    var customSubviews: [[Int32]] = []
    var frameLayouts = LayoutTable<FrameLayout>()
    var flexibleFrameLayouts = LayoutTable<FlexibleFrameLayout>()
    var paddingLayouts = LayoutTable<PaddingLayout>()
    var fixedSizeLayouts = LayoutTable<FixedSizeLayout>()
    var positionLayouts = LayoutTable<PositionLayout>()
    var priorities = PriorityTable(count: n)
    var guideFlags = Array(repeating: UInt8(0), count: n)
    var containerOrientations: [Int8] = []
    var layoutValueNodes: [Int32] = []
    // Reserved for the worst case so that it never moves while growing: the pages of capacity
    // left unused are never touched, so they cost address space, not memory.
    subviews.reserveCapacity(n)
    var pending: [Int32] = []
    var hasLineLimits = false

    func table<T>(_ table: inout [T], _ value: T) -> Int32 {
      table.append(value)
      return Int32(table.count - 1)
    }
    func table<T>(_ table: inout LayoutTable<T>, _ value: T) -> Int32 { table.index(of: value) }

    for i in 0..<n {
      switch nodes[i].content {
      case .leaf(let leaf):
        switch leaf {
        case .color, .shape(.rectangle, _), .shape(.roundedRectangle, _), .shape(.capsule, _),
          .shape(.ellipse, _):
          kinds[i] = .fill
        case .spacer:
          kinds[i] = .leaf
          // A Spacer's layout priority is −∞: stacks give it space last (semantics §1.6).
          priorities[i] = -.infinity
        case .text:
          kinds[i] = .leaf
          guideFlags[i] = 2
        default: kinds[i] = .leaf
        }
      case .container(let layout):
        // Groups are spliced in (iteratively: a pending stack of nodes still to visit).
        let start = subviews.count
        pending.append(contentsOf: nodes[i].children.reversed())
        while let next = pending.popLast() {
          if kinds[Int(next)] == .group {
            payloads[Int(next)] = Int32(i)
            pending.append(contentsOf: nodes[Int(next)].children.reversed())
          } else {
            subviews.append(next)
          }
        }
        let list = subviews[start...]
        let stack = layout.stackEngine
        kinds[i] = stack == nil ? .custom : .stack
        payloads[i] = table(
          &containers, ContainerRange(start: Int32(start), count: Int32(list.count)))
        layouts.append(layout)
        stacks.append(stack)
        customSubviews.append(stack == nil ? Array(list) : [])
        // Stacks answer these without the dynamic casts `properties` and the merging test make.
        containerOrientations.append(
          stack.map { Int8($0.axis.rawValue) }
            ?? layout.properties.stackOrientation.map { Int8($0.rawValue) } ?? -1)
        priorities[i] = list.isEmpty ? -.infinity : 0
        var flags: UInt8 = 0
        for child in list { flags |= guideFlags[Int(child)] & 6 }
        // A custom layout may answer any guide itself.
        let merges = stack != nil || layout.mergesExplicitAlignmentByDefault
        guideFlags[i] = merges ? flags : 7
      case .group:
        kinds[i] = .group
        var flags: UInt8 = 0
        for child in nodes[i].children { flags |= guideFlags[Int(child)] }
        guideFlags[i] = flags
      case .decoration:
        kinds[i] = .decoration
        payloads[i] = nodes[i].children[1]
        firstChildren[i] = nodes[i].children[0]
        let primary = Int(nodes[i].children[0])
        priorities[i] = priorities[primary]
        guideFlags[i] = guideFlags[primary]
      case .modifier(let modifier):
        // A modifier's one child is nearly always the node added just before it; the parent
        // array says so without reading the child out of the arena's `ViewChildren` (4 ms of
        // 15 for 111k views), and without a table of each node's only child (4 B per node).
        let child = i > 0 && parents[i - 1] == Int32(i) ? i - 1 : Int(nodes[i].children[0])
        firstChildren[i] = Int32(child)
        guideFlags[i] = guideFlags[child]
        // A modifier layer passes its child's layoutPriority through, except the frames,
        // padding and position, which reset it to 0 (semantics §1.8, §1.9, §1.11, §1.13,
        // §1.16); `.layoutPriority` sets it.
        priorities[i] = priorities[child]
        switch modifier {
        case .frame(let layout):
          kinds[i] = .frame
          payloads[i] = table(&frameLayouts, layout)
          priorities[i] = 0
        case .flexibleFrame(let layout):
          kinds[i] = .flexibleFrame
          payloads[i] = table(&flexibleFrameLayouts, layout)
          priorities[i] = 0
        case .padding(let layout):
          kinds[i] = .padding
          payloads[i] = table(&paddingLayouts, layout)
          priorities[i] = 0
        case .position(let layout):
          kinds[i] = .position
          payloads[i] = table(&positionLayouts, layout)
          priorities[i] = 0
        case .fixedSize(let layout):
          kinds[i] = .fixedSize
          payloads[i] = table(&fixedSizeLayouts, layout)
        case .offset: kinds[i] = .offset
        case .layoutPriority(let value):
          kinds[i] = .transparent
          priorities[i] = value
        case .alignmentGuide(let key, _):
          kinds[i] = .alignmentGuide
          switch key.combination {
          case .none: guideFlags[i] |= 1
          case .minimum: guideFlags[i] |= 2
          case .average: guideFlags[i] |= 4
          }
        case .layoutValue:
          kinds[i] = .transparent
          layoutValueNodes.append(Int32(i))
        case .lineLimit(let limit):
          kinds[i] = .lineLimit
          hasLineLimits = true
          payloads[i] = limit.map { Int32(clamping: $0) } ?? -1
        case .style: kinds[i] = .transparent
        }
      }
    }

    // Layout values travel outward through modifier layers to the node a container sees.
    var traits: [Int32: [String: LayoutValue]] = [:]
    for node in layoutValueNodes {
      guard case .modifier(.layoutValue(let key, let value)) = nodes[Int(node)].content else {
        continue
      }
      var top = node
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

    // Top-down: orientation from the nearest container; line limit from the nearest modifier;
    // memo entries, numbered in this order.
    var orientations = Array(repeating: Int8(-1), count: n)
    // Only documents with a `.lineLimit` have limits to hand down.
    var lineLimits = hasLineLimits ? Array(repeating: Int32(-1), count: n) : []
    func handDown(to child: Int, orientation: Int8, lineLimit: Int32) {
      orientations[child] = orientation
      if hasLineLimits { lineLimits[child] = lineLimit }
    }
    let frameTable = frameLayouts.elements
    var i = n - 1
    while i >= 0 {
      if Self.isMemoised(i, kinds, payloads, parents, frameTable) {
        memoIndices[i] = memoisedCount
        memoisedCount += 1
      }
      let lineLimit = hasLineLimits ? lineLimits[i] : -1
      switch kinds[i] {
      case .stack, .custom:
        // The flattened subviews: a Spacer inside a Group/ForEach sees the enclosing stack's
        // orientation (Group/ForEach are transparent, §1.6; reference case 38), and the groups
        // spliced in hand nothing on themselves (below).
        let axis = containerOrientations[Int(payloads[i])]
        let range = containers[Int(payloads[i])]
        for child in subviews[Int(range.start)..<Int(range.start + range.count)] {
          handDown(to: Int(child), orientation: axis, lineLimit: lineLimit)
        }
      case .fill, .leaf: break
      case .group:
        guard payloads[i] < 0 else { break }
        for child in nodes[i].children {
          handDown(to: Int(child), orientation: orientations[i], lineLimit: lineLimit)
        }
      case .decoration:
        // The primary view and the secondary one.
        handDown(to: Int(firstChildren[i]), orientation: orientations[i], lineLimit: lineLimit)
        handDown(to: Int(payloads[i]), orientation: orientations[i], lineLimit: lineLimit)
      case .frame, .flexibleFrame, .padding, .fixedSize, .position, .offset, .alignmentGuide,
        .lineLimit, .transparent:
        // Read from the plan, not the arena: a `ViewNode` is 80 bytes, so a backward walk
        // over the arena misses the cache far more often than one over these 4-byte tables.
        handDown(
          to: Int(firstChildren[i]), orientation: orientations[i],
          lineLimit: kinds[i] == .lineLimit ? payloads[i] : lineLimit)
      }
      i -= 1
    }

    self.kinds = kinds
    self.payloads = payloads
    self.firstChildren = firstChildren
    self.memoIndices = memoIndices
    self.memoisedCount = Int(memoisedCount)
    self.subviews = subviews
    self.containers = containers
    self.layouts = layouts
    self.stacks = stacks
    self.customSubviews = customSubviews
    self.frameLayouts = frameLayouts.elements
    self.flexibleFrameLayouts = flexibleFrameLayouts.elements
    self.paddingLayouts = paddingLayouts.elements
    self.fixedSizeLayouts = fixedSizeLayouts.elements
    self.positionLayouts = positionLayouts.elements
    self.priorities = priorities
    self.guideFlags = guideFlags
    self.orientations = orientations
    self.lineLimits = lineLimits
    self.traits = traits
  }
}

extension LayoutPlan {
  /// The environment's line limit at node `i`, -1 for none.
  func lineLimit(_ i: Int) -> Int32 { lineLimits.isEmpty ? -1 : lineLimits[i] }

  /// Whether the pass remembers node `i`'s sizes (`memoIndices`). Not for a frame fixed in
  /// both lengths: its size is one constant, cheaper to return than to look up, yet stacks ask
  /// for it at several proposals and remembering each took ~140 B per such frame (60% of the
  /// huge nested benchmark's views are Colors in one). Nor for a fill (the proposal with defaults)
  /// inside a modifier layer or decoration, which measures it once per evaluation of its own
  /// plus once to place it. A fill that is a container's subview keeps its entry: stacks probe
  /// each subview at 0, ∞ and a share on every evaluation, and stacks of bare Colors computed
  /// three times as many sizes without one (DepthScalingTests: 6,065 → 18,247 at depth 500).
  /// Every computation is counted either way (`LayoutResult.evaluations`).
  fileprivate static func isMemoised(
    _ i: Int, _ kinds: [NodeKind], _ payloads: [Int32], _ parents: [Int32],
    _ frames: [FrameLayout]
  ) -> Bool {
    switch kinds[i] {
    case .frame: return !frames[Int(payloads[i])].isFixed
    case .fill:
      let parent = Int(parents[i])
      return parent < 0 || !kinds[parent].measuresChildOnce
    default: return true
    }
  }
}

/// A table of modifier layouts that stores repeated values once.
///
/// Documents repeat a handful of modifier chains (the interpreter parses each distinct chain
/// once), so a node's layout is usually one of the last few added. Those are compared first
/// (an equality test, cheaper than hashing the layout); a value not among them is appended,
/// even if an older entry equals it. A copy per node took about 60 bytes per node of a large
/// document; this keeps the tables to a few entries.
struct LayoutTable<Element: Equatable> {
  private(set) var elements: [Element] = []
  /// Indices of the most recently used entries, most recent first.
  private var recent: [Int32] = []
  private static var recentLimit: Int { 4 }

  mutating func index(of value: Element) -> Int32 {
    for k in recent.indices where elements[Int(recent[k])] == value {
      let index = recent[k]
      if k > 0 {
        recent.remove(at: k)
        recent.insert(index, at: 0)
      }
      return index
    }
    elements.append(value)
    let index = Int32(elements.count - 1)
    recent.insert(index, at: 0)
    if recent.count > Self.recentLimit { recent.removeLast() }
    return index
  }
}
