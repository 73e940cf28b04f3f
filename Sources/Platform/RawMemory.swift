#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Untyped heap blocks that can grow in place (`realloc`), for the JSON writer's byte buffer.
package enum RawMemory {
  /// A block of `count` bytes (uninitialised).
  package static func allocate(_ count: Int) -> UnsafeMutableRawPointer {
    guard let block = malloc(max(count, 1)) else { fatalError("out of memory") }
    return block
  }

  /// The block resized to `count` bytes, its bytes kept (perhaps moved).
  package static func resize(_ block: UnsafeMutableRawPointer, to count: Int)
    -> UnsafeMutableRawPointer
  {
    guard let moved = realloc(block, max(count, 1)) else { fatalError("out of memory") }
    return moved
  }

  /// Frees a block from `allocate` or `resize`.
  package static func free(_ block: UnsafeMutableRawPointer) {
    #if canImport(Darwin)
      Darwin.free(block)
    #else
      Glibc.free(block)
    #endif
  }
}
