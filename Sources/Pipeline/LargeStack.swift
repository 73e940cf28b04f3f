#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread with a large stack. Layout and tree building recurse once per level
/// of nesting (and once per modifier layer); the parser's depth limit bounds that, and the
/// stack is sized for the limit, so nothing below the limit can overflow.
public enum LargeStack {
  /// Stack bytes reserved per level of element nesting (each element may add several engine
  /// levels: modifier layers, decorations, groups).
  public static let bytesPerLevel = 256 * 1024

  /// Runs `body` on a new thread whose stack fits `depth` levels, and returns its result.
  public static func run<T>(depth: Int, _ body: @escaping () -> T) -> T {
    let box = LargeStackBox(body)
    let size = min(max(64 << 20, depth * bytesPerLevel), 8 << 30)
    // Allocated rather than `pthread_attr_t()`: the type is visible through two modules
    // (Glibc and the libxml2 shim), which makes its initializer ambiguous under
    // MemberImportVisibility.
    let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
    pthread_attr_init(attributes)
    defer {
      pthread_attr_destroy(attributes)
      attributes.deallocate()
    }
    pthread_attr_setstacksize(attributes, size)
    let unmanaged = Unmanaged.passRetained(box)
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t? = nil
    #endif
    let started = pthread_create(
      &thread, attributes,
      { raw in
        let box = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! any LargeStackWork
        box.perform()
        return nil
      }, unmanaged.toOpaque())
    guard started == 0 else {
      // Could not start a thread: run here instead.
      unmanaged.release()
      return body()
    }
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      pthread_join(thread!, nil)
    #endif
    return box.result!
  }
}

private protocol LargeStackWork: AnyObject {
  func perform()
}

private final class LargeStackBox<T>: LargeStackWork {
  let body: () -> T
  var result: T?
  init(_ body: @escaping () -> T) { self.body = body }
  func perform() { result = body() }
}
