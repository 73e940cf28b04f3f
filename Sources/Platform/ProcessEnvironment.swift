#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The running process: its environment and how it treats signals.
package enum ProcessEnvironment {
  /// The value of an environment variable, if set.
  package static func value(of name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Makes writing to a closed pipe fail with `EPIPE` instead of killing the process with
  /// `SIGPIPE`, so the command can report it and exit with its own code.
  package static func ignoreBrokenPipes() {
    _ = signal(SIGPIPE, SIG_IGN)
  }

  /// Blocks the calling thread for `seconds` (a test hook's pause).
  package static func sleep(seconds: UInt32) {
    #if canImport(Darwin)
      _ = Darwin.sleep(seconds)
    #else
      _ = Glibc.sleep(seconds)
    #endif
  }

  /// Ends the process with `status`: the C library's `exit`, so nothing the caller still
  /// holds is released first.
  package static func exit(status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #else
      Glibc.exit(status)
    #endif
  }
}
