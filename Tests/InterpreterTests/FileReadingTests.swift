import Foundation
import MarkupSyntax
import Pipeline
import Testing

/// Reading inputs: large regular files mapped, smaller ones in one read sized from `fstat`,
/// anything else (or anything past that size) in chunks, and the input limit.
@Suite struct FileReadingTests {
  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = NSTemporaryDirectory() + "stackup-reading-\(UUID().uuidString).xml"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a regular file comes back byte for byte, whatever its size")
  func regularFile() throws {
    for count in [0, 1, 65_535, 65_536, 200_001] {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 % 251 + 1) }
      let path = try temporaryFile(bytes)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let source = try FileReading.read(path)
      #expect(Array(source.bytes) == bytes, "\(count) bytes")
      #expect(source.name == path)
    }
  }

  @Test("a large file is mapped, with the NUL libxml2 stops at after its last byte")
  func largeFile() throws {
    // 1 MiB exactly is a whole number of pages: no zero-filled tail, so it is read instead.
    for count in [1 << 20, (1 << 20) + 1, 3_000_123] {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 % 251 + 1) }
      let path = try temporaryFile(bytes)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let source = try FileReading.read(path)
      #expect(Array(source.bytes) == bytes, "\(count) bytes")
      source.bytes.withUnsafeBufferPointer { buffer in
        #expect(buffer.count == count && buffer.baseAddress![count] == 0, "\(count) bytes")
      }
    }
  }

  @Test("a mapped document parses like the same text in memory, locations included")
  func mappedDocument() throws {
    let rows = (0..<40_000).map { "  <Text id=\"t\($0)\">row \($0)</Text>\n" }.joined()
    let text = "<VStack>\n" + rows + "</VStack>\n"
    let path = try temporaryFile(Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let mapped = try SyntaxTree.parse(FileReading.read(path))
    let copied = try SyntaxTree.parse(SourceFile(name: path, text: text))
    #expect(mapped.file.bytes.count > 1 << 20)
    #expect(mapped.elements.count == 40_001)
    let last = mapped.elements[40_000]
    #expect(last.location == copied.elements[40_000].location)
    #expect(last.location.line == 40_001 && last.text == "row 39999")
    #expect(mapped.attributes.last?.value == "t39999")
    // Parsing let the mapped pages go (`releaseResidentPages`); quoting a line reads them back.
    #expect(mapped.file.lineText(40_001) == "  <Text id=\"t39999\">row 39999</Text>")
    #expect(Array(mapped.file.bytes) == Array(text.utf8))
  }

  /// A pipe holding `bytes`, its writing end closed, opened by path through `/dev/fd` (Linux
  /// and macOS both have it): `fstat` reports no size for it, like standard input.
  func pipePath(holding bytes: [UInt8]) throws -> (path: String, pipe: Pipe) {
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
    try pipe.fileHandleForWriting.close()
    return ("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)", pipe)
  }

  @Test("a file whose size fstat does not know is read to its end")
  func sizeUnknown() throws {
    // Less than a pipe's buffer (4 KiB at least), so it is written before the read begins.
    let text = "<Text>\(String(repeating: "pipe ", count: 600))</Text>\n"
    let (path, pipe) = try pipePath(holding: Array(text.utf8))
    defer { withExtendedLifetime(pipe) {} }
    let source = try FileReading.read(path)
    #expect(Array(source.bytes) == Array(text.utf8))
  }

  @Test("inputs over the limit and unreadable paths are refused with a message")
  func failures() throws {
    let path = try temporaryFile(Array(repeating: UInt8(ascii: "a"), count: 100))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: FileReading.Failure.self) { try FileReading.read(path, limit: 99) }
    _ = try FileReading.read(path, limit: 100)
    let (unsized, pipe) = try pipePath(holding: Array(repeating: UInt8(ascii: "b"), count: 100))
    defer { withExtendedLifetime(pipe) {} }
    do {
      _ = try FileReading.read(unsized, limit: 10)
      Issue.record("read past the limit")
    } catch {
      #expect(error.message.contains("larger than the limit of 10 bytes"))
    }
    do {
      _ = try FileReading.read(path + ".missing")
      Issue.record("read a missing file")
    } catch {
      #expect(error.message == "cannot read '\(path).missing': No such file or directory")
    }
  }
}
