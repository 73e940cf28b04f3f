package import MarkupSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding, reading and writing spec files with the C library (the runtime avoids Foundation
/// for startup speed).
public enum SpecFiles {
  /// A file system failure, with a message ready to print.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, ready to print.
    public let message: String
    /// The message.
    public var description: String { message }
  }

  /// One spec found on disk.
  public struct Found: Sendable, Hashable {
    /// The path, as given or as found under a given directory.
    public let path: String
    /// Set when the file is skipped by name (a file name starting with `x`, the fixture
    /// convention for disabled cases), whether found in a directory or named directly.
    public let skipReason: String?
  }

  /// The spec files named by `paths`: files as given, directories searched recursively for
  /// `.xml` files that look like specs (`LayoutSpec.looksLikeSpec`), in sorted order.
  public static func discover(_ paths: [String]) throws(Failure) -> [Found] {
    var found: [Found] = []
    for path in paths {
      guard let kind = kind(of: path) else {
        throw Failure(message: "cannot read '\(path)': no such file or directory")
      }
      if kind == .directory {
        for file in try xmlFiles(under: path) {
          let source = try read(file)
          guard LayoutSpec.looksLikeSpec(source) else { continue }
          found.append(Found(path: file, skipReason: disabledReason(file)))
        }
      } else {
        found.append(Found(path: path, skipReason: disabledReason(path)))
      }
    }
    return found
  }

  /// Why discovery skips `path`, if it does.
  static func disabledReason(_ path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasPrefix("x") ? "disabled: the file name starts with 'x'" : nil
  }

  package static func read(_ path: String) throws(Failure) -> SourceFile {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "cannot read '\(path)': \(String(cString: strerror(errno)))")
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return SourceFile(name: path, bytes: bytes)
  }

  /// Replaces the file's contents (used by `record`).
  package static func write(_ text: String, to path: String) throws(Failure) {
    let fd = open(path, O_WRONLY | O_TRUNC | O_CREAT, 0o644)
    guard fd >= 0 else {
      throw Failure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
      }
      offset += n
    }
  }

  // MARK: Directories

  enum Kind { case file, directory }

  static func kind(of path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  /// Every `.xml` file under `directory`, recursively, sorted; hidden entries are skipped.
  static func xmlFiles(under directory: String) throws(Failure) -> [String] {
    guard let handle = opendir(directory) else {
      throw Failure(
        message: "cannot read directory '\(directory)': \(String(cString: strerror(errno)))")
    }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(handle)
    var files: [String] = []
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    for name in names.sorted() {
      let path = base + "/" + name
      switch kind(of: path) {
      case .directory: files.append(contentsOf: try xmlFiles(under: path))
      case .file where name.hasSuffix(".xml"): files.append(path)
      default: break
      }
    }
    return files
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#else
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif
