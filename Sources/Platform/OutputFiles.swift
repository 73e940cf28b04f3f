#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Where stackup may write a file it replaces (`check --html`, `watch --svg`, `record`), and the
/// temporary files it writes them through.
///
/// A report path that named a FIFO or a device was replaced by a regular file (as root, a
/// device node of the system). Now only a regular file, or a path where nothing is yet, is
/// replaced, atomically; a symbolic link is followed and its target replaced the same way (the
/// link stays); a folder, FIFO, device or socket is refused with a message naming it.
///
/// Temporary files carry the writer's process id (`.NAME.TAG-PID-XXXXXX`), so a later run can
/// tell one a killed process left (`record` killed with SIGKILL left full-size copies) from one
/// another process is still writing, and removes only the former (`removeAbandoned`).
package enum OutputFiles {
  /// The path to replace for `path`: itself when it is a regular file or nothing is there, its
  /// link target (fully resolved) when it is a symbolic link to a regular file; else the reason
  /// it is refused, as "'PATH': it is a FIFO …".
  package static func target(for path: String) -> Result<String, OutputRefusal> {
    var info = stat()
    if lstat(path, &info) != 0 {
      let code = errno
      if code == ENOENT { return .success(path) }
      return .failure(OutputRefusal(message: "'\(path)': \(SystemError(code: code).message)"))
    }
    var target = path
    if info.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = try? FilePaths.realPath(path), stat(resolved, &info) == 0 else {
        return .failure(
          OutputRefusal(
            message:
              "'\(path)': it is a symbolic link to a file that does not exist; write to the target's path instead"
          ))
      }
      target = resolved
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(target)
    case S_IFDIR: return .failure(OutputRefusal(message: "'\(path)': it is a folder, not a file"))
    default:
      let kind =
        switch info.st_mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      return .failure(
        OutputRefusal(
          message:
            "'\(path)': it is \(kind); stackup only replaces regular files, atomically, and leaves anything else alone (print the report to standard output instead)"
        ))
    }
  }

  /// A new temporary file beside `target` (same folder, so the rename stays on one file
  /// system), named `.NAME.TAG-PID-XXXXXX`.
  package static func createTemporary(beside target: String, tag: String) throws(SystemError)
    -> (FileDescriptor, path: String)
  {
    let (folder, name) = split(target)
    return try FileDescriptor.createUnique(in: folder, prefix: ".\(name).\(tag)-\(getpid())-")
  }

  /// Removes the temporary files beside `target` made with `tag` by processes that no longer
  /// run. Returns how many were removed.
  @discardableResult
  package static func removeAbandoned(beside target: String, tag: String) -> Int {
    let (folder, name) = split(target)
    let prefix = Array(".\(name).\(tag)-".utf8)
    guard let names = try? FilePaths.entries(of: folder) else { return 0 }
    var removed = 0
    for entry in names where entry.starts(with: prefix) {
      let rest = entry.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
        let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)), pid > 0,
        rest.count - (dash - rest.startIndex) == 7
      else { continue }
      // kill with signal 0 only asks whether the process exists.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path =
        (folder.hasSuffix("/") ? folder : folder + "/") + String(decoding: entry, as: UTF8.self)
      if (try? FilePaths.remove(path)) != nil { removed += 1 }
    }
    return removed
  }

  /// The folder and the file name of `path`.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}

/// Why a path cannot be written as an output file.
package struct OutputRefusal: Error, Sendable {
  package let message: String
}
