#if canImport(XCTest)
  public import Stackup
  import XCTest

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// `expectLayout` for XCTest, spelt like XCTest's own assertions: lays out the markup file `markup` and fails once per frame that
  /// differs from the golden file `golden` (paths relative to the test file's folder).
  ///
  /// XCTest's failures take the call site's file and line, so each message starts with the
  /// golden's (or the markup's) `path:line:` to click through to. Recording works as in
  /// `expectLayout` (`record: true` or `STACKUP_RECORD=1`).
  ///
  /// - Parameters:
  ///   - markup: The markup file to lay out.
  ///   - golden: The golden file of named frames.
  ///   - record: Re-record the golden (default: the `STACKUP_RECORD` environment variable).
  ///   - settings: The settings to lay out with (custom layouts, limits).
  ///   - file: The calling test's file; `markup` and `golden` are relative to its folder.
  ///   - line: The calling line, where every failure is reported.
  public func XCTAssertLayout(
    of markup: String, matches golden: String, record: Bool? = nil,
    settings: RenderSettings = RenderSettings(),
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let check = LayoutCheck(
      markup: markup, golden: golden, testFilePath: "\(file)", record: record, settings: settings)
    for problem in check.run() {
      let place = problem.path.map { "\($0):\(problem.line): " } ?? ""
      XCTFail(place + problem.message, file: file, line: line)
    }
  }
#endif
