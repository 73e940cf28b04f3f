import Foundation
import TestSupport
import Testing

/// Running the `stackup` binary and the external validators (xmllint, Python's jsonschema) as
/// subprocesses. A test that needs a validator carries `.needs(…)` (`ExternalTool`): skipped
/// with the reason where it is missing, run and failed under CI, where `.ci/run` installs it.
enum Tools {
  static let packageRoot = StackupBinary.packageRoot

  static func path(_ relative: String) -> String {
    packageRoot.appendingPathComponent(relative).path
  }

  typealias Output = Subprocess.Output

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The `stackup` executable (`StackupBinary`: beside the test product, else
  /// `.build/debug/stackup`; `STACKUP_BINARY` overrides both).
  static func stackup() throws -> String {
    guard let found = StackupBinary.url else {
      let candidates = StackupBinary.candidates.map(\.path)
      throw Missing(
        description: "no stackup executable (looked at \(candidates)); run `swift build` first")
    }
    return found.path
  }

  /// The path of an executable on PATH, if there is one.
  static func find(_ name: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return directories.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// An executable on PATH, or a failure naming the package that provides it. Tests that call
  /// it for an optional tool carry `.needs(…)`, so they get here without it only under CI.
  static func onPath(_ name: String, install: String) throws -> String {
    guard let found = find(name) else {
      throw Missing(
        description: "\(name) is not installed; install it with `\(install)` (.ci/run does)")
    }
    return found
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

  /// Runs `executable` in the package root (`Subprocess.run`).
  static func run(_ executable: String, _ arguments: [String]) throws -> Output {
    try Subprocess.run(URL(fileURLWithPath: executable), arguments, in: packageRoot)
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
