/// The layout of a modifier layer: one view (its child) wrapped in a layout of its own, as in
/// SwiftUI's `ModifiedContent`. Every modifier is one type, in its own file, and the pass
/// reaches every one through this protocol: size the child under a proposal, place it, answer
/// the layer's alignment guides and spacing.
///
/// The members have defaults for a layer without a layout effect (the child's size, place,
/// guides, spacing and priority), so a modifier implements only what it changes:
/// - a layout (`frame`, `padding` …) implements `sizeThatFits` and `childPlacement`;
/// - a drawing translation (`offset`) implements `placeChildren`;
/// - a trait (`layoutPriority`, `layoutValue`) implements `layoutPriority(child:)` or
///   `layoutValue`; an environment value (`lineLimit`), `adjust(_:)`, writing its key.
///
/// `background` and `overlay` attach a second view: the layer's node holds it after the child
/// (`attachesView`), and `placeChildren` places it.
package protocol ModifierLayout: Sendable {
  /// The layer's size for `proposal`. Default: the child's.
  func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size

  /// Where the child goes, relative to the layer's origin, and the proposal it gets, once the
  /// layer's own size is known; nil when the child takes the layer's own place, proposal and
  /// size (the default).
  func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?

  /// Places the child (and an attached view) in the layer's frame. Default: by
  /// `childPlacement`.
  func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild)

  /// The layer's explicit value of `key` at `size`, or nil (§1.15). Default: the child's,
  /// moved by `childPlacement`.
  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, child: ModifierChild
  ) -> Double?

  /// The layer's spacing preferences (§1.3). Default: the child's.
  func spacing(child: ModifierChild) -> ViewSpacing

  /// The layer's layout priority given its child's (§1.6). Default: the child's, passed through.
  func layoutPriority(child: Double) -> Double

  /// The layout value (trait) the layer sets for its container to read. Default: none.
  var layoutValue: (key: String, value: LayoutValue)? { get }

  /// The guide the layer answers itself (`alignmentGuide`). Default: none.
  var explicitGuide: AlignmentKey? { get }

  /// Writes the environment values the child (and an attached view) is laid out in, each by
  /// its key (`LineLimitKey` …). Default: none.
  func adjust(_ environment: inout LayoutEnvironment)

  /// A hash of what `adjust` writes, for a layer whose `adjust` writes only its own values:
  /// the pass then gives the layer the environment an equal layer made below the same
  /// environment (`writesSameEnvironment(as:)`), without writing it again. Default: nil.
  var environmentEditHash: Int? { get }

  /// Whether `other` writes what this layer writes (`environmentEditHash`). Default: false.
  func writesSameEnvironment(as other: any ModifierLayout) -> Bool

  /// Whether the layer's size is always its child's for the same proposal (it keeps the
  /// default `sizeThatFits`): the pass then asks the child directly and remembers no sizes of
  /// its own for the layer. Default: false.
  var sizesAsItsChild: Bool { get }

  /// The layer's size when it is one constant, whatever the proposal and the child: the pass
  /// then computes it each time rather than remembering it. Default: nil.
  var constantSize: Size? { get }

  /// Whether the layer's node holds a second view after its child (background, overlay).
  var attachesView: Bool { get }

  /// The layer as a control the renderers draw around its label (§8.10), nil for other
  /// layers: asked instead of casting every layer. Default: nil.
  var controlDrawing: (any ControlDrawing)? { get }
}

extension ModifierLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    child.sizeThatFits(proposal)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    nil
  }

  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    placeByChildPlacement(in: bounds, proposal: proposal, child: child)
  }

  /// The default placement, by `childPlacement`: for a layer whose own `placeChildren` changes
  /// only what its child is placed in (a safe area added, §8.11).
  package func placeByChildPlacement(
    in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild
  ) {
    guard let placement = childPlacement(in: bounds.size, proposal: proposal, child: child) else {
      child.place(at: bounds.origin, proposal: proposal, size: bounds.size)
      return
    }
    child.place(
      at: Point(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
      proposal: placement.proposal, size: child.sizeThatFits(placement.proposal))
  }

  package func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, child: ModifierChild
  ) -> Double? {
    guard let placement = childPlacement(in: size, proposal: proposal, child: child) else {
      return child.explicitAlignment(key, proposal: proposal, size: size)
    }
    let childSize = child.sizeThatFits(placement.proposal)
    return child.explicitAlignment(key, proposal: placement.proposal, size: childSize)
      .map { $0 + placement.origin[key.axis] }
  }

  package func spacing(child: ModifierChild) -> ViewSpacing { child.spacing }

  package func layoutPriority(child: Double) -> Double { child }

  package var layoutValue: (key: String, value: LayoutValue)? { nil }

  package var explicitGuide: AlignmentKey? { nil }

  package func adjust(_ environment: inout LayoutEnvironment) {}

  package var sizesAsItsChild: Bool { false }

  package var environmentEditHash: Int? { nil }

  package func writesSameEnvironment(as other: any ModifierLayout) -> Bool { false }

  package var constantSize: Size? { nil }

  package var attachesView: Bool { false }

  package var controlDrawing: (any ControlDrawing)? { nil }
}

/// A modifier layer's child as its layout sees it, measured and placed through the pass.
///
/// It holds the pass strongly, as `LayoutSubview` does, so one kept past its call stays safe
/// to use.
package struct ModifierChild {
  let computer: LayoutComputer
  let node: Int32
  /// The attached view (background, overlay), or -1.
  let attached: Int32
  /// The placement context the layer was placed in (`PlacementContext`).
  let context: Int32

  /// The child's size for `proposal` (memoised per view and proposal).
  package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    computer.size(node, proposal)
  }

  /// The child's size and alignment guides for `proposal`.
  package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    computer.dimensions(node, proposal)
  }

  /// What the layer is placed in: the nearest container's size and the safe areas (§7.5,
  /// §7.7). While measuring, the host's.
  package var placementContext: PlacementContext { computer.placementContext(context) }

  /// The child (and attached view) placed with `area` added to the safe areas in force; a
  /// bar's area (`isBar`) is reached only through `ignoresSafeArea`.
  package func addingSafeArea(_ area: (outer: Rect, safe: Rect), isBar: Bool = false)
    -> ModifierChild
  {
    var inner = placementContext
    inner.addedSafeAreas.append((area.outer, area.safe, isBar))
    return ModifierChild(
      computer: computer, node: node, attached: attached,
      context: computer.addPlacementContext(inner))
  }

  /// The child (and attached view) placed with its layer's origin named `name`
  /// (`CoordinateSpaceLayer`, §1.2).
  package func namingSpace(_ name: String, origin: Point) -> ModifierChild {
    var inner = placementContext
    inner.coordinateSpaces.append(NamedCoordinateSpace(name: name, origin: origin))
    return ModifierChild(
      computer: computer, node: node, attached: attached,
      context: computer.addPlacementContext(inner))
  }

  /// The child's spacing preferences.
  package var spacing: ViewSpacing { computer.spacing(node) }

  /// The child's explicit value of `key` at `size`, measured with `proposal`.
  package func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: Size)
    -> Double?
  {
    computer.explicitAlignment(node, key, proposal: proposal, size: size)
  }

  /// Places the child with its top-left corner at `origin`, at `size` (its size for
  /// `proposal`).
  package func place(at origin: Point, proposal: ProposedViewSize, size: Size) {
    computer.place(node, at: origin, proposal: proposal, size: size, context: context)
  }

  /// Whether the view under the child's own modifier layers is a Spacer (frames keep its
  /// spacing, §1.3).
  package var wrapsSpacer: Bool { computer.wrapsSpacer(node) }

  /// The environment the child is laid out in (a control layer reads its styles, §8.1).
  package var environment: LayoutEnvironment {
    computer.environment(of: node)
  }

  /// The attached view (background, overlay), if the layer has one.
  package var attachment: ModifierChild? {
    attached < 0
      ? nil : ModifierChild(computer: computer, node: attached, attached: -1, context: context)
  }
}

/// Where a wrapper puts its child, relative to the wrapper's origin.
package struct ChildPlacement {
  package var origin: Point
  package var proposal: ProposedViewSize

  package init(origin: Point, proposal: ProposedViewSize) {
    self.origin = origin
    self.proposal = proposal
  }
}

/// Aligns a child of `childDimensions` in a box of `size` so their guides coincide. The box's
/// guide takes its default value (frames compute theirs with the default computer, §1.8).
func align(_ childDimensions: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
  let h = alignment.horizontal.key
  let v = alignment.vertical.key
  return Point(
    x: offsetOrZero(h.defaultValue(width: size.width, height: size.height) - childDimensions[h]),
    y: offsetOrZero(v.defaultValue(width: size.width, height: size.height) - childDimensions[v]))
}

/// A layer with no layout effect of its own whose `adjust` writes only its own values
/// (`.font`, `.lineLimit`, `.truncationMode`, an environment writer): sized as its child, and
/// its edit known by its values.
package protocol EnvironmentValuesLayer: ModifierLayout, Hashable {}

extension EnvironmentValuesLayer {
  package var sizesAsItsChild: Bool { true }

  package var environmentEditHash: Int? { hashValue }

  package func writesSameEnvironment(as other: any ModifierLayout) -> Bool {
    (other as? Self) == self
  }
}
