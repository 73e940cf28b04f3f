import ArgumentParser
import MarkupSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the input named on the command line (`-` is standard input), without Foundation.
enum InputFile {
  static func read(_ path: String) throws -> SourceFile {
    let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else {
      StandardError.write("stackup: error: cannot read '\(path)': \(String(cString: strerror(errno)))\n")
      throw ExitCode(1)
    }
    defer { if fd != 0 { close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        StandardError.write("stackup: error: cannot read '\(path)': \(String(cString: strerror(errno)))\n")
        throw ExitCode(1)
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes)
  }
}

enum StandardOutput {
  static func write(_ text: String) { writeAll(1, text) }
}

enum StandardError {
  static func write(_ text: String) { writeAll(2, text) }
}

private func writeAll(_ fd: Int32, _ text: String) {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
    if n <= 0 {
      if errno == EINTR { continue }
      return
    }
    offset += n
  }
  bytes.removeAll()
}
