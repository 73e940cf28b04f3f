#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stack size of the current thread when `LargeStack` (Pipeline) started it, kept in a
/// POSIX thread-specific value: a pipeline stage called from inside another one (the CLI's
/// render calls interpretation, then layout) runs inline instead of starting another thread.
package enum LargeStackThread {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Bytes of stack of this thread, or nil when `LargeStack` did not start it.
  package static var currentSize: Int? {
    get {
      let size = Int(bitPattern: pthread_getspecific(key))
      return size > 0 ? size : nil
    }
    set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue ?? 0)) }
  }
}
