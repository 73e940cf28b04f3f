import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

@testable import Interpreter

/// Components (docs/components.md) and imports of component files.
@Suite struct ComponentTests {
  private let badge = """
    <Component name="Badge">
      <Parameter name="label" required="true"/>
      <Parameter name="spacing" type="number"/>
      <Parameter name="tint" default="blue"/>
      <HStack id="inner" spacing="$(spacing)" modifiers=".background(Color.$(tint))">
        <Text>$(label)</Text>
        <Slot/>
      </HStack>
    </Component>
    """

  @Test(
    "parameters are substituted; an absent optional parameter drops its attribute; the slot takes the use site's children"
  )
  func expansion() throws {
    let laidOut = try #require(
      layOut(
        preview(
          badge
            + #"<VStack><Badge id="b1" label="New" spacing="4" modifiers=".padding()"><Circle id="dot"/></Badge><Badge id="b2" label="Old" tint="red"/></VStack>"#
        )))
    // The use site's id names the component's view: its body, modifier layers included (the
    // body's own ids stay); the use site's modifiers wrap it.
    #expect(
      laidOut.structure
        == "VStack(padding(background#b1(HStack#inner(Text, ~Slot(Circle#dot)), ~ignoresSafeArea(Color))), background#b2(HStack#inner(Text, ~Slot), ~ignoresSafeArea(Color)))"
    )
    let b1 = laidOut.tree.base(of: try #require(laidOut.node("b1")))
    let b2 = laidOut.tree.base(of: try #require(laidOut.node("b2")))
    guard case .container(let l1) = laidOut.tree.content(b1),
      case .container(let l2) = laidOut.tree.content(b2)
    else {
      Issue.record("badges are not containers")
      return
    }
    #expect((l1.base as? HStackLayout)?.spacing == 4)
    #expect(
      (l2.base as? HStackLayout)?.spacing == nil,
      "spacing=\"$(spacing)\" with no spacing is dropped")
    let texts = laidOut.tree.nodes.compactMap { $0.info.details["text"] }
    #expect(texts == ["New", "Old"])
    let colors = laidOut.tree.nodes.filter { $0.info.kind == "Color" }.compactMap {
      $0.info.details["color"]
    }
    #expect(colors == ["blue", "red"], "tint defaults to blue")
    // The component is noted on the view it made.
    #expect(laidOut.tree[try #require(laidOut.node("b1"))].info.details["component"] == "Badge")
  }

  @Test("a multi-view root's views join the parent, and a modifier reaches each")
  func multiViewRoot() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Component name="Pair" root="multi"><Text>a</Text><Text>b</Text></Component><HStack><Pair modifiers=".padding(2)"/></HStack>"#
        )))
    #expect(laidOut.structure == "HStack(Pair(padding(Text), padding(Text)))")
  }

  @Test("a unary root with several views is an implicit VStack")
  func unaryRootStacks() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Component name="Two"><Text>a</Text><Text>b</Text></Component><HStack><Two modifiers=".padding(2)"/></HStack>"#
        )))
    #expect(laidOut.structure == "HStack(padding(~VStack(Text, Text)))")
  }

  @Test("the standard components: DynamicStack picks the HStack when it fits (seed 003)")
  func standardComponents() throws {
    // Two 8 pt texts with 8 pt between: the HStack's ideal width is 24, which fits 200.
    let laidOut = try #require(
      layOut(preview(#"<DynamicStack><Text id="a">a</Text><Text id="b">b</Text></DynamicStack>"#)))
    // The slot is built once per stack, so each id names two copies: only the chosen one is placed.
    func placed(_ d: LaidOutDocument, _ id: String) -> [Rect] {
      d.tree.nodes.indices.filter { d.tree.nodes[$0].info.id == id }
        .compactMap { d.result.frame(of: NodeID(index: Int32($0))) }
    }
    let a = try #require(placed(laidOut, "a").first)
    let b = try #require(placed(laidOut, "b").first)
    #expect(placed(laidOut, "a").count == 1)
    #expect(a.minY == b.minY && b.minX > a.maxX, "side by side")
    let narrow = try #require(
      layOut(
        preview(
          #"<DynamicStack><Text id="a">aaaa</Text><Text id="b">bbbb</Text></DynamicStack>"#,
          width: 60)))
    // 32 + 8 + 32 = 72 does not fit 60: the VStack.
    let na = try #require(placed(narrow, "a").first)
    let nb = try #require(placed(narrow, "b").first)
    #expect(nb.minY >= na.maxY, "stacked")
  }

  @Test("imports: definitions come from a file beside the document, relative to its folder")
  func imports() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try
      #"<Components><Import file="more.xml"/><Component name="Tag"><Parameter name="label"/><Text>$(label)</Text></Component></Components>"#
      .write(to: folder.appendingPathComponent("lib/tags.xml"), atomically: true, encoding: .utf8)
    try
      #"<Components><Component name="Dot"><Circle modifiers=".frame(width: 8, height: 8)"/></Component></Components>"#
      .write(to: folder.appendingPathComponent("lib/more.xml"), atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.xml").path
    let laidOut = try #require(
      layOut(
        preview(
          #"<Import file="lib/tags.xml"/><HStack><Tag id="t" label="hi"/><Dot id="d"/></HStack>"#),
        fileName: main))
    let t = try #require(laidOut.node("t"))
    #expect(laidOut.tree[t].info.details["text"] == "hi")
    #expect(
      laidOut.frameArray("d").suffix(2) == [8, 8], "imports import (lib/more.xml, relative to lib/)"
    )
  }
}
