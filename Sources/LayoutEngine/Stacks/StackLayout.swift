/// The one axis-generic HStack/VStack algorithm (semantics §1.4; OSU `StackLayout`, objc.io
/// "How an HStack Lays out Its Children", FG hstack). `HStackLayout` and `VStackLayout` only
/// choose the major axis; like any layout, they reach their subviews through
/// `LayoutSubviews`.
struct StackLayout {
  var axis: Axis
  /// The minor-axis alignment guide.
  var alignment: AlignmentKey
  var spacing: Double?

  /// The distance before each subview, from the cache or computed into it: 0 for the first;
  /// `spacing` when given, else the pair's spacing preferences (§1.3). They depend on the
  /// subviews' spacing preferences, never on the proposal, yet a stack is evaluated about five
  /// times.
  func gaps(_ cache: inout StackCache, _ subviews: LayoutSubviews) -> [Double] {
    if let known = cache.gaps { return known }
    var gaps = [Double](repeating: 0, count: subviews.count)
    if let spacing {
      for i in gaps.indices.dropFirst() { gaps[i] = spacing }
    } else if !subviews.isEmpty {
      var previous = subviews[0].spacing
      for i in gaps.indices.dropFirst() {
        let next = subviews[i].spacing
        gaps[i] = previous.distance(to: next, along: axis)
        previous = next
      }
    }
    cache.gaps = gaps
    return gaps
  }

  /// The stack's size for `proposal`, given the distances before each subview (`gaps`).
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ gaps: [Double])
    -> Size
  {
    arrange(proposal, subviews, gaps, placingIn: nil)
  }

  /// Placement re-runs the distribution with an unspecified minor proposal replaced by the
  /// stack's actual minor size (§1.4; SCUI #453), and proposes each subview exactly what it was
  /// measured with in that run.
  func placeSubviews(
    in bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ gaps: [Double]
  ) {
    var p = proposal
    if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
    _ = arrange(p, subviews, gaps, placingIn: bounds)
  }

  /// Sizes every subview for `proposal` and computes the stack's size; with `bounds`, also
  /// places each subview there.
  ///
  /// Per-subview values live in scratch memory on the call stack
  /// (`withUnsafeTemporaryAllocation`): a stack is evaluated about five times, and allocating
  /// its arrays on the heap each time was most of its cost.
  private func arrange(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ gaps: [Double],
    placingIn bounds: Rect?
  ) -> Size {
    let n = subviews.count
    guard n > 0 else { return .zero }
    let minor = proposal[axis.other]
    let major = proposal[axis]
    return withUnsafeTemporaryAllocation(of: Size.self, capacity: n) { sizes in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { scratch in
        // Each subview's major proposal (unused when `major` is nil: every subview then gets
        // (nil, minor), with no sorting), then its minor offset before normalisation.
        let shares = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        let offsets = UnsafeMutableBufferPointer(rebasing: scratch[n..<(2 * n)])
        if let major {
          distribute(major: major, minor: minor, subviews, gaps, shares, sizes)
        } else {
          for i in 0..<n {
            sizes[i] = subviews[i].sizeThatFits(
              ProposedViewSize(major: nil, minor: minor, axis: axis))
          }
        }
        func childProposal(_ i: Int) -> ProposedViewSize {
          ProposedViewSize(major: major == nil ? nil : shares[i], minor: minor, axis: axis)
        }
        // The minor axis: each subview's alignment guide sits on a common line, and the stack
        // spans the union of the subviews' extents together with that line.
        var lower = 0.0
        var upper = 0.0
        for i in 0..<n {
          let size = sizes[i]
          let value = subviews[i].dimensions(in: childProposal(i), measured: size)[alignment]
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
            subviews[i].place(
              at: Point(x: bounds.minX + o.x, y: bounds.minY + o.y), anchor: .topLeading,
              proposal: childProposal(i))
          }
          accumulated = origin + sizes[i][axis]
        }
        return Size(major: accumulated, minor: upper - lower, axis: axis)
      }
    }
  }

  /// Whether the fitting order is by flexibility alone: one priority, every flexibility
  /// finite. Then it is the order of the pairs (flexibility, index), which `sortByFlexibility`
  /// sorts as plain values: the general comparison, reading three tables per call, was a
  /// quarter of laying out a row of 100,000 frames (docs/performance.md, "The wide row").
  private static func sortsByFlexibilityAlone(
    _ flexibility: UnsafeMutableBufferPointer<Double>,
    _ priorities: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    guard let first = priorities.first else { return true }
    for priority in priorities where priority != first { return false }
    for value in flexibility where !value.isFinite { return false }
    return true
  }

  /// Sorts `order` (still the identity) by (flexibility, index): least flexible first, ties
  /// in source order. A row's children usually take a few flexibilities (a 100,000-frame row
  /// takes nine): up to `maxBuckets` distinct ones, each index goes to its value's bucket in
  /// one pass, buckets in ascending order, which is that order exactly; more are sorted as
  /// pairs. Sorting was 139 M instructions of that row's 586 M of layout, as pairs 120 M.
  private static func sortByFlexibility(
    _ order: inout UnsafeMutableBufferPointer<Int>,
    _ flexibility: UnsafeMutableBufferPointer<Double>
  ) {
    let n = order.count
    var values: [Double] = []
    var bucket = [Int](repeating: 0, count: n)
    bucketing: do {
      for i in 0..<n {
        // `==` puts −0 and 0 together, as the comparison does.
        if let known = values.firstIndex(of: flexibility[i]) {
          bucket[i] = known
          continue
        }
        guard values.count < maxBuckets else { break bucketing }
        bucket[i] = values.count
        values.append(flexibility[i])
      }
      var next = [Int](repeating: 0, count: values.count)
      for i in 0..<n { next[bucket[i]] += 1 }
      var offset = 0
      for b in values.indices.sorted(by: { values[$0] < values[$1] }) {
        (next[b], offset) = (offset, offset + next[b])
      }
      for i in 0..<n {
        order[next[bucket[i]]] = i
        next[bucket[i]] += 1
      }
      return
    }
    var keys: [(Double, Int)] = []
    keys.reserveCapacity(n)
    for i in 0..<n { keys.append((flexibility[i], i)) }
    keys.sort(by: <)
    for k in keys.indices { order[k] = keys[k].1 }
  }

  /// Most distinct flexibilities `sortByFlexibility` puts in buckets.
  private static let maxBuckets = 16
  /// Fewest subviews sorted by `sortByFlexibility`: a few are sorted in place for less than
  /// its tables cost (the 111k nested document's ten-child stacks took 9 M instructions more).
  private static let minBucketed = 64

  /// Distributes a concrete major length: subviews in priority groups, least flexible first,
  /// each offered an even share of what is left (§1.4 steps 1–6).
  private func distribute(
    major: Double, minor: Double?, _ subviews: LayoutSubviews, _ gaps: [Double],
    _ shares: UnsafeMutableBufferPointer<Double>, _ sizes: UnsafeMutableBufferPointer<Size>
  ) {
    let n = subviews.count
    var available = major
    var totalGaps = 0.0
    for gap in gaps { totalGaps += gap }
    available -= totalGaps
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * n) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { buffer in
        var order = buffer
        let minima = UnsafeMutableBufferPointer(rebasing: scratch[0..<n])
        let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[n..<(2 * n)])
        let priorities = UnsafeMutableBufferPointer(rebasing: scratch[(2 * n)..<(3 * n)])
        // Probe each subview's minimum (0) and maximum (∞) along the major axis.
        for i in 0..<n {
          let subview = subviews[i]
          let lo = subview.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
          let hi = subview.sizeThatFits(
            ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
          minima[i] = lo
          flexibility[i] = hi - lo
          priorities[i] = subview.priority
          order[i] = i
        }
        // Fitting order: priority (highest first), then flexibility (least first); two
        // infinite flexibilities put the larger minimum first; remaining ties keep source order.
        if n >= Self.minBucketed, Self.sortsByFlexibilityAlone(flexibility, priorities) {
          Self.sortByFlexibility(&order, flexibility)
        } else {
          order.sort { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let fa = flexibility[a]
            let fb = flexibility[b]
            if fa.isInfinite && fb.isInfinite && minima[a] != minima[b] {
              return minima[a] > minima[b]
            }
            if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
            return a < b
          }
        }
        // Reserve the minimum of every subview outside the first priority group.
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
            shares[i] = share
            sizes[i] = subviews[i].sizeThatFits(
              ProposedViewSize(major: share, minor: minor, axis: axis))
            let next = available - sizes[i][axis]
            if !next.isNaN { available = next }
            remaining -= 1
          }
          groupStart = groupEnd
        }
      }
    }
  }

  /// A stack's spacing: minor-axis edges from all subviews, its leading edge from the first
  /// subview and its trailing edge from the last; an empty stack has zero spacing (§1.3).
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    // Plain subviews make a plain stack (the union below gives the same entries, reordered):
    // the common case, answered without building a new array.
    if subviews.allSatisfy({ $0.spacing == .plain }) { return .plain }
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

/// What a stack keeps between calls: the distances before each subview, found on first use.
public struct StackCache {
  var gaps: [Double]?
}

extension Point {
  @inlinable init(major: Double, minor: Double, axis: Axis) {
    if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
  }
}

/// `HStackLayout` and `VStackLayout`: the one stack algorithm on either axis, so their `Layout`
/// conformance is written once, here.
protocol AxisStackLayout: Layout where Cache == StackCache {
  /// The algorithm for this stack's axis, alignment and spacing.
  var engine: StackLayout { get }
}

extension AxisStackLayout {
  /// A stack's cache starts empty; distances are found on first use.
  public func makeCache(subviews: LayoutSubviews) -> StackCache { StackCache() }

  /// The stack's size for `proposal` (semantics §1.4).
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout StackCache
  ) -> Size {
    let engine = engine
    return engine.sizeThatFits(proposal, subviews, engine.gaps(&cache, subviews))
  }

  /// Places the children along the stack's axis (semantics §1.4).
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout StackCache
  ) {
    let engine = engine
    engine.placeSubviews(in: bounds, proposal, subviews, engine.gaps(&cache, subviews))
  }

  /// The stack's spacing preferences, from its children's (semantics §1.3).
  public func spacing(subviews: LayoutSubviews, cache: inout StackCache) -> ViewSpacing {
    engine.spacing(subviews)
  }
}

/// `HStack`'s layout (`HStackLayout`).
public struct HStackLayout: AxisStackLayout {
  /// How children line up across the stack (`HStack(alignment:)`).
  public var alignment: VerticalAlignment
  /// Distance between children; nil uses each pair's preferred spacing.
  public var spacing: Double?

  /// An HStack layout with the given alignment and spacing.
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var engine: StackLayout {
    StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  /// Horizontal orientation: spacers inside expand horizontally.
  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }
}

/// `VStack`'s layout (`VStackLayout`).
public struct VStackLayout: AxisStackLayout {
  /// How children line up across the stack (`VStack(alignment:)`).
  public var alignment: HorizontalAlignment
  /// Distance between children; nil uses each pair's preferred spacing.
  public var spacing: Double?

  /// A VStack layout with the given alignment and spacing.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var engine: StackLayout {
    StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  /// Vertical orientation: spacers inside expand vertically.
  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .vertical)
  }
}
