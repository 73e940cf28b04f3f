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

  /// Whether the size is the proposal with defaults, found faster than a memo lookup: such a
  /// leaf is not memoised under a modifier layer, which measures it once per evaluation of its
  /// own plus once to place it (see `PassFacts`). Default: false.
  var isMeasuredInConstantTime: Bool { get }

  /// The leaf as a control the renderers draw (§8.10), nil for other leaves: asked instead of
  /// casting every leaf. Default: nil.
  var controlDrawing: (any ControlDrawing)? { get }
}

extension LeafLayout {
  package func spacing(in environment: LayoutEnvironment) -> ViewSpacing { .plain }

  package func explicitAlignment(
    _ key: AlignmentKey, size: Size, in environment: LayoutEnvironment
  ) -> Double? { nil }

  package var explicitGuides: ExplicitGuides { [] }

  package var layoutPriority: Double { 0 }

  package var isMeasuredInConstantTime: Bool { false }

  package var controlDrawing: (any ControlDrawing)? { nil }
}

/// What a view's ancestors tell its layout: the stack orientation in force, the line limit and
/// the font settings and the control styles, plus the pass's options.
///
/// The options and the font settings sit behind one shared reference (`Shared`), the same for
/// every view with the same settings in a pass: a pass builds an environment for each leaf it
/// measures, and copying the options, the settings and their measure each time cost about
/// 110 M instructions over a 111k-view document. Setting either makes a new reference.
package struct LayoutEnvironment {
  /// The nearest container's stack orientation (Spacer and Divider read it), nil outside stacks.
  package var orientation: Axis?
  /// The line limit set by the nearest `.lineLimit` above (Text reads it).
  package var lineLimit: Int?
  /// The lines of height the nearest `.lineLimit` above reserves (`2...4`, `reservesSpace`;
  /// §7.4), 0 for none.
  package var reservedLines: Int
  /// The control styles and size set above (controls read them, §8.1).
  package var controls: ControlStyles
  private var shared: Shared

  /// The options, the font settings and, when the pass resolved it once for all the views
  /// sharing them, the settings' measure.
  package final class Shared: Sendable {
    let options: LayoutOptions
    let text: TextEnvironment
    let measure: TextMeasure?

    package init(options: LayoutOptions, text: TextEnvironment, measure: TextMeasure?) {
      self.options = options
      self.text = text
      self.measure = measure
    }
  }

  package init(
    orientation: Axis? = nil, lineLimit: Int? = nil, reservedLines: Int = 0,
    text: TextEnvironment = .default, textMeasure: TextMeasure? = nil, options: LayoutOptions,
    controls: ControlStyles = .default
  ) {
    self.init(
      orientation: orientation, lineLimit: lineLimit, reservedLines: reservedLines,
      shared: Shared(options: options, text: text, measure: textMeasure), controls: controls)
  }

  /// An environment over settings the pass shares among views.
  package init(
    orientation: Axis?, lineLimit: Int?, reservedLines: Int, shared: Shared,
    controls: ControlStyles
  ) {
    self.orientation = orientation
    self.lineLimit = lineLimit
    self.reservedLines = reservedLines
    self.shared = shared
    self.controls = controls
  }

  package var options: LayoutOptions {
    get { shared.options }
    set { shared = Shared(options: newValue, text: shared.text, measure: nil) }
  }

  /// The font settings the modifiers above set (Text and symbol images read them, §9.3).
  package var text: TextEnvironment {
    get { shared.text }
    set { shared = Shared(options: shared.options, text: newValue, measure: nil) }
  }

  /// The font a Text here uses (§9.3).
  package var font: ResolvedFont { textMeasure.font }

  /// How a Text here is measured: its font's metrics (§9.4).
  package var textMeasure: TextMeasure {
    shared.measure ?? TextMeasure(text: text, options: options)
  }
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
