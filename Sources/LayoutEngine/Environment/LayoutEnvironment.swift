/// What a view's ancestors tell its layout: the environment values the modifiers above it
/// wrote (read by key), the stack orientation its container hands down, and the pass's
/// options.
///
/// The values, the options and the text measure sit behind one shared reference (`Shared`),
/// the same for every view in the same environment: the pass makes one per distinct
/// environment (`PassFacts`) and an environment for each leaf it measures, and copying the
/// options, the settings and their measure each time cost about 110 M instructions over a
/// 111k-view document. Writing a value makes a new reference.
package struct LayoutEnvironment {
  /// The nearest container's stack orientation (Spacer and Divider read it), nil outside
  /// stacks: a fact the container hands its subviews, not an environment value.
  package var orientation: Axis?
  private(set) var shared: Shared

  /// One distinct environment of a pass: its values and options and, resolved once for all
  /// the views in it, the text measure of its font settings.
  package final class Shared: Sendable {
    let options: LayoutOptions
    let values: EnvironmentValues
    let measure: TextMeasure?
    /// The index of the values' font settings among the pass's distinct ones, the default
    /// first (0): what JSON asks to tell a Text with a font of its own (§9.6).
    let textIndex: Int32

    init(options: LayoutOptions, values: EnvironmentValues, measure: TextMeasure?, textIndex: Int32)
    {
      self.options = options
      self.values = values
      self.measure = measure
      self.textIndex = textIndex
    }
  }

  /// An environment the pass shares among views.
  init(orientation: Axis?, shared: Shared) {
    self.orientation = orientation
    self.shared = shared
  }

  package var options: LayoutOptions { shared.options }

  /// The values the modifiers above wrote. Writing them (a layer's `adjust`) makes an
  /// environment that is not yet one of the pass's: no shared measure, text index 0, until
  /// the pass looks it up (`EnvironmentInterning`).
  package var values: EnvironmentValues {
    get { shared.values }
    set {
      shared = Shared(options: shared.options, values: newValue, measure: nil, textIndex: 0)
    }
  }

  /// The value of `key` here.
  package subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { shared.values[key] }
    set { values[key] = newValue }
  }

  /// The font a Text here uses (§9.3).
  package var font: ResolvedFont { textMeasure.font }

  /// How a Text here is measured: its font's metrics (§9.4).
  package var textMeasure: TextMeasure {
    shared.measure ?? TextMeasure(text: self[TextEnvironmentKey.self], options: options)
  }
}
