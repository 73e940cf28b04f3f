import Foundation
import TestSupport
import Testing

/// The one version: `stackup --version`, the changelog's newest release and the JSON output's
/// `stackup` key say the same thing (docs/releasing.md), and the README's JSON example is the
/// beginning of what `render --format json` prints.
@Suite("Release")
struct ReleaseTests {
  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: CommandLineTool.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The newest `## X.Y.Z — date` heading of CHANGELOG.md (Unreleased is not a version).
  static func changelogVersion() throws -> String {
    let headings = try text("CHANGELOG.md").components(separatedBy: "\n")
      .filter { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") }
    let newest = try #require(headings.first)
    return String(newest.dropFirst(3).prefix { $0 != " " })
  }

  @Test("--version prints the changelog's newest release, which the JSON output names")
  func version() throws {
    let run = try CommandLineTool.run(["--version"])
    #expect(run.status == 0)
    let version = try Self.changelogVersion()
    #expect(run.stdout == version + "\n")
    #expect(version.split(separator: ".").count == 3, "\(version) is not MAJOR.MINOR.PATCH")
    let json = try CommandLineTool.run(["render", "samples/hello.xml", "--format", "json"])
    #expect(json.stdout.hasPrefix("{\n  \"stackup\": \"\(version)\",\n"))
  }

  @Test("the README's JSON example is the start of samples/hello.xml's JSON")
  func readmeJSONExample() throws {
    let lines = try Self.text("README.md").components(separatedBy: "\n")
    // The example is the fenced block that opens with `{` and ends with an elision line (`…`).
    let open = try #require(lines.indices.first { lines[$0] == "```" && lines[$0 + 1] == "{" })
    let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
    var example = Array(lines[(open + 1)..<close])
    #expect(example.last?.trimmingCharacters(in: .whitespaces) == "…")
    example.removeLast()
    let output = try CommandLineTool.run(["render", "samples/hello.xml", "--format", "json"])
    let printed = output.stdout.components(separatedBy: "\n")
    #expect(example.count > 10)
    #expect(Array(printed.prefix(example.count)) == example)
  }
}
