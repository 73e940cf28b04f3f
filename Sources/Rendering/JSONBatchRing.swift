import LayoutEngine
import Threads

/// Writes a large document's JSON with both of the machine's cores: the calling thread and
/// one helper thread each take the next batch of a `JSONWorkPlan`, render it into a buffer of
/// a small ring, and the calling thread hands the buffers to `write` strictly in batch order.
///
/// Rendering is the whole JSON stage (36 ms for the 111k-view document into /dev/null) and
/// batches are independent, so the helper takes about half of them. Memory stays bounded: a
/// batch is claimed only into a free slot, at most `slotCount` ahead of the next to write,
/// so a few MB exist at once whatever the size of the document, and a slow reader of the
/// output holds both threads back.
///
/// The calling thread never sits waiting on a helper that the scheduler has set aside (the
/// machine's other core may be busy with another process): when it can neither write nor
/// claim, it renders the helper's unfinished next batch again itself, into a buffer of its
/// own, and the helper's copy is thrown away when it ends. Without this, a helper preempted
/// mid-batch held the output up for a whole time slice, doubling the stage.
final class JSONBatchRing: ThreadWork {
  /// Batches claimed and not yet written, at most.
  static let slotCount = 4

  private let plan: JSONWorkPlan
  private let walk: JSONTreeWalk
  private let slots: [Slot]
  private let lock = ConditionLock()
  // Guarded by `lock`, as is each slot's `state`.
  /// The first batch no thread has claimed.
  private var nextBatch = 0
  /// Batches handed to `write` so far.
  private var written = 0

  /// One buffer of the ring: batch `b` is rendered into slot `b % slotCount`.
  private final class Slot {
    enum State: Equatable {
      case free
      /// A thread is rendering batch `b` into `out`.
      case rendering(Int)
      /// Batch `b` is in `out`, waiting to be written.
      case ready(Int)

      var isRendering: Bool {
        if case .rendering = self { true } else { false }
      }
    }
    var out: JSONWriter
    var state = State.free

    init(capacity: Int) { out = JSONWriter(capacity: capacity) }
  }

  /// A ring for `plan`, whose batches hold about `batchBytes` bytes each. `walk` reads the
  /// tree the plan was made from, which must outlive the call to `write(into:)`.
  init(_ plan: JSONWorkPlan, walk: JSONTreeWalk, batchBytes: Int) {
    self.plan = plan
    self.walk = walk
    // A batch can end one unit past `batchBytes`; the writer grows where a unit is larger.
    slots = (0..<Self.slotCount).map { _ in Slot(capacity: 2 * batchBytes) }
  }

  /// Claims the next batch when its slot is free and it is within the ring (lock held).
  private func claim() -> Int? {
    let b = nextBatch
    guard b < plan.batchCount, b - written < Self.slotCount else { return nil }
    let slot = slots[b % Self.slotCount]
    guard slot.state == .free else { return nil }
    slot.state = .rendering(b)
    nextBatch += 1
    return b
  }

  /// The helper thread: renders batches until none is left to claim.
  func perform() {
    var steps: [JSONStep] = []
    var properties = JSONPropertyCache()
    lock.lock()
    while nextBatch < plan.batchCount {
      guard let b = claim() else {
        lock.wait()
        continue
      }
      lock.unlock()
      let slot = slots[b % Self.slotCount]
      render(b, into: &slot.out, &steps, &properties)
      lock.lock()
      if b < written {
        // The calling thread wrote this batch itself meanwhile.
        slot.out.discard()
        slot.state = .free
      } else {
        slot.state = .ready(b)
      }
      lock.broadcast()
    }
    lock.unlock()
  }

  /// On the calling thread: writes every batch to `write` in order as soon as it is rendered,
  /// and renders unclaimed batches itself meanwhile. Works alone (renders every batch) if the
  /// helper thread never started. Returns once the last batch is written and the helper is not
  /// rendering: from then on it touches neither the tree nor `write`.
  func write(into write: (UnsafeRawBufferPointer) -> Void) {
    var steps: [JSONStep] = []
    var properties = JSONPropertyCache()
    var own = JSONWriter(capacity: 0)
    lock.lock()
    while written < plan.batchCount {
      let slot = slots[written % Self.slotCount]
      if slot.state == .ready(written) {
        lock.unlock()
        slot.out.drain(into: write)
        lock.lock()
        slot.state = .free
        written += 1
        lock.broadcast()
      } else if let b = claim() {
        let claimed = slots[b % Self.slotCount]
        lock.unlock()
        render(b, into: &claimed.out, &steps, &properties)
        lock.lock()
        claimed.state = .ready(b)
      } else if slot.state == .rendering(written) {
        // The helper holds the next batch to write and nothing else can be done: render it
        // here too (see the type's comment).
        let b = written
        lock.unlock()
        render(b, into: &own, &steps, &properties)
        own.drain(into: write)
        lock.lock()
        written += 1
        if slot.state == .ready(b) {
          // The helper finished its copy meanwhile, before seeing it was no longer needed.
          slot.out.discard()
          slot.state = .free
        }
        lock.broadcast()
      } else {
        lock.wait()
      }
    }
    // The helper may still be rendering a batch written here instead: wait for it, since the
    // tree it reads may go as soon as this returns.
    while slots.contains(where: { $0.state.isRendering }) { lock.wait() }
    lock.unlock()
  }

  /// Renders batch `b`'s units into `out`.
  private func render(
    _ b: Int, into out: inout JSONWriter, _ steps: inout [JSONStep],
    _ properties: inout JSONPropertyCache
  ) {
    for unit in plan.batch(b) {
      steps.append(unit)
      walk.run(&steps, &out, &properties, drainingAt: .max) { _ in }
    }
  }
}
