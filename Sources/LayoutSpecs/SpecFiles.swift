package import MarkupSyntax
import Pipeline
import Platform

/// Finding, reading and writing spec files (the runtime avoids Foundation for startup speed).
public enum SpecFiles {
  /// A file system failure, with a message ready to print.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, ready to print.
    package let message: String
    /// The message.
    public var description: String { message }
  }

  /// One spec found on disk.
  public struct Found: Sendable, Hashable {
    /// The path, as given or as found under a given directory.
    public let path: String
    /// Set when the file is skipped by name (a file name starting with `x`, the fixture
    /// convention for disabled cases), whether found in a directory or named directly.
    package let skipReason: String?
    /// Set when the entry cannot be run at all (a name that is not UTF-8, a FIFO named
    /// `*.xml`): it is reported as a failed spec rather than silently left out.
    package let problem: String?

    init(path: String, skipReason: String? = nil, problem: String? = nil) {
      self.path = path
      self.skipReason = skipReason
      self.problem = problem
    }
  }

  /// The spec files named by `paths`: files as given, directories searched recursively for
  /// `.xml` files that look like specs (`LayoutSpec.looksLikeSpec`), in sorted order.
  ///
  /// Links to folders inside a searched folder are not followed, and each real folder is
  /// searched once: two links to `.` would otherwise make 2^depth paths to the same files.
  public static func discover(_ paths: [String]) throws(Failure) -> [Found] {
    var found: [Found] = []
    var searched: Set<FolderIdentity> = []
    for path in paths {
      guard let status = try? FileStatus.of(path) else {
        throw Failure(message: "cannot read '\(path)': no such file or directory")
      }
      if status.kind == .directory {
        try search(path, status, into: &found, searched: &searched)
      } else {
        found.append(Found(path: path, skipReason: disabledReason(path)))
      }
    }
    return found
  }

  /// Why discovery skips `path`, if it does.
  static func disabledReason(_ path: String) -> String? {
    // The last non-empty component, found by its bytes (splitting by `Character` was 30k
    // instructions a file, 3% of checking the corpus).
    var name = Substring(path)
    while name.utf8.last == UInt8(ascii: "/") { name = name.dropLast() }
    if let slash = name.utf8.lastIndex(of: UInt8(ascii: "/")) {
      name = name[name.utf8.index(after: slash)...]
    }
    return name.hasPrefix("x") ? "disabled: the file name starts with 'x'" : nil
  }

  /// Reads a spec file: a regular file of at most the default input limit (`MarkupLimits`).
  package static func read(_ path: String) throws(Failure) -> SourceFile {
    do {
      return try FileReading.read(path, limit: MarkupLimits().maxInputBytes, regularOnly: true)
    } catch {
      throw Failure(message: error.message)
    }
  }

  /// Replaces the spec at `path` with `text` (used by `record`), atomically: a reader, a crash
  /// or a full disk leaves either the old file or the new one, never a mix.
  ///
  /// The text goes to a new file in the same folder (so the rename cannot cross file systems),
  /// which gets the old file's permissions and is synced to the disk, then renamed over the
  /// old one. A symbolic link is written through: its target is replaced and the link stays.
  /// Nothing is written when the file no longer holds `original` (someone edited it after it
  /// was read), and the new file is removed when any step fails.
  ///
  /// `beforeRename` runs once the new file is complete and synced (a test pauses there to kill
  /// the process mid-write).
  package static func write(
    _ text: String, to path: String, replacing original: SourceFile,
    beforeRename: () -> Void = {}
  ) throws(Failure) {
    func failure(_ what: String) -> Failure {
      Failure(message: "cannot write '\(path)': \(what); the spec is unchanged")
    }
    let target: String
    switch OutputFiles.target(for: path) {
    case .success(let resolved): target = resolved
    case .failure(let refusal): throw Failure(message: "cannot write \(refusal.message)")
    }
    // Copies a `record` killed before its rename left behind (their process is gone).
    OutputFiles.removeAbandoned(beside: target, tag: "record")
    let status: FileStatus
    do {
      status = try FileStatus.of(target)
    } catch {
      throw failure(error.message)
    }
    func ensureUnchanged() throws(Failure) {
      guard let current = try? read(target), current.bytes.elementsEqual(original.bytes) else {
        throw failure("it changed after it was read (run record again)")
      }
    }
    try ensureUnchanged()
    let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
    let file: FileDescriptor
    let temporary: String
    do {
      (file, temporary) = try OutputFiles.createTemporary(beside: target, tag: "record")
    } catch {
      throw failure(error.message)
    }
    do throws(SystemError) {
      defer { try? file.close() }
      try file.writeAll(text)
      try file.setPermissions(status.permissions)
      try file.synchronize()
    } catch {
      try? FilePaths.remove(temporary)
      throw failure(error.message)
    }
    beforeRename()
    do {
      try ensureUnchanged()
    } catch {
      try? FilePaths.remove(temporary)
      throw error
    }
    do {
      try FilePaths.rename(temporary, to: target)
    } catch {
      try? FilePaths.remove(temporary)
      throw failure(error.message)
    }
    FilePaths.synchronizeFolder(folder.isEmpty ? "/" : folder)
  }

  // MARK: Directories

  private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
  }

  /// Adds the specs under `directory` (sorted, hidden entries skipped) to `found`.
  private static func search(
    _ directory: String, _ status: FileStatus, into found: inout [Found],
    searched: inout Set<FolderIdentity>
  ) throws(Failure) {
    guard searched.insert(FolderIdentity(device: status.device, inode: status.inode)).inserted
    else { return }
    let names: [[UInt8]]
    do {
      names = try FilePaths.entries(of: directory)
    } catch {
      throw Failure(message: "cannot read directory '\(directory)': \(error.message)")
    }
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var entries: [(name: String, valid: Bool)] = []
    for raw in names where raw.first != UInt8(ascii: ".") {
      // Decoding replaces invalid bytes, so a name that does not come back the same is not UTF-8.
      let name = String(decoding: raw, as: UTF8.self)
      entries.append((name, Array(name.utf8) == raw))
    }
    for (name, valid) in entries.sorted(by: { $0.name < $1.name }) {
      let path = base + "/" + name
      guard valid else {
        found.append(
          Found(
            path: path,
            problem:
              "the name of '\(path)' is not valid UTF-8, so it cannot be read; rename it"))
        continue
      }
      // A link is followed to a file, never to a folder.
      guard let own = try? FileStatus.of(path, followingLinks: false) else { continue }
      if own.kind == .directory {
        try search(path, own, into: &found, searched: &searched)
        continue
      }
      guard name.hasSuffix(".xml"), let target = try? FileStatus.of(path) else { continue }
      guard target.kind == .regular else {
        if target.kind != .directory {
          found.append(
            Found(
              path: path, problem: "cannot read '\(path)': \(FileReading.notRegular(target.kind))"))
        }
        continue
      }
      let source: SourceFile
      do {
        source = try read(path)
      } catch {
        // Unreadable, or past the input limit: reported, as it may well be a spec.
        found.append(Found(path: path, problem: error.message))
        continue
      }
      guard LayoutSpec.looksLikeSpec(source) else { continue }
      found.append(Found(path: path, skipReason: disabledReason(path)))
    }
  }
}
