import Foundation
import Testing

/// Inputs that never end (stackup 13, class 6): the input limit holds while reading, and a file
/// a document or a folder names (an import, a spec) must be a regular file, so nothing waits on
/// a FIFO. Each ends in under 2 s, with an error and no signal, at default limits.
@Suite(.serialized) final class EndlessInputTests {
  let scratch: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-endless-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  /// The scratch folder goes with the test (a class, for this `deinit`).
  deinit { try? FileManager.default.removeItem(at: scratch) }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: scratch.appendingPathComponent(name))
  }

  func makeFIFO(_ name: String) throws {
    #expect(mkfifo(scratch.appendingPathComponent(name).path, 0o600) == 0)
  }

  @Test("/dev/zero stops at the input limit")
  func deviceZero() throws {
    let run = try BoundedRun.run(["render", "/dev/zero"])
    #expect(run.endedWithError, "\(run)")
    #expect(run.cpuSeconds < BoundedRun.timeBound, "\(run.cpuSeconds) s of CPU")
    #expect(
      run.stderr
        == "stackup: error: '/dev/zero' is larger than the limit of 50331648 bytes (raise it with --max-input-bytes)\n"
    )
  }

  @Test("an endless pipe on standard input stops at the limit, the default one or a given one")
  func endlessPipe() throws {
    let run = try BoundedRun.run(shell: #"yes | "$STACKUP" render -"#)
    #expect(run.endedWithError, "\(run)")
    #expect(run.cpuSeconds < BoundedRun.timeBound, "\(run.cpuSeconds) s of CPU")
    #expect(run.stderr.contains("larger than the limit of 50331648 bytes"))
    let small = try BoundedRun.run(
      shell: #"yes | "$STACKUP" render - --max-input-bytes 1000"#)
    #expect(small.endedWithError && small.stderr.contains("larger than the limit of 1000 bytes"))
  }

  @Test("a FIFO named on the command line is read up to the limit, and never blocks the open")
  func fifoInput() throws {
    try makeFIFO("pipe.xml")
    // A writer that never stops.
    let endless = try BoundedRun.run(
      shell:
        #"yes > pipe.xml & "$STACKUP" render pipe.xml --max-input-bytes 100000; s=$?; kill $! 2>/dev/null; exit $s"#,
      in: scratch)
    #expect(endless.endedWithError, "\(endless)")
    #expect(endless.stderr.contains("larger than the limit of 100000 bytes"))
    // No writer at all: an empty input, not a process waiting forever.
    let silent = try BoundedRun.run(["render", scratch.appendingPathComponent("pipe.xml").path])
    #expect(silent.endedWithError, "\(silent)")
  }

  @Test("a FIFO import is refused before it is opened for a read, with a located error")
  func fifoImport() throws {
    try makeFIFO("lib.xml")
    try write(#"<VStack><Import file="lib.xml"/><Text>x</Text></VStack>"#, "doc.xml")
    let run = try BoundedRun.run(["render", "doc.xml"], in: scratch, timeout: 5)
    #expect(run.endedWithError, "\(run)")
    #expect(run.cpuSeconds < BoundedRun.timeBound, "\(run.cpuSeconds) s of CPU")
    #expect(
      run.stderr.hasPrefix(
        "doc.xml:1:23: error: cannot read 'lib.xml': not a regular file (a FIFO, socket or device is never read)\n"
      ), "\(run.stderr)")
  }

  @Test("check refuses a FIFO spec, named or found in a folder, and goes on with the others")
  func fifoSpec() throws {
    try makeFIFO("a.xml")
    try write(
      #"<LayoutSpec source="test" trust="recorded"><Preview width="10" height="10"><Color id="c" name="red"/></Preview><Expect><Frame id="c" width="10"/></Expect></LayoutSpec>"#,
      "b.xml")
    let named = try BoundedRun.run(["check", "a.xml"], in: scratch, timeout: 5)
    #expect(named.status == 1 && !named.signalled && !named.timedOut, "\(named)")
    #expect(named.stdout.contains("FAIL a.xml\n  cannot read 'a.xml': not a regular file"))
    let folder = try BoundedRun.run(["check", "."], in: scratch, timeout: 5)
    #expect(folder.status == 1 && !folder.timedOut, "\(folder)")
    #expect(folder.stdout.contains("FAIL ./a.xml\n  cannot read './a.xml': not a regular file"))
    #expect(folder.stdout.contains("PASS ./b.xml"))
    #expect(folder.stdout.hasSuffix("1 passed, 1 failed\n"))
  }
}
