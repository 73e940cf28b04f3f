import ArgumentParser
import LayoutSpecs
import Pipeline
import Platform

extension Command {
  /// `stackup check FILE|DIR…`: run layout specs and report each one, for people (text), CI
  /// (JUnit XML) or tools (JSON), optionally with an HTML page of the failures. Exit 0 when all
  /// pass, 1 when any fails or none is found.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract:
        "Run layout spec files (directories are searched recursively) and report pass/fail.",
      discussion: """
        The last line of the text report is 'N passed, M failed'. Specs run on -j threads at \
        once; the report is the same for every -j. On a terminal, suites that take over a \
        second show their progress on standard error. See docs/spec-format.md.
        """)

    @Argument(help: "Spec files, or directories to search for *.xml specs.")
    var paths: [String]

    @Option(
      help:
        "Report format: text, junit (JUnit XML), json, or github (GitHub Actions annotations), on standard output."
    )
    var format: CheckFormat = .text

    @Option(
      name: [.customShort("j"), .customLong("jobs")],
      help: "How many specs to run at once (default: the number of cores).")
    var jobs: Int?

    @Option(
      name: .customLong("html"),
      help: ArgumentHelp(
        "Also write a self-contained HTML page: failing specs' expected and actual frames drawn over each other, with the differences.",
        valueName: "report.html"))
    var htmlPath: String?

    func validate() throws {
      if let jobs, jobs < 1 { throw ValidationError("-j must be 1 or more") }
    }

    @Flag(help: "Report unknown and not-yet-supported names as warnings, not errors.")
    var lenient = false

    @Flag(
      help:
        "Report the app's own names (unknown modifiers, colours and styles) as errors, not warnings."
    )
    var strict = false

    func run() throws {
      // A report path that is not a regular file (a FIFO, a device) is refused before checking.
      if let htmlPath, case .failure(let refusal) = OutputFiles.target(for: htmlPath) {
        StandardError.write("stackup: error: --html: cannot write \(refusal.message)\n")
        throw ExitCode(1)
      }
      // Swift files named on the command line are checked as views (SwiftCheck).
      let swiftPaths = paths.filter(SwiftInput.isSwift)
      let found: [SpecFiles.Found]
      do throws(SpecFiles.Failure) {
        found = try SpecFiles.discover(paths.filter { !SwiftInput.isSwift($0) })
      } catch {
        StandardError.write("stackup: error: \(error.message)\n")
        throw ExitCode(1)
      }
      var options = SpecRunOptions()
      options.lenient = lenient
      options.strict = strict
      let progress = ProgressLine(enabled: SystemCalls.isTerminal(2))
      let specResults = SpecCheck.run(
        found, options: options, jobs: jobs ?? SystemCalls.coreCount, progress: progress.update)
      progress.finish()
      let results =
        specResults + swiftPaths.map { SwiftCheck.run($0, limits: options.limits) }
      switch format {
      case .junit: StandardOutput.write(JUnitReport.render(results))
      case .json: StandardOutput.write(JSONSpecReport.render(results))
      case .github: StandardOutput.write(GitHubAnnotations.render(results))
      case .text: StandardOutput.write(CheckReport.text(results))
      }
      if let htmlPath {
        if let failure = SystemCalls.replaceFile(htmlPath, with: HTMLReport.render(results)) {
          StandardError.write("stackup: error: \(failure)\n")
          throw ExitCode(1)
        }
      }
      if found.isEmpty && swiftPaths.isEmpty {
        StandardError.write(
          "stackup: error: no spec files found in \(paths.joined(separator: ", "))\n")
        throw ExitCode(1)
      }
      if results.contains(where: { $0.status == .failed }) { throw ExitCode(1) }
    }
  }
}

/// `check --format` values.
enum CheckFormat: String, ArgumentChoice {
  /// `github`: GitHub Actions annotations (`::error file=…,line=…::…`), for action.yml.
  case text, junit, json, github
}

/// The text report of `check` (and of `watch` on spec files).
enum CheckReport {
  static func text(_ results: [SpecResult]) -> String {
    var report = ""
    for result in results {
      switch result.status {
      case .passed: report += "PASS \(result.name)\n"
      case .skipped(let reason): report += "SKIP \(result.name): \(reason)\n"
      case .failed:
        report += "FAIL \(result.name)\n"
        for line in result.failureReport.split(separator: "\n", omittingEmptySubsequences: false) {
          report += "  \(line)\n"
        }
      }
    }
    return report + SpecCheck.summary(results) + "\n"
  }
}

/// `[120/290] checking…` on standard error, rewritten in place, once a run has taken more than
/// a second (quick suites stay quiet); nothing at all when standard error is not a terminal,
/// so logs and pipes get only the report.
final class ProgressLine {
  let enabled: Bool
  let start = SystemCalls.monotonicMilliseconds()
  private var shown = false

  init(enabled: Bool) { self.enabled = enabled }

  func update(done: Int, total: Int) {
    guard enabled, SystemCalls.monotonicMilliseconds() - start > 1000 else { return }
    shown = true
    StandardError.write("\r\u{1B}[K[\(done)/\(total)] checking…")
  }

  /// Erases the line, so the report starts on a clean terminal.
  func finish() {
    if shown { StandardError.write("\r\u{1B}[K") }
  }
}
