import Dispatch
import MarkupSyntax
import Pipeline

extension SpecCheck {
  /// Runs every spec found on `jobs` workers at once and returns the results in the order of
  /// `found`, so the report is the same whatever `jobs` is.
  ///
  /// Specs are independent (each reads its own file and builds its own tree; nothing in the
  /// pipeline is shared and mutable), so the workers share only the queue position, behind a
  /// serial queue used as a lock, and the result slots, each written by one worker only. Each
  /// spec runs on a large stack (`LargeStack`), as `render` does, so a deep Preview cannot
  /// overflow a worker's stack.
  ///
  /// `progress(done, total)` is called on the calling thread, which otherwise just waits,
  /// after each spec finishes (in completion order). A finished spec's signal also orders its
  /// result slot's write before the caller reads it.
  package static func run(
    _ found: [SpecFiles.Found], options: SpecRunOptions = SpecRunOptions(), jobs: Int,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> [SpecResult] {
    guard !found.isEmpty else { return [] }
    let queue = SpecQueue(found, options: options)
    let workers = max(1, min(jobs, found.count))
    for _ in 0..<workers {
      DispatchQueue.global().async { queue.work() }
    }
    for done in 1...found.count {
      queue.finished.wait()
      progress?(done, found.count)
    }
    return queue.results()
  }
}

/// The specs still to run and their result slots, shared by the workers.
private final class SpecQueue: @unchecked Sendable {
  let found: [SpecFiles.Found]
  let options: SpecRunOptions
  /// Signalled once per finished spec.
  let finished = DispatchSemaphore(value: 0)
  /// Serialises `next`.
  private let lock = DispatchQueue(label: "stackup.check.queue")
  private var next = 0
  /// Slot `i` is written once, by the worker that took spec `i`.
  private var slots: UnsafeMutableBufferPointer<SpecResult?>

  init(_ found: [SpecFiles.Found], options: SpecRunOptions) {
    self.found = found
    self.options = options
    slots = .allocate(capacity: found.count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The index of the next spec to run, or nil when all are taken.
  private func take() -> Int? {
    lock.sync {
      guard next < found.count else { return nil }
      next += 1
      return next - 1
    }
  }

  /// Takes specs off the queue until it is empty.
  func work() {
    while let index = take() {
      let spec = found[index]
      let options = options
      slots[index] = LargeStack.run(depth: options.limits.maxDepth) {
        SpecCheck.run([spec], options: options)[0]
      }
      finished.signal()
    }
  }

  /// Every result, once `finished` has been waited on once per spec.
  func results() -> [SpecResult] { slots.map { $0! } }
}
