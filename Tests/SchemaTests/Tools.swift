import Foundation
import Testing

/// Running the `stackup` binary and the external validators (xmllint, Python's jsonschema) as
/// subprocesses. A missing validator is a failure that says what to install, never a skip:
/// `.ci/run` installs both on a fresh machine.
enum Tools {
  /// The package root, from this file's path (`Tests/SchemaTests/Tools.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func path(_ relative: String) -> String {
    packageRoot.appendingPathComponent(relative).path
  }

  struct Output: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The `stackup` executable: beside the test product (where `swift test` builds it), else
  /// `.build/debug/stackup`; `STACKUP_BINARY` overrides both.
  static func stackup() throws -> String {
    if let override = ProcessInfo.processInfo.environment["STACKUP_BINARY"], !override.isEmpty {
      return override
    }
    let testProduct = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var candidates = [
      testProduct.deletingLastPathComponent().appendingPathComponent("stackup").path
    ]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("stackup").path)
    }
    candidates.append(path(".build/debug/stackup"))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw Missing(
        description: "no stackup executable (looked at \(candidates)); run `swift build` first")
    }
    return found
  }

  /// An executable on PATH, or a failure naming the package that provides it.
  static func onPath(_ name: String, install: String) throws -> String {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    for directory in directories {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw Missing(
      description: "\(name) is not installed; install it with `\(install)` (.ci/run does)")
  }

  static func xmllint() throws -> String {
    try onPath("xmllint", install: "apt-get install -y libxml2-utils")
  }

  /// python3 with the jsonschema package.
  static func pythonWithJSONSchema() throws -> String {
    let python = try onPath("python3", install: "apt-get install -y python3")
    let probe = try run(python, ["-c", "import jsonschema"])
    guard probe.status == 0 else {
      throw Missing(
        description:
          "Python's jsonschema is not installed; install it with `pip install jsonschema` (.ci/run does)"
      )
    }
    return python
  }

  /// Runs `executable` in the package root; output goes through files so no pipe can fill up.
  static func run(_ executable: String, _ arguments: [String]) throws -> Output {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Files under `directory` (relative to the root) ending in `suffix`, as sorted relative paths.
  static func files(under directory: String, suffix: String, recursive: Bool) -> [String] {
    let base = path(directory)
    let names: [String]
    if recursive {
      let enumerator = FileManager.default.enumerator(atPath: base)
      names = (enumerator?.allObjects as? [String]) ?? []
    } else {
      names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    }
    return names.filter { $0.hasSuffix(suffix) }.map { "\(directory)/\($0)" }.sorted()
  }
}
