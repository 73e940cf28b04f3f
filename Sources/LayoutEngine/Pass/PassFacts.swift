/// What the pass needs to know about each view beyond its own layout, found once before the
/// pass from the tree: the facts that travel between views. Bottom-up: layout priorities,
/// which guides a subtree may set explicitly, and layout values (traits), which travel outward
/// through modifier layers; each container's subviews with groups spliced in. Top-down: the
/// environment (stack orientation, line limit), and which views' sizes are remembered.
///
/// Every view contributes through its own layout (`LeafLayout`, `ModifierLayout`, `Layout`),
/// so nothing here knows one modifier or leaf from another.
struct PassFacts {
  struct Facts {
    /// The layout priority the view's container sees (§1.6).
    var priority: Double = 0
    /// The view's entry in the memo table, or -1 when its size is computed each time.
    var memoEntry: Int32 = -1
    /// A container's index in `containers`; for a group spliced into a container, 0; else -1.
    var container: Int32 = -1
    /// The environment's line limit, -1 for none.
    var lineLimit: Int32 = -1
    /// The stack orientation in force (`Axis.rawValue`), -1 for none.
    var orientation: Int8 = -1
    /// The guides the view may answer with an explicit value.
    var guides = ExplicitGuides()
  }

  /// A container: its node, layout, subviews (groups spliced in, in order) and the stack
  /// orientation it gives them.
  struct Container {
    var node: Int32
    var layout: AnyLayout
    var subviews: [Int32]
    var orientation: Int8
  }

  private(set) var facts: [Facts]
  private(set) var containers: [Container] = []
  /// Layout values visible to each view's container, by the view its container sees.
  private(set) var traits: [Int32: [String: LayoutValue]] = [:]
  private(set) var memoisedCount = 0

  init(_ tree: ViewTree, options: LayoutOptions) {
    let nodes = tree.nodes
    let parents = tree.parents
    let n = nodes.count
    facts = [Facts](repeating: Facts(), count: n)
    var traitNodes: [Int32] = []
    var pending: [Int32] = []

    for i in 0..<n {
      switch nodes[i].content {
      case .leaf(let leaf):
        facts[i].priority = leaf.layoutPriority
        facts[i].guides = leaf.explicitGuides
      case .container(let layout):
        // Groups are spliced in (iteratively: a pending stack of nodes still to visit).
        var subviews: [Int32] = []
        pending.append(contentsOf: nodes[i].children.reversed())
        while let next = pending.popLast() {
          if case .group = nodes[Int(next)].content {
            facts[Int(next)].container = 0
            pending.append(contentsOf: nodes[Int(next)].children.reversed())
          } else {
            subviews.append(next)
          }
        }
        facts[i].container = Int32(containers.count)
        facts[i].priority = subviews.isEmpty ? -.infinity : 0
        var guides = ExplicitGuides()
        for child in subviews { guides.formUnion(facts[Int(child)].guides) }
        // A custom layout may answer any guide itself.
        facts[i].guides =
          layout.mergesExplicitAlignmentByDefault ? guides.intersection(.merged) : .all
        containers.append(
          Container(
            node: Int32(i), layout: layout, subviews: subviews,
            orientation: layout.properties.stackOrientation.map { Int8($0.rawValue) } ?? -1))
      case .group:
        var guides = ExplicitGuides()
        for child in nodes[i].children { guides.formUnion(facts[Int(child)].guides) }
        facts[i].guides = guides
      case .modifier(let modifier):
        let child = Int(nodes[i].children[0])
        facts[i].priority = modifier.layoutPriority(child: facts[child].priority)
        facts[i].guides = facts[child].guides
        if let key = modifier.explicitGuide { facts[i].guides.formUnion(ExplicitGuides(key)) }
        if modifier.layoutValue != nil { traitNodes.append(Int32(i)) }
      }
    }

    // Layout values travel outward through modifier layers (as their child, not as the view a
    // background attaches) to the view a container sees.
    for node in traitNodes {
      guard case .modifier(let modifier) = nodes[Int(node)].content,
        let (key, value) = modifier.layoutValue
      else { continue }
      var top = node
      while true {
        let parent = parents[Int(top)]
        guard parent >= 0, case .modifier = nodes[Int(parent)].content,
          nodes[Int(parent)].children[0] == top
        else { break }
        top = parent
      }
      // The innermost setting wins, as with SwiftUI's trait writers.
      if traits[top]?[key] == nil { traits[top, default: [:]][key] = value }
    }

    // Top-down: the environment, and memo entries (numbered in this order).
    var i = n - 1
    while i >= 0 {
      if Self.isMemoised(i, nodes, parents) {
        facts[i].memoEntry = Int32(memoisedCount)
        memoisedCount += 1
      }
      let lineLimit = facts[i].lineLimit
      switch nodes[i].content {
      case .container:
        // The spliced subviews: a Spacer inside a Group/ForEach sees the enclosing stack's
        // orientation (Group/ForEach are transparent, §1.6; reference case 38), and the groups
        // spliced in hand nothing on themselves (below).
        let container = containers[Int(facts[i].container)]
        for child in container.subviews {
          facts[Int(child)].orientation = container.orientation
          facts[Int(child)].lineLimit = lineLimit
        }
      case .leaf: break
      case .group:
        guard facts[i].container < 0 else { break }
        for child in nodes[i].children {
          facts[Int(child)].orientation = facts[i].orientation
          facts[Int(child)].lineLimit = lineLimit
        }
      case .modifier(let modifier):
        var environment = LayoutEnvironment(
          orientation: orientation(i), lineLimit: lineLimit < 0 ? nil : Int(lineLimit),
          options: options)
        modifier.adjust(&environment)
        for child in nodes[i].children {
          facts[Int(child)].orientation = environment.orientation.map { Int8($0.rawValue) } ?? -1
          facts[Int(child)].lineLimit = environment.lineLimit.map { Int32(clamping: $0) } ?? -1
        }
      }
      i -= 1
    }
  }

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
  private static func isMemoised(_ i: Int, _ nodes: [ViewNode], _ parents: [Int32]) -> Bool {
    switch nodes[i].content {
    case .modifier(let modifier): return modifier.constantSize == nil
    case .leaf(let leaf):
      guard leaf.isMeasuredInConstantTime else { return true }
      let parent = Int(parents[i])
      guard parent >= 0, case .modifier = nodes[parent].content else { return true }
      return false
    case .container, .group: return true
    }
  }
}
