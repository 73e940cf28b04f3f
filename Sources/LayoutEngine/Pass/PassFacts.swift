/// What the pass needs to know about each view beyond its own layout, found once before the
/// pass from the tree: the facts that travel between views. Bottom-up: layout priorities,
/// which guides a subtree may set explicitly, and layout values (traits), which travel outward
/// through modifier layers; each container's subviews with groups spliced in. Top-down: the
/// environment (stack orientation, line limit), and which views' sizes are remembered.
///
/// Every view contributes through its own layout (`LeafLayout`, `ModifierLayout`, `Layout`),
/// so nothing here knows one modifier or leaf from another. The layouts are taken out of the
/// tree's `NodeContent` once, into `leaves`, `modifierLayouts` and `containerLayouts`, so that
/// the pass calls each in place (`lend`): switching over a node's content copies its payload (an
/// existential, retained and released, or copied through its value witnesses) on every call.
struct PassFacts {
  /// The four-byte fields come before the one-byte ones, so the whole packs into 32 bytes.
  struct Facts {
    /// The layout priority the view's container sees (§1.6).
    var priority: Double = 0
    /// The view's entry in the memo table, or -1 when its size is computed each time.
    var memoEntry: Int32 = -1
    /// The node's index in `leaves`, `modifiers` or `containers` (by `role`); for a group, 0
    /// when it is spliced into a container's subviews, else -1.
    var slot: Int32 = -1
    /// The environment's line limit, -1 for none.
    var lineLimit: Int32 = -1
    /// The environment's font settings: an index into `textEnvironments` (0: the default).
    var text: Int32 = 0
    /// The lines of height the environment's line limit reserves (§7.4).
    var reservedLines: Int32 = 0
    /// Which of the three doors the node goes through (or none, for a group): its node's
    /// `kind`, kept here beside the other facts the pass reads per evaluation.
    var role = ViewNode.Kind.group
    /// Whether a leaf is measured in constant time (`LeafLayout.isMeasuredInConstantTime`).
    var isMeasuredInConstantTime = false
    /// The stack orientation in force (`Axis.rawValue`), -1 for none.
    var orientation: Int8 = -1
    /// The guides the view may answer with an explicit value.
    var guides = ExplicitGuides()
  }

  /// A container: its node, subviews (groups spliced in, in order) and the stack orientation
  /// it gives them. Its layout is kept apart, in `containerLayouts` at the same index (see
  /// `Modifier`).
  struct Container {
    var node: Int32
    var subviews: [Int32]
    var orientation: Int8
    /// Whether subviews the layout leaves unplaced stay hidden (ViewThatFits) rather than
    /// centred (§1.19).
    var hidesUnplacedSubviews: Bool
  }

  /// A modifier layer: its child, the view it attaches (or -1), and its size when that is one
  /// constant (`ModifierLayout.constantSize`), asked once here. Its layout is kept apart, in
  /// `modifierLayouts` at the same index, so that this stays plain data, read without copying
  /// an existential.
  struct Modifier {
    var child: Int32
    var attached: Int32
    var constantSize: Size?
  }

  let facts: [Facts]
  let leaves: [any LeafLayout]
  let modifierLayouts: [any ModifierLayout]
  let modifiers: [Modifier]
  let containerLayouts: [AnyLayout]
  let containers: [Container]
  /// Layout values visible to each view's container, by the view its container sees.
  let traits: [Int32: [String: LayoutValue]]
  let memoisedCount: Int
  /// The distinct font settings in the tree (§9.3), the default first; views refer to them by
  /// index (`Facts.text`), so the environment stays a few bytes per view.
  let textEnvironments: [TextEnvironment]
  /// Each of `textEnvironments` with the options and its measure, resolved once (§9.4): the
  /// part of a view's environment that views with the same settings share.
  let shares: [LayoutEnvironment.Shared]
  /// The control styles in force at each node (§8.1), or nil when the tree sets none.
  let controlStyles: [ControlStyles]?

  // Built in local arrays, assigned once at the end.
  init(_ tree: ViewTree, options: LayoutOptions) {
    let nodes = tree.nodes
    let parents = tree.parents
    let n = nodes.count
    var facts = [Facts](repeating: Facts(), count: n)
    var leaves: [any LeafLayout] = []
    var modifierLayouts: [any ModifierLayout] = []
    var modifiers: [Modifier] = []
    var containerLayouts: [AnyLayout] = []
    var containers: [Container] = []
    var traitNodes: [Int32] = []
    var pending: [Int32] = []
    // Exactly the room they need, so that they never move while growing and fit in the
    // memory the syntax tree gave back (docs/performance.md, "Exit and exact tables"): tables
    // reserved for every node did not, and were fresh pages, each faulted in.
    var counts = (leaves: 0, containers: 0, modifiers: 0)
    for i in 0..<n {
      facts[i].role = nodes[i].kind
      switch nodes[i].kind {
      case .leaf: counts.leaves += 1
      case .container: counts.containers += 1
      case .modifier: counts.modifiers += 1
      case .group: break
      }
    }
    leaves.reserveCapacity(counts.leaves)
    containerLayouts.reserveCapacity(counts.containers)
    containers.reserveCapacity(counts.containers)
    modifierLayouts.reserveCapacity(counts.modifiers)
    modifiers.reserveCapacity(counts.modifiers)

    for i in 0..<n {
      switch nodes[i].content {
      case .leaf(let leaf):
        facts[i].slot = Int32(leaves.count)
        facts[i].priority = leaf.layoutPriority
        facts[i].guides = leaf.explicitGuides
        facts[i].isMeasuredInConstantTime = leaf.isMeasuredInConstantTime
        leaves.append(leaf)
      case .container(let layout):
        // Groups are spliced in (iteratively: a pending stack of nodes still to visit).
        var subviews: [Int32] = []
        // Most containers splice in no group: room for their children, grown once otherwise.
        subviews.reserveCapacity(nodes[i].children.count)
        pending.append(contentsOf: nodes[i].children.reversed())
        while let next = pending.popLast() {
          // Children come before their parents in the arena, so their roles are known: reading
          // the role, not matching the content, which copied each subview's layout.
          if facts[Int(next)].role == .group {
            facts[Int(next)].slot = 0
            pending.append(contentsOf: nodes[Int(next)].children.reversed())
          } else {
            subviews.append(next)
          }
        }
        facts[i].slot = Int32(containers.count)
        facts[i].priority = subviews.isEmpty ? -.infinity : 0
        var guides = ExplicitGuides()
        for child in subviews { guides.formUnion(facts[Int(child)].guides) }
        // A custom layout may answer any guide itself.
        facts[i].guides =
          layout.mergesExplicitAlignmentByDefault ? guides.intersection(.merged) : .all
        containers.append(
          Container(
            node: Int32(i), subviews: subviews,
            orientation: layout.properties.stackOrientation.map { Int8($0.rawValue) } ?? -1,
            hidesUnplacedSubviews: layout.leavesUnplacedSubviewsHidden))
        containerLayouts.append(layout)
      case .group:
        var guides = ExplicitGuides()
        for child in nodes[i].children { guides.formUnion(facts[Int(child)].guides) }
        facts[i].guides = guides
      case .modifier(let modifier):
        let children = nodes[i].children
        let child = Int(children[0])
        facts[i].slot = Int32(modifiers.count)
        facts[i].priority = modifier.layoutPriority(child: facts[child].priority)
        facts[i].guides = facts[child].guides
        if let key = modifier.explicitGuide { facts[i].guides.formUnion(ExplicitGuides(key)) }
        if modifier.layoutValue != nil { traitNodes.append(Int32(i)) }
        modifiers.append(
          Modifier(
            child: children[0], attached: children.count > 1 ? children[1] : -1,
            constantSize: modifier.constantSize))
        modifierLayouts.append(modifier)
      }
    }

    // Layout values travel outward through modifier layers (as their child, not as the view a
    // background attaches) to the view a container sees.
    var traits: [Int32: [String: LayoutValue]] = [:]
    for node in traitNodes {
      guard case .modifier(let modifier) = nodes[Int(node)].content,
        let (key, value) = modifier.layoutValue
      else { continue }
      var top = node
      while true {
        let parent = parents[Int(top)]
        guard parent >= 0, facts[Int(parent)].role == .modifier,
          modifiers[Int(facts[Int(parent)].slot)].child == top
        else { break }
        top = parent
      }
      // The innermost setting wins, as with SwiftUI's trait writers.
      if traits[top]?[key] == nil { traits[top, default: [:]][key] = value }
    }

    // Traits written on groups reach the views they splice in, below any the view sets itself
    // (the innermost group first), §6.1.
    if !tree.groupTraits.isEmpty {
      for container in containers {
        for subview in container.subviews {
          var up = parents[Int(subview)]
          while up >= 0, up != container.node {
            if let written = tree.groupTraits[up] {
              for (key, value) in written where traits[subview]?[key] == nil {
                traits[subview, default: [:]][key] = value
              }
            }
            up = parents[Int(up)]
          }
        }
      }
    }

    // Top-down: the environment, and memo entries (numbered in this order).
    var memoisedCount: Int32 = 0
    var textEnvironments: [TextEnvironment] = [.default]
    var textIndex: [TextEnvironment: Int32] = [.default: 0]
    // One shared part per font setting, made as each setting is met; the environment handed to
    // each modifier layer's `adjust` uses it too (made per layer, it was a heap object and a
    // copy of the settings per modifier).
    func makeShare(_ text: TextEnvironment) -> LayoutEnvironment.Shared {
      LayoutEnvironment.Shared(
        options: options, text: text,
        measure: TextMeasure(text: text, options: options, lineCache: TextLineCache()))
    }
    var shares = [makeShare(.default)]
    var i = n - 1
    while i >= 0 {
      if Self.isMemoised(i, facts, parents, modifiers) {
        facts[i].memoEntry = memoisedCount
        memoisedCount += 1
      }
      let lineLimit = facts[i].lineLimit
      let reservedLines = facts[i].reservedLines
      let orientation = facts[i].orientation
      let text = facts[i].text
      let slot = Int(facts[i].slot)
      switch facts[i].role {
      case .container:
        // The spliced subviews: a Spacer inside a Group/ForEach sees the enclosing stack's
        // orientation (Group/ForEach are transparent, §1.6; reference case 38), and the groups
        // spliced in hand nothing on themselves (below).
        let axis = containers[slot].orientation
        for child in containers[slot].subviews {
          facts[Int(child)].orientation = axis
          facts[Int(child)].lineLimit = lineLimit
          facts[Int(child)].text = text
          facts[Int(child)].reservedLines = reservedLines
        }
      case .leaf: break
      case .group:
        guard slot < 0 else { break }
        for child in nodes[i].children {
          facts[Int(child)].orientation = orientation
          facts[Int(child)].lineLimit = lineLimit
          facts[Int(child)].text = text
          facts[Int(child)].reservedLines = reservedLines
        }
      case .modifier:
        var environment = LayoutEnvironment(
          orientation: orientation < 0 ? nil : Axis(rawValue: Int(orientation)),
          lineLimit: lineLimit < 0 ? nil : Int(lineLimit), reservedLines: Int(reservedLines),
          shared: shares[Int(text)], controls: .default)
        lend(modifierLayouts, slot) { $0.adjust(&environment) }
        let childOrientation = environment.orientation.map { Int8($0.rawValue) } ?? -1
        let childLineLimit = environment.lineLimit.map { Int32(clamping: $0) } ?? -1
        let childReserved = Int32(clamping: environment.reservedLines)
        var childText = text
        if lend(modifierLayouts, slot, { $0.adjustsText }),
          environment.text != textEnvironments[Int(text)]
        {
          if let known = textIndex[environment.text] {
            childText = known
          } else {
            childText = Int32(textEnvironments.count)
            textIndex[environment.text] = childText
            textEnvironments.append(environment.text)
            shares.append(makeShare(environment.text))
          }
        }
        let child = Int(modifiers[slot].child)
        facts[child].orientation = childOrientation
        facts[child].lineLimit = childLineLimit
        facts[child].reservedLines = childReserved
        facts[child].text = childText
        let attached = Int(modifiers[slot].attached)
        if attached >= 0 {
          facts[attached].orientation = childOrientation
          facts[attached].lineLimit = childLineLimit
          facts[attached].text = childText
          facts[attached].reservedLines = childReserved
        }
      }
      i -= 1
    }

    self.facts = facts
    self.leaves = leaves
    self.modifierLayouts = modifierLayouts
    self.modifiers = modifiers
    self.containerLayouts = containerLayouts
    self.containers = containers
    self.traits = traits
    self.memoisedCount = Int(memoisedCount)
    self.textEnvironments = textEnvironments
    self.shares = shares
    self.controlStyles = tree.controlStyles()
  }

  /// The options and font settings the environment at node `i` shares with its like.
  func share(_ i: Int) -> LayoutEnvironment.Shared { shares[Int(facts[i].text)] }

  /// The stack orientation in force at node `i`.
  func orientation(_ i: Int) -> Axis? {
    let raw = facts[i].orientation
    return raw < 0 ? nil : Axis(rawValue: Int(raw))
  }

  /// Whether the pass remembers node `i`'s sizes. Not for a layer whose size is one constant
  /// (`ModifierLayout.constantSize`: a frame fixed in both lengths), cheaper to return than to
  /// look up, yet stacks ask for it at several proposals; remembering each took ~140 B per such
  /// frame. Nor for a leaf measured in constant time (a fill: the proposal with defaults)
  /// inside a modifier layer, which measures it once per evaluation of its own plus once to
  /// place it. Such a leaf that is a container's subview keeps its entry: stacks probe each
  /// subview at 0, ∞ and a share on every evaluation, and stacks of bare Colors computed three
  /// times as many sizes without one (DepthScalingTests: 6,065 → 18,247 at depth 500). Every
  /// computation is counted either way (`LayoutResult.evaluations`).
  private static func isMemoised(
    _ i: Int, _ facts: [Facts], _ parents: [Int32], _ modifiers: [Modifier]
  ) -> Bool {
    switch facts[i].role {
    case .modifier: return modifiers[Int(facts[i].slot)].constantSize == nil
    case .leaf:
      let parent = Int(parents[i])
      return parent < 0 || facts[parent].role != .modifier || !facts[i].isMeasuredInConstantTime
    case .container, .group: return true
    }
  }
}

/// Calls `body` with `layouts[k]`, lent in place. Protocol calls on a layout kept in an array
/// of existentials copied it first (its box retained, then released after the call) when the
/// element was reached through a pointer or through a property of a class, as the pass reached
/// its leaves and modifier layers: 1.4 million copies for the 111k-view document. An element
/// of an array parameter of a function that is not inlined is lent as it is.
@inline(never)
func lend<Layout, Result>(
  _ layouts: [Layout], _ k: Int, _ body: (borrowing Layout) -> Result
) -> Result {
  body(layouts[k])
}
