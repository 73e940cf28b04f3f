import ArgumentParser
import MarkupSyntax
import Pipeline

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the input named on the command line (`-` is standard input).
enum InputFile {
  static func read(_ path: String) throws -> SourceFile {
    do {
      return try FileReading.read(path)
    } catch {
      StandardError.write("stackup: error: \(error.message)\n")
      throw ExitCode(1)
    }
  }
}

enum StandardOutput {
  static func write(_ text: String) { writeAll(1, text) }

  /// Writes `bytes` as they are (a chunk of streamed output; no copy).
  static func write(bytes: UnsafeRawBufferPointer) { writeAll(1, bytes) }
}

enum StandardError {
  static func write(_ text: String) { writeAll(2, text) }
}

private func writeAll(_ fd: Int32, _ text: String) {
  var text = text
  text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
}

/// Writes every byte, retrying short writes and interrupted calls; gives up silently on
/// other errors (a closed pipe), as the command has nothing better to do with its output.
private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
  guard let base = bytes.baseAddress else { return }
  var offset = 0
  while offset < bytes.count {
    let n = Glibc.write(fd, base + offset, bytes.count - offset)
    if n <= 0 {
      if errno == EINTR { continue }
      return
    }
    offset += n
  }
}
