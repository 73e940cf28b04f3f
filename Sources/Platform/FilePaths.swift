#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Path operations: resolving, renaming, removing, listing.
package enum FilePaths {
  /// The absolute path of `path` with every symbolic link, `.` and `..` resolved, or the error
  /// when some component does not exist.
  package static func realPath(_ path: String) throws(SystemError) -> String {
    guard let resolved = realpath(path, nil) else { throw .current }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Moves `source` over `destination` in one step: a reader sees the old file or the new one.
  package static func rename(_ source: String, to destination: String) throws(SystemError) {
    #if canImport(Darwin)
      guard Darwin.rename(source, destination) == 0 else { throw .current }
    #else
      guard Glibc.rename(source, destination) == 0 else { throw .current }
    #endif
  }

  /// Removes a file (not a folder).
  package static func remove(_ path: String) throws(SystemError) {
    guard unlink(path) == 0 else { throw .current }
  }

  /// The names in `directory` except `.` and `..`, as raw bytes: a name need not be UTF-8.
  package static func entries(of directory: String) throws(SystemError) -> [[UInt8]] {
    guard let handle = opendir(directory) else { throw .current }
    defer { closedir(handle) }
    var names: [[UInt8]] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
    }
    return names
  }

  /// Makes the folder's latest renames durable (an `fsync` of the folder itself); failures are
  /// ignored, as some file systems refuse to sync a folder and the rename has happened anyway.
  package static func synchronizeFolder(_ folder: String) {
    let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    #if canImport(Darwin)
      _ = Darwin.close(fd)
    #else
      _ = Glibc.close(fd)
    #endif
  }
}
