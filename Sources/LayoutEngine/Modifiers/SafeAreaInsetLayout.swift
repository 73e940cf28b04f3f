/// `.safeAreaInset(edge:alignment:spacing:content:)` (semantics §7.7; OSU
/// `Layout/Modifier/InsetViewModifier.swift`, `_InsetViewModifier`, marked complete).
///
/// Two views share the layer: the modified view (the child, "primary") and the inset view (the
/// attached view, "secondary"). Along the edge's axis the inset view is measured first, so the
/// primary gets what is left, as OSU's layout does:
/// - the inset view is proposed the layer's proposal less the spacing and less the primary's
///   minimum length (its length for a zero proposal), never below zero; an unspecified length
///   stays unspecified, and the other axis is the layer's proposal;
/// - the primary is proposed the layer's proposal less the inset view's length and the spacing;
/// - the layer is the sum of both lengths and the spacing along the axis, the larger of the
///   two across it.
/// The primary is pinned to the opposite edge and centred across the axis; the inset view is
/// pinned to `edge` and aligned across the axis so its `alignment` guide meets the primary's.
/// The inset view's length plus the spacing is added to the primary's safe area on `edge`, so
/// a view in it that ignores the safe area reaches under the inset view.
package struct SafeAreaInsetLayout: Sendable, Hashable {
  /// The edge the inset view sits on.
  package var edge: Edge
  /// The guide across the edge's axis that the two views share (`.center` by default).
  package var alignment: AlignmentKey
  /// The space between the two views; nil for their spacing preferences (§1.3).
  package var spacing: Double?

  package init(edge: Edge, alignment: AlignmentKey? = nil, spacing: Double? = nil) {
    self.edge = edge
    let axis = SafeAreaInsetLayout.axis(of: edge)
    self.alignment = alignment ?? (axis == .vertical ? .horizontalCenter : .verticalCenter)
    self.spacing = spacing
  }

  /// The axis the inset stacks along: vertical for `.top` and `.bottom`.
  static func axis(of edge: Edge) -> Axis {
    edge == .top || edge == .bottom ? .vertical : .horizontal
  }

  var axis: Axis { SafeAreaInsetLayout.axis(of: edge) }

  /// The spacing in force: the given one, else the primary's preference towards the inset
  /// view along the axis, OSU asking the primary as the predecessor whatever the edge.
  func resolvedSpacing(_ child: ModifierChild) -> Double {
    if let spacing { return spacing }
    guard let secondary = child.attachment else { return ViewSpacing.defaultDistance }
    return child.spacing.distance(to: secondary.spacing, along: axis)
  }

  /// What the inset view is proposed.
  func secondaryProposal(_ proposal: ProposedViewSize, spacing: Double, child: ModifierChild)
    -> ProposedViewSize
  {
    guard let length = proposal[axis] else { return proposal }
    var p = proposal
    p[axis] = max(length - spacing, 0)
    let minimum = child.sizeThatFits(p.replacing(axis, with: 0))[axis]
    p[axis] = max(length - spacing - minimum, 0)
    return p
  }

  /// What the primary is proposed once the inset view's size is known.
  func primaryProposal(_ proposal: ProposedViewSize, secondary: Size, spacing: Double)
    -> ProposedViewSize
  {
    guard let length = proposal[axis] else { return proposal }
    var p = proposal
    p[axis] = max(length - secondary[axis] - spacing, 0)
    return p
  }

  /// The inset view's size (zero when it is missing) for the layer's `proposal`.
  func secondarySize(_ proposal: ProposedViewSize, spacing: Double, child: ModifierChild) -> Size {
    guard let secondary = child.attachment else { return .zero }
    return secondary.sizeThatFits(secondaryProposal(proposal, spacing: spacing, child: child))
  }
}

extension ProposedViewSize {
  /// The same proposal with `axis` set to `value`.
  fileprivate func replacing(_ axis: Axis, with value: Double?) -> ProposedViewSize {
    var p = self
    p[axis] = value
    return p
  }
}

extension SafeAreaInsetLayout: ModifierLayout {
  package var attachesView: Bool { true }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let spacing = resolvedSpacing(child)
    let secondary = secondarySize(proposal, spacing: spacing, child: child)
    let primary = child.sizeThatFits(
      primaryProposal(proposal, secondary: secondary, spacing: spacing))
    var size = Size.zero
    size[axis] = secondary[axis] + spacing + primary[axis]
    size[axis.other] = max(secondary[axis.other], primary[axis.other])
    return size
  }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    let spacing = resolvedSpacing(child)
    // OSU places with the layer's proposal, its size standing in for an unspecified
    // cross axis.
    var p = proposal
    if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
    let secondaryP = secondaryProposal(p, spacing: spacing, child: child)
    let secondarySize =
      child.attachment.map { $0.sizeThatFits(secondaryP) } ?? .zero
    let primaryP = primaryProposal(p, secondary: secondarySize, spacing: spacing)
    let primary = child.dimensions(in: primaryP)
    let atStart = edge == .top || edge == .leading
    // The primary sits on the opposite edge, centred across the axis.
    var primaryOrigin = Point.zero
    primaryOrigin[axis] = atStart ? bounds.size[axis] - primary.size[axis] : 0
    primaryOrigin[axis.other] = (bounds.size[axis.other] - primary.size[axis.other]) / 2
    // The primary's safe area loses the inset view's length and the spacing on `edge`.
    let inset = secondarySize[axis] + spacing
    var safe = bounds
    switch edge {
    case .top:
      safe = Rect(
        x: bounds.minX, y: bounds.minY + inset, width: bounds.width,
        height: max(0, bounds.height - inset))
    case .bottom:
      safe = Rect(
        x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - inset))
    case .leading:
      safe = Rect(
        x: bounds.minX + inset, y: bounds.minY, width: max(0, bounds.width - inset),
        height: bounds.height)
    case .trailing:
      safe = Rect(
        x: bounds.minX, y: bounds.minY, width: max(0, bounds.width - inset), height: bounds.height)
    }
    child.addingSafeArea((outer: bounds, safe: safe)).place(
      at: Point(x: bounds.minX + primaryOrigin.x, y: bounds.minY + primaryOrigin.y),
      proposal: primaryP, size: primary.size)
    guard let secondary = child.attachment else { return }
    let secondaryDimensions = secondary.dimensions(in: secondaryP)
    var secondaryOrigin = Point.zero
    secondaryOrigin[axis] = atStart ? 0 : bounds.size[axis] - secondarySize[axis]
    secondaryOrigin[axis.other] =
      primaryOrigin[axis.other]
      + offsetOrZero(primary[alignment] - secondaryDimensions[alignment])
    secondary.place(
      at: Point(x: bounds.minX + secondaryOrigin.x, y: bounds.minY + secondaryOrigin.y),
      proposal: secondaryP, size: secondarySize)
  }

  /// The layer passes no guides out (OSU's inset layout answers none).
  package func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, child: ModifierChild
  ) -> Double? { nil }

  /// Empty preferences: OSU's inset layout keeps the layout engine's default.
  package func spacing(child: ModifierChild) -> ViewSpacing { .default }

  /// OSU's inset layout keeps the layout engine's default priority.
  package func layoutPriority(child: Double) -> Double { 0 }
}
