import Foundation
package import Stackup

/// A golden file of named frames: one line per view the markup names, `id x y width height`
/// in points (unrounded, Swift's shortest round-trip form), `-` for a view never placed.
///
/// Plain lines rather than JSON so that a changed frame is a one-line diff in review and an
/// issue can point at exactly the line that differs. `#` lines are comments.
package struct FrameGolden: Equatable, Sendable {
  /// One recorded frame and the line it sits on (1-based; 0 for one not read from a file).
  package struct Entry: Equatable, Sendable {
    /// The id the markup gave the view.
    package var id: String
    /// The frame, or nil for a view that was never placed.
    package var frame: Rect?
    /// The golden line it was read from (1-based), 0 for a frame taken from a layout.
    package var line: Int
  }

  /// The frames, in file order.
  package var entries: [Entry]

  /// The named frames of a finished layout, in the order `LaidOutDocument.viewIDs` gives.
  package init(_ laidOut: LaidOutDocument) {
    entries = laidOut.viewIDs.map { Entry(id: $0, frame: laidOut.frame(ofID: $0), line: 0) }
  }

  /// Reads a golden; a line that is neither a comment nor `id x y w h` / `id -` is an error
  /// naming its line.
  package init(parsing text: String) throws(GoldenError) {
    entries = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      if fields.count == 2, fields[1] == "-" {
        entries.append(Entry(id: fields[0], frame: nil, line: index + 1))
        continue
      }
      let numbers = fields.dropFirst().compactMap(Double.init)
      guard fields.count == 5, numbers.count == 4 else {
        throw GoldenError(line: index + 1, message: "expected 'id x y width height', got '\(line)'")
      }
      entries.append(
        Entry(
          id: fields[0],
          frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
          line: index + 1))
    }
  }

  /// The file's text, with a header saying what it is and how to re-record it.
  package func text(markupName: String) -> String {
    var text =
      "# Named frames of \(markupName) (id x y width height, in points; - = never placed).\n"
    text += "# Recorded by expectLayout; re-record with STACKUP_RECORD=1 and review the diff.\n"
    for entry in entries {
      if let frame = entry.frame {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(Self.number)
        text += "\(entry.id) \(numbers.joined(separator: " "))\n"
      } else {
        text += "\(entry.id) -\n"
      }
    }
    return text
  }

  /// A whole number without its `.0`; anything else in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// What differs from `actual`, one mismatch per frame: each names the golden line it
  /// concerns (0 for a view the golden does not list yet).
  package func mismatches(against actual: FrameGolden, tolerance: Double = 1e-6) -> [Mismatch] {
    var result: [Mismatch] = []
    let actualByID = Dictionary(actual.entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for expected in entries {
      guard let found = actualByID[expected.id] else {
        result.append(
          Mismatch(
            id: expected.id, line: expected.line,
            message: "no view named '\(expected.id)' in the layout"))
        continue
      }
      if !Self.same(expected.frame, found.frame, tolerance: tolerance) {
        result.append(
          Mismatch(
            id: expected.id, line: expected.line,
            message:
              "'\(expected.id)': expected \(Self.describe(expected.frame)), got \(Self.describe(found.frame))"
          ))
      }
    }
    let listed = Set(entries.map(\.id))
    for extra in actual.entries where !listed.contains(extra.id) {
      result.append(
        Mismatch(
          id: extra.id, line: 0,
          message:
            "'\(extra.id)' at \(Self.describe(extra.frame)) is not in the golden; re-record it"))
    }
    return result
  }

  static func same(_ a: Rect?, _ b: Rect?, tolerance: Double) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
  }

  static func describe(_ frame: Rect?) -> String {
    guard let frame else { return "no frame (never placed)" }
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(number)
    return "(\(numbers.joined(separator: ", ")))"
  }

  /// One frame that differs, and where: `line` in the golden file (0: not in it).
  package struct Mismatch: Equatable, Sendable {
    /// The view's id.
    package var id: String
    /// The golden line of its expected frame; 0 when the golden does not list it.
    package var line: Int
    /// What differs, with both frames.
    package var message: String
  }
}

/// A golden file that is not `id x y width height` lines.
package struct GoldenError: Error, Sendable {
  /// The line (1-based) that could not be read.
  package var line: Int
  /// What is wrong with it.
  package var message: String
}
