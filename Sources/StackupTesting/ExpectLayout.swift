public import Stackup
import Testing

/// Lays out the markup file `markup` and expects its named frames to match the golden file
/// `golden`, recording a Swift Testing issue for each frame that differs.
///
/// ```swift
/// @Test func card() {
///   expectLayout(of: "Card.xml", matches: "Card.frames")
/// }
/// ```
///
/// Paths are relative to the folder of the test file. The golden lists `id x y width height`
/// per view the markup names (`FrameGolden`); each differing frame is an issue located on
/// its golden line, so the test navigator jumps to the line to read or re-record, and markup
/// that does not lay out is an issue on the markup's line. A missing golden is recorded (and
/// reported, so the first run fails until the file is reviewed); `record: true` or
/// `STACKUP_RECORD=1` in the environment re-records every golden.
///
/// - Parameters:
///   - markup: The markup file to lay out.
///   - golden: The golden file of named frames.
///   - record: Re-record the golden (default: the `STACKUP_RECORD` environment variable).
///   - settings: The settings to lay out with (custom layouts, limits).
///   - fileID: The calling test's file ID, where an issue that concerns no line goes.
///   - filePath: The calling test's file path; `markup` and `golden` are relative to its folder.
///   - line: The calling line.
///   - column: The calling column.
public func expectLayout(
  of markup: String, matches golden: String, record: Bool? = nil,
  settings: RenderSettings = RenderSettings(),
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let check = LayoutCheck(
    markup: markup, golden: golden, testFilePath: filePath, record: record, settings: settings)
  let callSite = Testing.SourceLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  for problem in check.run() {
    var location = callSite
    if let path = problem.path {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      // Swift Testing wants a `Module/File` file ID; the golden has no module, so it is
      // named after the folder it sits in.
      let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? "Stackup"
      location = Testing.SourceLocation(
        fileID: "\(folder)/\(name)", filePath: path, line: problem.line, column: problem.column)
    }
    Issue.record(Comment(rawValue: problem.message), sourceLocation: location)
  }
}
