/// The one axis-generic HStack/VStack engine (semantics §1.4; OSU `StackLayout`, objc.io
/// "How an HStack Lays out Its Children", FG hstack). `HStackLayout` and `VStackLayout` only
/// choose the major axis.
struct StackLayout {
  var axis: Axis
  /// The minor-axis alignment guide.
  var alignment: AlignmentKey
  var spacing: Double?

  /// Writes the distance before each child: 0 for the first; `spacing` when given, else the
  /// pair's spacing preferences (§1.3, read through `spacingOf` in order).
  func distances(
    into gaps: UnsafeMutableBufferPointer<Double>, spacingOf: (Int) -> ViewSpacing
  ) {
    let n = gaps.count
    guard n > 0 else { return }
    gaps[0] = 0
    if let spacing {
      for i in 1..<n { gaps[i] = spacing }
      return
    }
    var previous = spacingOf(0)
    for i in 1..<n {
      let next = spacingOf(i)
      gaps[i] = previous.distance(to: next, along: axis)
      previous = next
    }
  }

  /// The stack's size for `proposal`. `nodes` are the children, `gaps` the distances before
  /// each (`distances`).
  func sizeThatFits(
    _ proposal: ProposedViewSize, _ computer: LayoutComputer, _ nodes: UnsafeBufferPointer<Int32>,
    _ gaps: UnsafeBufferPointer<Double>
  ) -> Size {
    arrange(proposal, computer, nodes, gaps, placingIn: nil)
  }

  /// Placement re-runs the distribution with an unspecified minor proposal replaced by the
  /// stack's actual minor size (§1.4; SCUI #453), and proposes each child exactly what it was
  /// measured with in that run.
  func placeSubviews(
    in bounds: Rect, _ proposal: ProposedViewSize, _ computer: LayoutComputer,
    _ nodes: UnsafeBufferPointer<Int32>, _ gaps: UnsafeBufferPointer<Double>
  ) {
    var p = proposal
    if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
    _ = arrange(p, computer, nodes, gaps, placingIn: bounds)
  }

  /// Sizes every child for `proposal` and computes the stack's size; with `bounds`, also
  /// places each child there.
  ///
  /// Children are measured through the computer directly (`computer.size(node, …)`), not
  /// through `LayoutSubview`s (an atomic unowned retain and release each). Per-child values
  /// live in scratch memory on the call stack (`withUnsafeTemporaryAllocation`): a stack is
  /// evaluated about five times, and eight arrays per evaluation were most of its cost.
  private func arrange(
    _ proposal: ProposedViewSize, _ computer: LayoutComputer, _ nodes: UnsafeBufferPointer<Int32>,
    _ gaps: UnsafeBufferPointer<Double>, placingIn bounds: Rect?
  ) -> Size {
    let n = nodes.count
    guard n > 0 else { return .zero }
    let minor = proposal[axis.other]
    let major = proposal[axis]
    return withUnsafeTemporaryAllocation(of: Size.self, capacity: n) { sizes in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { scratch in
        // Each child's major proposal (unused when `major` is nil: every child then gets
        // (nil, minor), with no sorting), then its minor offset before normalisation.
        let shares = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        let offsets = UnsafeMutableBufferPointer(rebasing: scratch[n..<(2 * n)])
        if let major {
          distribute(major: major, minor: minor, computer, nodes, gaps, shares, sizes)
        } else {
          for i in 0..<n {
            sizes[i] = computer.size(
              nodes[i], ProposedViewSize(major: nil, minor: minor, axis: axis))
          }
        }
        func childProposal(_ i: Int) -> ProposedViewSize {
          ProposedViewSize(major: major == nil ? nil : shares[i], minor: minor, axis: axis)
        }
        // The minor axis: each child's alignment guide sits on a common line, and the stack
        // spans the union of the children's extents together with that line.
        var lower = 0.0
        var upper = 0.0
        for i in 0..<n {
          let size = sizes[i]
          let value =
            computer.explicitAlignment(nodes[i], alignment, proposal: childProposal(i), size: size)
            ?? alignment.defaultValue(width: size.width, height: size.height)
          offsets[i] = -value
          lower = min(lower, -value)
          upper = max(upper, -value + size[axis.other])
        }
        // The major axis: origins accumulate in source order with the gaps.
        var accumulated = 0.0
        for i in 0..<n {
          let start = accumulated + gaps[i]
          let origin = start.isNaN ? accumulated : start
          if let bounds {
            let o = Point(major: origin, minor: offsetOrZero(offsets[i] - lower), axis: axis)
            computer.placeSubview(
              nodes[i], at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y),
              anchor: .topLeading, proposal: childProposal(i))
          }
          accumulated = origin + sizes[i][axis]
        }
        return Size(major: accumulated, minor: upper - lower, axis: axis)
      }
    }
  }

  /// Distributes a concrete major length: children in priority groups, least flexible first,
  /// each offered an even share of what is left (§1.4 steps 1–6).
  private func distribute(
    major: Double, minor: Double?, _ computer: LayoutComputer, _ nodes: UnsafeBufferPointer<Int32>,
    _ gaps: UnsafeBufferPointer<Double>, _ shares: UnsafeMutableBufferPointer<Double>,
    _ sizes: UnsafeMutableBufferPointer<Size>
  ) {
    let n = nodes.count
    var available = major
    var totalGaps = 0.0
    for gap in gaps { totalGaps += gap }
    available -= totalGaps
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * n) { scratch in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { buffer in
        var order = buffer
        let minima = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[n..<(2 * n)])
        let priorities = UnsafeMutableBufferPointer(rebasing: scratch[(2 * n)..<(3 * n)])
        // Probe each child's minimum (0) and maximum (∞) along the major axis.
        for i in 0..<n {
          let child = nodes[i]
          let lo = computer.size(child, ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
          let hi = computer.size(
            child, ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
          minima[i] = lo
          flexibility[i] = hi - lo
          priorities[i] = computer.priority(child)
          order[i] = Int32(i)
        }
        // Fitting order: priority (highest first), then flexibility (least first); two
        // infinite flexibilities put the larger minimum first; remaining ties keep source order.
        order.sort { a, b in
          let a = Int(a)
          let b = Int(b)
          if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
          let fa = flexibility[a]
          let fb = flexibility[b]
          if fa.isInfinite && fb.isInfinite && minima[a] != minima[b] {
            return minima[a] > minima[b]
          }
          if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
          return a < b
        }
        // Reserve the minimum of every child outside the first priority group.
        var groupStart = 0
        let firstPriority = priorities[Int(order[0])]
        for i in order where priorities[Int(i)] != firstPriority { available -= minima[Int(i)] }
        while groupStart < n {
          let priority = priorities[Int(order[groupStart])]
          var groupEnd = groupStart
          while groupEnd < n, priorities[Int(order[groupEnd])] == priority { groupEnd += 1 }
          if groupStart > 0 {
            for k in groupStart..<groupEnd { available += minima[Int(order[k])] }
          }
          var remaining = Double(groupEnd - groupStart)
          for k in groupStart..<groupEnd {
            let i = Int(order[k])
            let share = max(available / remaining, 0)
            shares[i] = share
            sizes[i] = computer.size(
              nodes[i], ProposedViewSize(major: share, minor: minor, axis: axis))
            let next = available - sizes[i][axis]
            if !next.isNaN { available = next }
            remaining -= 1
          }
          groupStart = groupEnd
        }
      }
    }
  }

  /// A stack's spacing: minor-axis edges from all children, its leading edge from the first
  /// child and its trailing edge from the last; an empty stack has zero spacing (§1.3).
  func spacing(_ computer: LayoutComputer, _ nodes: UnsafeBufferPointer<Int32>) -> ViewSpacing {
    guard let first = nodes.first, let last = nodes.last else { return .zero }
    // Plain children make a plain stack (the union below gives the same entries, reordered):
    // the common case, answered without building a new array.
    if nodes.allSatisfy({ computer.spacing($0) == .plain }) { return .plain }
    let start = Edge.start(of: axis)
    let end = Edge.end(of: axis)
    let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var result = ViewSpacing()
    for node in nodes { result.formUnion(computer.spacing(node), edges: minorEdges) }
    result.formUnion(
      computer.spacing(first), edges: Edge.Set(rawValue: 1 << UInt8(start.rawValue)))
    result.formUnion(computer.spacing(last), edges: Edge.Set(rawValue: 1 << UInt8(end.rawValue)))
    return result
  }

  /// Runs `body` with the children and gaps of `subviews`, for stacks driven through the
  /// `Layout` protocol (inside `AnyLayout`, a conditional or a custom layout) rather than by
  /// the pass directly. The gaps are remembered per container (`LayoutComputer.stackGaps`).
  func withChildren<R>(
    of subviews: LayoutSubviews,
    _ body: (LayoutComputer, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>) -> R
  ) -> R {
    let computer = subviews.computer
    let gaps = computer.stackGaps(subviews.container, axis: axis, spacing: spacing) {
      [Double](unsafeUninitializedCapacity: subviews.count) { buffer, count in
        distances(into: buffer) { subviews[$0].spacing }
        count = subviews.count
      }
    }
    return subviews.nodes.withUnsafeBufferPointer { nodes in
      gaps.withUnsafeBufferPointer { body(computer, nodes, $0) }
    }
  }
}

extension AnyLayout {
  /// The stack engine, when the wrapped layout is an HStack or VStack (driven directly).
  var stackEngine: StackLayout? {
    switch box.base {
    case let stack as HStackLayout: stack.engine
    case let stack as VStackLayout: stack.engine
    default: nil
    }
  }
}

extension Point {
  @inlinable init(major: Double, minor: Double, axis: Axis) {
    if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
  }
}

/// `HStackLayout` and `VStackLayout`: the one stack engine on either axis, so their `Layout`
/// conformance is written once, here.
protocol AxisStackLayout: Layout where Cache == Void {
  /// The engine for this stack's axis, alignment and spacing.
  var engine: StackLayout { get }
}

extension AxisStackLayout {
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    engine.withChildren(of: subviews) { engine.sizeThatFits(proposal, $0, $1, $2) }
  }

  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    engine.withChildren(of: subviews) { engine.placeSubviews(in: bounds, proposal, $0, $1, $2) }
  }

  public func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    subviews.nodes.withUnsafeBufferPointer { engine.spacing(subviews.computer, $0) }
  }
}

/// `HStack`'s layout (`HStackLayout`).
public struct HStackLayout: AxisStackLayout {
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
}

/// `VStack`'s layout (`VStackLayout`).
public struct VStackLayout: AxisStackLayout {
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
}
