import Foundation
import TestSupport
import Testing

/// A program outside Swift that some tests run (a validator, a renderer), and whether it is here.
///
/// A newcomer's `swift test` should not fail for a tool the README lists as optional, so a test
/// that needs one is skipped, with the reason and the install line, when it is absent. Under CI
/// (`CI=true`) the test runs anyway and fails on the missing tool: `.ci/run` installs every
/// tool, so a skip there would hide a broken install step.
struct ExternalTool: Sendable {
  /// What the tool is called in messages.
  var name: String
  /// How to get it on Debian (Homebrew users: see the README's prerequisites).
  var install: String
  /// Whether it can be run here.
  var isAvailable: @Sendable () -> Bool

  static let xmllint = ExternalTool(
    name: "xmllint", install: "apt-get install libxml2-utils",
    isAvailable: { Tools.find("xmllint") != nil })
  static let rsvgConvert = ExternalTool(
    name: "rsvg-convert", install: "apt-get install librsvg2-bin",
    isAvailable: { Tools.find("rsvg-convert") != nil })
  static let jsonschema = ExternalTool(
    name: "Python's jsonschema", install: "pip install jsonschema",
    isAvailable: { jsonschemaImports })

  /// Asked once: starting python3 costs tens of milliseconds, and many tests ask.
  private static let jsonschemaImports: Bool = {
    guard let python = Tools.find("python3") else { return false }
    return (try? Tools.run(python, ["-c", "import jsonschema"]).status) == 0
  }()

  /// CI (`CI=true`, as GitHub Actions and `.ci/run`'s runner set it) never skips.
  static var underCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only where `tool` is installed, or always under CI (see `ExternalTool`).
  static func needs(_ tool: ExternalTool) -> Self {
    .enabled(
      if: ExternalTool.underCI || tool.isAvailable(),
      Comment(
        rawValue:
          "\(tool.name) is not installed: `\(tool.install)` (README, Prerequisites; under CI=true this fails instead)"
      ))
  }
}
