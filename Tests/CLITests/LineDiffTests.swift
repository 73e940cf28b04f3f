import Foundation
import TestSupport
import Testing

/// The golden-failure diff (`TestSupport.LineDiff`) that CLITests and DiagnosticsTests print.
@Suite("Line diff")
struct LineDiffTests {
  static let expected = (1...12).map { "line \($0)" }.joined(separator: "\n")
  static let actual = Self.expected.replacingOccurrences(of: "line 6\n", with: "line six\n")

  @Test("unchanged lines far from a change are elided")
  func elided() {
    let diff = LineDiff.render(expected: Self.expected, actual: Self.actual)
    #expect(
      diff.split(separator: "\n") == [
        "  …", "  line 3", "  line 4", "  line 5", "- line 6", "+ line six", "  line 7",
        "  line 8", "  line 9", "  …",
      ])
  }

  @Test("with no context limit every line is shown")
  func whole() {
    let diff = LineDiff.render(expected: "a\nb\nc", actual: "a\nc\nd", context: nil)
    #expect(diff == "  a\n- b\n  c\n+ d")
  }
}
