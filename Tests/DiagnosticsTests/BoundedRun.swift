import Foundation
import TestSupport

/// The built `stackup` run with a time limit, reporting a signal apart from an exit code: the
/// hostile-input tests assert "ends in time, no signal, a located error or correct output".
struct BoundedRun {
  var status: Int32
  /// The process ended by a signal (a crash, or killed at the time limit).
  var signalled: Bool
  var timedOut: Bool
  /// Wall-clock time, start to end.
  var seconds: Double
  /// CPU time (user and system) of the process and of the children it waited for: what the
  /// time bounds compare, as a loaded machine stretches wall time but not this.
  var cpuSeconds: Double
  var stdout: String
  var stderr: String

  /// Runs `stackup arguments` (or, with `shell`, `/bin/sh -c shell` with `$STACKUP` set to the
  /// binary) in the package root, killing it after `timeout` seconds.
  static func run(
    _ arguments: [String] = [], shell: String? = nil, in folder: URL? = nil,
    environment extra: [String: String] = [:], stdout: FileHandle? = nil, timeout: Double = 10
  ) throws -> BoundedRun {
    guard let binary = StackupBinary.url else { throw StackupBinary.Missing() }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-bounded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    if let shell {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shell]
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    process.currentDirectoryURL = folder ?? BrokenDocuments.packageRoot
    process.standardOutput = stdout ?? out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment["STACKUP"] = binary.path
    environment.merge(extra) { $1 }
    process.environment = environment
    let start = Date()
    try process.run()
    var timedOut = false
    var cpuSeconds = 0.0
    let pid = process.processIdentifier
    while process.isRunning {
      // Read until the process is reaped; the last reading misses at most one poll's worth.
      if let cpu = Self.cpuSeconds(of: pid) { cpuSeconds = cpu }
      if Date().timeIntervalSince(start) > timeout {
        timedOut = true
        kill(pid, SIGKILL)
        break
      }
      usleep(5_000)
    }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    #if !os(Linux)
      // No /proc to read a running process's CPU time from (macOS): wall time stands in, the
      // stricter bound.
      cpuSeconds = seconds
    #endif
    try out.close()
    try err.close()
    return BoundedRun(
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
      seconds: seconds, cpuSeconds: cpuSeconds,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// The CPU time `pid` and its reaped children have used (`/proc/PID/stat`: utime, stime,
  /// cutime and cstime, in the kernel's 100 ticks a second), or nil once it is gone, and
  /// always nil where there is no /proc (macOS: `run` uses wall time there).
  static func cpuSeconds(of pid: Int32) -> Double? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // Fields after the command name (which may hold spaces), from field 3 on.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 14 else { return nil }
      let ticks = fields[11...14].compactMap { Double($0) }.reduce(0, +)
      return ticks / 100
    #else
      return nil
    #endif
  }

  /// The CPU time an input class may take here. The bound is 2 s for the release build;
  /// the tests run the debug build, 3–5× slower, so the bound is wider while still catching a
  /// hang or a quadratic blow-up. It is CPU time, which waiting for a busy core does not
  /// stretch: wall time failed these tests whenever the machine was loaded.
  static let timeBound = 5.0

  /// Ended on its own, without a signal, with a one-line `stackup: error:` or located error.
  var endedWithError: Bool { !signalled && !timedOut && status == 1 && stderr.contains("error: ") }
}
