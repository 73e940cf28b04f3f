import ArgumentParser
import LayoutSpecs

extension Command {
  /// `stackup check FILE|DIR…`: run layout specs and report each one, for people (text) or CI
  /// (JUnit XML). Exit 0 when all pass, 1 when any fails or none is found.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Run layout spec files (directories are searched recursively) and report pass/fail.",
      discussion:
        "The last line of the text report is 'N passed, M failed'. See docs/spec-format.md.")

    @Argument(help: "Spec files, or directories to search for *.xml specs.")
    var paths: [String]

    @Option(help: "Report format: text, or junit (JUnit XML on standard output).")
    var format: CheckFormat = .text

    @Flag(help: "Report unknown and not-yet-supported names as warnings, not errors.")
    var lenient = false

    func run() throws {
      let found: [SpecFiles.Found]
      do throws(SpecFiles.Failure) {
        found = try SpecFiles.discover(paths)
      } catch {
        StandardError.write("stackup: error: \(error.message)\n")
        throw ExitCode(1)
      }
      var options = SpecRunOptions()
      options.lenient = lenient
      let results = SpecCheck.run(found, options: options)
      switch format {
      case .junit:
        StandardOutput.write(JUnitReport.render(results))
      case .text:
        var report = ""
        for result in results {
          switch result.status {
          case .passed: report += "PASS \(result.name)\n"
          case .skipped(let reason): report += "SKIP \(result.name): \(reason)\n"
          case .failed:
            report += "FAIL \(result.name)\n"
            for line in result.failureReport.split(
              separator: "\n", omittingEmptySubsequences: false)
            {
              report += "  \(line)\n"
            }
          }
        }
        StandardOutput.write(report + SpecCheck.summary(results) + "\n")
      }
      if found.isEmpty {
        StandardError.write(
          "stackup: error: no spec files found in \(paths.joined(separator: ", "))\n")
        throw ExitCode(1)
      }
      if results.contains(where: { $0.status == .failed }) { throw ExitCode(1) }
    }
  }
}

/// `check --format` values.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
  case text, junit
}
