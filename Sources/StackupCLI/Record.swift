import ArgumentParser
import LayoutSpecs
import MarkupSyntax
import Platform

extension Command {
  /// `stackup record FILE [--force]`: write the frames Stackup computes into a spec's
  /// `<Expect>` blocks, keeping every other byte, and list what changed. The spec is replaced
  /// atomically (`SpecFiles.write`): a crash or a full disk leaves the old file.
  struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "record",
      abstract: "Fill a spec's missing expected frames with the current layout (for authoring).",
      discussion: """
        Adds an Expect block when there is none, fills empty Expect blocks and empty Frames. \
        Existing values that differ are kept unless --force is given. Recorded numbers are \
        Stackup's own output: check them against the spec's source before trusting them.
        """)

    @Argument(help: "The spec file to record into.")
    var file: String

    @Flag(help: "Replace existing expected values that differ from the layout.")
    var force = false

    func run() throws {
      let source: SourceFile
      do throws(SpecFiles.Failure) {
        source = try SpecFiles.read(file)
      } catch {
        StandardError.write("stackup: error: \(error.message)\n")
        throw ExitCode(1)
      }
      let outcome: RecordOutcome
      do throws(DiagnosticError) {
        outcome = try LayoutSpec.load(source).record(force: force)
      } catch {
        StandardError.write(error.rendered(in: source) + "\n")
        throw ExitCode(1)
      }
      for change in outcome.changes {
        StandardOutput.write("\(file):\(change.line): \(change.message)\n")
      }
      for conflict in outcome.conflicts {
        StandardOutput.write("\(file):\(conflict.line): \(conflict.message)\n")
      }
      if outcome.changed {
        do throws(SpecFiles.Failure) {
          try SpecFiles.write(
            outcome.text, to: file, replacing: source, beforeRename: Self.pauseForTests)
        } catch {
          StandardError.write("stackup: error: \(error.message)\n")
          throw ExitCode(1)
        }
      } else {
        StandardOutput.write("\(file): nothing to record\n")
      }
    }

    /// A test hook: with `STACKUP_TEST_PAUSE_BEFORE_RENAME=1` set, `record` says so on standard
    /// error once the new file is written and synced, and then waits 30 s before renaming it
    /// over the spec, so a test can kill it there and check that the spec is intact.
    static func pauseForTests() {
      guard ProcessEnvironment.value(of: "STACKUP_TEST_PAUSE_BEFORE_RENAME") == "1" else { return }
      StandardError.write("stackup: paused before rename\n")
      ProcessEnvironment.sleep(seconds: 30)
    }
  }
}
