#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What `stat` says about a file: its kind, size, permissions and identity.
package struct FileStatus: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    case regular, directory, symbolicLink, other
  }

  package let kind: Kind
  package let size: Int
  /// The permission bits (`0o644` …).
  package let permissions: UInt32
  /// Device and inode: equal for two paths of one file.
  package let device: UInt64
  package let inode: UInt64

  init(_ info: stat) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    size = Int(info.st_size)
    permissions = UInt32(info.st_mode & 0o7777)
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
  }

  /// The status of `path`; with `followingLinks` false, a symbolic link's own status.
  package static func of(_ path: String, followingLinks: Bool = true) throws(SystemError)
    -> FileStatus
  {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { throw .current }
    return FileStatus(info)
  }
}
