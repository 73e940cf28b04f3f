#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Mapping a file read-only into memory (`SourceBytes` maps large inputs instead of reading).
package enum MemoryMapping {
  /// The system's page size in bytes.
  package static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }

  /// `count` bytes of the file open as `descriptor`, mapped privately and read-only, or nil
  /// when mapping fails. On Linux the pages are read in at once (`MAP_POPULATE`): the whole
  /// file is needed.
  package static func map(_ descriptor: FileDescriptor, count: Int) -> UnsafeMutablePointer<UInt8>?
  {
    #if os(Linux)
      let flags = MAP_PRIVATE | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE
    #endif
    guard let address = mmap(nil, count, PROT_READ, flags, descriptor.raw, 0),
      address != MAP_FAILED
    else { return nil }
    return address.assumingMemoryBound(to: UInt8.self)
  }

  /// Undoes `map`.
  package static func unmap(_ base: UnsafeMutablePointer<UInt8>, count: Int) {
    _ = munmap(base, count)
  }

  /// Lets the mapped pages go from this process's memory; reading them again maps them back
  /// from the page cache.
  package static func releasePages(_ base: UnsafeMutablePointer<UInt8>, count: Int) {
    #if os(Linux)
      _ = madvise(base, count, MADV_DONTNEED)
    #endif
  }
}
