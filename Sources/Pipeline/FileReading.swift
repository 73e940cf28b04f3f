public import MarkupSyntax

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
  public static func read(_ path: String, limit: Int = Int.max) throws(Failure) -> SourceFile {
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else {
      throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { if fd != 0 { close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit {
        throw Failure(
          message:
            "'\(path)' is larger than the limit of \(limit) bytes (raise it with --max-input-bytes)"
        )
      }
    }
    return SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes)
  }
}
