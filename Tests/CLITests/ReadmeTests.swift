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

  @Test("the README's pictures are committed sample SVG goldens, hello.svg among them")
  func pictures() throws {
    let readme = try String(
      contentsOf: CommandLineTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    // `![alt](samples/NAME.svg)`: the sample golden tests keep each one the tool's output.
    let pictures = readme.components(separatedBy: "](").dropFirst().compactMap { rest in
      rest.split(separator: ")").first.map(String.init)
    }.filter { $0.hasSuffix(".svg") }
    #expect(pictures.contains("samples/hello.svg"))
    for picture in pictures {
      #expect(picture.hasPrefix("samples/"), "\(picture) is not a sample golden")
      let url = CommandLineTool.packageRoot.appendingPathComponent(picture)
      #expect(FileManager.default.fileExists(atPath: url.path), "\(picture) is not committed")
      let stem = url.deletingPathExtension().lastPathComponent
      #expect(
        FileManager.default.fileExists(
          atPath: CommandLineTool.samplesDirectory.appendingPathComponent("\(stem).xml").path),
        "\(picture) has no sample document")
    }
  }
}
