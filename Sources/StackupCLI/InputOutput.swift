import ArgumentParser
import MarkupSyntax
import Pipeline
import Platform

/// Reads the input named on the command line (`-` is standard input).
enum InputFile {
  /// Reads at most `limit` bytes: more is refused while reading, so an endless input (a pipe
  /// from `yes`, `/dev/zero`) ends with an error rather than exhausting memory.
  static func read(_ path: String, limit: Int) throws -> SourceFile {
    do {
      return try FileReading.read(path, limit: limit)
    } catch {
      StandardError.write("stackup: error: \(error.message)\n")
      throw ExitCode(1)
    }
  }
}

/// Standard output, written with `write(2)` (no buffering to flush at exit).
///
/// A write error (a full disk behind `> file`, `/dev/full`, a closed descriptor, a reader that
/// went away) stops further output and is remembered: `Command.main` then reports it and exits
/// with 1, so a script never mistakes a truncated output for a complete one.
enum StandardOutput {
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Writes `bytes` as they are (a chunk of streamed output; no copy).
  static func write(bytes: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    do {
      try FileDescriptor.standardOutput.writeAll(bytes)
    } catch {
      failure = error
    }
  }

  /// The first write error, if any. Output is written by one thread at a time, in order (the
  /// commands write after their work is done, and JSON is streamed from one thread).
  nonisolated(unsafe) static var failure: SystemError?

  /// Prints the write error to standard error, if there was one; says whether there was.
  static func reportFailure() -> Bool {
    guard let failure else { return false }
    StandardError.write("stackup: error: cannot write to standard output: \(failure.message)\n")
    return true
  }
}

enum StandardError {
  /// Writes `text`; errors are ignored, as there is nowhere left to report them.
  static func write(_ text: String) {
    try? FileDescriptor.standardError.writeAll(text)
  }
}
