import ArgumentParser
import Platform
import Rendering

/// `stackup`: SwiftUI's layout system from markup. `render` is the default subcommand, so
/// `stackup FILE` renders FILE.
///
/// Exit codes: 0 success, 1 invalid input (or a failed check), 2 usage error.
@main
struct Command: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stackup",
    abstract:
      "Lay out SwiftUI-style markup exactly as SwiftUI would; print ASCII, JSON frames or SVG.",
    version: StackupVersion.current,
    subcommands: [
      Render.self, Check.self, Watch.self, Record.self, Schema.self, Vocabulary.self, Convert.self,
    ],
    defaultSubcommand: Render.self)

  /// Ends a command that has written everything, without freeing `result` (its laid-out
  /// document and layout pass): the process is about to hand all its memory back at once, and
  /// releasing the view tree, its descriptions and frames node by node first cost `render`
  /// 23 M instructions and 2–6% of its time, the pass's tables 34 M more (docs/performance.md,
  /// "Exit and exact tables" and "Lending layouts, keeping the pass"). Compilers end the same
  /// way (clang's `-disable-free`). The exit code is `main`'s: 1 when writing to standard
  /// output (or a requested trace to standard error) failed, 0 otherwise.
  static func finish(holding result: some Any) -> Never {
    withExtendedLifetime(result) {
      let failed = StandardOutput.reportFailure() || StandardError.requestedOutputFailed
      ProcessEnvironment.exit(status: failed ? 1 : 0)
    }
  }

  /// Maps errors to Stackup's exit codes (ArgumentParser's own usage code is 64).
  /// A failed write to standard output turns any outcome into 1 (`StandardOutput`).
  ///
  /// `stackup [render] FILE [--format F]`, the form nearly every run takes, is recognised by
  /// `QuickRender` and run without ArgumentParser's parse; everything else goes through it.
  static func main() {
    ProcessEnvironment.ignoreBrokenPipes()
    if let request = QuickRender.request(Array(CommandLine.arguments.dropFirst())) {
      do {
        try request.perform()
      } catch {
        exit(reporting: error)
      }
    }
    do {
      var command = try parseAsRoot()
      try command.run()
      if StandardOutput.reportFailure() { Self.exit(withError: ExitCode(1)) }
    } catch {
      exit(reporting: error)
    }
  }

  /// Ends the process after `error`: an exit code as it is, help and version text on standard
  /// output with 0, anything else from the parser as a usage error (2).
  private static func exit(reporting error: any Error) -> Never {
    if let exit = error as? ExitCode {
      if StandardOutput.reportFailure() { Self.exit(withError: ExitCode(1)) }
      Self.exit(withError: exit)
    }
    let code = exitCode(for: error)
    if code == .success {
      // Help and version text, written as ArgumentParser would, but through StandardOutput so
      // that a failed write is reported too.
      let text = fullMessage(for: error)
      if !text.isEmpty { StandardOutput.write(text + "\n") }
      Self.exit(withError: ExitCode(StandardOutput.reportFailure() ? 1 : 0))
    }
    // Help/version requests use code 0 and are handled above; everything else from the
    // parser is a usage error (its message names the right subcommand's usage).
    StandardError.write(fullMessage(for: error) + "\n")
    Self.exit(withError: ExitCode(2))
  }
}
