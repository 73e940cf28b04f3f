import Foundation
import Testing

/// Runs the built `stackup` executable as a subprocess, the way a user does.
///
/// The binary is looked up next to the running test product (`.build/<triple>/debug/` holds both
/// `stackup` and `StackupPackageTests.xctest`), then in `.build/debug/` under the package root.
/// `STACKUP_BINARY=/path/to/stackup` overrides both. `swift test` builds every product first, so
/// no separate `swift build` is needed.
enum CommandLineTool {
  /// What one run of the tool produced.
  struct Run: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package root, found from this file's path (`Tests/CLITests/CommandLineTool.swift`).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let samplesDirectory = packageRoot.appendingPathComponent("samples")

  /// The `stackup` executable under test.
  static let binary: URL = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["STACKUP_BINARY"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    var candidates: [URL] = []
    // Linux: the test product is an executable, `.build/<triple>/debug/StackupPackageTests.xctest`.
    let testProduct = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    candidates.append(testProduct.deletingLastPathComponent().appendingPathComponent("stackup"))
    // macOS: the test product is a bundle directory; the executable sits beside the bundle.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("stackup"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/stackup"))
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) } ?? candidates[0]
  }()

  /// Runs `stackup` with `arguments` in the package root, feeding `input` to its standard input.
  static func run(_ arguments: [String], input: String? = nil) throws -> Run {
    let fileManager = FileManager.default
    guard fileManager.isExecutableFile(atPath: binary.path) else {
      throw MissingBinary(path: binary.path)
    }
    let scratch = fileManager.temporaryDirectory.appendingPathComponent(
      "stackup-cli-\(UUID().uuidString)")
    try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: scratch) }

    // Files rather than pipes: a large output can never fill a pipe and block the child.
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    let inURL = scratch.appendingPathComponent("stdin")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    try Data((input ?? "").utf8).write(to: inURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let inHandle = try FileHandle(forReadingFrom: inURL)
    defer {
      try? out.close()
      try? err.close()
      try? inHandle.close()
    }

    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inHandle
    try process.run()
    process.waitUntilExit()

    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Writes `contents` to a fresh temporary file named `name` and returns its path.
  static func temporaryFile(named name: String, contents: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stackup-cli-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url
  }

  struct MissingBinary: Error, CustomStringConvertible {
    var path: String
    var description: String {
      "no stackup executable at \(path); run `swift build` first or set STACKUP_BINARY"
    }
  }
}
