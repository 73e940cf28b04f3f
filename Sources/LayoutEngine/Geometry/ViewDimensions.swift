/// A view's size plus its alignment guides (`ViewDimensions`), as seen by alignment-guide
/// closures, stacks, frames and custom layouts.
///
/// Explicit guide values are looked up lazily in the layout pass that made the dimensions, so
/// reading `width` costs nothing extra.
public struct ViewDimensions: Sendable {
  /// The view's width.
  public let width: Double
  /// The view's height.
  public let height: Double
  let source: ExplicitGuideSource?

  /// Dimensions of the given size with no explicit guides.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
    self.source = nil
  }

  init(size: Size, source: ExplicitGuideSource?) {
    width = size.width
    height = size.height
    self.source = source
  }

  /// The view's size.
  public var size: Size { Size(width: width, height: height) }

  /// The explicit value the view sets for `key`, if any.
  package subscript(explicit key: AlignmentKey) -> Double? {
    source?.explicitValue(key, Size(width: width, height: height))
  }

  /// The guide's value: explicit if the view sets one, else the guide's default.
  package subscript(key: AlignmentKey) -> Double {
    self[explicit: key] ?? key.defaultValue(width: width, height: height)
  }

  /// The value of a horizontal guide (explicit, else the guide's default).
  public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
  /// The value of a vertical guide (explicit, else the guide's default).
  public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }
  /// The explicit value the view sets for a horizontal guide, if any.
  public subscript(explicit guide: HorizontalAlignment) -> Double? { self[explicit: guide.key] }
  /// The explicit value the view sets for a vertical guide, if any.
  public subscript(explicit guide: VerticalAlignment) -> Double? { self[explicit: guide.key] }
}

/// Where explicit guide values come from: a node of a layout pass at a given proposal.
struct ExplicitGuideSource: @unchecked Sendable {
  /// Held strongly, so dimensions kept past their pass still answer.
  let computer: LayoutComputer
  let node: Int32
  let proposal: ProposedViewSize

  func explicitValue(_ key: AlignmentKey, _ size: Size) -> Double? {
    computer.explicitAlignment(node, key, proposal: proposal, size: size)
  }
}
