import Foundation
import Stackup
import StackupTesting
import Testing
import XCTest

/// `expectLayout` as a user's test sees it: a differing frame is an issue on its golden line, a
/// missing golden is recorded and reported, and a recorded golden then passes.
@Suite struct StackupTestingTests {
  /// A scratch folder holding a copy of Layouts/Card.xml.
  func scratchCard() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Layouts/Card.xml")
    try FileManager.default.copyItem(at: card, to: folder.appendingPathComponent("Card.xml"))
    return folder
  }

  @Test("a differing frame is an issue located on its golden line")
  func mismatchIsLocated() throws {
    let folder = try scratchCard()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("Card.frames")
    // The recorded golden with the title's width changed, on the file's fourth line.
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Layouts/Card.frames")
    var lines = try String(contentsOf: card, encoding: .utf8).components(separatedBy: "\n")
    let titleLine = try #require(lines.firstIndex { $0.hasPrefix("title ") })
    var fields = lines[titleLine].split(separator: " ").map(String.init)
    fields[3] = "999"
    lines[titleLine] = fields.joined(separator: " ")
    try Data(lines.joined(separator: "\n").utf8).write(to: golden)
    withKnownIssue {
      expectLayout(of: folder.appendingPathComponent("Card.xml").path, matches: golden.path)
    } matching: { issue in
      issue.sourceLocation?.fileName == "Card.frames"
        && issue.sourceLocation?.line == titleLine + 1
        && "\(issue)".contains("'title': expected (")
    }
  }

  @Test("a missing golden is recorded and reported; the next run passes")
  func recordThenPass() throws {
    let folder = try scratchCard()
    defer { try? FileManager.default.removeItem(at: folder) }
    let markup = folder.appendingPathComponent("Card.xml").path
    let golden = folder.appendingPathComponent("Card.frames")
    withKnownIssue {
      expectLayout(of: markup, matches: golden.path)
    } matching: { issue in
      "\(issue)".contains("recorded 5 frames of Card.xml")
    }
    let recorded = try String(contentsOf: golden, encoding: .utf8)
    #expect(recorded.contains("\ntitle "))
    expectLayout(of: markup, matches: golden.path)
    // Record mode rewrites even a matching golden, and says so.
    withKnownIssue {
      expectLayout(of: markup, matches: golden.path, record: true)
    } matching: { issue in
      "\(issue)".contains("re-recorded (unchanged)")
    }
  }

  @Test("markup that does not lay out is an issue on the markup's line")
  func diagnosticIsLocated() throws {
    let folder = try scratchCard()
    defer { try? FileManager.default.removeItem(at: folder) }
    let markup = folder.appendingPathComponent("Bad.xml")
    try Data("<Preview>\n  <Txt>Hi</Txt>\n</Preview>\n".utf8).write(to: markup)
    withKnownIssue {
      expectLayout(of: markup.path, matches: folder.appendingPathComponent("Bad.frames").path)
    } matching: { issue in
      issue.sourceLocation?.fileName == "Bad.xml" && issue.sourceLocation?.line == 2
    }
  }

  @Test("a golden lists every named view; a line it cannot read is an error naming it")
  func goldenFormat() throws {
    let golden = try FrameGolden(parsing: "# comment\na 0 0 10 20.5\nb -\n")
    #expect(golden.entries.map(\.id) == ["a", "b"])
    #expect(golden.entries[0].frame == Rect(x: 0, y: 0, width: 10, height: 20.5))
    #expect(golden.entries[1].frame == nil && golden.entries[1].line == 3)
    #expect(throws: GoldenError.self) { try FrameGolden(parsing: "a 1 2\n") }
    let other = try FrameGolden(parsing: "a 0 0 10 20.5\nc 1 1 1 1\n")
    let mismatches = golden.mismatches(against: other)
    #expect(mismatches.map(\.id) == ["b", "c"])
    #expect(mismatches.map(\.line) == [3, 0])
  }
}

/// The XCTest form, passing against the README example's golden.
final class XCTAssertLayoutTests: XCTestCase {
  func testCardLayout() {
    XCTAssertLayout(of: "Layouts/Card.xml", matches: "Layouts/Card.frames")
  }
}
