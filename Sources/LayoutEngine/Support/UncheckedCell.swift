/// The project's one door to unchecked exclusivity: a value kept in a class without the
/// run-time exclusivity check Swift makes on every access to a class's stored `var`.
///
/// Why it exists: each checked access costs about 60 instructions, and the layout pass and
/// the interpreter touch a few properties once per view or per evaluation (docs/performance.md,
/// "Checked accesses"). A property earns a cell only with a measured gain at 1k and 10k views,
/// noted where it is declared; everything else stays checked.
///
/// The rule that keeps it sound: a cell is owned by one object used on one thread, and no
/// code modifies a cell's value while another access to the same value is in progress (for
/// example, no closure that writes the cell runs inside a `modify` of the same cell). Keep
/// the cell as a `let` of its owner, so that reaching the cell is not checked either.
///
/// Other modules use `unchecked`, inlined into them: an access another module makes to the
/// stored `value` is compiled and checked there, whatever its attribute says, and an accessor
/// it does not inline runs as a generic coroutine. `@usableFromInline` on the class is what
/// lets them inline it. This module keeps the stored property: in the layout pass the
/// accessor cost 19 M instructions at 111k views.
@usableFromInline package final class UncheckedCell<Value> {
  @exclusivity(unchecked) @usableFromInline package var value: Value

  /// `value`, for other modules.
  @inlinable package var unchecked: Value {
    _read { yield value }
    _modify { yield &value }
  }

  package init(_ value: Value) { self.value = value }
}

/// The project's one door to unsafe memory: a run of `count` elements a class owns, read and
/// written by index without the exclusivity and uniqueness checks an `Array` kept in a class
/// pays on each access (a write to an array in a class checks exclusivity, then copies the
/// array unless it is uniquely referenced).
///
/// Why it exists: the layout pass writes one frame and one placement stamp for each view it
/// places, remembers every view's spacing, and keeps its size memo in such runs; as arrays
/// these accesses were a tenth of the pass (docs/performance.md, "One door to unchecked code").
///
/// The rules that keep it sound: indices are checked in debug builds only, so callers index
/// within `count` (the pass indexes by node, and sizes each buffer by the tree); the buffer
/// is owned by one object used on one thread, held in a `let`; and `grow` moves the elements,
/// so no caller keeps an element's address.
package final class UncheckedBuffer<Element> {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) package private(set) var count: Int

  /// A buffer of `count` copies of `value`.
  package init(repeating value: Element, count: Int) {
    base = .allocate(capacity: count)
    base.initialize(repeating: value, count: count)
    self.count = count
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The element at `index` (0 ..< `count`).
  package subscript(index: Int) -> Element {
    @inline(__always) get {
      assert(index >= 0 && index < count)
      return base[index]
    }
    @inline(__always) set {
      assert(index >= 0 && index < count)
      base[index] = newValue
    }
  }

  /// A buffer of `count` elements left uninitialised: for a trivial `Element` that is always
  /// written before it is read (a table's room to grow), where initialising the room cost
  /// more than using it.
  package init(uninitializedCount count: Int) where Element: BitwiseCopyable {
    base = .allocate(capacity: count)
    self.count = count
  }

  /// Makes the buffer `newCount` elements long (at least `count`), the new ones left
  /// uninitialised (see `init(uninitializedCount:)`).
  package func grow(uninitializedTo newCount: Int) where Element: BitwiseCopyable {
    moveElements(toLength: newCount)
  }

  /// Makes the buffer `newCount` elements long (at least `count`), the new ones `value`.
  package func grow(to newCount: Int, repeating value: Element) {
    let old = count
    moveElements(toLength: newCount)
    (base + old).initialize(repeating: value, count: newCount - old)
  }

  /// Moves the elements into storage for `newCount` (at least `count`), the rest of it
  /// uninitialised.
  private func moveElements(toLength newCount: Int) {
    precondition(newCount >= count)
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
    moved.moveInitialize(from: base, count: count)
    base.deallocate()
    base = moved
    count = newCount
  }

  /// The elements, copied into an array.
  package var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
