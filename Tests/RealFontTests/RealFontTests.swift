// Real fonts (docs/semantics.md §10), checked against independent measurements: the expected
// numbers in dejavu-measurements.json come from scripts/measure-dejavu.py (Python's uharfbuzz
// and freetype-py, each with its own bundled library), never from Stackup. Compiled only with the RealFonts trait:
// `swift test --traits RealFonts --filter RealFontTests`.
#if RealFonts
  import Foundation
  import Interpreter
  import LayoutEngine
  import LayoutSpecs
  import MarkupSyntax
  import Pipeline
  import Testing
  import TestSupport

  /// The fixture written by scripts/measure-dejavu.py.
  struct Measurements: Decodable {
    struct Width: Decodable, CustomStringConvertible {
      var font: String
      var size: Double
      var text: String
      var width: Double
      /// FreeType's advance sum with only legacy `kern` kerning (for comparison).
      var advanceSum: Double
      var description: String { "\(font) \(size) pt '\(text)'" }
    }
    struct Vertical: Decodable {
      var font: String
      var unitsPerEm: Double
      var hheaAscender: Double
      var hheaDescender: Double
      var hheaLineGap: Double
      var capHeightH: Double
    }
    var source: String
    var widths: [Width]
    var specWidths: [Width]
    var vertical: [Vertical]

    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let loaded: Measurements = {
      let url = here.appendingPathComponent("dejavu-measurements.json")
      // A missing or broken fixture fails every test that reads it, loudly.
      return try! JSONDecoder().decode(Measurements.self, from: Data(contentsOf: url))
    }()
    static let fontFolder = "/usr/share/fonts/truetype/dejavu"

    func width(_ text: String, font: String = "DejaVuSans.ttf") -> Double {
      specWidths.first { $0.text == text && $0.font == font }!.width
    }
  }

  /// Lays out `markup` measured with `font` at `displayScale`, every Text at `size` points:
  /// body's 17, or `.font(.system(size:))` (the point size is the resolved font's, §10.4).
  func layOut(
    _ markup: String, font: String, size: Double = 17, displayScale: Double = 1
  ) throws -> LaidOutDocument {
    var settings = RenderSettings()
    settings.interpreter.options.textMeasurer = try FontFiles.load(
      Measurements.fontFolder + "/" + font)
    settings.interpreter.options.displayScale = displayScale
    let sized =
      size == 17
      ? markup
      : markup.replacingOccurrences(
        of: "<Text ", with: "<Text modifiers=\".font(.system(size: \(size)))\" ")
    return try Markup.layout(SourceFile(name: "test.xml", text: sized), settings: settings)
  }

  func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }

  @Suite struct RealFontWidthTests {
    @Test("the fixture says where its numbers come from")
    func fixtureSource() {
      #expect(Measurements.loaded.source.hasPrefix("scripts/measure-dejavu.py with uharfbuzz"))
      #expect(Measurements.loaded.widths.count == 20)
    }

    @Test(
      "a Text is as wide as FreeType's advances and kerning, to 0.01 pt",
      arguments: Measurements.loaded.widths)
    func width(_ expected: Measurements.Width) throws {
      let laidOut = try layOut(
        "<Preview><Text id=\"t\">\(escaped(expected.text))</Text></Preview>",
        font: expected.font, size: expected.size)
      let frame = try #require(laidOut.frame(ofID: "t"))
      #expect(abs(frame.width - expected.width) <= 0.01, "\(expected): \(frame.width)")
    }

    @Test("kerning counts: AVATAR is narrower than the sum of its letters")
    func kerning() throws {
      var sum = 0.0
      for letter in "AVATAR" {
        sum += try #require(
          layOut("<Preview><Text id=\"t\">\(letter)</Text></Preview>", font: "DejaVuSans.ttf")
            .frame(ofID: "t")
        ).width
      }
      let whole = Measurements.loaded.widths.first { $0.text == "AVATAR" }!
      #expect(whole.width < sum - 1)
      // FreeType's unkerned advance sum is the sum of the letters.
      #expect(abs(whole.advanceSum - sum) <= 0.01)
    }

    @Test("without kerning pairs or ligatures, the width is FreeType's own advance sum")
    func plainAdvances() throws {
      let plain = Measurements.loaded.widths.filter { $0.width == $0.advanceSum }
      #expect(plain.count >= 5)
      for expected in plain {
        let laidOut = try layOut(
          "<Preview><Text id=\"t\">\(escaped(expected.text))</Text></Preview>",
          font: expected.font, size: expected.size)
        let frame = try #require(laidOut.frame(ofID: "t"))
        #expect(abs(frame.width - expected.advanceSum) <= 0.01, "\(expected)")
      }
    }
  }

  /// The font in the environment picks the point size; weight and style cannot change the one
  /// font file (semantics §10.4).
  @Suite struct RealFontEnvironmentTests {
    func width(_ modifiers: String, _ text: String = "Large Title") throws -> Double {
      let attribute = modifiers.isEmpty ? "" : " modifiers=\"\(modifiers)\""
      let markup = "<Preview><Text id=\"t\"\(attribute)>\(text)</Text></Preview>"
      return try #require(layOut(markup, font: "DejaVuSans.ttf").frame(ofID: "t")).width
    }

    @Test("a text style is measured at its point size: largeTitle at 34 pt")
    func textStyle() throws {
      let expected = Measurements.loaded.widths.first { $0.text == "Large Title" }!
      #expect(expected.size == 34)
      #expect(abs(try width(".font(.largeTitle)") - expected.width) <= 0.01)
      let laidOut = try layOut(
        "<Preview><Text id=\"t\" modifiers=\".font(.largeTitle)\">Hi</Text></Preview>",
        font: "DejaVuSans.ttf")
      // 34 × (1901 + 483) / 2048 = 39.578, rounded up to 40 at @1x.
      #expect(try #require(laidOut.frame(ofID: "t")).height == 40)
    }

    @Test("Dynamic Type scales the point size: body at xxxLarge is 23 pt")
    func dynamicType() throws {
      let scaled = try width(".dynamicTypeSize(.xxxLarge)")
      #expect(abs(scaled - (try width(".font(.system(size: 23))"))) < 1e-9)
      #expect(abs(scaled - (try width("")) * 23 / 17) < 1e-9)
    }

    @Test("a symbol image is 1.65 cap heights of the font file (§9.5)")
    func symbol() throws {
      let frame = try #require(
        layOut(
          "<Preview><Image id=\"t\" systemName=\"heart.fill\"/></Preview>", font: "DejaVuSans.ttf"
        ).frame(ofID: "t"))
      let v = Measurements.loaded.vertical.first { $0.font == "DejaVuSans.ttf" }!
      let expected = 1.65 * v.capHeightH * 17 / v.unitsPerEm
      #expect(abs(frame.height - expected) < 1e-9 && abs(frame.width - expected) < 1e-9)
    }

    @Test("bold, italic and a design are measured with the given file")
    func oneFace() throws {
      let regular = try width("")
      for modifiers in [".bold()", ".italic()", ".fontDesign(.serif)", ".fontWeight(.black)"] {
        #expect(try width(modifiers) == regular, "\(modifiers)")
      }
    }
  }

  @Suite struct RealFontVerticalTests {
    /// CoreText's ascent + descent + leading, from the hhea table, rounded up to a pixel.
    static func expectedLineHeight(size: Double, scale: Double) -> Double {
      let v = Measurements.loaded.vertical.first { $0.font == "DejaVuSans.ttf" }!
      let height = (v.hheaAscender - v.hheaDescender + v.hheaLineGap) * size / v.unitsPerEm
      return (height * scale - 1e-9).rounded(.up) / scale
    }

    @Test(
      "a line is ascent + descent + leading rounded up to a pixel",
      arguments: [(17.0, 1.0), (17, 3), (28, 1), (28, 2), (28, 3), (12, 3), (34, 2)])
    func lineHeight(size: Double, scale: Double) throws {
      let laidOut = try layOut(
        "<Preview><Text id=\"t\">Hello</Text></Preview>", font: "DejaVuSans.ttf", size: size,
        displayScale: scale)
      let frame = try #require(laidOut.frame(ofID: "t"))
      #expect(abs(frame.height - Self.expectedLineHeight(size: size, scale: scale)) < 1e-9)
    }

    @Test("28 pt at @3x rounds 32.594 up to 32.667, at @1x to 33")
    func roundingDiffersByScale() {
      #expect(abs(Self.expectedLineHeight(size: 28, scale: 3) - 98.0 / 3) < 1e-9)
      #expect(Self.expectedLineHeight(size: 28, scale: 1) == 33)
    }

    @Test("two lines are twice the rounded line height")
    func twoLines() throws {
      let laidOut = try layOut(
        "<Preview><Text id=\"t\">Hello, world</Text></Preview>".replacingOccurrences(
          of: "<Text", with: "<Text modifiers=\".frame(width: 60)\""), font: "DejaVuSans.ttf")
      // The frame is 60 wide; the text inside is found by its kind.
      let text = try #require(
        laidOut.tree.nodes.indices.first { laidOut.tree.nodes[$0].info.kind == "Text" })
      let frame = try #require(laidOut.result.frame(of: NodeID(index: Int32(text))))
      #expect(frame.height == 2 * Self.expectedLineHeight(size: 17, scale: 1))
      #expect(abs(frame.width - Measurements.loaded.width("Hello,")) <= 0.01)
    }
  }

  /// The specs under Specs/ name their font with `font="DejaVuSans.ttf"`: each is copied with
  /// the DejaVu fonts into a fresh folder (the import policy keeps a document's font inside its
  /// folder) and checked there.
  @Suite struct RealFontSpecTests {
    static let specFolder = Measurements.here.appendingPathComponent("Specs")
    static let names: [String] =
      ((try? FileManager.default.contentsOfDirectory(atPath: specFolder.path)) ?? [])
      .filter { $0.hasSuffix(".xml") }.sorted()

    @Test("there are real-font specs")
    func found() { #expect(Self.names.count >= 4) }

    @Test("Real-font spec", arguments: names)
    func spec(_ name: String) throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stackup-realfont-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for font in ["DejaVuSans.ttf", "DejaVuSerif.ttf", "DejaVuSans-Bold.ttf"] {
        try FileManager.default.copyItem(
          atPath: Measurements.fontFolder + "/" + font,
          toPath: folder.appendingPathComponent(font).path)
      }
      let copy = folder.appendingPathComponent(name)
      try FileManager.default.copyItem(at: Self.specFolder.appendingPathComponent(name), to: copy)
      let result = SpecCheck.run(try SpecFiles.discover([copy.path]))[0]
      #expect(result.passed, "\(name) failed:\n\(result.failureReport)")
    }
  }

  @Suite struct RealFontCommandLineTests {
    @Test("render --font measures with the font")
    func flag() throws {
      let input = try StackupBinary.temporaryFile(
        named: "doc.xml", contents: "<Preview><Text id=\"t\">Hello, world</Text></Preview>")
      defer { StackupBinary.removeTemporaryFile(input) }
      let run = try StackupBinary.run([
        "render", input.path, "--format", "json", "--font",
        Measurements.fontFolder + "/DejaVuSans.ttf",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("\"width\": 100.705078125"), "\(run.stdout)")
    }

    @Test("the SVG draws each Text at its font's point size")
    func svgFontSize() throws {
      let input = try StackupBinary.temporaryFile(
        named: "doc.xml",
        contents: "<Preview><VStack><Text>Hi</Text><Text modifiers=\".font(.title)\">T</Text>"
          + "</VStack></Preview>")
      defer { StackupBinary.removeTemporaryFile(input) }
      let run = try StackupBinary.run([
        "render", input.path, "--format", "svg", "--font",
        Measurements.fontFolder + "/DejaVuSans.ttf",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("font-size=\"17\" xml:space=\"preserve\">Hi<"), "\(run.stdout)")
      #expect(run.stdout.contains("font-size=\"28\" xml:space=\"preserve\">T<"), "\(run.stdout)")
    }

    @Test("render --font with a file that is not a font fails with a message")
    func notAFont() throws {
      let input = try StackupBinary.temporaryFile(
        named: "doc.xml", contents: "<Preview><Text>Hi</Text></Preview>")
      defer { StackupBinary.removeTemporaryFile(input) }
      let run = try StackupBinary.run(["render", input.path, "--font", input.path])
      #expect(run.status == 1)
      #expect(run.stderr.contains("cannot use '\(input.path)' as a font"), "\(run.stderr)")
    }
  }
#endif

#if RealFonts
  /// A document's font file follows the import policy (semantics §10.5).
  @Suite struct RealFontPathPolicyTests {
    func render(_ preview: String, files: [String: String] = [:], link: (String, String)? = nil)
      throws -> (status: Int32, stderr: String)
    {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stackup-fontpolicy-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for (name, text) in files {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      }
      if let (name, target) = link {
        try FileManager.default.createSymbolicLink(
          atPath: folder.appendingPathComponent(name).path, withDestinationPath: target)
      }
      let document = folder.appendingPathComponent("doc.xml")
      try Data("\(preview)<Text>Hi</Text></Preview>\n".utf8).write(to: document)
      let run = try StackupBinary.run(["render", document.path])
      return (run.status, run.stderr.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    @Test("an absolute path is refused")
    func absolute() throws {
      let run = try render("<Preview font=\"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\">")
      #expect(run.status == 1)
      #expect(
        run.stderr.contains("doc.xml:1:16: error: a font path must be relative"), "\(run.stderr)")
    }

    @Test("a name that is not .ttf or .otf is refused")
    func extensionChecked() throws {
      let run = try render("<Preview font=\"notes.txt\">", files: ["notes.txt": "x"])
      #expect(run.stderr.contains("error: a font names a .ttf or .otf file, not 'notes.txt'"))
    }

    @Test("a link out of the document's folder is refused before anything is read")
    func linkOutside() throws {
      let run = try render(
        "<Preview font=\"Sans.ttf\">",
        link: ("Sans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
      #expect(
        run.stderr.contains(
          "'Sans.ttf' is a symbolic link that leads outside the document's folder"),
        "\(run.stderr)")
    }

    @Test("a .ttf that is not a font is a located error")
    func notAFont() throws {
      let run = try render("<Preview font=\"Fake.ttf\">", files: ["Fake.ttf": "not a font"])
      #expect(
        run.stderr.contains("doc.xml:1:16: error: cannot use 'Fake.ttf' as a font"), "\(run.stderr)"
      )
    }

    @Test("a document on standard input cannot name a font file")
    func standardInput() throws {
      let run = try StackupBinary.run(
        ["render", "-"], input: "<Preview font=\"DejaVuSans.ttf\"><Text>Hi</Text></Preview>")
      #expect(run.status == 1)
      #expect(run.stderr.contains("standard input cannot name a font file"), "\(run.stderr)")
    }
  }
#endif
