import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// The default text model against every text size recorded on Apple's systems
/// (`Fixtures/text-measured/`, made from docs/data/text-recordings.tsv): each spec checks its
/// own height exactly and its width within 8%; this checks the widths' mean error, the model's
/// goal (docs/semantics.md §9.7).
@Suite struct MeasuredTextTests {
  /// A recorded width: the spec's markup and the width SwiftUI or UIKit gave.
  struct Recording {
    var file: String
    var markup: String
    var width: Double
  }

  /// Every spec in `text-measured/` that compares a width, with its Preview's markup.
  static func recordings() throws -> [Recording] {
    let folder = SpecFixtures.directory + "/text-measured"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    var found: [Recording] = []
    for name in names where name.hasSuffix(".xml") {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      guard let preview = text.range(of: "<Preview"),
        let previewEnd = text.range(of: "</Preview>"),
        let widthFrame = text.range(of: "<Frame id=\"text\" width=\"")
      else { continue }
      let digits = text[widthFrame.upperBound...].prefix { $0 != "\"" }
      guard let width = Double(digits) else { continue }
      found.append(
        Recording(
          file: name, markup: String(text[preview.lowerBound..<previewEnd.upperBound]),
          width: width))
    }
    return found
  }

  @Test("widths are within 3% of the recordings on average, 8% at most")
  func meanWidthError() throws {
    let recordings = try Self.recordings()
    #expect(recordings.count >= 30, "only \(recordings.count) recorded widths")
    var total = 0.0
    var largest = (0.0, "")
    for recording in recordings {
      let laidOut = try Markup.layout(SourceFile(name: recording.file, text: recording.markup))
      let width = try #require(laidOut.frame(ofID: "text")).width
      let error = abs(width - recording.width) / recording.width
      total += error
      if error > largest.0 { largest = (error, recording.file) }
    }
    let mean = total / Double(recordings.count)
    print(
      "text model: \(recordings.count) recorded widths, mean error \(mean * 100)%, largest \(largest.0 * 100)% (\(largest.1))"
    )
    #expect(mean <= 0.03, "mean width error \(mean * 100)%")
    #expect(largest.0 <= 0.08, "largest width error \(largest.0 * 100)% in \(largest.1)")
  }
}
