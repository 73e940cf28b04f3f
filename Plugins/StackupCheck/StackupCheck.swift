import Foundation
import PackagePlugin

/// `swift package stackup-check [PATH…] [check options]`: runs `stackup check` on layout specs
/// from a package that depends on Stackup, with nothing installed. SwiftPM builds the
/// `stackup` tool from source for the plugin, so the checker is always the version the
/// package resolved, the same on a laptop and in CI.
///
/// Paths are relative to the package's folder (default: the whole folder; hidden folders such
/// as `.build` are not searched). Every argument goes to `stackup check` as given, so
/// `--format junit`, `-j 2` and `--html report.html` work too; writing a report file needs
/// `--allow-writing-to-package-directory`. The exit status is `stackup check`'s.
@main
struct StackupCheck: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // Built through SwiftPM rather than declared as the plugin's tool: a tool dependency must
    // be a product named like its target, and `stackup`'s target is StackupCLI (a module
    // named `stackup` would clash with `Stackup` on case-insensitive file systems).
    let build = try packageManager.build(
      .product("stackup"), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded,
      let tool = build.builtArtifacts.first(where: { $0.kind == .executable })
    else {
      Diagnostics.error("building stackup failed:\n\(build.logText)")
      throw CheckFailed(status: 1)
    }
    let hasPath = arguments.contains { !$0.hasPrefix("-") }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["check"] + arguments + (hasPath ? [] : ["."])
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // The report is already on standard output; the error makes SwiftPM exit non-zero.
    guard process.terminationStatus == 0 else {
      throw CheckFailed(status: process.terminationStatus)
    }
  }

  /// Makes `swift package stackup-check` itself exit non-zero when a spec failed.
  struct CheckFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "stackup check exited with status \(status)" }
  }
}
