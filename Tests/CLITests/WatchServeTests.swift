import Foundation
import TestSupport
import Testing

/// `stackup watch --serve`'s arguments and what a build without the LiveServer trait says.
/// The page itself is driven in headless Chromium by scripts/live-in-chromium.py (`.ci/run`,
/// with the trait built in `.build-live`).
@Suite("stackup watch --serve")
struct WatchServeTests {
  @Test("--port needs --serve, a port in range and a file rather than a folder")
  func usage() throws {
    let file = try StackupBinary.temporaryFile(
      named: "doc.xml",
      contents: "<Preview width=\"10\" height=\"10\"><Color name=\"red\"/></Preview>\n")
    defer { StackupBinary.removeTemporaryFile(file) }
    let noServe = try StackupBinary.run(["watch", file.path, "--port", "8080"])
    #expect(noServe.status == 2)
    #expect(noServe.stderr.contains("--port is the port of --serve: add --serve"))
    let outOfRange = try StackupBinary.run(["watch", file.path, "--serve", "--port", "70000"])
    #expect(outOfRange.status == 2)
    #expect(outOfRange.stderr.contains("--port must be between 0 and 65535"))
    let folder = try StackupBinary.run([
      "watch", file.deletingLastPathComponent().path, "--serve",
    ])
    #expect(folder.status == 2)
    #expect(folder.stderr.contains("not a directory of specs"))
  }

  @Test("without the LiveServer trait, --serve stops at once with an error naming the trait")
  func withoutTheTrait() throws {
    let file = try StackupBinary.temporaryFile(
      named: "doc.xml",
      contents: "<Preview width=\"10\" height=\"10\"><Color name=\"red\"/></Preview>\n")
    defer { StackupBinary.removeTemporaryFile(file) }
    let run = try StackupBinary.run(["watch", file.path, "--serve", "--port", "0"])
    // A build with the trait serves until interrupted; this one must not be that build.
    try #require(!run.stdout.contains("serving http"), "this binary has the LiveServer trait")
    #expect(run.status == 1)
    #expect(run.stderr.contains("lacks the LiveServer package trait"))
    #expect(run.stderr.contains("swift build --traits LiveServer"))
  }
}
