package import MarkupSyntax
package import Platform

/// Reading input files without Foundation (it would cost start-up time).
package enum FileReading {
  /// Why a file could not be read.
  package struct Failure: Error, Sendable {
    package var message: String
    /// The file was refused for its size (`limit`), not for a system error.
    var isTooLarge = false
  }

  /// Reads a whole file (`-` is standard input), refusing more than `limit` bytes.
  ///
  /// The limit holds while reading, not after: standard input, a pipe, a FIFO or a device such
  /// as `/dev/zero` may never end, so reading stops once it has more than `limit` bytes.
  /// With `regularOnly` (imports and spec files, which a document or a folder names rather
  /// than the user), anything but a regular file is refused before a byte is read: a FIFO would
  /// block until some other process writes to it.
  ///
  /// A large regular file is mapped rather than read (`SourceBytes.mapping`): no fresh memory
  /// is zeroed and copied into. Anything else is read into one array sized from `fstat`
  /// (appending 64 KiB chunks to a growing array copied the input several times), then copied
  /// once into the file's own storage, which costs nothing that matters below the threshold.
  ///
  /// `name` is the file's name in messages and diagnostics when it is not `path` (an import
  /// read through its resolved path keeps the name the document gave it).
  package static func read(
    _ path: String, named name: String? = nil, limit: Int = Int.max, regularOnly: Bool = false
  ) throws(Failure) -> SourceFile {
    let shown = name ?? (path == "-" ? "<stdin>" : path)
    let quoted = name ?? path
    let file: FileDescriptor
    if path == "-" {
      file = .standardInput
    } else {
      do {
        file = try FileDescriptor.openForReading(path)
      } catch {
        throw failure(quoted, error)
      }
    }
    defer { if path != "-" { try? file.close() } }
    let status = try? file.status()
    let isRegular = status?.kind == .regular
    if regularOnly && !isRegular {
      throw Failure(message: "cannot read '\(quoted)': \(notRegular(status?.kind))")
    }
    let size = isRegular ? status?.size ?? 0 : 0
    if size > limit { throw tooLarge(quoted, limit) }
    if size >= mappingThreshold, let mapped = SourceBytes.mapping(of: file, count: size) {
      return SourceFile(name: shown, bytes: mapped)
    }
    var readError: SystemError? = nil
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      while count < size {
        do throws(SystemError) {
          let rest = UnsafeMutableBufferPointer(rebasing: buffer[count...])
          let n = try file.read(into: UnsafeMutableRawBufferPointer(rest))
          if n == 0 { break }
          count += n
        } catch {
          readError = error
          return
        }
      }
    }
    if let readError { throw failure(quoted, readError) }
    // Whatever the size did not cover: standard input, a pipe, a file that grew since `fstat`.
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    defer { chunk.deallocate() }
    while true {
      let n: Int
      do throws(SystemError) {
        n = try file.read(into: chunk)
      } catch {
        throw failure(quoted, error)
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit { throw tooLarge(quoted, limit) }
    }
    return SourceFile(name: shown, bytes: bytes)
  }

  /// Files from this size on are mapped: below it, reading is as fast (the 7 KB samples take
  /// microseconds either way) and spares a mapping's set-up and tear-down.
  static let mappingThreshold = 1 << 20

  /// Why a file that is not a regular one is refused.
  package static func notRegular(_ kind: FileStatus.Kind?) -> String {
    switch kind {
    case .directory: "it is a folder, not a file"
    default: "not a regular file (a FIFO, socket or device is never read)"
    }
  }

  private static func failure(_ path: String, _ error: SystemError) -> Failure {
    Failure(message: "cannot read '\(path)': \(error.message)")
  }

  private static func tooLarge(_ path: String, _ limit: Int) -> Failure {
    Failure(
      message:
        "'\(path)' is larger than the limit of \(limit) bytes (raise it with --max-input-bytes)",
      isTooLarge: true)
  }
}
