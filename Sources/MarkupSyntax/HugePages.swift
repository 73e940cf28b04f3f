#if canImport(Glibc)
  import Glibc
#endif

/// Asks the kernel to back the 2 MiB-aligned middle of a large, freshly reserved buffer with
/// huge pages, where it allows them on request (Linux's transparent huge pages in `madvise`
/// mode, the common default).
///
/// The syntax tree of 111k views is about 23 MB, reserved up front and then written once,
/// front to back: with 4 KiB pages that was ~5,600 page faults, a quarter of the time spent
/// in the reader's start-tag callback. A 2 MiB page faults once. `FileReading` does the same
/// for the input it reads. Only advice: where huge pages are unavailable nothing changes.
package enum HugePages {
  private static let size = 2 << 20

  package static func advise(_ start: UnsafeMutableRawPointer?, bytes: Int) {
    #if os(Linux)
      guard let start, bytes >= 2 * size else { return }
      let mask = UInt(size - 1)
      let first = (UInt(bitPattern: start) + mask) & ~mask
      let last = (UInt(bitPattern: start) + UInt(bytes)) & ~mask
      guard last > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(aligned, Int(last - first), MADV_HUGEPAGE)
    #endif
  }
}
