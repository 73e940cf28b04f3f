import LayoutSpecs
import MarkupSyntax
import Pipeline
import SwiftSource

/// `stackup check View.swift`: a SwiftUI view's file passes when it converts and renders
/// without an error and, when it has `// stackup-expect:` lines, when the frames they expect
/// hold. Those lines hold a spec's `<Expect>` blocks (docs/spec-format.md), one line each, and
/// name views by the `.id("…")` the Swift code gives them.
enum SwiftCheck {
  static func run(_ path: String, limits: MarkupLimits) -> SpecResult {
    let source: SourceFile
    do throws(FileReading.Failure) {
      source = try FileReading.read(path, limit: limits.maxInputBytes)
    } catch {
      return SpecResult(name: path, problems: [error.message])
    }
    var settings = RenderSettings()
    settings.limits = limits
    let input: SwiftInput
    do throws(DiagnosticError) {
      input = try SwiftInput.load(source, options: SwiftConversionOptions(), settings: settings)
    } catch {
      return SpecResult(
        name: path, problems: ["the view does not render:", error.rendered(in: source)])
    }
    let expectations = HostComments(source.text).expectations
    guard !expectations.isEmpty else { return SpecResult(name: path, problems: []) }
    let spec =
      "<LayoutSpec source=\"\(path)\" trust=\"derived\">\n" + input.markup.text
      + expectations.map(\.text).joined(separator: "\n") + "\n</LayoutSpec>\n"
    let file = SourceFile(name: path, text: spec)
    do throws(DiagnosticError) {
      var options = SpecRunOptions()
      options.limits = limits
      return try LayoutSpec.load(file, limits: limits).run(options: options)
    } catch {
      return SpecResult(
        name: path,
        problems: ["its // stackup-expect: lines are not valid:", error.rendered(in: file)])
    }
  }
}
