public import MarkupSyntax
internal import MemoryAdvice

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input files without Foundation (it would cost start-up time).
public enum FileReading {
  /// Why a file could not be read.
  public struct Failure: Error, Sendable {
    public var message: String
  }

  /// Reads a whole file (`-` is standard input), refusing more than `limit` bytes.
  ///
  /// A regular file is read straight into one array sized from `fstat`, with room for the NUL
  /// that `SourceFile` appends. Appending 64 KiB chunks to a growing array instead copied the
  /// input several times and left twice its size allocated for the rest of the run (19 MB for
  /// the 9.4 MB, 111k-view document, where this now holds 9.4 MB).
  public static func read(_ path: String, limit: Int = Int.max) throws(Failure) -> SourceFile {
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else { throw failure(path, errno) }
    defer { if fd != 0 { close(fd) } }
    var status = stat()
    let isRegular = fstat(fd, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    let size = isRegular ? Int(status.st_size) : 0
    if size > limit { throw tooLarge(path, limit) }
    var readError: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      // Faulting in a large input's 4 KiB pages cost more than copying it from the page cache.
      HugePages.advise(buffer.baseAddress, bytes: buffer.count)
      while count < size {
        let n = Glibc.read(fd, buffer.baseAddress! + count, size - count)
        if n < 0 {
          if errno == EINTR { continue }
          readError = errno
          return
        }
        if n == 0 { break }
        count += n
      }
    }
    if readError != 0 { throw failure(path, readError) }
    // Whatever the size did not cover: standard input, a pipe, a file that grew since `fstat`.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno)
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit { throw tooLarge(path, limit) }
    }
    // Handed over, not copied: `SourceFile` appends its NUL into the room left above.
    return SourceFile(name: path == "-" ? "<stdin>" : path, bytes: consume bytes)
  }

  private static func failure(_ path: String, _ error: Int32) -> Failure {
    Failure(message: "cannot read '\(path)': \(String(cString: strerror(error)))")
  }

  private static func tooLarge(_ path: String, _ limit: Int) -> Failure {
    Failure(
      message:
        "'\(path)' is larger than the limit of \(limit) bytes (raise it with --max-input-bytes)")
  }
}
