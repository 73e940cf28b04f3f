import LayoutEngine
import Testing

// Shared helpers for the engine's tests. Expected numbers always come from
// ../shared/reference-cases.md or are derived by hand from docs/semantics.md; these
// helpers only compare, with a tolerance because stack shares such as 184/3 are unrounded.

/// The frame `ref` got in `result`; records an issue (and returns `.zero`) when it was never placed.
func frameOf(
  _ result: LayoutResult, _ ref: ViewRef, sourceLocation: SourceLocation = #_sourceLocation
) -> Rect {
  guard let frame = result.frame(of: ref.id) else {
    Issue.record(
      "view \(ref.id.index) (\(ref.tree[ref.id].info.kind)) was not placed",
      sourceLocation: sourceLocation)
    return .zero
  }
  return frame
}

/// True when `a` and `b` agree within `tolerance` (infinities must be equal).
func approx(_ a: Double, _ b: Double, tolerance: Double = 0.001) -> Bool {
  if a.isInfinite || b.isInfinite { return a == b }
  return abs(a - b) <= tolerance
}

/// Checks the given components of `ref`'s frame (global, or relative to `container`'s origin).
/// Components left nil are not checked, so a case listing only an origin checks only that.
func expectFrame(
  _ result: LayoutResult, _ ref: ViewRef, relativeTo container: ViewRef? = nil,
  x: Double? = nil, y: Double? = nil, w: Double? = nil, h: Double? = nil,
  tolerance: Double = 0.001, sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = frameOf(result, ref, sourceLocation: sourceLocation)
  let base = container.map { frameOf(result, $0, sourceLocation: sourceLocation).origin } ?? .zero
  let actual: [(String, Double, Double?)] = [
    ("x", frame.minX - base.x, x), ("y", frame.minY - base.y, y), ("w", frame.width, w),
    ("h", frame.height, h),
  ]
  for (name, value, expected) in actual {
    guard let expected else { continue }
    #expect(
      approx(value, expected, tolerance: tolerance),
      "\(ref.tree[ref.id].info.kind) \(ref.tree[ref.id].info.id ?? "#\(ref.id.index)"): \(name) is \(value), expected \(expected) (frame \(frame))",
      sourceLocation: sourceLocation)
  }
}

/// Checks a size within a tolerance.
func expectSize(
  _ size: Size, w: Double, h: Double, tolerance: Double = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    approx(size.width, w, tolerance: tolerance) && approx(size.height, h, tolerance: tolerance),
    "size is \(size), expected \(formatNumber(w))×\(formatNumber(h))",
    sourceLocation: sourceLocation)
}

/// The size `ref` reports for `proposal`, measured in its own tree (so a Spacer inside an HStack
/// sees the HStack's orientation).
func measure(
  _ ref: ViewRef, _ width: Double?, _ height: Double?,
  options: LayoutOptions = LayoutOptions.fixedText
) -> Size {
  LayoutComputer(tree: ref.tree, options: options).size(
    ref.id.index, ProposedViewSize(width: width, height: height))
}

/// Records the proposals a `ProbeLayout` receives.
final class ProposalLog {
  /// Distinct sizing proposals, in the order they were first measured (sizes are memoised).
  var sized: [ProposedViewSize] = []
  /// Proposals passed to `placeSubviews`, i.e. what the parent placed the probe with.
  var placed: [ProposedViewSize] = []
}

/// A test container that reports a fixed size (or, without one, fills the proposal with nil →
/// 10, like a Color) and logs every proposal it gets, so tests can see what a parent proposes.
struct ProbeLayout: Layout {
  let log: ProposalLog
  var fixed: Size?

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    log.sized.append(proposal)
    return fixed ?? proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    log.placed.append(proposal)
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

extension ViewTree {
  /// A probe view (a `ProbeLayout` container over one Color, so its priority is the normal 0).
  func probe(_ log: ProposalLog, fixed: Size? = nil, id: String? = nil) -> ViewRef {
    container(ProbeLayout(log: log, fixed: fixed), kind: "Probe", id: id, [color("probe-fill")])
  }

  /// `Color(name).frame(width: w, height: h)`, returning the Color and the framed view.
  func sizedColor(_ name: String, _ w: Double, _ h: Double) -> (color: ViewRef, framed: ViewRef) {
    let c = color(name, id: name)
    return (c, c.frame(width: w, height: h))
  }
}

extension LayoutOptions {
  /// The default options with the fixed text model (8-point characters, 16-point lines,
  /// semantics §9.4): the numbers these tests were derived with.
  static var fixedText: LayoutOptions {
    var options = LayoutOptions()
    options.textModel = .fixed
    return options
  }
}
