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
}

enum StandardError {
  static func write(_ text: String) { writeAll(2, text) }
}

private func writeAll(_ fd: Int32, _ text: String) {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let n = bytes.withUnsafeMutableBytes {
      Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset)
    }
    if n <= 0 {
      if errno == EINTR { continue }
      return
    }
    offset += n
  }
  bytes.removeAll()
}
