#if canImport(Glibc)
  import Glibc
#endif

/// Asks the kernel to back the 2 MiB-aligned middle of a large, freshly reserved buffer with
/// huge pages, where it allows them on request (Linux's transparent huge pages in `madvise`
/// mode, the common default).
///
/// Every large structure of a run (the input, the syntax tree, the view tree, the layout plan
/// and the pass's tables) is allocated once and then written front to back. On this machine a
/// fresh 4 KiB page costs 2–3 µs to fault in, so a 111k-view document spent ~50 ms of its
/// 270 in the kernel; glibc's own `glibc.malloc.hugetlb=1` tunable, which advises every large
/// allocation this way, took that to ~30 ms. The tunable is only read from the environment at
/// start-up, so the structures that matter are advised here, before their first write.
/// Only advice: where huge pages are unavailable nothing changes.
public enum HugePages {
  private static let size = 2 << 20

  /// Advises `bytes` from `start` (only whole 2 MiB pages inside the range are affected, so
  /// buffers under 4 MiB are left alone).
  public static func advise(_ start: UnsafeMutableRawPointer?, bytes: Int) {
    #if os(Linux)
      guard let start, bytes >= 2 * size else { return }
      let mask = UInt(size - 1)
      let first = (UInt(bitPattern: start) + mask) & ~mask
      let last = (UInt(bitPattern: start) + UInt(bytes)) & ~mask
      guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(aligned, Int(last - first), MADV_HUGEPAGE)
    #endif
  }

  /// `count` copies of `value` in an array whose storage was advised before it was filled.
  ///
  /// Inlinable, so that the fill is specialised for the element type: unspecialised, it copied
  /// each element through its type's value witness, a call per element (8% of preparing a
  /// 1.1M-view layout).
  @inlinable public static func array<Element>(repeating value: Element, count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      advise(buffer.baseAddress, bytes: count * MemoryLayout<Element>.stride)
      buffer.baseAddress?.initialize(repeating: value, count: count)
      initialized = count
    }
  }

  /// Reserves room for `count` elements in an empty array and advises it, for arrays filled by
  /// appending up to a known bound.
  public static func reserve<Element>(_ array: inout [Element], _ count: Int) {
    array.reserveCapacity(count)
    let bytes = array.capacity * MemoryLayout<Element>.stride
    array.withUnsafeMutableBufferPointer {
      advise(UnsafeMutableRawPointer($0.baseAddress), bytes: bytes)
    }
  }

  /// Uninitialised room for `count` elements, advised; the caller initialises and deallocates.
  public static func allocate<Element>(
    _ type: Element.Type, capacity count: Int
  ) -> UnsafeMutablePointer<Element> {
    let base = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(count, 1))
    advise(base, bytes: count * MemoryLayout<Element>.stride)
    return base
  }
}
