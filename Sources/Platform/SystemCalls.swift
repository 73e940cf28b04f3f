#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls `check` and `watch` make beyond reading and writing files, in one
/// place so that a port (or a shared platform module) has one file to look at.
package enum SystemCalls {
  /// Whether `fd` is a terminal (progress lines and in-place redrawing only make sense there).
  package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The number of cores online (at least 1): `check`'s default `-j`.
  package static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Milliseconds on a clock that never jumps (for "has a second passed").
  package static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }

  /// Sleeps for `milliseconds` (returns early when a signal arrives).
  package static func sleep(milliseconds: Int) {
    var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    _ = nanosleep(&request, nil)
  }

  /// What identifies one version of a file without reading it: a save changes the size or the
  /// modification time, and an atomic save (a new file renamed over the old) the inode. nil
  /// when the file does not exist (or cannot be examined).
  package struct Fingerprint: Equatable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modifiedSeconds: Int
    package var modifiedNanoseconds: Int
  }

  package static func fingerprint(_ path: String) -> Fingerprint? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return Fingerprint(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
  }

  /// Whether `path` is a directory.
  package static func isDirectory(_ path: String) -> Bool {
    (try? FileStatus.of(path))?.kind == .directory
  }

  /// Replaces `path` with `text` atomically: written to a new file beside it, then renamed
  /// over it, so a reader (a browser previewing the SVG) never sees half a file. A symbolic
  /// link is followed and its target replaced; anything but a regular file (a FIFO, a device, a
  /// folder) is refused (`OutputFiles.target`). Returns an error message on failure.
  package static func replaceFile(_ path: String, with text: String) -> String? {
    let target: String
    switch OutputFiles.target(for: path) {
    case .success(let resolved): target = resolved
    case .failure(let refusal): return "cannot write \(refusal.message)"
    }
    OutputFiles.removeAbandoned(beside: target, tag: "stackup")
    let file: FileDescriptor
    let temporary: String
    do {
      (file, temporary) = try OutputFiles.createTemporary(beside: target, tag: "stackup")
    } catch {
      return "cannot write '\(path)': \(error.message)"
    }
    do throws(SystemError) {
      defer { try? file.close() }
      try file.writeAll(text)
      try file.setPermissions(0o644)
      try FilePaths.rename(temporary, to: target)
    } catch {
      try? FilePaths.remove(temporary)
      return "cannot write '\(path)': \(error.message)"
    }
    return nil
  }

  /// Whether writing to `fd` can only fail now: a pipe whose reader has gone (`POLLERR`), a
  /// terminal that hung up, a closed descriptor. `watch` asks while it waits for a change, as it
  /// writes nothing then, so a reader that left (`stackup watch f.xml | head -c1`) would
  /// otherwise never be noticed.
  package static func outputIsGone(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: 0, revents: 0)
    guard poll(&entry, 1, 0) == 1 else { return false }
    return entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0
  }

  /// Ctrl-C: from `catchInterrupt()` on, SIGINT (and SIGTERM, SIGHUP) only set a flag that `watch`'s
  /// loop checks, so it stops between runs, never halfway through writing a file.
  package static func catchInterrupt() {
    // Initialised here, not lazily in the handler (where initialisation is not safe).
    interruptFlag.pointee = 0
    // A parent can hand its blocked-signal mask down (Foundation's `Process` on Linux starts
    // children with SIGINT blocked), which would make Ctrl-C do nothing at all.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    signal(SIGINT, onInterrupt)
    signal(SIGTERM, onInterrupt)
    signal(SIGHUP, onInterrupt)
  }

  /// Whether SIGINT, SIGTERM or SIGHUP arrived since `catchInterrupt()`.
  package static var interrupted: Bool { interruptFlag.pointee != 0 }
}

/// Set from the signal handler; a plain `sig_atomic_t` is all a handler may safely write.
nonisolated(unsafe) private let interruptFlag: UnsafeMutablePointer<sig_atomic_t> = {
  let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
  flag.pointee = 0
  return flag
}()

private let onInterrupt: @convention(c) (Int32) -> Void = { _ in interruptFlag.pointee = 1 }
