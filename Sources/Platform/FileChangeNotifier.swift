#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for the operating system to say that something happened to a set of files: inotify
/// on Linux, kqueue on macOS; elsewhere, or when neither can be set up, it only sleeps.
///
/// `watch` compared `stat` fingerprints every 100 ms, so a save waited 50 ms on average (61 ms
/// median from save to output, for 7 ms of work) before anything ran. Each path's folder is
/// watched rather than the file, because editors save by writing a new file and renaming it
/// over the old one (the file's own watch would stay on the replaced inode); macOS also
/// watches the files themselves, as kqueue reports writes inside a file only to the file. An
/// event only wakes the caller, which still compares fingerprints, so events for other files
/// in the same folder cost one comparison, and a missed event one polling interval.
package final class FileChangeNotifier {
  /// The inotify or kqueue descriptor, −1 when there is none (then `wait` sleeps).
  private var descriptor: Int32 = -1
  /// kqueue: the descriptors opened for each watched path.
  private var opened: [Int32] = []

  /// Starts watching the folders holding `paths` (and any of `paths` that are folders).
  package init(paths: [String]) {
    start()
    watch(paths)
  }

  deinit {
    for fd in opened { close(fd) }
    if descriptor >= 0 { close(descriptor) }
  }

  /// Watches `paths` as well, after an update that may have named other files, or a save
  /// that replaced a file by another (a new inode). The descriptor itself is kept for the
  /// whole `watch`: closing an inotify descriptor waits for the kernel's SRCU grace period
  /// (`fsnotify_destroy_group`), measured at 15 ms here, and a notifier made afresh for each
  /// update paid that between every save and its render — half of the realistic screen's
  /// save-to-output time.
  package func watch(_ paths: [String]) {
    guard descriptor >= 0 else { return }
    var targets: [String] = []
    for path in paths {
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
      for target in [folder, path] where !targets.contains(target) { targets.append(target) }
    }
    arm(targets)
  }

  /// Whether change events come from the operating system (false: `wait` only sleeps).
  package var isNotified: Bool { descriptor >= 0 }

  #if canImport(Glibc)
    private func start() { descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }

    /// Adds a watch on each target (the folders and the files, whose watch follows the file
    /// they name now). Adding a watch on an inode already watched only updates it; the watches
    /// of files no longer named stay until their file goes, and wake the caller at worst. A
    /// target that cannot be watched (a folder removed for now) is left to the interval.
    private func arm(_ targets: [String]) {
      let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_TO
          | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF)
      for target in targets { _ = inotify_add_watch(descriptor, target, mask) }
    }

    /// Waits up to `milliseconds` for an event (or a signal); true when one came.
    package func wait(milliseconds: Int) -> Bool {
      guard descriptor >= 0 else {
        SystemCalls.sleep(milliseconds: milliseconds)
        return false
      }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(milliseconds)) > 0 else { return false }
      // Drain the queue: what happened does not matter, only that something did.
      var buffer = [UInt8](repeating: 0, count: 4096)
      while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
      return true
    }
  #elseif canImport(Darwin)
    private func start() { descriptor = kqueue() }

    /// Registers each target anew (closing a descriptor removes its events from the queue):
    /// a file replaced by a rename is a new vnode, whose writes only its own descriptor sees.
    private func arm(_ targets: [String]) {
      for fd in opened { close(fd) }
      opened = []
      var changes: [kevent] = []
      for target in targets {
        let fd = Darwin.open(target, O_EVTONLY)
        guard fd >= 0 else { continue }
        opened.append(fd)
        changes.append(
          kevent(
            ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
            fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME),
            data: 0, udata: nil))
      }
      // What cannot be registered is left to the interval, as on Linux.
      if !changes.isEmpty { _ = kevent(descriptor, changes, Int32(changes.count), nil, 0, nil) }
    }

    /// Waits up to `milliseconds` for an event (or a signal); true when one came.
    package func wait(milliseconds: Int) -> Bool {
      guard descriptor >= 0 else {
        SystemCalls.sleep(milliseconds: milliseconds)
        return false
      }
      var timeout = timespec(
        tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
      var events = [kevent](repeating: kevent(), count: 16)
      return kevent(descriptor, nil, 0, &events, Int32(events.count), &timeout) > 0
    }
  #else
    private func start() {}
    private func arm(_ targets: [String]) {}

    /// Sleeps `milliseconds`: this platform has no notifier here.
    package func wait(milliseconds: Int) -> Bool {
      SystemCalls.sleep(milliseconds: milliseconds)
      return false
    }
  #endif
}
