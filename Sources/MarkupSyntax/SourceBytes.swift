package import Platform

/// The bytes of one input (`SourceFile.bytes`), shared by every copy of the file.
///
/// Owned by a class rather than held in an array because a large input is not read at all but
/// mapped (`mapping(of:count:)`): reading the 11 MB file of 111k views into fresh memory took
/// 4–10 ms and the 113 MB one of 1.1M views 25–280 ms on this machine (every new page is zeroed
/// before the copy lands on it), where mapping the page cache takes under 1 ms. One NUL follows
/// the bytes, for libxml2, which parses them in place and stops at a terminator.
package struct SourceBytes: RandomAccessCollection, Sendable {
  private let storage: Storage

  package var startIndex: Int { 0 }
  package var endIndex: Int { storage.count }

  package subscript(position: Int) -> UInt8 {
    precondition(position >= 0 && position < storage.count, "index out of range")
    return storage.base[position]
  }

  /// The bytes for the duration of `body`; the NUL after them is readable too.
  package func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try withExtendedLifetime(storage) {
      try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }
  }

  /// A copy of `bytes`.
  init(copying bytes: some Collection<UInt8>) {
    let count = bytes.count
    let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 1)
    // In one block where the source allows (arrays, native strings' UTF-8): element by element,
    // a 1.5 MB test document took a second to copy in a debug build.
    let copied: Void? = bytes.withContiguousStorageIfAvailable {
      if let source = $0.baseAddress { base.initialize(from: source, count: count) }
    }
    if copied == nil {
      _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: bytes)
    }
    base[count] = 0
    storage = Storage(base: base, count: count, mappedLength: nil)
  }

  /// `count` bytes of the file open as `descriptor`, mapped read-only, or nil where mapping
  /// cannot supply the NUL: a file of whole pages has no zero-filled tail to read it from.
  ///
  /// A file truncated by another process while it is mapped makes reading the lost pages
  /// fault (SIGBUS), as it does for any program that maps its input (editors, `grep`).
  package static func mapping(of descriptor: FileDescriptor, count: Int) -> SourceBytes? {
    let page = MemoryMapping.pageSize
    guard count > 0, page > 0, count % page != 0 else { return nil }
    // The whole file is needed at once, so its pages are mapped now, in one call.
    guard let base = MemoryMapping.map(descriptor, count: count) else { return nil }
    return SourceBytes(storage: Storage(base: base, count: count, mappedLength: count))
  }

  /// Lets a mapped input's pages go from this process's memory (they stay in the page cache)
  /// once the tree is read: after the parse the bytes are only read again to quote a line in a
  /// diagnostic, which maps that page back in. The 113 MB input of 1.1M views otherwise stayed
  /// resident through interpretation, the run's peak. Nothing happens to allocated bytes.
  package func releaseResidentPages() {
    guard let length = storage.mappedLength else { return }
    MemoryMapping.releasePages(storage.base, count: length)
  }

  private init(storage: Storage) { self.storage = storage }

  private final class Storage: @unchecked Sendable {
    /// `count` bytes, then a NUL; never written after creation (hence Sendable).
    let base: UnsafeMutablePointer<UInt8>
    let count: Int
    /// The length passed to `mmap`, when the bytes are a mapping rather than an allocation.
    let mappedLength: Int?

    init(base: UnsafeMutablePointer<UInt8>, count: Int, mappedLength: Int?) {
      self.base = base
      self.count = count
      self.mappedLength = mappedLength
    }

    deinit {
      if let mappedLength {
        MemoryMapping.unmap(base, count: mappedLength)
      } else {
        base.deallocate()
      }
    }
  }
}
