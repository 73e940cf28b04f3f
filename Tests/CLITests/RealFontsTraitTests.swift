// Without the RealFonts package trait (the default build), asking for a font is a clear error
// that names the trait (docs/semantics.md §10.1); with it, Tests/RealFontTests covers fonts.
#if !RealFonts
  import Foundation
  import Testing
  import TestSupport

  @Suite struct MissingRealFontsTraitTests {
    @Test("render --font says the build lacks the RealFonts trait")
    func flag() throws {
      let input = try StackupBinary.temporaryFile(
        named: "doc.xml", contents: "<Preview><Text>Hi</Text></Preview>")
      defer { StackupBinary.removeTemporaryFile(input) }
      let run = try StackupBinary.run(["render", input.path, "--font", "Any.ttf"])
      #expect(run.status == 1)
      #expect(
        run.stderr
          == "stackup: error: this build of stackup lacks the RealFonts package trait, so it cannot measure text with a font; rebuild with `swift build --traits RealFonts` (needs libharfbuzz-dev and libfreetype-dev)\n"
      )
    }

    @Test("a Preview's font is a located error naming the trait")
    func attribute() throws {
      let input = try StackupBinary.temporaryFile(
        named: "doc.xml",
        contents: "<Preview font=\"DejaVuSans.ttf\">\n  <Text>Hi</Text>\n</Preview>\n")
      defer { StackupBinary.removeTemporaryFile(input) }
      let run = try StackupBinary.run(["render", input.path])
      #expect(run.status == 1)
      #expect(
        run.stderr.hasPrefix(
          "\(input.path):1:16: error: this build of stackup lacks the RealFonts package trait"),
        "\(run.stderr)")
      #expect(run.stderr.contains("^~~~~~~~~~~~~~"), "\(run.stderr)")
    }

    @Test("check reports specs that name a font as skipped, not failed, and exits 0")
    func specsSkipped() throws {
      let run = try StackupBinary.run(["check", "Tests/RealFontTests/Specs"])
      #expect(run.status == 0, "\(run.stdout)")
      let lines = run.stdout.split(separator: "\n")
      let count = lines.count - 1
      #expect(count >= 7)
      for line in lines.dropLast() {
        #expect(
          line.hasPrefix("SKIP Tests/RealFontTests/Specs/")
            && line.hasSuffix(
              ": needs the RealFonts package trait, which this build lacks (`swift build --traits RealFonts`)"
            ),
          "\(line)")
      }
      #expect(lines.last == "0 passed, 0 failed, \(count) skipped")
    }
  }
#endif
