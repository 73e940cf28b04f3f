/// The layout of a view without children (Color, a shape, Text, Image, Spacer, Divider): one
/// type per leaf, each in its own file, and the pass reaches every one through this protocol.
///
/// A leaf is sized for a proposal in the environment its ancestors set (the stack orientation
/// Spacers and Dividers read, the line limit Texts read). The other members describe the leaf
/// to its container and have defaults that fit most leaves.
package protocol LeafLayout: Sendable {
  /// The leaf's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment) -> Size

  /// The leaf's spacing preferences (§1.3). Default: plain.
  func spacing(in environment: LayoutEnvironment) -> ViewSpacing

  /// The explicit value of `key` for the leaf at `size` (a Text's baselines). Default: none.
  func explicitAlignment(_ key: AlignmentKey, size: Size, in environment: LayoutEnvironment)
    -> Double?

  /// The guides `explicitAlignment` may answer, so the pass asks only when it can matter.
  /// Default: none.
  var explicitGuides: ExplicitGuides { get }

  /// The leaf's layout priority as its container sees it (§1.6). Default: 0.
  var layoutPriority: Double { get }

  /// Whether the leaf's size is always its proposal with unspecified lengths replaced by 10
  /// (`replacingUnspecifiedDimensions()`), in any environment: a fill (Color, a shape style,
  /// a shape other than a Circle). The pass then answers that itself, without making the
  /// leaf's environment or calling `sizeThatFits` (on the wide 100k row, 500,000 calls, each
  /// retaining and releasing the environment), and does not memoise the leaf under a modifier
  /// layer, which asks it once per evaluation of its own plus once to place it (see
  /// `PassFacts`). Default: false.
  var fillsItsProposal: Bool { get }

  /// The leaf as a control the renderers draw (§8.10), nil for other leaves: asked instead of
  /// casting every leaf. Default: nil.
  var controlDrawing: (any ControlDrawing)? { get }

  /// The leaf's sizing prepared for `environment`, which the pass asks once per view and then
  /// measures the view with instead of `sizeThatFits`; it must give exactly what
  /// `sizeThatFits` gives. For a leaf asked many times whose answers share work (a Text).
  /// Default: nil (`sizeThatFits` is asked).
  func sizing(in environment: LayoutEnvironment) -> (any LeafSizing)?
}

/// A leaf's `sizeThatFits` in one environment (`LeafLayout.sizing(in:)`).
package protocol LeafSizing: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size
}

extension LeafLayout {
  package func spacing(in environment: LayoutEnvironment) -> ViewSpacing { .plain }

  package func explicitAlignment(
    _ key: AlignmentKey, size: Size, in environment: LayoutEnvironment
  ) -> Double? { nil }

  package var explicitGuides: ExplicitGuides { [] }

  package var layoutPriority: Double { 0 }

  package var fillsItsProposal: Bool { false }

  package var controlDrawing: (any ControlDrawing)? { nil }

  package func sizing(in environment: LayoutEnvironment) -> (any LeafSizing)? { nil }
}

/// Which kinds of alignment guide a view may set explicitly, by how containers combine them
/// (§1.15): edge and centre guides (never combined), text baselines, custom guides.
package struct ExplicitGuides: OptionSet, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package static let edges = ExplicitGuides(rawValue: 1)
  package static let baselines = ExplicitGuides(rawValue: 2)
  package static let custom = ExplicitGuides(rawValue: 4)
  /// The guides a container merges from its subviews (baselines and custom guides).
  package static let merged: ExplicitGuides = [.baselines, .custom]
  package static let all: ExplicitGuides = [.edges, .baselines, .custom]

  /// The kind `key` is.
  package init(_ key: AlignmentKey) {
    switch key.combination {
    case .none: self = .edges
    case .minimum: self = .baselines
    case .average: self = .custom
    }
  }

  /// Whether a view setting these guides may have an explicit value for `key`.
  package func mayAnswer(_ key: AlignmentKey) -> Bool { !isDisjoint(with: ExplicitGuides(key)) }
}
