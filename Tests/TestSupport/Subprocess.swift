public import Foundation

/// Runs an executable as a child process and collects what it printed.
public enum Subprocess {
  /// What one run produced.
  public struct Output: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// Runs `executable` with `arguments` in `directory`, feeding `input` to its standard input
  /// (none: an empty one). Output goes through files rather than pipes, so a large output can
  /// never fill a pipe and block the child. Crashes print no backtrace (`SWIFT_BACKTRACE`), so a
  /// crashing run ends quickly with its status.
  public static func run(
    _ executable: URL, _ arguments: [String], input: String? = nil, in directory: URL
  ) throws -> Output {
    let fileManager = FileManager.default
    let scratch = fileManager.temporaryDirectory.appendingPathComponent(
      "stackup-run-\(UUID().uuidString)")
    try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    let inURL = scratch.appendingPathComponent("stdin")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    try Data((input ?? "").utf8).write(to: inURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let inHandle = try FileHandle(forReadingFrom: inURL)
    defer {
      try? out.close()
      try? err.close()
      try? inHandle.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inHandle
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
