#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work handed to a thread started by `ThreadStart`. The thread holds the only extra reference
/// and drops it after `perform()`, so whatever the object owns is released on that thread.
package protocol ThreadWork: AnyObject {
  func perform()
}

/// Starts POSIX threads without Foundation: for `LargeStack` (a joined thread with a large
/// stack, as deep documents recurse).
package enum ThreadStart {
  /// Runs `work.perform()` on a new thread, with a stack of `stackSize` bytes when given, and
  /// waits for it when `join` is true. Returns false, having run nothing, when no thread could
  /// be started.
  package static func run(_ work: any ThreadWork, stackSize: Int? = nil, join: Bool) -> Bool {
    // Allocated rather than `pthread_attr_t()`: where the type is visible through two modules
    // (Glibc and the libxml2 shim, as in Pipeline, where this code began), its initializer is
    // ambiguous under MemberImportVisibility.
    let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
    pthread_attr_init(attributes)
    defer {
      pthread_attr_destroy(attributes)
      attributes.deallocate()
    }
    if let stackSize { pthread_attr_setstacksize(attributes, stackSize) }
    if !join { pthread_attr_setdetachstate(attributes, Int32(PTHREAD_CREATE_DETACHED)) }
    let unmanaged = Unmanaged.passRetained(Handle(work))
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t? = nil
    #endif
    let started = pthread_create(
      &thread, attributes,
      { raw in
        Unmanaged<Handle>.fromOpaque(raw!).takeRetainedValue().work.perform()
        return nil
      }, unmanaged.toOpaque())
    guard started == 0 else {
      unmanaged.release()
      return false
    }
    if join {
      #if canImport(Glibc)
        pthread_join(thread, nil)
      #else
        pthread_join(thread!, nil)
      #endif
    }
    return true
  }

  /// The work, in a class of known type: the thread takes it back without a dynamic cast to
  /// `ThreadWork`, whose first conformance lookup scanned the binary's conformance records
  /// (about 150k instructions, 1.8% of `hello.xml`).
  private final class Handle {
    let work: any ThreadWork
    init(_ work: any ThreadWork) { self.work = work }
  }
}
