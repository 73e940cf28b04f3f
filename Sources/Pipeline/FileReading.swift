package import MarkupSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input files without Foundation (it would cost start-up time).
package enum FileReading {
  /// Why a file could not be read.
  package struct Failure: Error, Sendable {
    package var message: String
  }

  /// Reads a whole file (`-` is standard input), refusing more than `limit` bytes.
  ///
  /// A large regular file is mapped rather than read (`SourceBytes.mapping`): no fresh memory
  /// is zeroed and copied into. Anything else is read into one array sized from `fstat`
  /// (appending 64 KiB chunks to a growing array copied the input several times), then copied
  /// once into the file's own storage, which costs nothing that matters below the threshold.
  package static func read(_ path: String, limit: Int = Int.max) throws(Failure) -> SourceFile {
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else { throw failure(path, errno) }
    defer { if fd != 0 { close(fd) } }
    var status = stat()
    let isRegular = fstat(fd, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    let size = isRegular ? Int(status.st_size) : 0
    if size > limit { throw tooLarge(path, limit) }
    if size >= mappingThreshold, let mapped = SourceBytes.mapping(of: fd, count: size) {
      return SourceFile(name: path, bytes: mapped)
    }
    var readError: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
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
    return SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes)
  }

  /// Files from this size on are mapped: below it, reading is as fast (the 7 KB samples take
  /// microseconds either way) and spares a mapping's set-up and tear-down.
  static let mappingThreshold = 1 << 20

  private static func failure(_ path: String, _ error: Int32) -> Failure {
    Failure(message: "cannot read '\(path)': \(String(cString: strerror(error)))")
  }

  private static func tooLarge(_ path: String, _ limit: Int) -> Failure {
    Failure(
      message:
        "'\(path)' is larger than the limit of \(limit) bytes (raise it with --max-input-bytes)")
  }
}
