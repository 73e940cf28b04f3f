import Foundation
import Testing

/// `check DIR` (stackup 13, class 7): links to folders are not followed (two links to `.` made
/// 2^depth paths), and a spec whose name is not UTF-8 is reported instead of skipped.
@Suite(.serialized) final class CheckDiscoveryTests {
  let scratch: URL
  static let spec =
    #"<LayoutSpec source="test" trust="recorded"><Preview width="10" height="10"><Color id="c" name="red"/></Preview><Expect><Frame id="c" width="10"/></Expect></LayoutSpec>"#

  init() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-discovery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent("specs"), withIntermediateDirectories: true)
    try Data(Self.spec.utf8).write(to: scratch.appendingPathComponent("specs/a.xml"))
  }

  /// The scratch folder goes with the test (a class, for this `deinit`).
  deinit { try? FileManager.default.removeItem(at: scratch) }

  @Test("two links to the folder itself: each spec is found once, at once")
  func selfLinks() throws {
    for name in ["x", "y"] {
      try FileManager.default.createSymbolicLink(
        atPath: scratch.appendingPathComponent("specs/\(name)").path, withDestinationPath: ".")
    }
    try FileManager.default.createSymbolicLink(
      atPath: scratch.appendingPathComponent("specs/up").path, withDestinationPath: "..")
    let run = try BoundedRun.run(["check", "specs"], in: scratch)
    #expect(run.status == 0 && !run.signalled, "\(run)")
    #expect(run.stdout == "PASS specs/a.xml\n1 passed, 0 failed\n")
    #expect(run.cpuSeconds < BoundedRun.timeBound, "\(run.cpuSeconds) s of CPU")
  }

  @Test("a spec whose file name is not UTF-8 is reported as failed")
  func nonUTF8Name() throws {
    // "b\xFF.xml": not valid UTF-8, so no Swift string can name it; created through the C call.
    var path = Array(scratch.appendingPathComponent("specs").path.utf8) + Array("/b".utf8)
    path += [0xFF] + Array(".xml".utf8) + [0]
    let fd = path.withUnsafeBufferPointer {
      $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) {
        open($0, O_WRONLY | O_CREAT, 0o644)
      }
    }
    #expect(fd >= 0)
    _ = Self.spec.withCString { write(fd, $0, strlen($0)) }
    close(fd)
    let run = try BoundedRun.run(["check", "specs"], in: scratch)
    #expect(run.status == 1 && !run.signalled, "\(run)")
    #expect(run.stdout.contains("PASS specs/a.xml\n"))
    #expect(run.stdout.contains("is not valid UTF-8, so it cannot be read; rename it"), "\(run)")
    #expect(run.stdout.hasSuffix("1 passed, 1 failed\n"))
  }
}
