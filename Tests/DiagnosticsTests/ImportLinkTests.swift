import Foundation
import Testing

/// Imports through symbolic links (stackup 13, class 7): the real file must lie in the
/// document's real folder, and a real file is loaded once however it is spelled.
@Suite(.serialized) final class ImportLinkTests {
  let scratch: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent("lib"), withIntermediateDirectories: true)
  }

  /// The scratch folder goes with the test (a class, for this `deinit`).
  deinit { try? FileManager.default.removeItem(at: scratch) }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: scratch.appendingPathComponent(name))
  }

  func link(_ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: scratch.appendingPathComponent(name).path, withDestinationPath: target)
  }

  @Test("a link to a file outside the folder is refused, and nothing of the file is shown")
  func linkToPasswd() throws {
    try link("lib/p.xml", to: "/etc/passwd")
    try write(#"<VStack><Import file="lib/p.xml"/><Text>x</Text></VStack>"#, "doc.xml")
    let run = try BoundedRun.run(["render", "doc.xml"], in: scratch)
    #expect(run.endedWithError, "\(run)")
    #expect(
      run.stderr
        == """
        doc.xml:1:23: error: 'lib/p.xml' is a symbolic link that leads outside the document's folder
        <VStack><Import file="lib/p.xml"/><Text>x</Text></VStack>
                              ^

        """)
    #expect(!run.stderr.contains("root:"))
  }

  @Test("a link to / reaches nothing, existing or not")
  func linkToRoot() throws {
    try link("lib/root", to: "/")
    for path in ["lib/root/etc/passwd.xml", "lib/root/usr/missing.xml"] {
      try write(#"<VStack><Import file="\#(path)"/><Text>x</Text></VStack>"#, "doc.xml")
      let run = try BoundedRun.run(["render", "doc.xml"], in: scratch)
      #expect(run.endedWithError, "\(run)")
      #expect(run.stderr.contains("'\(path)' is a symbolic link that leads outside"), "\(run)")
    }
  }

  @Test("a link that stays inside the folder works")
  func linkInside() throws {
    try write(#"<Component name="A"><Text>a</Text></Component>"#, "lib/a.xml")
    try link("alias.xml", to: "lib/a.xml")
    try write(#"<VStack><Import file="alias.xml"/><A/></VStack>"#, "doc.xml")
    let run = try BoundedRun.run(["render", "doc.xml"], in: scratch)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "+-+\n|a|\n+-+\n")
  }

  @Test("64 spellings of one library load it once")
  func spellingsLoadOnce() throws {
    // 2 MB of components; 64 loads would pass the 3 MB input limit given below, one does not.
    let components = (0..<40_000).map { #"<Component name="C\#($0)"><Text>c</Text></Component>"# }
    try write(
      "<Components>" + components.joined(separator: "\n") + "</Components>", "lib/big.xml")
    var imports = ""
    for n in 1...64 {
      imports += #"<Import file="\#(String(repeating: "./", count: n))lib/big.xml"/>"#
    }
    try write("<VStack>\(imports)<C7/></VStack>", "doc.xml")
    let run = try BoundedRun.run(
      ["render", "doc.xml", "--max-input-bytes", "3000000"], in: scratch)
    #expect(run.status == 0 && !run.signalled, "\(run.stderr.prefix(500))")
    #expect(run.stdout == "+-+\n|c|\n+-+\n")
    #expect(run.cpuSeconds < BoundedRun.timeBound, "\(run.cpuSeconds) s of CPU")
  }

  @Test("imports together may not pass the input limit")
  func importsShareTheLimit() throws {
    let filler = String(repeating: "<!-- filler -->\n", count: 4_000)
    for name in ["a", "b"] {
      try write(
        #"<Component name="\#(name.uppercased())"><Text>x</Text></Component>"# + filler,
        "lib/\(name).xml")
    }
    try write(
      #"<VStack><Import file="lib/a.xml"/><Import file="lib/b.xml"/><A/></VStack>"#, "doc.xml")
    let run = try BoundedRun.run(
      ["render", "doc.xml", "--max-input-bytes", "100000"], in: scratch)
    #expect(run.endedWithError, "\(run)")
    #expect(
      run.stderr.hasPrefix(
        "doc.xml:1:49: error: 'lib/b.xml' takes the imports together past the limit of 100000 bytes (raise it with --max-input-bytes)\n"
      ), "\(run.stderr)")
  }
}
