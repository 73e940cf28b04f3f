/// What the pass needs to know about each view beyond its own layout, found once before the
/// pass from the tree: the facts that travel between views. Bottom-up: layout priorities,
/// which guides a subtree may set explicitly, and layout values (traits), which travel outward
/// through modifier layers; each container's subviews with groups spliced in. Top-down: the
/// environment (one index per view into the table of distinct environments), the stack
/// orientation containers hand their subviews, and which views' sizes are remembered.
///
/// Every view contributes through its own layout (`LeafLayout`, `ModifierLayout`, `Layout`),
/// so nothing here knows one modifier or leaf from another. The layouts are the tree's own
/// tables (`leaves`, `modifierLayouts`, `containerLayouts`, by `ViewNode.slot`), which the pass
/// calls in place (`lend`): switching over a node's content copies its payload (an
/// existential, retained and released, or copied through its value witnesses) on every call.
struct PassFacts {
  /// The four-byte fields come before the one-byte ones, so the whole packs into 24 bytes.
  struct Facts {
    /// The layout priority the view's container sees (§1.6).
    var priority: Double = 0
    /// The view's entry in the memo table, or -1 when its size is computed each time.
    var memoEntry: Int32 = -1
    /// The node's index in `leaves`, `modifiers` or `containers` (by `role`); for a group, 0
    /// when it is spliced into a container's subviews, else -1.
    var slot: Int32 = -1
    /// The view's environment: an index into `environments` (0: the host's).
    var environment: Int32 = 0
    /// Which of the three doors the node goes through (or none, for a group): its node's
    /// `kind`, kept here beside the other facts the pass reads per evaluation.
    var role = ViewNode.Kind.group
    /// Whether a leaf is a fill, sized as its proposal with defaults
    /// (`LeafLayout.fillsItsProposal`).
    var fillsItsProposal = false
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
    /// Whether its layout is resolved in its environment (`EnvironmentReadingLayout`).
    var readsEnvironment: Bool
  }

  /// A modifier layer: its child, the view it attaches (or -1), and its size when that is one
  /// constant (`ModifierLayout.constantSize`), asked once here. Its layout is kept apart, in
  /// `modifierLayouts` at the same index, so that this stays plain data, read without copying
  /// an existential.
  struct Modifier {
    var child: Int32
    var attached: Int32
    var constantSize: Size?
    /// `ModifierLayout.sizesAsItsChild`: the layer is sized as its child, which is asked
    /// directly, and is not memoised.
    var sizesAsItsChild: Bool
    /// `ModifierLayout.environmentEditHash`, asked here with the other facts.
    var environmentEditHash: Int?
  }

  /// What the bottom-up walk asks a modifier layer's layout.
  private struct AskedOfModifier {
    var priority: Double
    var guide: AlignmentKey?
    var writesValue: Bool
    var fact: Modifier
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
  /// The distinct environments in the tree, the host's first, each with the options and the
  /// measure of its font settings, resolved once per distinct setting (§9.4); views refer to
  /// them by index (`Facts.environment`), so a view's environment costs four bytes.
  let environments: [LayoutEnvironment.Shared]
  /// The containers' layouts that read the environment, resolved in it, by node (for output;
  /// the pass reads them from `containerLayouts`).
  let resolvedLayouts: [Int32: any EnvironmentReadingLayout]

  // Built in local arrays, assigned once at the end.
  init(_ tree: ViewTree, options: LayoutOptions) {
    let nodes = tree.nodes
    let parents = tree.parents
    let n = nodes.count
    // The tree's own tables, read in place (`ViewNode.slot` indexes them).
    let leaves = tree.leafLayouts
    let modifierLayouts = tree.modifierLayouts
    var containerLayouts = tree.containerLayouts
    var facts = [Facts](repeating: Facts(), count: n)
    var modifiers: [Modifier] = []
    var readsEnvironment = false
    var containers: [Container] = []
    var traitNodes: [Int32] = []
    var pending: [Int32] = []
    // Exactly the room they need, so that they never move while growing and fit in the
    // memory the syntax tree gave back (docs/performance.md, "Exit and exact tables"): tables
    // reserved for every node did not, and were fresh pages, each faulted in.
    containers.reserveCapacity(containerLayouts.count)
    modifiers.reserveCapacity(modifierLayouts.count)

    for i in 0..<n {
      let slot = Int(nodes[i].slot)
      facts[i].role = nodes[i].kind
      switch nodes[i].kind {
      case .leaf:
        // Lent (`lend`): asked of the array's element directly, each question copied the
        // layout first (900,000 copies for the wide row's 100,000 frames and Rectangles).
        facts[i] = lend(leaves, slot) {
          Facts(
            priority: $0.layoutPriority, slot: Int32(slot), role: .leaf,
            fillsItsProposal: $0.fillsItsProposal, guides: $0.explicitGuides)
        }
      case .container:
        let layout = containerLayouts[slot]
        // Groups are spliced in (iteratively: a pending stack of nodes still to visit).
        var subviews: [Int32] = []
        // Most containers splice in no group: room for their children, grown once otherwise.
        subviews.reserveCapacity(nodes[i].children.count)
        pending.append(contentsOf: nodes[i].children.reversed())
        while let next = pending.popLast() {
          // Children come before their parents in the arena, so their roles are known.
          if facts[Int(next)].role == .group {
            facts[Int(next)].slot = 0
            pending.append(contentsOf: nodes[Int(next)].children.reversed())
          } else {
            subviews.append(next)
          }
        }
        facts[i].slot = Int32(slot)
        facts[i].priority = subviews.isEmpty ? -.infinity : 0
        var guides = ExplicitGuides()
        for child in subviews { guides.formUnion(facts[Int(child)].guides) }
        // A custom layout may answer any guide itself.
        facts[i].guides =
          layout.mergesExplicitAlignmentByDefault ? guides.intersection(.merged) : .all
        // Numbered in the order they were added, as here.
        assert(slot == containers.count)
        containers.append(
          Container(
            node: Int32(i), subviews: subviews,
            orientation: layout.properties.stackOrientation.map { Int8($0.rawValue) } ?? -1,
            hidesUnplacedSubviews: layout.leavesUnplacedSubviewsHidden,
            readsEnvironment: layout.readsEnvironment))
        readsEnvironment = readsEnvironment || containers[containers.count - 1].readsEnvironment
      case .group:
        var guides = ExplicitGuides()
        for child in nodes[i].children { guides.formUnion(facts[Int(child)].guides) }
        facts[i].guides = guides
      case .modifier:
        let children = nodes[i].children
        let child = Int(children[0])
        let childPriority = facts[child].priority
        // One lent call asks every question (`lend`); its answers in a struct, which a tuple
        // returned through `lend` was not: destroyed through the runtime, 12.8 M instructions
        // for the wide row's 100,000 frames.
        let asked = lend(modifierLayouts, slot) {
          AskedOfModifier(
            priority: $0.layoutPriority(child: childPriority), guide: $0.explicitGuide,
            writesValue: $0.layoutValue != nil,
            fact: Modifier(
              child: children[0], attached: children.count > 1 ? children[1] : -1,
              constantSize: $0.constantSize, sizesAsItsChild: $0.sizesAsItsChild,
              environmentEditHash: $0.environmentEditHash))
        }
        facts[i].slot = Int32(slot)
        facts[i].priority = asked.priority
        facts[i].guides = facts[child].guides
        if let key = asked.guide { facts[i].guides.formUnion(ExplicitGuides(key)) }
        if asked.writesValue { traitNodes.append(Int32(i)) }
        // The tree numbers its layers in the order they were added, as here.
        assert(slot == modifiers.count)
        modifiers.append(asked.fact)
      }
    }

    // Layout values travel outward through modifier layers (as their child, not as the view a
    // background attaches) to the view a container sees.
    var traits: [Int32: [String: LayoutValue]] = [:]
    for node in traitNodes {
      guard let (key, value) = lend(modifierLayouts, Int(nodes[Int(node)].slot), { $0.layoutValue })
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

    // Top-down: the environment, the stack orientation, and memo entries (numbered in this
    // order). Each node hands both to its children: a container its orientation to the
    // subviews it splices, a modifier layer the environment its `adjust` leaves.
    var memoisedCount: Int32 = 0
    var interning = EnvironmentInterning(options: options)
    var edits: [EnvironmentEdit: (slot: Int, environment: Int32)] = [:]
    var resolvedLayouts: [Int32: any EnvironmentReadingLayout] = [:]
    var i = n - 1
    while i >= 0 {
      if Self.isMemoised(i, facts, parents, modifiers) {
        facts[i].memoEntry = memoisedCount
        memoisedCount += 1
      }
      var environment = facts[i].environment
      let orientation = facts[i].orientation
      let slot = Int(facts[i].slot)
      switch facts[i].role {
      case .container:
        // The spliced subviews: a Spacer inside a Group/ForEach sees the enclosing stack's
        // orientation (Group/ForEach are transparent, §1.6; reference case 38). A layout that
        // reads the environment is resolved in this node's first.
        if readsEnvironment, containers[slot].readsEnvironment {
          let shared = interning.shared(environment)
          if let resolved = containerLayouts[slot].resolved(
            in: LayoutEnvironment(orientation: nil, shared: shared))
          {
            containerLayouts[slot] = AnyLayout(resolved)
            resolvedLayouts[Int32(i)] = resolved
            // What it tells its subviews (the node itself keeps its own environment).
            var adjusted = LayoutEnvironment(orientation: nil, shared: shared)
            resolved.adjustSubviews(&adjusted)
            if adjusted.shared !== shared { environment = interning.index(of: adjusted.values) }
          }
        }
        let axis = containers[slot].orientation
        for child in containers[slot].subviews {
          facts[Int(child)].environment = environment
          facts[Int(child)].orientation = axis
        }
        // The groups spliced in get the environment too (output and mirroring read it), and
        // hand it on (below).
        for child in nodes[i].children where facts[Int(child)].role == .group {
          facts[Int(child)].environment = environment
        }
      case .leaf: break
      case .group:
        // A group spliced into a container hands on only the environment: the container gave
        // its members their orientation.
        for child in nodes[i].children {
          facts[Int(child)].environment = environment
          if slot < 0 { facts[Int(child)].orientation = orientation }
        }
      case .modifier:
        // A layer that says what it writes (`environmentEditHash`) gets, below a given
        // environment, what an equal layer made there: each row's `.font(.body)` wrote its
        // environment again and looked it up among the distinct ones (about 4,000
        // instructions a layer, 2.5 M for the realistic screen's 700).
        let edit = modifiers[slot].environmentEditHash.map {
          EnvironmentEdit(from: environment, hash: $0)
        }
        if let edit, let made = edits[edit],
          lend(
            modifierLayouts, made.slot,
            { made in
              lend(modifierLayouts, slot) { $0.writesSameEnvironment(as: made) }
            })
        {
          environment = made.environment
        } else {
          let shared = interning.shared(environment)
          var adjusted = LayoutEnvironment(orientation: nil, shared: shared)
          lend(modifierLayouts, slot) { $0.adjust(&adjusted) }
          // Most layers write nothing: the same reference comes back, and only a written
          // environment is looked up among the distinct ones.
          if adjusted.shared !== shared { environment = interning.index(of: adjusted.values) }
          if let edit { edits[edit] = (slot, environment) }
        }
        let child = Int(modifiers[slot].child)
        facts[child].environment = environment
        facts[child].orientation = orientation
        let attached = Int(modifiers[slot].attached)
        if attached >= 0 {
          facts[attached].environment = environment
          facts[attached].orientation = orientation
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
    self.environments = interning.environments
    self.resolvedLayouts = resolvedLayouts
  }

  /// The environment at node `i`, shared with every view in the same one.
  func environment(_ i: Int) -> LayoutEnvironment.Shared {
    environments[Int(facts[i].environment)]
  }

  /// The stack orientation in force at node `i`.
  func orientation(_ i: Int) -> Axis? {
    let raw = facts[i].orientation
    return raw < 0 ? nil : Axis(rawValue: Int(raw))
  }

  /// Whether the pass remembers node `i`'s sizes. Not for a layer sized as its child (a
  /// `.font` or `.foregroundStyle`), whose child is remembered: each of the realistic
  /// screen's 1,260 such layers stored every proposal its child got again. Nor for a layer
  /// whose size is one constant
  /// (`ModifierLayout.constantSize`: a frame fixed in both lengths), cheaper to return than to
  /// look up, yet stacks ask for it at several proposals; remembering each took ~140 B per such
  /// frame. Nor for a fill (`LeafLayout.fillsItsProposal`: the proposal with defaults)
  /// inside a modifier layer, which measures it once per evaluation of its own plus once to
  /// place it. Such a leaf that is a container's subview keeps its entry: stacks probe each
  /// subview at 0, ∞ and a share on every evaluation, and stacks of bare Colors computed three
  /// times as many sizes without one (DepthScalingTests: 6,065 → 18,247 at depth 500). Every
  /// computation is counted either way (`LayoutResult.evaluations`).
  private static func isMemoised(
    _ i: Int, _ facts: [Facts], _ parents: [Int32], _ modifiers: [Modifier]
  ) -> Bool {
    switch facts[i].role {
    case .modifier:
      let modifier = modifiers[Int(facts[i].slot)]
      return modifier.constantSize == nil && !modifier.sizesAsItsChild
    case .leaf:
      let parent = Int(parents[i])
      return parent < 0 || facts[parent].role != .modifier || !facts[i].fillsItsProposal
    case .container, .group: return true
    }
  }
}

/// An environment and the hash of an edit a layer makes of it
/// (`ModifierLayout.environmentEditHash`).
private struct EnvironmentEdit: Hashable {
  let from: Int32
  let hash: Int
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
