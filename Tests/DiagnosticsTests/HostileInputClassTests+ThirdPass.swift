import Foundation
import Testing

/// The third hostile review's eighteen cases (issue 34), each at the size that broke the
/// promise: exponential constants, baseline and safe-area queries, spec checks per Expect,
/// NaN frames, output paths that are not regular files, `watch` with a dead output, long
/// text, invalid escapes, `--trace` into a closed stderr. Bounded in CPU time like the rest
/// of the suite (`BoundedRun.cpuSeconds`).
extension HostileInputClassTests {
  // MARK: Constants

  /// Forty constants `cN = c(N-1) + c(N-1)` described 2^40 additions (killed at 10 s): the
  /// arithmetic is folded at each declaration, so the last is one number.
  @Test func doublingNumericConstantsAreFolded() throws {
    let constants = (1...40).map {
      #"<Constant name="c\#($0)" value="c\#($0 - 1) + c\#($0 - 1)"/>"#
    }
    let outcome = try run(
      #"<Preview><Constant name="c0" value="1"/>\#(constants.joined())<Color id="a" name="red" modifiers=".frame(width: c40 / c39, height: c1)"/></Preview>"#,
      ["FILE", "--format", "json"])
    expectSuccess(outcome)
    #expect(outcome.run.stdout.contains(#""frame": {"x": 0, "y": 0, "width": 2, "height": 2}"#))
  }

  /// The same with strings doubled the text at each declaration (4.3 GB after 12 s): the join
  /// is counted within the expanded-text budget, and the error is shown once.
  @Test func doublingStringConstantsStopAtTheTextLimit() throws {
    let constants = (1...40).map {
      #"<Constant name="c\#($0)" value="c\#($0 - 1) + c\#($0 - 1)"/>"#
    }
    let outcome = try run(
      #"<Preview><Constant name="c0" value="&quot;ab&quot;"/>\#(constants.joined())<Text>x</Text></Preview>"#
    )
    expectError(outcome, "more than 16777216 bytes of text")
    #expect(outcome.run.stderr.components(separatedBy: ": error: ").count == 2)
  }

  /// Arrays shared the constants they named: `[c, c]` forty times is 2^40 nodes, weighed
  /// before it is resolved.
  @Test func doublingArrayConstantsStopAtTheLimit() throws {
    let constants = (1...40).map {
      #"<Constant name="c\#($0)" value="[c\#($0 - 1), c\#($0 - 1)]"/>"#
    }
    expectError(
      try run(
        #"<Preview><Constant name="c0" value="[1, 2]"/>\#(constants.joined())<Text>x</Text></Preview>"#
      ), "constants expand to more than 16777216")
  }

  // MARK: Alignment and safe-area queries

  /// Twenty-four nested `HStack(alignment: .firstTextBaseline)` (20 took 3 s): each stack's
  /// baseline is computed once per proposal.
  @Test func nestedBaselineStacksAreLinear() throws {
    var body = "<Text>a</Text>"
    for level in 0..<24 {
      body =
        level % 3 == 2
        ? #"<VStack alignment="leading"><Text>x</Text>\#(body)</VStack>"#
        : #"<HStack alignment="firstTextBaseline"><Text>x</Text>\#(body)</HStack>"#
    }
    expectSuccess(try run("<Preview>\(body)</Preview>", ["FILE", "--format", "json"]))
  }

  @Test func safeAreaChainsOnADeviceEnd() throws {
    let device = #"<Preview device="iPhone 15 Pro" platform="iOS">"#
    let inset = String(
      repeating: ".safeAreaInset(edge: .top) { Color.blue.frame(height: 1) }.ignoresSafeArea()",
      count: 1_500)
    let padding = String(repeating: ".safeAreaPadding(1).ignoresSafeArea()", count: 2_400)
    for chain in [inset, padding] {
      let outcome = try run(
        #"\#(device)<Color name="red" modifiers="\#(chain)"/></Preview>"#,
        ["FILE", "--format", "json"])
      #expect(
        outcome.run.status == 0 || outcome.run.status == 1, "\(outcome.run.stderr.prefix(300))")
      #expect(outcome.seconds < Self.timeLimit, "took \(outcome.seconds) s")
      if outcome.run.status == 1 { expectError(outcome, "error: ") }
    }
  }

  // MARK: check and record

  /// 200 Expect blocks over 45k ForEach views laid the Preview out 200 times: now once per
  /// distinct proposal, and past the view budget the block gets a located error, once.
  @Test func expectBlocksShareLayoutsWithinABudget() throws {
    let blocks = (0..<200).map {
      #"<Expect width="\#(100 + $0)" height="100"><Frame id="a" x="0" y="0" width="\#(100 + $0)"/></Expect>"#
    }
    let spec = """
      <LayoutSpec source="hostile" trust="derived">
      <Preview width="100" height="100"><VStack spacing="0"><Color id="a" name="red"/><ForEach count="45000"><Color name="red"/></ForEach></VStack></Preview>
      \(blocks.joined(separator: "\n"))
      </LayoutSpec>
      """
    let outcome = try run(spec, ["check", "FILE"])
    // The budget itself is 500,000 views of layout: 0.2 s of CPU in a release build, 5–7 s in
    // the debug build on a slower host (25× slower here, not 3–5×), so twice the usual
    // bound; without the budget the 200 blocks lay out 18 times as many views.
    #expect(outcome.seconds < 2 * Self.timeLimit, "took \(outcome.seconds) s")
    #expect(outcome.run.status == 1)
    let budget = outcome.run.stdout.components(separatedBy: "distinct proposals").count - 1
    #expect(budget == 1, "\(outcome.run.stdout.prefix(2000))")
    #expect(outcome.run.stdout.contains(outcome.path + ":"), "the budget error is located")
    // The blocks within the budget passed: no frame differences were reported.
    #expect(!outcome.run.stdout.contains("expected "), "\(outcome.run.stdout.prefix(2000))")
  }

  /// 199 duplicate ids and 1,000 Expect blocks printed the 199 errors 1,000 times.
  @Test func aFailedPreviewIsReportedOncePerSpec() throws {
    let blocks = String(
      repeating: #"<Expect width="100" height="100"><Frame id="a" x="0" y="0"/></Expect>"# + "\n",
      count: 1_000)
    let ids = String(repeating: #"<Color id="a" name="red"/>"#, count: 200)
    let spec = """
      <LayoutSpec source="hostile" trust="derived">
      <Preview width="100" height="100"><VStack>\(ids)</VStack></Preview>
      \(blocks)</LayoutSpec>
      """
    let outcome = try run(spec, ["check", "FILE"])
    #expect(outcome.run.status == 1)
    #expect(outcome.seconds < Self.timeLimit, "took \(outcome.seconds) s")
    let lines = outcome.run.stdout.split(separator: "\n")
    let errors = lines.filter { $0.contains("duplicate id 'a'") && $0.contains(": error: ") }
    #expect(errors.count == 199, "\(errors.count) located duplicate-id errors")
  }

  // MARK: NaN

  @Test func hugeGridCellsWriteNoNaN() throws {
    for text in [
      #"<Preview><Grid><GridRow><Color name="red" modifiers=".frame(width: 1e308)"/><Color name="blue" modifiers=".frame(width: 1e308)"/></GridRow></Grid></Preview>"#,
      #"<Preview><LazyVGrid columns="[GridItem(.fixed(1e308)), GridItem(.fixed(1e308)), GridItem(.fixed(1e308))]"><ForEach count="6"><Color name="red"/></ForEach></LazyVGrid></Preview>"#,
    ] {
      for format in ["json", "svg"] {
        let outcome = try run(text, ["FILE", "--format", format])
        expectSuccess(outcome)
        for bad in ["NaN", "Infinity", "nan", "inf"] {
          #expect(!outcome.run.stdout.contains(bad), "\(format) holds \(bad)")
        }
      }
    }
  }

  // MARK: Output paths

  /// A FIFO, a device and a folder given as `check --html` or `watch --svg` are refused
  /// before any work and left as they were (as root, /dev/null was replaced by a file).
  @Test func reportPathsThatAreNotRegularFilesAreRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("report.fifo").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let spec = folder.appendingPathComponent("spec.xml").path
    try Data(
      #"<LayoutSpec source="t" trust="derived"><Preview width="10" height="10"><Color id="a" name="red"/></Preview><Expect><Frame id="a" x="0" y="0" width="10" height="10"/></Expect></LayoutSpec>"#
        .utf8
    ).write(to: URL(fileURLWithPath: spec))
    for path in [fifo, "/dev/null", folder.path] {
      for arguments in [["check", "--html", path, spec], ["watch", spec, "--svg", path]] {
        let before =
          try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        let outcome = try BoundedRun.run(arguments, timeout: 20)
        #expect(outcome.status == 1 && !outcome.timedOut, "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot write '\(path)': it is"), "\(outcome.stderr)")
        let after =
          try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        #expect(
          before == after,
          "\(path) was \(String(describing: before)), is \(String(describing: after))")
      }
    }
  }

  /// A symbolic link is followed: its target is replaced, atomically, and the link stays.
  @Test func aReportPathThatIsALinkReplacesItsTarget() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.html")
    try Data("old".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.html").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    let spec = folder.appendingPathComponent("spec.xml").path
    try Data(
      #"<LayoutSpec source="t" trust="derived"><Preview width="10" height="10"><Color id="a" name="red"/></Preview><Expect><Frame id="a" x="0" y="0" width="10" height="10"/></Expect></LayoutSpec>"#
        .utf8
    ).write(to: URL(fileURLWithPath: spec))
    let outcome = try BoundedRun.run(["check", "--html", link, spec])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target.path)
    #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self).contains("<html"))
  }

  // MARK: GeometryProxy readers

  /// 6,000 GeometryReaders of different sizes whose content reads the proxy took 3.2 GB (a
  /// memo table per geometry, one slot per node): the sizes asked inside readers are kept
  /// only as asked. Run under a 1 GB address-space limit, the promise's bound.
  @Test func manyProxyReadersStayWithinTheMemoryBound() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("input.xml")
    try Data(
      #"<Preview width="400" height="400"><VStack spacing="0"><ForEach range="0..&lt;6000"><GeometryReader modifiers=".frame(width: {index}, height: 1)"><Color name="red" modifiers=".frame(width: geometry.size.width / 2)"/></GeometryReader></ForEach></VStack></Preview>"#
        .utf8
    ).write(to: file)
    let run = try BoundedRun.run(
      shell: #"ulimit -v 1048576; exec "$STACKUP" render "$INPUT" --format json > /dev/null"#,
      environment: ["INPUT": file.path], timeout: 30)
    #expect(!run.signalled && !run.timedOut && run.status == 0, "\(run.status) \(run.stderr)")
    #expect(run.cpuSeconds < Self.timeLimit, "took \(run.cpuSeconds) s")
  }

  // MARK: watch and --trace on failed outputs

  /// `watch f.xml | head -c1` and `watch f.xml > /dev/full` never ended.
  @Test func watchStopsWhenItsOutputFails() throws {
    let pipe = try BoundedRun.run(
      shell:
        #"("$STACKUP" watch samples/hello.xml; echo $? > "$TMPDIR/status-$$") | head -c1 > /dev/null; exit $(cat "$TMPDIR/status-$$"; rm -f "$TMPDIR/status-$$")"#,
      environment: ["TMPDIR": FileManager.default.temporaryDirectory.path], timeout: 20)
    #expect(!pipe.timedOut && pipe.status == 1, "\(pipe.status) \(pipe.stderr)")
    #expect(pipe.stderr.contains("cannot write to standard output"))
    let full = try BoundedRun.run(
      shell: #"exec "$STACKUP" watch samples/hello.xml > /dev/full"#, timeout: 20)
    #expect(!full.timedOut && full.status == 1, "\(full.status) \(full.stderr)")
    #expect(full.stderr.contains("cannot write to standard output"))
  }

  @Test func traceIntoAClosedStandardErrorFails() throws {
    for redirect in ["2>&-", "2>/dev/full"] {
      let run = try BoundedRun.run(
        shell: #""$STACKUP" render samples/hello.xml --trace > /dev/null \#(redirect)"#)
      #expect(run.status == 1, "\(redirect): \(run.status)")
    }
    let fine = try BoundedRun.run(
      shell: #""$STACKUP" render samples/hello.xml --trace > /dev/null"#)
    #expect(fine.status == 0)
  }

  // MARK: Text

  /// 7 MiB of text at width 40 took 5.6 s: long ASCII paragraphs are wrapped over bytes.
  @Test func longTextEndsInTime() throws {
    let text = String(repeating: "abcd efg ", count: 7 * 1024 * 1024 / 9)
    let outcome = try run(
      #"<Preview width="40"><Text>\#(text)</Text></Preview>"#, ["FILE", "--format", "json"])
    expectSuccess(outcome)
  }

  /// A chain of 300,000 commented lines (900 KB, within the attribute limit): each `//`
  /// comment looked for its line's end from the first line break, so the lines cost their
  /// square (80,000 took 1.8 s in a release build).
  @Test func manyCommentedLinesEndInTime() throws {
    let chain = ".padding(1)" + String(repeating: "//\n", count: 300_000)
    let outcome = try run(
      #"<Preview width="100" height="50"><Text modifiers="\#(chain)">Hi</Text></Preview>"#,
      ["FILE", "--format", "json"])
    expectSuccess(outcome)
  }

  @Test func invalidUnicodeEscapesAreErrors() throws {
    expectError(
      try run(
        #"<Preview><Color name="red" modifiers=".overlay { Text(&quot;\u{D800}&quot;) }"/></Preview>"#
      ), #"invalid unicode scalar \u{D800}"#)
    expectError(
      try run(
        #"<Preview><Color name="red" modifiers=".overlay { Text(&quot;ok \u{110000}&quot;) }"/></Preview>"#
      ), #"invalid unicode scalar \u{110000}"#)
    expectError(
      try run(
        #"<Preview><Color name="red" modifiers=".overlay { Text(&quot;\q&quot;) }"/></Preview>"#),
      "invalid escape sequence in literal")
    let fine = try run(
      #"<Preview><Color id="c" name="red" modifiers=".overlay { Text(&quot;\u{41}\t\&quot;&quot;) }"/></Preview>"#,
      ["FILE", "--format", "json"])
    expectSuccess(fine)
    #expect(fine.run.stdout.contains(#""text": "A\t\"""#), "\(fine.run.stdout)")
  }
}
