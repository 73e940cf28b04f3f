import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `stackup check`'s parallel runs and its JSON and HTML reports, as a user runs them.
@Suite("stackup check: -j, JSON and HTML reports")
struct CheckReportTests {
  /// A folder with `CheckCommandTests.wrongSpec` (red is 61.333 pt high, not 70) and one
  /// passing spec (the test removes it).
  static func failingSuite() throws -> URL {
    let wrong = try CommandLineTool.temporaryFile(
      named: "wrong.xml", contents: CheckCommandTests.wrongSpec)
    let folder = wrong.deletingLastPathComponent()
    let passing = CheckCommandTests.wrongSpec
      .replacingOccurrences(of: #"height="70""#, with: #"height="61.333""#)
    try Data(passing.utf8).write(to: folder.appendingPathComponent("right.xml"))
    return folder
  }

  @Test("-j 1 and -j 4 give the same bytes on the corpus, in every format")
  func parallelRunsReportTheSame() throws {
    for format in ["text", "json", "junit"] {
      let one = try CommandLineTool.run(
        ["check", "-j", "1", "--format", format, "Tests/FixtureTests/Fixtures"])
      let four = try CommandLineTool.run(
        ["check", "-j", "4", "--format", format, "Tests/FixtureTests/Fixtures"])
      #expect(one.status == four.status)
      #expect(one.stdout == four.stdout, "\(format) differs between -j 1 and -j 4")
      #expect(one.stdout.count > 10_000)
      // Not a terminal: no progress line.
      #expect(four.stderr.isEmpty, "\(four.stderr)")
    }
  }

  @Test("-j 0 is a usage error")
  func zeroJobs() throws {
    let run = try CommandLineTool.run(["check", "-j", "0", "Tests/FixtureTests/Fixtures"])
    #expect(run.status == 2)
  }

  @Test("--format json gives each differing field with its numbers")
  func json() throws {
    let folder = try Self.failingSuite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CommandLineTool.run(["check", "--format", "json", folder.path])
    #expect(run.status == 1)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(
      summary.compactMapValues { $0 as? Int } == [
        "total": 2, "passed": 1, "failed": 1, "skipped": 0,
      ])
    // How much of what ran is trusted how far: both specs are verified-configuration, 10 numbers.
    let trust = try #require(summary["trust"] as? [String: [String: Int]])
    #expect(trust == ["verified-configuration": ["specs": 2, "numbers": 10]])
    let specs = try #require(root["specs"] as? [[String: Any]])
    #expect(specs.map { $0["status"] as? String } == ["passed", "failed"])
    #expect(
      specs.map { $0["trust"] as? String } == ["verified-configuration", "verified-configuration"])
    let expectations = try #require(specs[1]["expectations"] as? [[String: Any]])
    let differences = try #require(expectations.first?["differences"] as? [[String: Any]])
    #expect(differences.count == 1)
    #expect(differences.first?["id"] as? String == "red")
    #expect(differences.first?["field"] as? String == "height")
    #expect(differences.first?["expected"] as? Double == 70)
    #expect(differences.first?["actual"] as? Double == 61.333333)
    #expect((specs[1]["report"] as? String)?.contains("red.height: expected 70") == true)
    // Keys come in a fixed order.
    #expect(
      run.stdout.hasPrefix(
        #"{"summary":{"total":2,"passed":1,"failed":1,"skipped":0,"trust":{"verified-configuration":{"specs":2,"numbers":10}}},"#
      ))
  }

  @Test("--html draws the failing spec's expected and actual frames and the diff table")
  func html() throws {
    let folder = try Self.failingSuite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let run = try CommandLineTool.run(["check", "--html", page.path, folder.path])
    #expect(run.status == 1)
    // The text report on standard output is unchanged by --html.
    #expect(run.stdout.hasSuffix("1 passed, 1 failed\n"))
    let html = try String(contentsOf: page, encoding: .utf8)
    // The expected frame, dashed, and the actual one, solid, for the failing view.
    #expect(html.contains(#"<g class="expected" data-id="red">"#))
    #expect(html.contains(#"<rect x="0" y="0" width="200" height="70" fill="none""#))
    #expect(html.contains(#"stroke-dasharray"#))
    #expect(html.contains(#"<g class="actual" data-id="red">"#))
    #expect(html.contains(#"<rect x="0" y="0" width="200" height="61.333""#))
    // The table row of the differing field.
    #expect(
      html.contains(
        "<tr><td><code>red</code></td><td>height</td><td>70</td><td>61.3333</td><td>8.6667</td>"))
    // The passing spec is listed, collapsed; the failing one is not in that list.
    #expect(html.contains("<details class=\"others\">\n<summary>1 passed</summary>"))
    #expect(
      html.contains(
        "PASS <code>\(folder.path)/right.xml</code> (verified-configuration, 5 numbers)"))
    // The trust table: how many specs and numbers of each trust ran.
    #expect(html.contains("<tr><td>verified-configuration</td><td>2</td><td>10</td></tr>"))
    #expect(!html.contains("PASS <code>\(folder.path)/wrong.xml</code>"))
    // Self-contained: no scripts, links or external references.
    for outside in ["<script", "<link", "href=", "src=", "url("] {
      #expect(!html.contains(outside), "\(outside)")
    }
    // Well-formed (the page is written as XML).
    let parser = XMLParser(data: Data(html.utf8))
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
  }

  @Test("--html escapes what it shows")
  func htmlEscapes() throws {
    let spec = CheckCommandTests.wrongSpec.replacingOccurrences(
      of: #"id="red""#, with: #"id="&lt;b&gt;&amp;&quot;""#)
    let file = try CommandLineTool.temporaryFile(named: "escape.xml", contents: spec)
    defer { CommandLineTool.removeTemporaryFile(file) }
    let page = file.deletingLastPathComponent().appendingPathComponent("report.html")
    _ = try CommandLineTool.run(["check", "--html", page.path, file.path])
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(!html.contains("<b>"))
    #expect(html.contains("data-id=\"&lt;b&gt;&amp;&quot;\""))
    let parser = XMLParser(data: Data(html.utf8))
    #expect(parser.parse())
  }
}
