import Foundation
import TestSupport
import Testing

/// The README's quick start shows what `swift run stackup samples/hello.xml` prints; the sample
/// golden tests prove `samples/hello.txt` is that output, and this test that the README shows
/// exactly `samples/hello.txt`.
@Suite("README")
struct ReadmeTests {
  @Test("the quick start's transcript is samples/hello.txt")
  func quickStartTranscript() throws {
    let readme = try String(
      contentsOf: CommandLineTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let golden = try String(
      contentsOf: CommandLineTool.samplesDirectory.appendingPathComponent("hello.txt"),
      encoding: .utf8)
    // The command sits in a fenced block of its own; the next fenced block is its output.
    let lines = readme.components(separatedBy: "\n")
    let command = try #require(lines.firstIndex(of: "swift run stackup samples/hello.xml"))
    let commandEnd = try #require(lines[(command + 1)...].firstIndex(of: "```"))
    let open = try #require(lines[(commandEnd + 1)...].firstIndex(of: "```"))
    let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
    let transcript = lines[(open + 1)..<close].joined(separator: "\n") + "\n"
    #expect(transcript == golden)
  }
}
