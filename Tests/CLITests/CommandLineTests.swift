import Foundation
import TestSupport
import Testing

/// The command line contract: the default subcommand, standard input, diagnostics on standard
/// error and exit codes (0 success, 1 invalid input, 2 usage error), and the root proposal flags.
@Suite("Command line")
struct CommandLineTests {
  static func sample(_ file: String) throws -> String {
    try String(
      contentsOf: CommandLineTool.samplesDirectory.appendingPathComponent(file), encoding: .utf8)
  }

  @Test("`stackup FILE` is `stackup render FILE`")
  func renderIsTheDefaultSubcommand() throws {
    for extra in [[], ["--format", "json"]] {
      let implicit = try CommandLineTool.run(["samples/hello.xml"] + extra)
      let explicit = try CommandLineTool.run(["render", "samples/hello.xml"] + extra)
      #expect(implicit.status == 0)
      #expect(explicit.status == 0)
      #expect(!implicit.stdout.isEmpty)
      #expect(implicit.stdout == explicit.stdout)
      #expect(implicit.stderr == explicit.stderr)
    }
    #expect(try CommandLineTool.run(["samples/hello.xml"]).stdout == Self.sample("hello.txt"))
  }

  @Test("--frames display prints frames snapped to the display scale's pixels (§7.9)")
  func displayFrames() throws {
    let source = """
      <Preview width="200" height="100" displayScale="3">
        <Color id="c" name="red" modifiers=".frame(width: 185 / 3, height: 50)"/>
      </Preview>
      """
    let layout = try CommandLineTool.run(["render", "-", "--format", "json"], input: source)
    let display = try CommandLineTool.run(
      ["render", "-", "--format", "json", "--frames", "display"], input: source)
    #expect(layout.status == 0 && display.status == 0)
    #expect(layout.stdout.contains("\"x\": 69.16666666666667"))
    #expect(display.stdout.contains("\"x\": 69.33333333333333"))
    #expect(!display.stdout.contains("69.16666666666667"))
    let explicit = try CommandLineTool.run(
      ["render", "-", "--format", "json", "--frames", "layout"], input: source)
    #expect(explicit.stdout == layout.stdout)
    let bad = try CommandLineTool.run(["render", "-", "--frames", "pixels"], input: source)
    #expect(bad.status == 2)
  }

  @Test("`-` reads the document from standard input")
  func readsStandardInput() throws {
    let source = try Self.sample("hello.xml")
    let ascii = try CommandLineTool.run(["render", "-"], input: source)
    #expect(ascii.status == 0)
    #expect(ascii.stderr.isEmpty)
    #expect(ascii.stdout == (try Self.sample("hello.txt")))

    let json = try CommandLineTool.run(["-", "--format", "json"], input: source)
    #expect(json.status == 0)
    #expect(json.stdout == (try Self.sample("hello.json")))
  }

  @Test("an unknown element is a located error with a snippet, a caret and a suggestion")
  func unknownElement() throws {
    let file = try CommandLineTool.temporaryFile(
      named: "unknown-element.xml",
      contents: """
        <Preview width="100" height="100">
          <VStack>
            <Color name="red"/>
            <Rectangel/>
          </VStack>
        </Preview>

        """)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let run = try CommandLineTool.run(["render", file.path])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.components(separatedBy: ": error: ").count == 2,
      "one error, no cascade:\n\(run.stderr)")
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    try #require(
      lines.count >= 3, "expected a message, a source line and a caret line:\n\(run.stderr)")
    #expect(
      lines[0].hasPrefix("\(file.path):4:6: error: "), "FILE:LINE:COL: error: …, got \(lines[0])")
    #expect(lines[0].contains("'Rectangel'"))
    #expect(lines[0].contains("did you mean 'Rectangle'?"))
    #expect(lines[1] == "    <Rectangel/>")
    // The caret sits under column 6 (the element name); tildes may underline the rest of it.
    #expect(lines[2].hasPrefix("     ^"), "caret under column 6, got \(lines[2].debugDescription)")
    #expect(lines[2].dropFirst(6).allSatisfy { $0 == "~" })
  }

  @Test("a missing input file is exit code 1")
  func missingFile() throws {
    let path = "samples/no-such-sample.xml"
    let run = try CommandLineTool.run(["render", path])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(path))
  }

  @Test(
    "a usage error is exit code 2",
    arguments: [
      ["render", "--no-such-flag", "samples/hello.xml"],
      ["render", "--outline", "samples/hello.xml"],
      ["render", "--width", "wide", "samples/hello.xml"],
      ["render"],
    ])
  func usageError(_ arguments: [String]) throws {
    let run = try CommandLineTool.run(arguments)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(!run.stderr.isEmpty)
  }

  @Test("--width and --height propose a size to a root that is not a Preview")
  func widthAndHeightFlags() throws {
    let file = try CommandLineTool.temporaryFile(
      named: "bare-root.xml",
      contents: """
        <HStack spacing="0">
          <Color id="red" name="red"/>
          <Color id="blue" name="blue"/>
        </HStack>

        """)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let json = try CommandLineTool.run([
      "render", file.path, "--width", "200", "--height", "96", "--format", "json",
    ])
    #expect(json.status == 0)
    #expect(json.stderr.isEmpty)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let canvas = try #require(document["canvas"] as? [String: Any])
    #expect((canvas["width"] as? NSNumber)?.doubleValue == 200)
    #expect((canvas["height"] as? NSNumber)?.doubleValue == 96)
    let root = try #require(document["root"] as? [String: Any])
    #expect(Self.frame(of: root) == [0, 0, 200, 96])
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.map { $0["id"] as? String } == ["red", "blue"])
    #expect(children.map(Self.frame(of:)) == [[0, 0, 100, 96], [100, 0, 100, 96]])

    // 200 x 96 points are 25 x 6 cells, plus the border.
    let ascii = try CommandLineTool.run(["render", file.path, "--width", "200", "--height", "96"])
    #expect(ascii.status == 0)
    let rows = ascii.stdout.split(separator: "\n")
    #expect(rows.count == 8)
    #expect(rows.allSatisfy { $0.count == 27 })

    // A Preview's own size wins over the flags.
    let preview = try CommandLineTool.run([
      "render", "samples/hello.xml", "--width", "300", "--height", "50",
    ])
    #expect(preview.stdout == (try Self.sample("hello.txt")))
  }

  static func frame(of node: [String: Any]) -> [Double]? {
    guard let frame = node["frame"] as? [String: Any] else { return nil }
    return ["x", "y", "width", "height"].compactMap { (frame[$0] as? NSNumber)?.doubleValue }
  }
}
