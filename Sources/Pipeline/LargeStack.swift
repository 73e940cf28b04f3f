internal import Threads

/// Runs work on a thread with a large stack. Layout and tree building recurse once per level
/// of nesting (and once per modifier layer); the parser's depth limit bounds that, and the
/// stack is sized for the limit, so nothing below the limit can overflow.
package enum LargeStack {
  /// Stack bytes reserved per level of element nesting (each element may add several engine
  /// levels: modifier layers, decorations, groups).
  package static let bytesPerLevel = 256 * 1024

  /// Runs `body` on a new thread whose stack fits `depth` levels, and returns its result.
  package static func run<T>(depth: Int, _ body: @escaping () -> T) -> T {
    let box = LargeStackBox(body)
    let size = min(max(64 << 20, depth * bytesPerLevel), 8 << 30)
    // Could not start a thread: run here instead.
    guard ThreadStart.run(box, stackSize: size, join: true) else { return body() }
    return box.result!
  }
}

private final class LargeStackBox<T>: ThreadWork {
  let body: () -> T
  var result: T?
  init(_ body: @escaping () -> T) { self.body = body }
  func perform() { result = body() }
}
