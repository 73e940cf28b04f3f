/// A layout whose subviews scroll inside its frame: the frame is the viewport, and renderers
/// clip what lies outside it. JSON reports the content's extent as the node's content size
/// (semantics §5.1, §5.4).
package protocol ScrollingLayout {
  /// The axes the content scrolls along.
  var scrollAxes: Set<Axis> { get }
  /// Whether this instance is a viewport (a columns form is a list that does not scroll).
  var isViewport: Bool { get }
  /// The margins `.contentMargins(…)` put around the content (§5.11).
  var contentMargins: EdgeInsets { get }
}

extension ScrollingLayout {
  /// A scrolling layout is a viewport unless it says otherwise.
  package var isViewport: Bool { true }
}

extension LayoutSubviews {
  /// The content of a scroll viewport placed at `bounds` (§5.10). The scroll view reaches
  /// into the safe areas it touches, as far as a view ignoring them would, and insets its
  /// content by as much: its content stays where it was laid out. It consumes them: its
  /// content is placed in a context with none, so a view inside reaches no further than the
  /// scroll view's bounds.
  func inViewport(_ bounds: Rect) -> LayoutSubviews {
    let outer = placementContext
    let reach = SafeAreaIgnoringLayout.reach(
      of: bounds, edges: .all, in: outer, includingBars: false)
    if reach != EdgeInsets() { computer.reachIntoSafeArea(container, by: reach) }
    return placed(
      in: PlacementContext(
        containerSize: outer.containerSize, screen: bounds, safeArea: bounds, addedSafeAreas: [],
        coordinateSpaces: outer.coordinateSpaces))
  }
}

/// `ScrollView`'s layout (semantics §5.1–§5.3).
///
/// Its one subview, the content (several children are wrapped in an implicit VStack, §5.1),
/// is proposed nil along every scroll axis and the scroll view's own proposal on the others.
/// The scroll view takes the proposal along its scroll axes (its content's size when that
/// axis is unspecified) and its content's size, even past the proposal, on the others. The
/// content's top-leading corner sits at the viewport's: SwiftUI aligns content smaller than
/// the viewport to the top-leading edge unless `defaultScrollAnchor(_:for: .alignment)` says
/// otherwise, and starts longer content at offset zero unless an initial-offset anchor moves
/// it (§5.3). Frames are those at that initial offset.
///
/// Content margins (`.contentMargins`, §5.11) surround the content: it is proposed that much
/// less across the scroll axes, sits that far in from the top-leading corner, and the scroll
/// view hugs the content and its margins.
package struct ScrollViewLayout: Layout, ScrollingLayout, EnvironmentReadingLayout {
  /// The axes the content scrolls along (`ScrollView(_ axes:)`), vertical by default.
  package var axes: Set<Axis>
  /// The content's margins (`.contentMargins` in the environment), none by default.
  package var contentMargins: EdgeInsets
  /// Where the content starts (`.defaultScrollAnchor` in the environment), top-leading by
  /// default.
  package var anchors = ScrollAnchors()

  /// A scroll view along `axes`, its content inside `contentMargins`.
  package init(axes: Set<Axis> = [.vertical], contentMargins: EdgeInsets = EdgeInsets()) {
    self.axes = axes
    self.contentMargins = contentMargins
  }

  package var scrollAxes: Set<Axis> { axes }

  /// The scroll view with the margins in force (`ContentMarginsKey`).
  package func resolved(in environment: LayoutEnvironment) -> ScrollViewLayout {
    var layout = ScrollViewLayout(axes: axes, contentMargins: environment[ContentMarginsKey.self])
    layout.anchors = environment[ScrollAnchorsKey.self]
    return layout
  }

  /// What the content is proposed: nil along the scroll axes, the scroll view's own
  /// proposal less the margins on the others (§5.2, §5.11).
  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var p = proposal
    for axis in Axis.allCases {
      p[axis] =
        axes.contains(axis) ? nil : p[axis].map { max(0, $0 - contentMargins.total(axis)) }
    }
    return p
  }

  /// The proposal along scroll axes (the content and its margins where unspecified), the
  /// content and its margins on the others, even past the proposal (§5.2, §5.3, §5.11).
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    let content =
      subviews.first.map { $0.sizeThatFits(contentProposal(proposal)) } ?? .zero
    var size = Size.zero
    for axis in Axis.allCases {
      let extent = content[axis] + contentMargins.total(axis)
      if axes.contains(axis) {
        size[axis] = proposal[axis] ?? extent
      } else {
        size[axis] = extent
      }
    }
    return size
  }

  /// Puts the content's top-leading corner at the viewport's, moved in by the margins (§5.3),
  /// in the viewport's placement context (§5.10). A default scroll anchor moves it along the
  /// scroll axes: content longer than the viewport starts scrolled to the anchor's point
  /// (`.initialOffset`), shorter content sits at it (`.alignment`).
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let subviews = subviews.inViewport(bounds)
    var p = proposal
    for axis in Axis.allCases where !axes.contains(axis) && p[axis] == nil {
      p[axis] = bounds.size[axis]
    }
    let contentProposal = contentProposal(p)
    for subview in subviews {
      var origin = Point(
        x: bounds.minX + contentMargins.leading, y: bounds.minY + contentMargins.top)
      if anchors != ScrollAnchors() {
        let content = subview.sizeThatFits(contentProposal)
        for axis in axes {
          let room = bounds.size[axis] - contentMargins.total(axis) - content[axis]
          let point = room < 0 ? anchors.initialOffset : anchors.alignment
          guard let point else { continue }
          origin[axis] += room * (axis == .horizontal ? point.x : point.y)
        }
      }
      subview.place(at: origin, anchor: .topLeading, proposal: contentProposal)
    }
  }

  /// A scroll view is a plain view to its neighbours: its content's spacing stays inside.
  package func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { .plain }

  /// Guides do not pass out of a scroll view: its content moves under it.
  package func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout ()
  ) -> Double? { nil }

  /// Guides do not pass out of a scroll view: its content moves under it.
  package func explicitAlignment(
    of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout ()
  ) -> Double? { nil }
}
