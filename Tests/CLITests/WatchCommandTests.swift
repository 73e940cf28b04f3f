import Foundation
import TestSupport
import Testing

/// `stackup watch`, run as a user runs it with its output in a pipe, editing the watched files
/// the ways editors save them. The same in a real terminal is `scripts/watch-in-tmux.sh`
/// (tmux, driven from Swift's `Process`, inherits blocked signals and hangs `waitUntilExit`).
@Suite("stackup watch", .serialized)
struct WatchCommandTests {
  /// A document that imports its one component, so that editing the import must re-render too.
  static func document(_ text: String, stack: String = "VStack") -> String {
    """
    <Preview width="160" height="64">
      <Import file="parts.xml"/>
      <\(stack)><Caption id="label"/><Text>\(text)</Text></\(stack)>
    </Preview>

    """
  }

  static let parts = """
    <Components><Component name="Caption"><Text>label</Text></Component></Components>

    """

  /// A fresh folder holding `doc.xml` and `parts.xml`.
  static func folder(_ text: String) throws -> URL {
    let doc = try CommandLineTool.temporaryFile(named: "doc.xml", contents: document(text))
    let folder = doc.deletingLastPathComponent()
    try Data(parts.utf8).write(to: folder.appendingPathComponent("parts.xml"))
    return folder
  }

  /// Saves the way many editors do: a new file renamed over the old one (a new inode).
  static func atomicSave(_ text: String, to file: URL) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".save.tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, file.path) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
  }

  /// Polls `condition` every 20 ms for up to `seconds`.
  static func eventually(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows
    -> Bool
  {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return try condition()
  }

  /// Ctrl-C, then the exit status; the process is killed if it has not stopped within 10 s.
  static func interrupt(_ process: Process) -> Int32? {
    process.interrupt()
    if !eventually({ !process.isRunning }) {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Everything a process wrote to a pipe so far.
  final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }

  /// `stackup watch` started with `arguments`, its output and errors collected as they come.
  static func watch(_ arguments: [String]) throws -> (process: Process, output: Collected) {
    let binary = try #require(CommandLineTool.url, "no stackup binary")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["watch"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let collected = Collected()
    output.fileHandleForReading.readabilityHandler = { collected.append($0.availableData) }
    try process.run()
    return (process, collected)
  }

  @Test("off a terminal: every save appends an update; errors show and the next save recovers")
  func pipe() throws {
    let folder = try Self.folder("first")
    defer { try? FileManager.default.removeItem(at: folder) }
    let doc = folder.appendingPathComponent("doc.xml")
    let (process, collected) = try Self.watch([doc.path])
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    #expect(
      Self.eventually { collected.text.contains("update 1,") && collected.text.contains("first") })
    // The first update is exactly what `render` prints, after the status line.
    let render = try CommandLineTool.run(["render", doc.path])
    #expect(collected.text.contains("2 files watched; Ctrl-C to stop)\n" + render.stdout))

    try Self.atomicSave(Self.document("second"), to: doc)
    #expect(
      Self.eventually { collected.text.contains("update 2,") && collected.text.contains("second") })

    // An import changing re-renders too (written in place this time).
    try Data(Self.parts.replacingOccurrences(of: ">label<", with: ">LABEL<").utf8)
      .write(to: folder.appendingPathComponent("parts.xml"))
    #expect(
      Self.eventually { collected.text.contains("update 3,") && collected.text.contains("LABEL") })

    // A malformed intermediate save shows its error; watching goes on.
    try Self.atomicSave("<Preview><VStack><Text>half</Txt>", to: doc)
    #expect(Self.eventually { collected.text.contains("update 4,") })
    #expect(Self.eventually { collected.text.contains("error: malformed XML") })
    #expect(process.isRunning)

    try Self.atomicSave(Self.document("third", stack: "HStack"), to: doc)
    #expect(
      Self.eventually { collected.text.contains("update 5,") && collected.text.contains("third") })
    let fixed = try CommandLineTool.run(["render", doc.path])
    #expect(collected.text.hasSuffix(fixed.stdout), "\(collected.text.suffix(400))")

    #expect(Self.interrupt(process) == 130)
    #expect(process.terminationReason == .exit)
    // No escape codes off a terminal.
    #expect(!collected.text.contains("\u{1B}"))
  }

  @Test("with no polling to fall back on, each save is noticed from the system's events")
  func notified() throws {
    #if os(Linux) || os(macOS)
      let folder = try Self.folder("first")
      defer { try? FileManager.default.removeItem(at: folder) }
      let doc = folder.appendingPathComponent("doc.xml")
      // Ten seconds between fingerprint checks, and each update expected within three: only
      // inotify or kqueue can wake it in time.
      let (process, collected) = try Self.watch(["--interval", "10000", doc.path])
      defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
      #expect(Self.eventually { collected.text.contains("update 1,") })
      // Renamed over (a new file), then written in place (that new file), then an import,
      // then renamed over again: the one notifier of the watch follows each.
      try Self.atomicSave(Self.document("second"), to: doc)
      #expect(Self.eventually(within: 3) { collected.text.contains("update 2,") })
      try Data(Self.document("third").utf8).write(to: doc)
      #expect(
        Self.eventually(within: 3) {
          collected.text.contains("update 3,") && collected.text.contains("third")
        }
      )
      try Data(Self.parts.replacingOccurrences(of: ">label<", with: ">LABEL<").utf8)
        .write(to: folder.appendingPathComponent("parts.xml"))
      #expect(
        Self.eventually(within: 3) {
          collected.text.contains("update 4,") && collected.text.contains("LABEL")
        }
      )
      try Self.atomicSave(Self.document("fourth"), to: doc)
      #expect(
        Self.eventually(within: 3) {
          collected.text.contains("update 5,") && collected.text.contains("fourth")
        })
      #expect(Self.interrupt(process) == 130)
    #endif
  }

  @Test("--svg rewrites the picture on each good save and keeps it through a bad one")
  func svg() throws {
    let folder = try Self.folder("first")
    defer { try? FileManager.default.removeItem(at: folder) }
    let doc = folder.appendingPathComponent("doc.xml")
    let picture = folder.appendingPathComponent("out.svg")
    let binary = try #require(CommandLineTool.url, "no stackup binary")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["watch", doc.path, "--svg", picture.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    func svg() -> String { (try? String(contentsOf: picture, encoding: .utf8)) ?? "" }
    // The picture is what `render --format svg` draws for the document as saved.
    func rendered() throws -> String {
      try CommandLineTool.run(["render", doc.path, "--format", "svg"]).stdout
    }
    let first = try rendered()
    #expect(first.hasPrefix("<?xml") && first.hasSuffix("</svg>\n"))
    #expect(Self.eventually { svg() == first })
    try Self.atomicSave(Self.document("x").replacingOccurrences(of: "label", with: "tag"), to: doc)
    let second = try rendered()
    #expect(second != first)
    #expect(Self.eventually { svg() == second })
    try Self.atomicSave("<Preview>", to: doc)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(svg() == second)
    #expect(Self.interrupt(process) == 130)
  }
}
