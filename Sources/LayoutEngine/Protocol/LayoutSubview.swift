/// A proxy for one subview of a layout container (`LayoutSubview`): measure it, read its
/// dimensions, priority, spacing and layout values, and place it.
///
/// Valid during the layout call it was handed to. It holds the pass unmanaged, without
/// reference counting: layouts make one per subview per call (HStack and VStack several per
/// evaluation), and an `unowned` reference cost an atomic retain and release each time.
public struct LayoutSubview {
  let computer: Unmanaged<LayoutComputer>
  /// The subview's node in the view tree.
  package let node: NodeID

  /// The subview's size for `proposal` (memoised per view and proposal).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    computer._withUnsafeGuaranteedRef { $0.size(node.index, proposal) }
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    computer._withUnsafeGuaranteedRef { $0.dimensions(node.index, proposal) }
  }

  /// The alignment guides of the subview measured `size` for `proposal` (what `sizeThatFits`
  /// returned), without asking for the size again: stacks read each subview's guide right after
  /// measuring it.
  package func dimensions(in proposal: ProposedViewSize, measured size: Size) -> ViewDimensions {
    computer._withUnsafeGuaranteedRef { $0.dimensions(node.index, proposal, size: size) }
  }

  /// The subview's layout priority (0 by default, −∞ for spacers).
  public var priority: Double { computer._withUnsafeGuaranteedRef { $0.priority(node.index) } }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { computer._withUnsafeGuaranteedRef { $0.spacing(node.index) } }

  /// The value of a layout value (trait) set on this subview, or the key's default.
  public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
    guard let stored = layoutValue(named: Key.name), let value = Key.Value(layoutValue: stored)
    else { return Key.defaultValue }
    return value
  }

  /// The raw layout value stored under `name`, if the view sets one.
  package func layoutValue(named name: String) -> LayoutValue? {
    computer._withUnsafeGuaranteedRef { $0.layoutValue(node.index, key: name) }
  }

  /// Places the subview: it is measured with `proposal`, then its `anchor` point is put at
  /// `position` (SwiftUI's default anchor is the top-leading corner).
  public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)
  {
    computer._withUnsafeGuaranteedRef {
      $0.placeSubview(node.index, at: position, anchor: anchor, proposal: proposal)
    }
  }
}

/// The subviews of a layout container, in order (`LayoutSubviews`), groups spliced in.
public struct LayoutSubviews: RandomAccessCollection {
  let computer: Unmanaged<LayoutComputer>
  let nodes: [Int32]
  /// The container these are the subviews of, for traces.
  let container: Int32

  init(computer: LayoutComputer, nodes: [Int32], container: Int32) {
    self.computer = Unmanaged.passUnretained(computer)
    self.nodes = nodes
    self.container = container
  }

  /// Reports a protocol call made on the container's behalf (a switching layout's cache).
  func trace(_ call: LayoutTraceEvent.Call) {
    computer._withUnsafeGuaranteedRef {
      $0.tracer?(LayoutTraceEvent(node: NodeID(index: container), call: call))
    }
  }

  /// The first subview's position (always 0).
  public var startIndex: Int { 0 }
  /// One past the last subview's position.
  public var endIndex: Int { nodes.count }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(computer: computer, node: NodeID(index: nodes[index]))
  }

  /// The container's merged explicit value of `key`, computed from the positions `place`
  /// gives the subviews (semantics §1.15): nil for guides that never combine.
  func mergedExplicitAlignment(
    _ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize, place: () -> Void
  ) -> Double? {
    guard key.combination != .none, !nodes.isEmpty else { return nil }
    let computer = computer.takeUnretainedValue()
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
