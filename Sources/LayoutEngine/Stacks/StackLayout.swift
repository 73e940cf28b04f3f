/// The one axis-generic HStack/VStack engine (semantics §1.4; OSU `StackLayout`, objc.io
/// "How an HStack Lays out Its Children", FG hstack). `HStackLayout` and `VStackLayout` only
/// choose the major axis.
struct StackLayout {
  var axis: Axis
  /// The minor-axis alignment guide.
  var alignment: AlignmentKey
  var spacing: Double?

  /// A stack's children laid out for one proposal.
  struct Arrangement {
    var size: Size
    /// Each child's proposal, size and origin inside the stack.
    var proposals: [ProposedViewSize]
    var sizes: [Size]
    var origins: [Point]
  }

  /// Distance before each child: 0 for the first; `spacing` when given, else the pair's
  /// spacing preferences (§1.3).
  func distances(_ subviews: LayoutSubviews) -> [Double] {
    guard !subviews.isEmpty else { return [] }
    var result = [0.0]
    result.reserveCapacity(subviews.count)
    if let spacing {
      for _ in 1..<subviews.count { result.append(spacing) }
      return result
    }
    var previous = subviews[0].spacing
    for i in 1..<subviews.count {
      let next = subviews[i].spacing
      result.append(previous.distance(to: next, along: axis))
      previous = next
    }
    return result
  }

  /// Sizes every child for `proposal` and arranges them.
  ///
  /// Children are measured through the computer directly (`computer.size(node, …)`) rather
  /// than through `subviews[i]`: each `LayoutSubview` holds the computer `unowned`, and making
  /// one per child per evaluation cost an atomic unowned retain and release each time.
  func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Arrangement {
    let n = subviews.count
    let gaps = subviews.computer.stackGaps(subviews.container, axis: axis, spacing: spacing) {
      distances(subviews)
    }
    let minor = proposal[axis.other]
    var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
    var sizes = [Size](repeating: .zero, count: n)
    if let major = proposal[axis] {
      distribute(major: major, minor: minor, gaps: gaps, subviews, &proposals, &sizes)
    } else {
      // Ideal size: every child gets (nil, minor); no sorting.
      let computer = subviews.computer
      for i in 0..<n {
        proposals[i] = ProposedViewSize(major: nil, minor: minor, axis: axis)
        sizes[i] = computer.size(subviews.nodes[i], proposals[i])
      }
    }
    return assemble(proposals, sizes, gaps, subviews)
  }

  /// Distributes a concrete major length: children in priority groups, least flexible first,
  /// each offered an even share of what is left (§1.4 steps 1–6).
  private func distribute(
    major: Double, minor: Double?, gaps: [Double], _ subviews: LayoutSubviews,
    _ proposals: inout [ProposedViewSize], _ sizes: inout [Size]
  ) {
    let n = subviews.count
    guard n > 0 else { return }
    let computer = subviews.computer
    let nodes = subviews.nodes
    var available = major - gaps.reduce(0, +)
    // Probe each child's minimum (0) and maximum (∞) along the major axis.
    var minima = [Double](repeating: 0, count: n)
    var flexibility = [Double](repeating: 0, count: n)
    var priorities = [Double](repeating: 0, count: n)
    for i in 0..<n {
      let child = nodes[i]
      let lo = computer.size(child, ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
      let hi = computer.size(child, ProposedViewSize(major: .infinity, minor: minor, axis: axis))[
        axis]
      minima[i] = lo
      flexibility[i] = hi - lo
      priorities[i] = computer.priority(child)
    }
    // Fitting order: priority (highest first), then flexibility (least first); two infinite
    // flexibilities put the larger minimum first; remaining ties keep source order.
    let order = (0..<n).sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      let fa = flexibility[a]
      let fb = flexibility[b]
      if fa.isInfinite && fb.isInfinite && minima[a] != minima[b] { return minima[a] > minima[b] }
      if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
      return a < b
    }
    // Reserve the minimum of every child outside the first priority group.
    var groupStart = 0
    let firstPriority = priorities[order[0]]
    for i in order where priorities[i] != firstPriority { available -= minima[i] }
    while groupStart < n {
      let priority = priorities[order[groupStart]]
      var groupEnd = groupStart
      while groupEnd < n, priorities[order[groupEnd]] == priority { groupEnd += 1 }
      if groupStart > 0 {
        for k in groupStart..<groupEnd { available += minima[order[k]] }
      }
      var remaining = Double(groupEnd - groupStart)
      for k in groupStart..<groupEnd {
        let i = order[k]
        let share = max(available / remaining, 0)
        proposals[i] = ProposedViewSize(major: share, minor: minor, axis: axis)
        sizes[i] = computer.size(nodes[i], proposals[i])
        let next = available - sizes[i][axis]
        if !next.isNaN { available = next }
        remaining -= 1
      }
      groupStart = groupEnd
    }
  }

  /// Positions sized children: major origins accumulate in source order with the gaps; on
  /// the minor axis each child's alignment guide sits on a common line, and the stack spans
  /// the union of the children's extents together with that line.
  private func assemble(
    _ proposals: [ProposedViewSize], _ sizes: [Size], _ gaps: [Double], _ subviews: LayoutSubviews
  ) -> Arrangement {
    let n = sizes.count
    var origins = [Point](repeating: .zero, count: n)
    var lower = 0.0
    var upper = 0.0
    var minorOffsets = [Double](repeating: 0, count: n)
    for i in 0..<n {
      let value: Double
      if let explicit = subviews.computer.explicitAlignment(
        subviews.nodes[i], alignment, proposal: proposals[i], size: sizes[i])
      {
        value = explicit
      } else {
        value = alignment.defaultValue(width: sizes[i].width, height: sizes[i].height)
      }
      minorOffsets[i] = -value
      lower = min(lower, -value)
      upper = max(upper, -value + sizes[i][axis.other])
    }
    var accumulated = 0.0
    for i in 0..<n {
      let start = accumulated + gaps[i]
      origins[i] = Point.init(
        major: start.isNaN ? accumulated : start, minor: offsetOrZero(minorOffsets[i] - lower),
        axis: axis)
      accumulated = origins[i][axis] + sizes[i][axis]
    }
    let size = Size(major: accumulated, minor: n == 0 ? 0 : upper - lower, axis: axis)
    return Arrangement(size: size, proposals: proposals, sizes: sizes, origins: origins)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Size {
    arrange(proposal, subviews).size
  }

  /// Placement re-runs the distribution with an unspecified minor proposal replaced by the
  /// stack's actual minor size (§1.4; SCUI #453), and proposes each child exactly what it was
  /// measured with in that run.
  func placeSubviews(in bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    var p = proposal
    if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
    let arrangement = arrange(p, subviews)
    for i in 0..<subviews.count {
      let o = arrangement.origins[i]
      subviews[i].place(
        at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), anchor: .topLeading,
        proposal: arrangement.proposals[i])
    }
  }

  /// A stack's spacing: minor-axis edges from all children, its leading edge from the first
  /// child and its trailing edge from the last; an empty stack has zero spacing (§1.3).
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let start = Edge.start(of: axis)
    let end = Edge.end(of: axis)
    let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing, edges: minorEdges) }
    result.formUnion(first.spacing, edges: Edge.Set(rawValue: 1 << UInt8(start.rawValue)))
    result.formUnion(last.spacing, edges: Edge.Set(rawValue: 1 << UInt8(end.rawValue)))
    return result
  }
}

extension Point {
  @inlinable init(major: Double, minor: Double, axis: Axis) {
    if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
  }
}

/// `HStack`'s layout (`HStackLayout`).
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: Double?

  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var engine: StackLayout {
    StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    engine.sizeThatFits(proposal, subviews)
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    engine.placeSubviews(in: bounds, proposal, subviews)
  }

  public func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    engine.spacing(subviews)
  }
}

/// `VStack`'s layout (`VStackLayout`).
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: Double?

  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var engine: StackLayout {
    StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .vertical)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    engine.sizeThatFits(proposal, subviews)
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    engine.placeSubviews(in: bounds, proposal, subviews)
  }

  public func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    engine.spacing(subviews)
  }
}
