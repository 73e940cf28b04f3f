import Foundation
import LayoutSpecs
import MarkupSyntax
import Testing

/// `SpecFiles.write`, the way `record` replaces a spec: a new file beside it, synced, renamed
/// over it; the mode and a link kept; nothing written when the file changed after it was read.
/// (Killing `record` mid-write and a full disk are tested on the built binary, in
/// DiagnosticsTests/AtomicRecordTests.)
///
/// Each test gets its own folder, removed when the test ends (a class, for its `deinit`).
@Suite final class AtomicWriteTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func make(_ name: String, _ text: String, mode: Int = 0o644) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    return path
  }

  func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  func folderNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("the file is replaced, its mode kept, and no temporary file stays behind")
  func replaces() throws {
    let path = try make("spec.xml", "old", mode: 0o640)
    let original = try SpecFiles.read(path)
    try SpecFiles.write("new text", to: path, replacing: original)
    #expect(try contents(path) == "new text")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try folderNames() == ["spec.xml"])
  }

  @Test("a link is written through: the target changes, the link stays a link")
  func throughLink() throws {
    let target = try make("real.xml", "old")
    let link = folder.appendingPathComponent("link.xml").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.xml")
    try SpecFiles.write("new", to: link, replacing: try SpecFiles.read(link))
    #expect(try contents(target) == "new")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.xml")
    #expect(try folderNames() == ["link.xml", "real.xml"])
  }

  @Test("a file edited after it was read is left alone, before or during the write")
  func changedAfterRead() throws {
    let path = try make("spec.xml", "old")
    let original = try SpecFiles.read(path)
    try Data("edited".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: SpecFiles.Failure.self) {
      try SpecFiles.write("recorded", to: path, replacing: original)
    }
    #expect(try contents(path) == "edited")
    // An edit landing while the new file is being written (just before the rename).
    let reread = try SpecFiles.read(path)
    do {
      try SpecFiles.write(
        "recorded", to: path, replacing: reread,
        beforeRename: { try? Data("edited again".utf8).write(to: URL(fileURLWithPath: path)) })
      Issue.record("the write went ahead over an edit")
    } catch {
      #expect(error.message.contains("it changed after it was read"), "\(error.message)")
      #expect(error.message.hasSuffix("the spec is unchanged"))
    }
    #expect(try contents(path) == "edited again")
    #expect(try folderNames() == ["spec.xml"])
  }

  @Test("record under a tolerance below 0.0005 writes values that check then accepts")
  func tinyToleranceRoundTrips() throws {
    for tolerance in ["0", "0.0001"] {
      let text = """
        <LayoutSpec source="s" trust="recorded" tolerance="\(tolerance)">
          <Preview width="100" height="100.0001">
            <HStack spacing="0">
              <Color id="a" name="red"/>
              <Color id="b" name="blue"/>
              <Color id="c" name="green"/>
            </HStack>
          </Preview>
        </LayoutSpec>
        """
      let recorded = try LayoutSpec.load(SourceFile(name: "s.xml", text: text)).record().text
      #expect(
        recorded.contains(tolerance == "0" ? "\"33.333333333333336\"" : "\"33.3333\""),
        "\(recorded)")
      let result = try LayoutSpec.load(SourceFile(name: "s.xml", text: recorded)).run()
      #expect(result.status == .passed, "\(result.failureReport)")
    }
  }
}
