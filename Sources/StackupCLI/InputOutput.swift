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

  /// Records a failure found without writing (`watch` sees its reader has gone).
  static func fail(with error: SystemError) {
    if failure == nil { failure = error }
  }

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

  /// Writes output the user asked for on standard error (`render --trace`): a failed write
  /// (a closed descriptor, a full disk) cannot be reported there, but is remembered, and the
  /// command exits with 1 (`Command.finish`), so a truncated trace is not taken for a whole one.
  static func writeRequested(_ text: String) {
    guard !text.isEmpty else { return }
    do {
      try FileDescriptor.standardError.writeAll(text)
    } catch {
      requestedOutputFailed = true
    }
  }

  /// Whether writing requested output (`writeRequested`) failed.
  nonisolated(unsafe) static var requestedOutputFailed = false
}
