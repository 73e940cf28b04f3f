/// A proxy for one subview of a layout container (`LayoutSubview`): measure it, read its
/// dimensions, priority, spacing and layout values, and place it.
///
/// It holds its pass strongly, so a layout may keep it past the call it was handed to (in a
/// cache, or anywhere): measuring it later still answers from that pass, and placing it once
/// the pass is over does nothing (semantics §1.2).
public struct LayoutSubview {
  let computer: LayoutComputer
  /// The subview's node in the view tree.
  package let node: NodeID
  /// The placement context its container was placed in (`PlacementContext`).
  let context: Int32

  /// The subview's size for `proposal` (memoised per view and proposal).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    computer.size(node.index, proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    computer.dimensions(node.index, proposal)
  }

  /// The alignment guides of the subview measured `size` for `proposal` (what `sizeThatFits`
  /// returned), without asking for the size again: stacks read each subview's guide right after
  /// measuring it.
  package func dimensions(in proposal: ProposedViewSize, measured size: Size) -> ViewDimensions {
    computer.dimensions(node.index, proposal, size: size)
  }

  /// The subview's layout priority (0 by default, −∞ for spacers).
  public var priority: Double { computer.priority(node.index) }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { computer.spacing(node.index) }

  /// The value of a layout value (trait) set on this subview, or the key's default.
  public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
    guard let stored = layoutValue(named: Key.name), let value = Key.Value(layoutValue: stored)
    else { return Key.defaultValue }
    return value
  }

  /// The raw layout value stored under `name`, if the view sets one.
  package func layoutValue(named name: String) -> LayoutValue? {
    computer.layoutValue(node.index, key: name)
  }

  /// Places the subview: it is measured with `proposal`, then its `anchor` point is put at
  /// `position` (SwiftUI's default anchor is the top-leading corner).
  public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)
  {
    computer.placeSubview(
      node.index, at: position, anchor: anchor, proposal: proposal, context: context)
  }
}

/// The subviews of a layout container, in order (`LayoutSubviews`), groups spliced in.
public struct LayoutSubviews: RandomAccessCollection {
  let computer: LayoutComputer
  let nodes: [Int32]
  /// The container these are the subviews of, for traces.
  let container: Int32
  /// The placement context the container was placed in (`PlacementContext`), which the
  /// subviews are placed in unless the container gives them another (`placed(in:)`).
  let context: Int32

  /// Reports a protocol call made on the container's behalf (a switching layout's cache).
  func trace(_ call: LayoutTraceEvent.Call) {
    computer.tracer?(LayoutTraceEvent(node: NodeID(index: container), call: call))
  }

  /// The placement context the container was placed in.
  var placementContext: PlacementContext { computer.placementContext(context) }

  /// The same subviews, placed in `context` rather than the container's.
  func placed(in context: PlacementContext) -> LayoutSubviews {
    LayoutSubviews(
      computer: computer, nodes: nodes, container: container,
      context: computer.addPlacementContext(context))
  }

  /// The subviews at `indices`, in that order, for a layout that lays out only some of its
  /// subviews by another layout (the rest stay unplaced).
  func subset(_ indices: [Int]) -> LayoutSubviews {
    LayoutSubviews(
      computer: computer, nodes: indices.map { nodes[$0] }, container: container,
      context: context)
  }

  /// The first subview's position (always 0).
  public var startIndex: Int { 0 }
  /// One past the last subview's position.
  public var endIndex: Int { nodes.count }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(computer: computer, node: NodeID(index: nodes[index]), context: context)
  }

  /// The container's merged explicit value of `key`, computed from the positions `place`
  /// gives the subviews (semantics §1.15): nil for guides that never combine.
  func mergedExplicitAlignment(
    _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, place: () -> Void
  ) -> Double? {
    guard key.combination != .none, !nodes.isEmpty else { return nil }
    guard nodes.contains(where: { computer.mayHaveExplicit($0, key) }) else { return nil }
    let placements = computer.dryRunPlacements(of: nodes, place)
    var result: Double? = nil
    var count = 0.0
    for (index, node) in nodes.enumerated() {
      guard let placement = placements[index] else { continue }
      guard
        let value = computer.explicitAlignment(
          node, key, proposal: placement.proposal, size: placement.size)
      else { continue }
      let v = value + placement.origin[key.axis] - bounds.origin[key.axis]
      count += 1
      switch key.combination {
      case .none: return nil
      case .minimum where key == .lastTextBaseline: result = Swift.max(result ?? v, v)
      case .minimum: result = Swift.min(result ?? v, v)
      case .average: result = (result ?? 0) + (v - (result ?? 0)) / count
      }
    }
    return result
  }
}
