import Foundation
import TestSupport
import Testing

/// `record` never leaves a spec half-written (stackup 13, class 8): killed with SIGKILL just
/// before the rename, or out of disk space, the spec keeps every byte.
@Suite(.serialized) struct AtomicRecordTests {
  static let spec = """
    <LayoutSpec source="test" trust="recorded">
      <Preview width="90" height="30">
        <HStack spacing="0">
          <Color id="a" name="red"/>
          <Color id="b" name="blue"/>
        </HStack>
      </Preview>
    </LayoutSpec>

    """

  @Test("SIGKILL while the new file is written leaves the spec intact")
  func killedMidWrite() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.xml")
    try Data(Self.spec.utf8).write(to: spec)
    guard let binary = StackupBinary.url else { throw StackupBinary.Missing() }
    let errors = Pipe()
    let process = Process()
    process.executableURL = binary
    process.arguments = ["record", spec.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // Record.pauseForTests: waits once the new file is written and synced.
    environment["STACKUP_TEST_PAUSE_BEFORE_RENAME"] = "1"
    process.environment = environment
    try process.run()
    var said = ""
    let start = Date()
    while !said.contains("paused before rename") && Date().timeIntervalSince(start) < 10 {
      said += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }
    #expect(said.contains("paused before rename"), "\(said)")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(String(decoding: try Data(contentsOf: spec), as: UTF8.self) == Self.spec)
    // The new file was complete: only its rename was missing.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let leftover = try #require(names.first { $0.hasPrefix(".spec.xml.record-") })
    let written = String(
      decoding: try Data(contentsOf: folder.appendingPathComponent(leftover)), as: UTF8.self)
    #expect(written.contains(#"<Frame id="b" x="45" y="0" width="45" height="30"/>"#))
    // Without the hook, record completes.
    let run = try BoundedRun.run(["record", spec.path])
    #expect(run.status == 0, "\(run)")
    #expect(String(decoding: try Data(contentsOf: spec), as: UTF8.self) == written)
    // The killed run's copy is gone: its process no longer runs (OutputFiles.removeAbandoned).
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!after.contains(leftover), "\(after)")
    #expect(after.filter { $0.hasPrefix(".") }.isEmpty, "\(after)")
  }

  @Test("A temporary file of a process still running is left alone")
  func liveWritersCopiesAreKept() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.xml")
    try Data(Self.spec.utf8).write(to: spec)
    // This test process is alive: its "copy" must survive; pid 2^22 + 1 is past Linux's pid_max.
    let live = ".spec.xml.record-\(getpid())-abcdef"
    let dead = ".spec.xml.record-4194305-abcdef"
    for name in [live, dead] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(name))
    }
    let run = try BoundedRun.run(["record", spec.path])
    #expect(run.status == 0, "\(run)")
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(after.contains(live) && !after.contains(dead), "\(after)")
  }

  /// Mounting a tmpfs needs root (or CAP_SYS_ADMIN); the test is skipped where it is refused.
  static let canMount: Bool = {
    let point = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-mount-probe-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: point) }
    guard shell("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", point.path) == 0 else {
      return false
    }
    _ = shell("umount", point.path)
    return true
  }()

  @discardableResult
  static func shell(_ arguments: String...) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test(
    "a full disk: record exits 1 with a message and the spec keeps every byte",
    .enabled(if: canMount, "skipped: mounting a 64 KiB tmpfs is not permitted here"))
  func fullDisk() throws {
    let point = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: point) }
    #expect(Self.shell("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", point.path) == 0)
    defer { Self.shell("umount", point.path) }
    let spec = point.appendingPathComponent("spec.xml")
    try Data(Self.spec.utf8).write(to: spec)
    // Fill the rest of the file system, a 1 KiB block at a time, until the disk refuses.
    let filler = FileHandle(
      forWritingAtPath: {
        let path = point.appendingPathComponent("filler").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return path
      }())!
    let block = Data(repeating: 0x20, count: 1024)
    while (try? filler.write(contentsOf: block)) != nil {}
    try? filler.close()
    let run = try BoundedRun.run(["record", spec.path])
    #expect(run.status == 1 && !run.signalled, "\(run)")
    #expect(
      run.stderr.contains(
        "stackup: error: cannot write '\(spec.path)': No space left on device; the spec is unchanged"
      ), "\(run.stderr)")
    #expect(String(decoding: try Data(contentsOf: spec), as: UTF8.self) == Self.spec)
    let names = try FileManager.default.contentsOfDirectory(atPath: point.path).sorted()
    #expect(names == ["filler", "spec.xml"])
  }
}
