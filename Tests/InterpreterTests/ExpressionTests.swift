import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

@testable import Interpreter

/// Swift expressions where SwiftUI takes a value, and ForEach over data (docs/semantics.md §11):
/// what the parser makes of them, and the views closures and data build.
@Suite struct ExpressionTests {
  /// The diagnostics interpreting `markup` produces (none when it succeeds).
  private func diagnostics(_ markup: String) -> [Diagnostic] {
    do {
      _ = try Markup.interpret(SourceFile(name: "test.xml", text: markup))
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// The first node of `kind` (in tree order) and its frame.
  private func first(_ kind: String, in laidOut: LaidOutDocument) -> (NodeID, Rect)? {
    for index in laidOut.tree.nodes.indices where laidOut.tree.nodes[index].info.kind == kind {
      let node = NodeID(index: Int32(index))
      if let frame = laidOut.result.frame(of: node) { return (node, frame) }
    }
    return nil
  }

  @Test("arguments parse ternaries, comparisons, logic and !; closures parse blocks and if/else")
  func parsing() throws {
    var parser = try ChainParser(
      #".opacity(on ? 1 : 0).overlay { Color.red; Text("x") Circle() }.background { if a == .b && !c { Color.red } else { } }.overlay { }"#
    )
    let calls = try parser.parseChain()
    #expect(calls.count == 4)
    #expect(show(calls[0].arguments[0].value) == "(on ? 1 : 0)")
    #expect(show(try #require(calls[1].trailingClosure)) == #"{ Color.red; Text("x"); Circle() }"#)
    #expect(
      show(try #require(calls[2].trailingClosure))
        == "{ if ((a == .b) && !c) { Color.red } else {  } }")
    #expect(show(try #require(calls[3].trailingClosure)) == "{  }")
  }

  @Test("a ';' outside a closure is still an error")
  func semicolonOutsideClosure() throws {
    var parser = try ChainParser(".padding(8);")
    #expect(throws: SyntaxFailure.self) { try parser.parseChain() }
  }

  @Test(
    "overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) } sits in the corner")
  func overlayAlignmentClosure() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Color id="c" name="blue" modifiers=".frame(width: 100, height: 60).overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }"/>"#
        )))
    let (_, circle) = try #require(first("Circle", in: laidOut))
    // The primary is at (50, 70); the circle's top-trailing corner meets the primary's.
    #expect([circle.minX, circle.minY, circle.width, circle.height] == [142, 70, 8, 8])
  }

  @Test("several views in a closure form an implicit ZStack, centred as a unit (§1.14)")
  func severalViews() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Color id="c" name="blue" modifiers='.frame(width: 100, height: 60).overlay { Color.red.frame(width: 20, height: 10); Text("ab") }'/>"#
        )))
    #expect(laidOut.structure == "overlay(frame(Color#c), ~ZStack(frame(Color), Text))")
    // The ZStack is 20 × 16 (its widest and tallest child), centred in the 100 × 60 primary at
    // (50, 70): at (90, 92). The colour is centred in it vertically: y 95; the text at x 92.
    let (_, stack) = try #require(first("ZStack", in: laidOut))
    #expect([stack.minX, stack.minY, stack.width, stack.height] == [90, 92, 20, 16])
    let (_, text) = try #require(first("Text", in: laidOut))
    #expect([text.minX, text.minY] == [92, 92])
  }

  @Test("whitespace separates complete views; an empty closure adds an empty ZStack")
  func whitespaceAndEmpty() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Color id="c" name="blue" modifiers='.frame(width: 100, height: 60).overlay { Color.red Circle() }.background { }'/>"#
        )))
    #expect(
      laidOut.structure
        == "background(overlay(frame(Color#c), ~ZStack(Color, Circle)), ~ZStack(EmptyView))")
    #expect(laidOut.frameArray("c") == [50, 70, 100, 60])
  }

  @Test("if/else in a closure is decided by the environment")
  func ifElseOverEnvironment() throws {
    for (scheme, expected) in [("dark", ["white"]), ("light", ["black", "gray"])] {
      let laidOut = try #require(
        layOut(
          #"<Preview width="200" height="200" colorScheme="\#(scheme)"><Text modifiers='.background { if colorScheme == .dark { Color.white } else { Color.black; Color.gray } }'>x</Text></Preview>"#
        ))
      let colors = laidOut.tree.nodes.filter { $0.info.kind == "Color" }.compactMap {
        $0.info.details["color"]
      }
      #expect(colors == expected, "colorScheme \(scheme)")
    }
  }

  @Test("background(_:in:) fills the shape with the style; background() with the background style")
  func backgroundShapes() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Color id="a" name="red" modifiers=".frame(width: 50, height: 50).background(.blue, in: Capsule())"/><Color id="b" name="red" modifiers=".frame(width: 40, height: 40).background()"/></VStack>"#
        )))
    let (capsule, capsuleFrame) = try #require(first("Capsule", in: laidOut))
    #expect(laidOut.tree[capsule].info.details["color"] == "blue")
    #expect(
      [capsuleFrame.minX, capsuleFrame.minY, capsuleFrame.width, capsuleFrame.height]
        == laidOut.frameArray("a"))
    let (rectangle, rectangleFrame) = try #require(first("Rectangle", in: laidOut))
    #expect(laidOut.tree[rectangle].info.details["color"] == "background")
    #expect(
      [rectangleFrame.minX, rectangleFrame.minY, rectangleFrame.width, rectangleFrame.height]
        == laidOut.frameArray("b"))
  }

  @Test("colours made from components and semantic colours are named")
  func colourNames() throws {
    let cases: [(String, String)] = [
      ("Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)", "rgb(0.2, 0.4, 0.6, 0.5)"),
      ("Color(white: 0.9)", "white(0.9)"),
      ("Color(.systemBackground)", "systemBackground"),
      ("Color(uiColor: .secondaryLabel)", "secondaryLabel"),
      ("Color.accentColor", "accentColor"),
    ]
    for (source, name) in cases {
      var parser = try ChainParser(source)
      let e = try parser.parseStandaloneExpression()
      #expect(Values.colorName(e) == name, "\(source)")
      #expect(Values.isKnownColor(name), "\(name)")
    }
    #expect(!Values.isKnownColor("reddish"))
  }

  @Test("Image(\"name\") in a closure takes its asset's size; resizable() lets a frame size it")
  func imageInClosure() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<ImageAsset name="dot" width="10" height="6"/><Color id="c" name="blue" modifiers='.frame(width: 100, height: 60).overlay(alignment: .bottomLeading) { Image("dot") }.overlay { Image("dot").resizable().frame(width: 30, height: 30) }'/>"#
        )))
    let images = laidOut.tree.nodes.indices.filter { laidOut.tree.nodes[$0].info.kind == "Image" }
      .compactMap { laidOut.result.frame(of: NodeID(index: Int32($0))) }
    #expect(
      images.map { [$0.minX, $0.minY, $0.width, $0.height] } == [
        [50, 124, 10, 6], [85, 85, 30, 30],
      ])
  }

  @Test("constants resolve in element attributes and closures; conditions over them are decided")
  func constantsEverywhere() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Constant name="title" value='"Inbox"'/><Constant name="compact" value="false"/><Constant name="gap" value="compact ? 2 : 10"/><HStack spacing="gap"><Color id="a" name="red" modifiers=".frame(width: 10, height: 10)"/><Text id="t" modifiers='.overlay { Text(title + "!") }'>x</Text></HStack>"#
        )))
    // spacing 10 between the 10-wide colour and the 8-wide text: 28 wide from x 86.
    #expect(laidOut.frameArray("a")[0] == 86)
    #expect(laidOut.frameArray("t")[0] == 106)
    let texts = laidOut.tree.nodes.compactMap { $0.info.details["text"] }
    #expect(texts == ["x", "Inbox!"])
  }

  @Test("unknown names, type mismatches and misplaced declarations are located errors")
  func errors() {
    let found = diagnostics(
      preview(
        #"<Constant name="rowHeight" value="44"/><Constant name="title" value='"Hi"'/><VStack><Color name="red" modifiers=".frame(height: rowHeigt)"/><Color name="red" modifiers=".offset(x: title)"/><Color name="red" modifiers='.background { if selected { Color.red } }'/></VStack>"#
      ))
    #expect(found.map(\.id) == ["unknown-constant", "constant-type", "app-value"])
    #expect(found[0].message == "unknown constant 'rowHeigt'; did you mean 'rowHeight'?")
    #expect(found[1].message.contains("the constant 'title' is a String (\"Hi\")"))
    // A name far from every constant is the app's own value: a warning (§11.2).
    #expect(found[2].message.hasPrefix("'selected' is the app's own value"))
  }

  @Test("ForEach data: records, index, nested names, and an error in the body reported once")
  func forEachData() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><ForEach items='[{"t": "a", "n": 1}, {"t": "bb", "n": 2.5}]' as="row"><Text id="{row.t}{index}">{row.t}-{row.n}</Text></ForEach></VStack>"#
        )))
    let texts = laidOut.tree.nodes.compactMap { $0.info.details["text"] }
    #expect(texts == ["a-1", "bb-2.5"])
    #expect(laidOut.tree.node(withID: "bb1") != nil)
    let found = diagnostics(
      preview(#"<ForEach items='[{"a": 1}, {"a": 2}, {"a": 3}]'><Text>{item.b}</Text></ForEach>"#))
    #expect(found.count == 1)
    #expect(found.first?.message == "'item' has no field 'b'; did you mean 'a'?")
  }

  @Test("JSON: strings with escapes, numbers as written, nesting bounded")
  func json() throws {
    let value = try JSONReader.read(Array(#"[{"s": "a\"b\u00e9", "n": -1.5e2, "z": null}]"#.utf8))
    guard case .array(let elements) = value else {
      Issue.record("not an array")
      return
    }
    #expect(elements[0].field("s") == .string("a\"bé"))
    #expect(elements[0].field("n")?.substitution == "-1.5e2")
    #expect(elements[0].field("z")?.substitution == "nil")
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONFailure.self) { try JSONReader.read(Array(deep.utf8)) }
    #expect(throws: JSONFailure.self) { try JSONReader.read(Array("[1, 2".utf8)) }
  }

  @Test("data ForEach copies that make too much text end in one located error")
  func hostileText() {
    let long = String(repeating: "x", count: 4_000)
    let items = "[" + Array(repeating: "\"\(long)\"", count: 100).joined(separator: ",") + "]"
    let markup = preview(
      "<VStack><ForEach items='\(items)' as=\"a\"><ForEach items='\(items)' as=\"b\"><Text>{a}{b}</Text></ForEach></ForEach></VStack>"
    )
    let start = Date()
    let found = diagnostics(markup)
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(found.map(\.id) == ["too-much-text"])
    #expect(found.first?.location != nil)
  }

  @Test("nested data ForEach that would make billions of views ends quickly in a located error")
  func hostileExpansion() {
    let items = "[" + (0..<300).map { "\($0)" }.joined(separator: ",") + "]"
    let markup = preview(
      "<VStack><ForEach items='\(items)' as=\"a\"><ForEach items='\(items)' as=\"b\"><ForEach items='\(items)' as=\"c\"><Text>{a}{b}{c}</Text></ForEach></ForEach></ForEach></VStack>"
    )
    let start = Date()
    let found = diagnostics(markup)
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(found.map(\.id) == ["too-many-views"])
    #expect(found.first?.location?.line == 1)
  }
}
