import Foundation
import TestSupport
import Testing

/// `stackup [render] FILE [--format F]` skips ArgumentParser (`QuickRender`, 21.6 M of the
/// 31.2 M instructions `render hello.xml` cost); anything else goes through it. Both routes
/// must print the same: an option with its default value (`--max-depth 1000`) forces the
/// ArgumentParser route for the same request.
@Suite struct QuickRenderTests {
  static let slowRoute = ["--max-depth", "1000"]

  @Test("the quick route prints what the ArgumentParser route prints")
  func sameOutput() throws {
    let documents = [
      "samples/hello.xml", "samples/real-4-list-cell.xml", "samples/fonts-settings-row.xml",
      "Tests/DiagnosticsTests/Documents",
    ]
    var files: [String] = []
    for document in documents where !document.hasSuffix(".xml") {
      let folder = StackupBinary.packageRoot.appendingPathComponent(document)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      files += names.filter { $0.hasSuffix(".xml") }.sorted().prefix(5).map { "\(document)/\($0)" }
    }
    files += documents.filter { $0.hasSuffix(".xml") }
    for file in files {
      for format in [[], ["--format", "json"], ["--format", "svg"]] {
        for prefix in [[], ["render"]] {
          let quick = try CommandLineTool.run(prefix + [file] + format)
          let slow = try CommandLineTool.run(prefix + [file] + format + Self.slowRoute)
          #expect(quick.status == slow.status, "\(file) \(format)")
          #expect(quick.stdout == slow.stdout, "\(file) \(format)")
          #expect(quick.stderr == slow.stderr, "\(file) \(format)")
        }
      }
    }
  }

  @Test("help, errors and files named like subcommands still go through ArgumentParser")
  func otherFormsKeepTheirMeaning() throws {
    let missing = try CommandLineTool.run(["no-such-file.xml"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no-such-file.xml"))
    let badFormat = try CommandLineTool.run(["samples/hello.xml", "--format", "png"])
    #expect(badFormat.status == 2)
    #expect(badFormat.stderr.contains("--format"))
    let help = try CommandLineTool.run(["render", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: stackup render"))
    let schema = try CommandLineTool.run(["schema", "--json"])
    #expect(schema.status == 0)
  }
}
