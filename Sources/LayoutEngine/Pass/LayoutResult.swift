/// The outcome of laying out a `ViewTree`: every node's frame in the root's coordinate space
/// (origin top-left, unrounded), plus the canvas the host offered.
public struct LayoutResult: Sendable {
  /// Frames by node index; nil for nodes that were never placed.
  package let frames: LayoutFrames
  /// The host's area: the proposal, with unspecified axes taken from the root view's size.
  public let canvas: Size
  /// How many times a view's size was actually computed, over the computer's lifetime: memo
  /// misses, plus every computation of a view whose size the pass does not memoise (fills and
  /// fixed frames, constant-time). Deterministic.
  package let evaluations: Int
  /// The environment each node was laid out in.
  package let environments: NodeEnvironments
  /// The layouts of the containers whose layout reads the environment, as the pass resolved
  /// them (`EnvironmentReadingLayout`), by node; the tree keeps them as built.
  package let resolvedLayouts: [Int32: any EnvironmentReadingLayout]
  /// The options of the pass.
  package let options: LayoutOptions
  /// How far each scroll view reached into the safe area, turned into insets of its content
  /// (§5.10), by node index; absent for those that did not reach.
  package let scrollSafeAreaInsets: [Int32: EdgeInsets]

  /// The frame of `node` in root coordinates, nil if the node was not placed.
  public func frame(of node: NodeID) -> Rect? { frames[Int(node.index)] }

  /// The font a Text at `node` was measured with (§9.3).
  package func font(of node: NodeID) -> ResolvedFont {
    environments[Int(node.index)].values[TextEnvironmentKey.self].resolvedFont(options)
  }

  /// Whether a Text at `node` has a font other than the default one: a font setting above it,
  /// or a host Dynamic Type size or platform other than the defaults (§9.6).
  package func hasOwnFont(_ node: NodeID) -> Bool {
    options.dynamicTypeSize != .large || options.platform != .iOS
      || environments.hasOwnFontSettings(Int(node.index))
  }

  /// How a Text at `node` was measured (its font's metrics, §9.4).
  package func textMeasure(of node: NodeID) -> TextMeasure {
    TextMeasure(
      text: environments[Int(node.index)].values[TextEnvironmentKey.self], options: options)
  }

  /// The font and metrics a Text at `node` was measured with: the pass's own measure, made
  /// once per font setting (JSON made one per Text again: 1.4 M instructions of a real
  /// 1,000-view screen).
  package func measuredFont(of node: NodeID) -> (font: ResolvedFont, metrics: TextMetrics) {
    let measure = environments[Int(node.index)].measure ?? textMeasure(of: node)
    return (measure.font, measure.metrics)
  }

  /// The layout container `node` was laid out with: `built`, the tree's, or the one the pass
  /// resolved from it in the node's environment.
  package func layout(of node: Int, built: AnyLayout) -> AnyLayout {
    guard !resolvedLayouts.isEmpty, let resolved = resolvedLayouts[Int32(node)] else {
      return built
    }
    return AnyLayout(resolved)
  }

  /// The environment `node` was laid out in, as a control's drawing asks it (§8.10).
  package func environment(of node: NodeID) -> LayoutEnvironment {
    LayoutEnvironment(orientation: nil, shared: environments[Int(node.index)])
  }
}

/// Which environment each node of a laid-out tree had: the pass's distinct environments, and
/// each node's index among them (none when every node has the host's).
package struct NodeEnvironments: Sendable {
  let environments: [LayoutEnvironment.Shared]
  let indices: [Int32]

  /// Node `i`'s environment.
  subscript(_ i: Int) -> LayoutEnvironment.Shared {
    indices.isEmpty ? environments[0] : environments[Int(indices[i])]
  }

  /// Whether node `i` has font settings of their own: the pass numbers the default settings
  /// 0, so this is an index test, not a comparison of settings (which took 80 M instructions
  /// over the JSON of a 111k-view document).
  func hasOwnFontSettings(_ i: Int) -> Bool {
    !indices.isEmpty && environments[Int(indices[i])].textIndex != 0
  }
}
