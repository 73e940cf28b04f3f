import ArgumentParser

/// `stackup`: SwiftUI's layout system from markup. `render` is the default subcommand, so
/// `stackup FILE` renders FILE.
///
/// Exit codes: 0 success, 1 invalid input (or a failed check), 2 usage error.
@main
struct Command: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stackup",
    abstract: "Lay out SwiftUI-style markup exactly as SwiftUI would; print ASCII or JSON frames.",
    subcommands: [Render.self, Check.self, Watch.self, Record.self, Schema.self],
    defaultSubcommand: Render.self)

  /// Maps errors to Stackup's exit codes (ArgumentParser's own usage code is 64).
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Self.exit(withError: exit)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        Self.exit(withError: error)
      }
      // Help/version requests use code 0 and are handled above; everything else from the
      // parser is a usage error (its message names the right subcommand's usage).
      StandardError.write(fullMessage(for: error) + "\n")
      Self.exit(withError: ExitCode(2))
    }
  }
}
