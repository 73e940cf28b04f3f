import MarkupSyntax

/// Checking spec files by path: reading, loading and running folded into one `SpecResult`, so
/// an unreadable or malformed spec is just another failure with a readable report.
public enum SpecCheck {
  /// Reads, loads and runs the spec at `path`.
  package static func run(path: String, options: SpecRunOptions = SpecRunOptions()) -> SpecResult {
    let file: SourceFileResult
    do throws(SpecFiles.Failure) {
      file = .read(try SpecFiles.read(path))
    } catch {
      file = .failed(error.message)
    }
    switch file {
    case .failed(let message):
      return SpecResult(
        name: path, status: .failed, problems: [message], diagnostics: nil, proposals: [])
    case .read(let source):
      do throws(DiagnosticError) {
        let spec = try LayoutSpec.load(source, limits: options.limits)
        return spec.run(options: options)
      } catch {
        return SpecResult(
          name: path, status: .failed,
          problems: ["the spec is invalid:", error.rendered(in: source)],
          diagnostics: nil, proposals: [])
      }
    }
  }

  /// Runs every spec found (see `SpecFiles.discover`), honouring skipped file names.
  public static func run(_ found: [SpecFiles.Found], options: SpecRunOptions = SpecRunOptions())
    -> [SpecResult]
  {
    found.map { spec in
      if let problem = spec.problem {
        return SpecResult(
          name: spec.path, status: .failed, problems: [problem], diagnostics: nil, proposals: [])
      }
      if let reason = spec.skipReason {
        return SpecResult(
          name: spec.path, status: .skipped(reason: reason), problems: [], diagnostics: nil,
          proposals: [])
      }
      return run(path: spec.path, options: options)
    }
  }

  /// `N passed, M failed`, with `, K skipped` when some were.
  public static func summary(_ results: [SpecResult]) -> String {
    let passed = results.filter { $0.status == .passed }.count
    let failed = results.filter { $0.status == .failed }.count
    let skipped = results.count - passed - failed
    return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }

  private enum SourceFileResult {
    case read(SourceFile)
    case failed(String)
  }
}
