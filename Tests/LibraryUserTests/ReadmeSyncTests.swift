import Foundation
import Testing

/// The README's Swift examples and ReadmeExamples.swift must not drift apart: every ```swift
/// block of the README appears in that file line for line (indentation aside, since the
/// examples' statements sit inside test functions there), and its `import`s are the file's.
@Suite struct ReadmeSyncTests {
  @Test func everyReadmeSwiftBlockIsCompiledByTheExamples() throws {
    let readme = try String(contentsOfFile: repositoryRoot + "README.md", encoding: .utf8)
    // StackupTesting's example sits in a file of its own: it is a whole test file.
    let examples = try ["ReadmeExamples.swift", "ReadmeTestingExample.swift"].map {
      try String(contentsOfFile: repositoryRoot + "Tests/LibraryUserTests/" + $0, encoding: .utf8)
    }.joined(separator: "\n")
    let blocks = swiftBlocks(in: readme)
    #expect(blocks.count >= 5, "the README's library section lost its examples")
    let exampleLines = examples.split(separator: "\n", omittingEmptySubsequences: false)
    let exampleText = "\n" + exampleLines.map(stripped).joined(separator: "\n") + "\n"
    for block in blocks {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines where line.hasPrefix("import ") {
        #expect(
          ["import Stackup", "import StackupTesting", "import Testing"].contains(line),
          "a README example imports more than Stackup, StackupTesting and Testing: \(line)")
        #expect(exampleLines.contains(line))
      }
      let body = lines.filter { !$0.hasPrefix("import ") }.map(stripped)
        .drop { $0.isEmpty }.joined(separator: "\n")
      #expect(
        exampleText.contains("\n" + body + "\n"),
        "this README example is not in ReadmeExamples.swift:\n\(body)")
    }
  }

  /// The text of every ```swift fenced block.
  func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]? = nil
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  func stripped(_ line: Substring) -> String {
    String(line.drop { $0 == " " })
  }
}
