internal import Threads

/// Frees large structures on a short-lived thread of their own, off the pipeline's path.
///
/// Releasing a syntax tree or a layout pass's tables means releasing every string, array and
/// dictionary in them one by one: 7 ms each for the 111k-view document, 69 ms (syntax tree)
/// and 94 ms (layout tables) for 1.1M views, spent on the pipeline's thread while the
/// machine's other core idles. Their memory is back well before the layout pass peaks.
enum BackgroundRelease {
  /// Structures of fewer nodes are freed in place: starting a thread costs more (tens of
  /// microseconds) than freeing them.
  static let minimumNodes = 10_000

  /// Drops `value`, which must hold the only references to what it owns (the caller passes
  /// it with `consume`), on a new detached thread when it has `nodes` nodes or more; on this
  /// thread otherwise, or if no thread can be started.
  static func release<T>(_ value: consuming T, nodes: Int) {
    guard nodes >= minimumNodes else { return }
    // Where no thread starts, the box (and the value) is released here on return.
    _ = ThreadStart.run(Box(value), join: false)
  }

  /// Holds the value until the thread releases the box: releasing it is the work.
  private final class Box<T>: ThreadWork {
    let value: T
    init(_ value: consuming T) { self.value = value }
    func perform() {}
  }
}
