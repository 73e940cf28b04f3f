#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// An open file, read and written with the C library (Foundation would cost start-up time).
///
/// Every call retries on `EINTR`. The owner closes it (`close()`); standard streams are never
/// closed.
package struct FileDescriptor: Sendable {
  package let raw: Int32

  package init(raw: Int32) { self.raw = raw }

  package static let standardInput = FileDescriptor(raw: 0)
  package static let standardOutput = FileDescriptor(raw: 1)
  package static let standardError = FileDescriptor(raw: 2)

  /// Opens `path` for reading without blocking on the open itself: opening a FIFO waits for a
  /// writer otherwise, so a caller that refuses FIFOs could hang before it can look at the file.
  /// Reads block as usual (`O_NONBLOCK` is cleared once the file is open).
  package static func openForReading(_ path: String) throws(SystemError) -> FileDescriptor {
    let fd = retrying { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard fd >= 0 else { throw .current }
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    return FileDescriptor(raw: fd)
  }

  /// Creates a new file, readable and writable by its owner only, with a unique name in
  /// `folder` that starts with `prefix`; returns it with its path.
  package static func createUnique(in folder: String, prefix: String) throws(SystemError) -> (
    FileDescriptor, path: String
  ) {
    let base = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    var template = Array((base + prefix + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .current }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return (FileDescriptor(raw: fd), path)
  }

  /// Reads up to `buffer.count` bytes; 0 means the end of the file.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    let n = retrying { systemRead(raw, base, buffer.count) }
    guard n >= 0 else { throw .current }
    return n
  }

  /// Writes every byte, continuing after short writes.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let n = retrying { systemWrite(raw, base + offset, bytes.count - offset) }
      guard n > 0 else { throw n == 0 ? SystemError(code: EIO) : .current }
      offset += n
    }
  }

  /// Writes the UTF-8 bytes of `text`.
  package func writeAll(_ text: String) throws(SystemError) {
    var text = text
    var failure: SystemError? = nil
    text.withUTF8 { bytes in
      do throws(SystemError) {
        try writeAll(UnsafeRawBufferPointer(bytes))
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// What the file is, its size, mode and identity.
  package func status() throws(SystemError) -> FileStatus {
    var info = stat()
    guard fstat(raw, &info) == 0 else { throw .current }
    return FileStatus(info)
  }

  /// Sets the permission bits (`record` keeps a spec's mode when it replaces the file).
  package func setPermissions(_ mode: UInt32) throws(SystemError) {
    guard retrying({ fchmod(raw, mode_t(mode)) }) == 0 else { throw .current }
  }

  /// Waits until the bytes written are on the disk.
  package func synchronize() throws(SystemError) {
    guard retrying({ fsync(raw) }) == 0 else { throw .current }
  }

  /// Closes the file; reports a failure, as a delayed write error can surface here.
  package func close() throws(SystemError) {
    #if canImport(Darwin)
      guard Darwin.close(raw) == 0 else { throw .current }
    #else
      guard Glibc.close(raw) == 0 else { throw .current }
    #endif
  }
}

/// Repeats `call` while it fails with `EINTR`.
func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
  while true {
    let result = call()
    if result >= 0 || errno != EINTR { return result }
  }
}

#if canImport(Darwin)
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#else
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#endif
