/// The distinct environments of a pass, found as `PassFacts` hands environments down: each
/// kept once, with the options and the measure of its font settings (§9.4), so that a view
/// holds an index and views in equal environments share one (`LayoutEnvironment.Shared`).
struct EnvironmentInterning {
  private let options: LayoutOptions
  /// The distinct environments, the host's first.
  private(set) var environments: [LayoutEnvironment.Shared]
  private var indices: [EnvironmentValues: Int32]
  /// Each distinct font setting's index (the default's 0) and measure, made once per setting:
  /// environments that differ in other values share it.
  private var texts: [TextEnvironment: (index: Int32, measure: TextMeasure)]

  init(options: LayoutOptions) {
    self.options = options
    environments = []
    indices = [:]
    texts = [:]
    _ = index(of: EnvironmentValues(host: options))
  }

  /// Environment `k`.
  func shared(_ k: Int32) -> LayoutEnvironment.Shared { environments[Int(k)] }

  /// The index of `values` among the distinct environments, added if new.
  mutating func index(of values: EnvironmentValues) -> Int32 {
    if let known = indices[values] { return known }
    let text = values[TextEnvironmentKey.self]
    let measured: (index: Int32, measure: TextMeasure)
    if let known = texts[text] {
      measured = known
    } else {
      measured = (
        Int32(texts.count),
        TextMeasure(text: text, options: options, lineCache: TextLineCache())
      )
      texts[text] = measured
    }
    let k = Int32(environments.count)
    environments.append(
      LayoutEnvironment.Shared(
        options: options, values: values, measure: measured.measure,
        textIndex: measured.index))
    indices[values] = k
    return k
  }
}
