/// `ViewThatFits(in:)` (semantics §1.17; Apple ViewThatFits; FB mastering-viewthatfits).
///
/// Children are tried in order. A child fits when its ideal size on each constrained axis is
/// at most the proposal there (an unspecified proposal on that axis always fits). The ideal
/// size is measured with nil on the constrained axes and the real proposal on the others —
/// the open point of §1.17/§4.4, settled as Apple's wording "ideal size on the constrained
/// axes" suggests. The first child that fits is chosen, else the last (SwiftUI's
/// `applyChildren(selectLast:)`). The chosen child is then sized with the container's own
/// proposal, which is the container's size; only it is placed and drawn.
package struct ViewThatFitsLayout: Layout {
  /// The axes on which a child must fit (`ViewThatFits(in:)`).
  package var axes: Set<Axis>

  /// A ViewThatFits layout that checks `axes` (both by default).
  package init(axes: Set<Axis> = [.horizontal, .vertical]) { self.axes = axes }

  /// The index of the child chosen for `proposal`.
  package func choice(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    let probe = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for (index, child) in subviews.enumerated() {
      let ideal = child.sizeThatFits(probe)
      let fits = axes.allSatisfy { axis in
        guard let offered = proposal[axis] else { return true }
        return ideal[axis] <= offered
      }
      if fits { return index }
    }
    return subviews.count - 1
  }

  /// The size of the first child that fits `proposal`, or of the last one.
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    guard let chosen = choice(for: proposal, subviews: subviews) else { return .zero }
    return subviews[chosen].sizeThatFits(proposal)
  }

  /// Places the chosen child only; the others stay unplaced and hidden.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    guard let chosen = choice(for: proposal, subviews: subviews) else { return }
    subviews[chosen].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }

  /// The spacing of the child an unspecified proposal chooses (the first).
  package func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    subviews.first?.spacing ?? .zero
  }
}
