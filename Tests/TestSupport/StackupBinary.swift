public import Foundation

/// The built `stackup` executable, run as a subprocess the way a user runs it.
///
/// It is looked up beside the running test product (`.build/<triple>/debug/` holds both
/// `stackup` and `StackupPackageTests.xctest`; on macOS the test product is a bundle and the
/// executable sits beside it), then at `.build/debug/stackup` under the package root.
/// `STACKUP_BINARY=/path/to/stackup` overrides both. `swift test` builds every product first,
/// so no separate `swift build` is needed.
public enum StackupBinary {
  /// What one run of the tool produced.
  public typealias Run = Subprocess.Output

  /// The package root, found from this file's path (`Tests/TestSupport/StackupBinary.swift`).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every place the executable is looked for, in order.
  public static let candidates: [URL] = {
    if let override = ProcessInfo.processInfo.environment["STACKUP_BINARY"], !override.isEmpty {
      return [URL(fileURLWithPath: override)]
    }
    // Linux: the test product is an executable, `.build/<triple>/debug/StackupPackageTests.xctest`.
    let testProduct = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var candidates = [testProduct.deletingLastPathComponent().appendingPathComponent("stackup")]
    // macOS: the test product is a bundle directory; the executable sits beside the bundle.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("stackup"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/stackup"))
    return candidates
  }()

  /// The `stackup` executable under test: the first candidate that exists, else the first
  /// candidate (running it then throws `Missing`).
  public static let binary: URL =
    candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]

  /// The executable, or nil when none was found.
  public static var url: URL? {
    FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
  }

  /// Runs `stackup arguments` in the package root, feeding `input` to its standard input.
  public static func run(_ arguments: [String], input: String? = nil) throws -> Run {
    guard let url else { throw Missing(path: binary.path) }
    return try Subprocess.run(url, arguments, input: input, in: packageRoot)
  }

  /// Removes a file made by `temporaryFile` together with its folder (and whatever a test
  /// wrote beside it).
  public static func removeTemporaryFile(_ file: URL) {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
  }

  /// Writes `contents` to a fresh temporary file named `name`, alone in a new folder, and
  /// returns its path; `removeTemporaryFile` removes both.
  public static func temporaryFile(named name: String, contents: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackup-cli-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url
  }

  /// No executable was found where `binary` points.
  public struct Missing: Error, CustomStringConvertible {
    public var path: String
    /// The error for `binary`'s path.
    public init(path: String = StackupBinary.binary.path) { self.path = path }
    public var description: String {
      "no stackup executable at \(path); run `swift build` first or set STACKUP_BINARY"
    }
  }

  /// `Missing`, under the name `CLITests` knew it by.
  public typealias MissingBinary = Missing
}
