internal import Platform

/// Runs the pipeline's recursive stages on a thread with a stack sized for the input, so no
/// caller (the CLI, `check`, `record`, a library user on a 512 KB thread) needs to know that
/// interpretation and layout recurse. Every public `Pipeline` entry point goes through here;
/// a call made on such a thread already runs inline.
///
/// Interpretation recurses once per element level (through components and templates too,
/// bounded by `MarkupLimits.maxDepth`); layout once per view level (nested views and
/// modifier layers, bounded by `MarkupLimits.maxViewDepth`). The stack is reserved, not
/// touched: only the levels used become memory.
package enum LargeStack {
  /// Stack reserved per element level: interpretation's frames for one element (building it,
  /// its modifier chain, a template or component expansion) with a wide margin.
  static let bytesPerElementLevel = 256 * 1024
  /// Stack reserved per view level: the layout pass's frames for one node. Measured at
  /// about 2.5 KB in a debug build (1 KB in release); twice that for margin.
  static let bytesPerViewLevel = 5 * 1024
  /// The smallest stack used, and the largest (levels past it are refused by clamping the
  /// limits, see `supportedElementDepth`).
  static let minimumSize = 64 << 20
  static let maximumSize = 8 << 30

  /// The deepest element nesting and view tree the largest stack fits: higher limits are
  /// clamped to these.
  static let supportedElementDepth = maximumSize / bytesPerElementLevel
  static let supportedViewDepth = maximumSize / bytesPerViewLevel

  /// The stack for `elements` element levels and `views` view levels (any values: huge ones
  /// are clamped before multiplying, so `--max-depth 9223372036854775807` cannot overflow).
  static func size(elements: Int, views: Int) -> Int {
    let forElements = min(max(0, elements), supportedElementDepth) * bytesPerElementLevel
    let forViews = min(max(0, views), supportedViewDepth) * bytesPerViewLevel
    return min(max(minimumSize, forElements, forViews), maximumSize)
  }

  /// Runs `body` on a thread whose stack fits `depth` element levels: for callers that drive
  /// the layout engine or the interpreter themselves (tests, benchmarks).
  package static func run<T>(depth: Int, _ body: @escaping () -> T) -> T {
    run(size: size(elements: depth, views: 0), body)
  }

  /// Runs `body` on a thread with at least `size` bytes of stack and returns its result: on
  /// this thread when it is already such a thread, else on a new one that is joined.
  static func run<T>(size: Int, _ body: @escaping () -> T) -> T {
    if let current = LargeStackThread.currentSize, current >= size { return body() }
    let box = LargeStackBox(body, size: size)
    // Could not start a thread (no memory for the stack): run here instead.
    guard ThreadStart.run(box, stackSize: size, join: true) else { return body() }
    return box.result!
  }
}

private final class LargeStackBox<T>: ThreadWork {
  let body: () -> T
  let size: Int
  var result: T?
  init(_ body: @escaping () -> T, size: Int) {
    self.body = body
    self.size = size
  }
  func perform() {
    LargeStackThread.currentSize = size
    result = body()
  }
}
