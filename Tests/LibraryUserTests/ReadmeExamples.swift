import Stackup
import Testing

// The README's library examples, verbatim (ReadmeSyncTests checks it), compiled as a user's
// code: this target imports only `Stackup` and has no package access (see Package.swift), so
// it sees exactly what a user of the library sees. The checks after each example are the
// numbers the README's comments promise.

/// Every subview gets the widest subview's ideal width; higher `Rank`s go first.
struct EqualWidthHStack: Layout {
  var spacing: Double = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let widest = sizes.map(\.width).max() ?? 0
    let count = Double(subviews.count)
    return Size(
      width: widest * count + spacing * max(0, count - 1), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let order = subviews.indices.sorted { a, b in
      subviews[a][Rank.self] != subviews[b][Rank.self]
        ? subviews[a][Rank.self] > subviews[b][Rank.self] : a < b
    }
    var x = bounds.minX
    for index in order {
      subviews[index].place(
        at: Point(x: x, y: bounds.midY), anchor: .leading,
        proposal: ProposedViewSize(width: widest, height: bounds.height))
      x += widest + spacing
    }
  }
}

struct Rank: LayoutValueKey {
  static let defaultValue: Double = 0
}

/// Settings in which markup may use `<EqualWidthHStack spacing="…">` and `Rank.self`.
func userSettings() -> RenderSettings {
  var settings = RenderSettings()
  settings.interpreter.layouts.register("EqualWidthHStack", attributes: ["spacing"]) { arguments in
    AnyLayout(EqualWidthHStack(spacing: arguments.number("spacing") ?? 8))
  }
  settings.interpreter.register(Rank.self)
  return settings
}

@Suite struct ReadmeExamples {
  @Test func markupToFramesDrawingAndJSON() throws {
    let source = SourceFile(
      name: "pair.xml",
      text: """
        <Preview width="200" height="200">
          <HStack spacing="0">
            <Color id="a" name="red" modifiers=".frame(width: 50, height: 50)"/>
            <Color id="b" name="blue" modifiers=".frame(width: 50, height: 50)"/>
          </HStack>
        </Preview>
        """)
    let laidOut = try Markup.layout(source)
    let frame = laidOut.frame(ofID: "b")  // (100, 75, 50, 50)
    let drawing = Markup.render(laidOut, format: .ascii)  // what `stackup render` prints
    let json = Markup.render(laidOut, format: .json)  // what `--format json` prints
    let picture = Markup.render(laidOut, format: .svg)  // what `--format svg` prints
    #expect(frame == Rect(x: 100, y: 75, width: 50, height: 50))
    #expect(laidOut.frame(ofID: "a") == Rect(x: 50, y: 75, width: 50, height: 50))
    #expect(drawing == Markup.render(try Markup.layout(source), format: .ascii))
    #expect(drawing.contains("\n"))
    #expect(json.hasPrefix("{") && json.contains("\"b\""))
    #expect(picture.hasPrefix("<?xml") && picture.contains("fill=\"#007AFF\""))
  }

  @Test func locatedErrors() {
    let typo = SourceFile(name: "typo.xml", text: "<Preview><Txt>Hi</Txt></Preview>")
    var report = ""
    do throws(DiagnosticError) {
      _ = try Markup.layout(typo)
    } catch {
      // typo.xml:1:11: error: unknown element 'Txt'; did you mean 'Text'? …
      report = error.rendered(in: typo)
    }
    #expect(
      report.hasPrefix("typo.xml:1:11: error: unknown element 'Txt'; did you mean 'Text'?"),
      "\(report)")
  }

  @Test func customLayoutAndLayoutValueFromMarkup() throws {
    let row = try Markup.layout(
      SourceFile(
        name: "row.xml",
        text: """
          <Preview width="200" height="100">
            <EqualWidthHStack spacing="10">
              <Text id="hello">Hello</Text>
              <Text id="hi" modifiers=".layoutValue(key: Rank.self, value: 1)">Hi</Text>
            </EqualWidthHStack>
          </Preview>
          """),
      settings: userSettings())
    let hi = row.frame(ofID: "hi")  // (56, 39.5, 16, 21): ranked first
    let hello = row.frame(ofID: "hello")  // (105, 39.5, 39, 21)
    #expect(hi == Rect(x: 56, y: 39.5, width: 16, height: 21))
    #expect(hello == Rect(x: 105, y: 39.5, width: 39, height: 21))
  }

  @Test func viewTreeBuiltInSwift() {
    let tree = ViewTree()
    let red = tree.color("red").frame(width: 50, height: 50)
    let blue = tree.color("blue").frame(width: 50, height: 50)
    _ = tree.hstack(spacing: 0, [red, blue])
    let result = tree.layout(width: 200, height: 200)
    let redFrame = result.frame(of: red.id)  // (50, 75, 50, 50)
    let picture = ASCIIRenderer().render(tree, result, options: LayoutOptions())
    let frames = JSONRenderer().render(tree, result)

    let custom = ViewTree()
    let short = custom.text("Hi")
    _ = custom.container(
      EqualWidthHStack(spacing: 0), kind: "EqualWidthHStack", [custom.text("Hello"), short])
    let customResult = custom.layout(width: 200, height: 100)
    let shortFrame = customResult.frame(of: short.id)  // (100, 39.5, 16, 21)
    #expect(redFrame == Rect(x: 50, y: 75, width: 50, height: 50))
    #expect(!picture.isEmpty)
    #expect(frames.hasPrefix("{"))
    #expect(shortFrame == Rect(x: 100, y: 39.5, width: 16, height: 21))
  }

  @Test func layoutSpecs() throws {
    let paths = [repositoryRoot + "Tests/FixtureTests/Fixtures/seed000"]
    let spec = try LayoutSpec.load(
      SourceFile(
        name: "pair-spec.xml",
        text: """
          <LayoutSpec source="the README's first example" trust="recorded">
            <Preview width="200" height="200">
              <HStack spacing="0">
                <Color id="a" name="red" modifiers=".frame(width: 50, height: 50)"/>
                <Color id="b" name="blue" modifiers=".frame(width: 50, height: 50)"/>
              </HStack>
            </Preview>
            <Expect><Frame id="b" x="100" y="75" width="50" height="50"/></Expect>
          </LayoutSpec>
          """))
    let outcome = spec.run()  // outcome.passed; outcome.failureReport says what differs
    let results = SpecCheck.run(try SpecFiles.discover(paths))  // paths: spec files or folders
    let summary = SpecCheck.summary(results)  // "7 passed, 0 failed"
    #expect(outcome.passed, "\(outcome.failureReport)")
    #expect(results.count == 7 && results.allSatisfy(\.passed))
    #expect(summary == "7 passed, 0 failed")
  }
}

/// The repository's root folder, with a trailing slash (this file is three levels below it).
let repositoryRoot: String = {
  var path = #filePath
  for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
  return path + "/"
}()
