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

  @Test("a golden line that is not 'id x y width height' is an issue on that line")
  func unreadableGolden() throws {
    let folder = try scratchCard()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("Card.frames")
    try Data("# comment\ntitle 16 75\n".utf8).write(to: golden)
    withKnownIssue {
      expectLayout(of: folder.appendingPathComponent("Card.xml").path, matches: golden.path)
    } matching: { issue in
      issue.sourceLocation?.fileName == "Card.frames" && issue.sourceLocation?.line == 2
        && "\(issue)".contains("expected 'id x y width height'")
    }
  }

  @Test("a view the golden does not list, and one it lists that is gone, are both issues")
  func addedAndRemovedViews() throws {
    let folder = try scratchCard()
    defer { try? FileManager.default.removeItem(at: folder) }
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Layouts/Card.frames")
    // `count` renamed to `total` in the golden: `total` is gone, `count` is new.
    let text = try String(contentsOf: card, encoding: .utf8)
      .replacingOccurrences(of: "\ncount ", with: "\ntotal ")
    let golden = folder.appendingPathComponent("Card.frames")
    try Data(text.utf8).write(to: golden)
    withKnownIssue {
      expectLayout(of: folder.appendingPathComponent("Card.xml").path, matches: golden.path)
    } matching: { issue in
      "\(issue)".contains("no view named 'total'")
        && issue.sourceLocation?.fileName == "Card.frames"
        || "\(issue)".contains("'count' at (") && issue.sourceLocation?.fileName != "Card.frames"
    }
  }
}

/// The XCTest form, passing against the README example's golden.
final class XCTAssertLayoutTests: XCTestCase {
  func testCardLayout() {
    XCTAssertLayout(of: "Layouts/Card.xml", matches: "Layouts/Card.frames")
  }
}
