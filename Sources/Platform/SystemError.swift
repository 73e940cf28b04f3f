#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A failed system call: its `errno`, and the C library's description of it.
package struct SystemError: Error, Sendable, Equatable {
  package let code: Int32

  package init(code: Int32) { self.code = code }

  /// `EPIPE`: the reader of a pipe has gone.
  package static var brokenPipe: SystemError { SystemError(code: EPIPE) }

  /// The error the last failed call left in `errno`.
  static var current: SystemError { SystemError(code: errno) }

  /// "No such file or directory", "No space left on device" …
  package var message: String { String(cString: strerror(code)) }
}
