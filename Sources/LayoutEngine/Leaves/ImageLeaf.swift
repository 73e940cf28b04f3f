/// `Image` with an intrinsic point size: a bitmap is its point size unless resizable; a
/// resizable image fills the proposal and is ideally its point size.
///
/// A symbol (`Image(systemName:)`) has no bitmap: its size comes from the font in its
/// environment and the image scale (§9.5), unless `width` or `height` override an axis.
package struct ImageLeaf: LeafLayout, Hashable {
  /// The image's name (`systemName` or `name`), for drawing.
  package var name: String?
  /// The point width; nil for a symbol's own width.
  package var width: Double?
  /// The point height; nil for a symbol's own height.
  package var height: Double?
  package var resizable: Bool
  /// Whether it is an SF Symbol, sized from the font.
  package var isSymbol: Bool

  package init(
    name: String? = nil, width: Double?, height: Double?, resizable: Bool = false,
    isSymbol: Bool = false
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.resizable = resizable
    self.isSymbol = isSymbol
  }

  /// The height of a medium-scale symbol over its font's cap height: 7/6 em over SF Pro's cap
  /// height of 0.705 em (§9.5).
  package static let symbolCapHeightRatio = 1.65

  /// The scale factors of Apple's symbol scales relative to medium (§9.5).
  package static func scaleFactor(_ scale: ImageScale) -> Double {
    switch scale {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }

  /// The image's point size in `environment`: its own lengths, a symbol's from the font.
  package func pointSize(in environment: LayoutEnvironment) -> Size {
    guard isSymbol, width == nil || height == nil else {
      return Size(width: width ?? 0, height: height ?? 0)
    }
    let capHeight = environment.textMeasure.metrics.capHeight
    let side =
      capHeight * Self.symbolCapHeightRatio
      * Self.scaleFactor(environment[TextEnvironmentKey.self].imageScale)
    // Square unless one axis is given: the other then keeps the default aspect (1).
    return Size(width: width ?? height ?? side, height: height ?? width ?? side)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let size = pointSize(in: environment)
    guard resizable else { return size }
    return proposal.replacingUnspecifiedDimensions(by: size)
  }
}

extension ViewTree {
  /// An `Image` of the given point size, resizable or not.
  package func image(width: Double, height: Double, resizable: Bool = false, id: String? = nil)
    -> ViewRef
  {
    leaf(ImageLeaf(width: width, height: height, resizable: resizable), kind: "Image", id: id)
  }

  /// An SF Symbol, sized from the font in its environment (§9.5).
  package func symbol(_ systemName: String, resizable: Bool = false, id: String? = nil) -> ViewRef {
    leaf(
      ImageLeaf(name: systemName, width: nil, height: nil, resizable: resizable, isSymbol: true),
      kind: "Image", id: id)
  }
}
