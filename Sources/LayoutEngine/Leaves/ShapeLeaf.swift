/// A built-in shape.
package enum ShapeKind: String, Sendable, Hashable, CaseIterable {
  case rectangle = "Rectangle"
  case roundedRectangle = "RoundedRectangle"
  case circle = "Circle"
  case capsule = "Capsule"
  case ellipse = "Ellipse"
}

/// A shape, optionally filled with a colour: fills its proposal (nil → 10), as Color does;
/// Circle (iOS 16+) is then a square of the shorter side.
package struct ShapeLeaf: LeafLayout, Hashable {
  package var kind: ShapeKind
  /// The fill colour's name, for drawing.
  package var fill: String?
  /// A rounded rectangle's corner radius, for drawing.
  package var cornerRadius: Double
  /// Set when the shape is drawn as an outline of this width inside its frame, in its fill
  /// colour (`border`), for drawing.
  package var outlineWidth: Double?
  /// Whether the shape is wrapped by `.offset`, `.scale` or `.rotation` while still a Shape
  /// (`OffsetShape`, `ScaledShape`, `RotatedShape`), which size as any shape does: a Circle
  /// under them fills its proposal instead of being square (§7.x, recorded).
  package var isWrapped: Bool

  package init(
    _ kind: ShapeKind, fill: String? = nil, cornerRadius: Double = 0, outlineWidth: Double? = nil,
    isWrapped: Bool = false
  ) {
    self.kind = kind
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.outlineWidth = outlineWidth
    self.isWrapped = isWrapped
  }

  /// Whether the shape is a square of the shorter side (an unwrapped Circle).
  private var isSquare: Bool { kind == .circle && !isWrapped }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let s = proposal.replacingUnspecifiedDimensions()
    guard isSquare else { return s }
    let side = min(s.width, s.height)
    return Size(width: side, height: side)
  }

  package var fillsItsProposal: Bool { !isSquare }
}

extension ViewTree {
  /// A shape, optionally filled with a colour.
  package func shape(_ kind: ShapeKind, fill: String? = nil, id: String? = nil) -> ViewRef {
    leaf(ShapeLeaf(kind, fill: fill), kind: kind.rawValue, id: id)
  }
}
