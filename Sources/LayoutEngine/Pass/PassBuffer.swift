/// A fixed-size table of values (plain ones: sizes, frames, flags) that lives as long as its
/// owner (one layout pass).
///
/// The pass keeps its mutable per-node state (memo slots, frames, placement stamps) in these
/// rather than in `Array`s: the state lives in a class (the computer), and each access to a
/// class-held array pays a dynamic exclusivity check, a uniqueness check on write and a bounds
/// check, a few million times per large document. A `let` buffer is read and written through
/// its pointer with none of these; indices come from the tree, so bounds are only asserted.
struct PassBuffer<Element>: ~Copyable {
  private let base: UnsafeMutablePointer<Element>
  let count: Int

  init(repeating value: Element, count: Int) {
    base = UnsafeMutablePointer<Element>.allocate(capacity: max(count, 1))
    base.initialize(repeating: value, count: count)
    self.count = count
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  subscript(index: Int) -> Element {
    @inline(__always) get {
      assert(index >= 0 && index < count)
      return base[index]
    }
    @inline(__always) nonmutating set {
      assert(index >= 0 && index < count)
      base[index] = newValue
    }
  }

  subscript(index: Int32) -> Element {
    @inline(__always) get { self[Int(index)] }
    @inline(__always) nonmutating set { self[Int(index)] = newValue }
  }

  /// `count` elements from `start`, for reading or filling a run in place.
  func slice(_ start: Int, _ count: Int) -> UnsafeMutableBufferPointer<Element> {
    assert(start >= 0 && count >= 0 && start + count <= self.count)
    return UnsafeMutableBufferPointer(start: base + start, count: count)
  }
}
