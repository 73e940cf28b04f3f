/// A modifier layer wrapping one view.
///
/// The payloads larger than a string are `indirect` (boxed): every node of the arena holds a
/// `NodeContent` as large as its largest payload, and a flexible frame inline made each node
/// 216 bytes. The interpreter copies the layers of repeated `modifiers` chains, so the copies
/// share one box and adding them allocates nothing.
public enum Modifier {
  indirect case frame(FrameLayout)
  indirect case flexibleFrame(FlexibleFrameLayout)
  indirect case padding(PaddingLayout)
  case fixedSize(FixedSizeLayout)
  case position(PositionLayout)
  /// `.offset(x:y:)`: no layout effect; the subtree is drawn translated (§1.12).
  case offset(x: Double, y: Double)
  /// `.layoutPriority(_:)`.
  case layoutPriority(Double)
  /// `.alignmentGuide(_:computeValue:)`.
  indirect case alignmentGuide(AlignmentKey, GuideExpression)
  /// `.lineLimit(_:)`, an environment value read by every Text below.
  case lineLimit(Int?)
  /// `.layoutValue(key:value:)`.
  indirect case layoutValue(key: String, value: LayoutValue)
  /// A modifier that does not change layout (`foregroundColor`, `font`, `opacity` …), kept so
  /// output can show it. Boxed too: two strings would make every node 16 bytes larger.
  indirect case style(name: String, arguments: String)
}

/// `background` or `overlay`.
public struct Decoration: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case background, overlay
  }
  public var kind: Kind
  public var alignment: Alignment
  public init(_ kind: Kind, alignment: Alignment = .center) {
    self.kind = kind
    self.alignment = alignment
  }
}
