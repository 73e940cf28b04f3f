import Foundation
import TestSupport
import Testing

/// `--dynamic-type-size` and `--platform` (semantics §9.1): the environment's Dynamic Type
/// size and platform, winning over the Preview's attributes.
@Suite("stackup render --dynamic-type-size and --platform")
struct FontOptionTests {
  static let document = """
    <Preview width="200" height="100" dynamicTypeSize="xSmall" textMetrics="fixed">
      <Text id="t">Hello</Text>
    </Preview>
    """

  /// The Text's width in the JSON output of a run with `arguments`.
  func width(_ arguments: [String]) throws -> String? {
    let run = try CommandLineTool.run(
      ["render", "-", "--format", "json"] + arguments, input: Self.document)
    #expect(run.status == 0, "\(run.stderr)")
    let line = run.stdout.split(separator: "\n").first {
      $0.contains("\"frame\"") && $0.contains("\"x\"")
    }
    guard let line, let range = line.range(of: "\"width\": ") else { return nil }
    return String(line[range.upperBound...].prefix { $0 != "," && $0 != "}" })
  }

  @Test("the Preview's size applies, and the option wins over it")
  func dynamicTypeSizeOption() throws {
    // xSmall body is 14 pt: 5 × 8 × 14/17; xxxLarge 23 pt: 5 × 8 × 23/17 (Apple's table).
    #expect(try width([]).map { Double($0)! }.map { abs($0 - 40 * 14 / 17) < 1e-9 } == true)
    #expect(
      try width(["--dynamic-type-size", "xxxLarge"]).map { Double($0)! }.map {
        abs($0 - 40 * 23 / 17) < 1e-9
      } == true)
    // macOS has no Dynamic Type: body is the default 8 pt per character.
    #expect(try width(["--platform", "macOS"]) == "40")
  }

  @Test("an unknown size is a usage error")
  func badSize() throws {
    let run = try CommandLineTool.run(
      ["render", "-", "--dynamic-type-size", "huge"], input: Self.document)
    #expect(run.status == 2)
  }

  @Test("--font system measures with the Mac's installed font, and says why not elsewhere")
  func systemFont() throws {
    let run = try CommandLineTool.run(
      ["render", "-", "--font", "system", "--format", "json"], input: Self.document)
    #if canImport(CoreText)
      #expect(run.status == 0, "\(run.stderr)")
    #else
      #expect(run.status == 1)
      #expect(run.stderr.contains("--font system measures with the system font installed on macOS"))
      #expect(run.stdout.isEmpty)
    #endif
  }
}
