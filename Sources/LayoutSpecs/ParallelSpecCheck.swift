import MarkupSyntax
import Pipeline
import Threads

extension SpecCheck {
  /// Runs every spec found on `jobs` threads at once and returns the results in the order of
  /// `found`, so the report is the same whatever `jobs` is.
  ///
  /// Specs are independent (each reads its own file and builds its own tree; nothing in the
  /// pipeline is shared and mutable), so the workers share only a queue position and the
  /// result slots, both behind one lock. Each spec runs on a large stack (`LargeStack`), as
  /// `render` does, so a deep Preview cannot overflow a worker's stack.
  ///
  /// `progress(done, total)` is called on the calling thread, which otherwise just waits,
  /// after each spec finishes (in completion order).
  public static func run(
    _ found: [SpecFiles.Found], options: SpecRunOptions = SpecRunOptions(), jobs: Int,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> [SpecResult] {
    let queue = SpecQueue(found, options: options)
    var started = 0
    for _ in 0..<max(1, min(jobs, found.count)) {
      if ThreadStart.run(SpecWorker(queue), join: false) { started += 1 }
    }
    // No thread could be started: work through the queue here.
    if started == 0 { SpecWorker(queue).perform() }
    return queue.waitForAll(progress: progress)
  }
}

/// The specs still to run and the results so far, shared by the workers.
private final class SpecQueue {
  let found: [SpecFiles.Found]
  let options: SpecRunOptions
  let lock = ConditionLock()
  // Guarded by `lock`.
  var next = 0
  var done = 0
  var results: [SpecResult?]

  init(_ found: [SpecFiles.Found], options: SpecRunOptions) {
    self.found = found
    self.options = options
    results = Array(repeating: nil, count: found.count)
  }

  /// The index of the next spec to run, or nil when all are taken.
  func take() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < found.count else { return nil }
    next += 1
    return next - 1
  }

  func finish(_ index: Int, _ result: SpecResult) {
    lock.lock()
    results[index] = result
    done += 1
    lock.broadcast()
    lock.unlock()
  }

  /// Waits until every spec has a result, reporting progress as they come in.
  func waitForAll(progress: ((Int, Int) -> Void)?) -> [SpecResult] {
    lock.lock()
    var reported = 0
    while done < found.count {
      if done > reported, let progress {
        reported = done
        lock.unlock()
        progress(reported, found.count)
        lock.lock()
        continue
      }
      lock.wait()
    }
    let finished = results.map { $0! }
    lock.unlock()
    return finished
  }
}

/// One worker: takes specs off the queue until it is empty.
private final class SpecWorker: ThreadWork {
  let queue: SpecQueue
  init(_ queue: SpecQueue) { self.queue = queue }

  func perform() {
    while let index = queue.take() {
      let spec = queue.found[index]
      let options = queue.options
      let result = LargeStack.run(depth: options.limits.maxDepth) {
        SpecCheck.run([spec], options: options)[0]
      }
      queue.finish(index, result)
    }
  }
}
