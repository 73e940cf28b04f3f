import Foundation
import Testing

/// A failed write to standard output (stackup 13, 9b) exits 1 with a message, for every command.
@Suite struct OutputErrorTests {
  /// Linux's always-full device; macOS has none, and the closed and broken-pipe cases below
  /// cover the same failed write there.
  static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

  @Test(
    "a full device: /dev/full",
    .enabled(if: hasFullDevice, "this system has no /dev/full (Linux has)"),
    arguments: [
      "render samples/hello.xml", "render samples/hello.xml --format json",
      "check Tests/FixtureTests/Fixtures/invalid/ids/duplicate-id.xml", "schema --xml", "--help",
    ])
  func fullDevice(_ command: String) throws {
    let run = try BoundedRun.run(shell: #""$STACKUP" \#(command) > /dev/full"#)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.hasSuffix(
        "stackup: error: cannot write to standard output: No space left on device\n"),
      "\(run.stderr)")
  }

  @Test("a closed standard output")
  func closed() throws {
    let run = try BoundedRun.run(shell: #""$STACKUP" render samples/hello.xml >&-"#)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr == "stackup: error: cannot write to standard output: Bad file descriptor\n")
  }

  @Test("a reader that went away: an error and exit 1, not SIGPIPE")
  func brokenPipe() throws {
    // About 2 MB of JSON into a pipe whose reader exits at once.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-pipe-\(UUID().uuidString).xml")
    try Data(
      ("<VStack>" + String(repeating: "<Text>x</Text>\n", count: 20_000) + "</VStack>").utf8
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try BoundedRun.run(
      shell: #"{ "$STACKUP" render \#(file.path) --format json; echo "status $?" >&2; } | true"#,
      timeout: 20)
    #expect(!run.signalled && !run.timedOut, "\(run)")
    #expect(
      run.stderr
        == "stackup: error: cannot write to standard output: Broken pipe\nstatus 1\n",
      "\(run.stderr)")
  }
}
