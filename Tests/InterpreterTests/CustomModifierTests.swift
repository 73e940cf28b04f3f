import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import TestSupport
import Testing

@testable import Interpreter

/// View modifiers and styles declared as components (docs/components.md, "View modifiers and
/// styles"; semantics §12.1, §12.2).
@Suite struct CustomModifierTests {
  private let card = """
    <Component name="Card" extension="card">
      <Parameter name="inset" type="number" default="4"/>
      <Content modifiers=".padding($(inset)).background(Color.yellow)"/>
    </Component>
    """

  @Test(".modifier(Name(…)) and the extension build the body around the view, with its arguments")
  func modifierAndExtension() throws {
    let laidOut = try #require(
      layOut(
        preview(
          card
            + #"<VStack spacing="0"><Color id="a" name="red" modifiers=".frame(width: 10, height: 10).modifier(Card(inset: 5)).offset(x: 1)"/><Color id="b" name="blue" modifiers=".frame(width: 10, height: 10).card()"/></VStack>"#
        )))
    #expect(
      laidOut.structure
        == "VStack(offset(background(padding(frame(Color#a)), ~ignoresSafeArea(Color))), background(padding(frame(Color#b)), ~ignoresSafeArea(Color)))"
    )
    // 20 × 20 and 18 × 18, stacked and centred in 200 × 200.
    #expect(laidOut.frameArray("a") == [96, 86, 10, 10])
    #expect(laidOut.frameArray("b") == [95, 105, 10, 10])
    let a = try #require(laidOut.node("a"))
    var top = a
    while let parent = laidOut.parent(of: top), laidOut.tree[parent].info.kind != "offset" {
      top = parent
    }
    #expect(laidOut.tree[top].info.details["modifier"] == "Card")
  }

  @Test("a string argument passes its text; a modifier on a Group reaches each of its views")
  func stringArgumentAndLists() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Component name="Titled"><Parameter name="title"/><VStack><Text>$(title)</Text><Content/></VStack></Component><HStack><Group modifiers=".modifier(Titled(title: &quot;Inbox&quot;))"><Text>a</Text><Text>b</Text></Group></HStack>"#
        )))
    #expect(laidOut.structure == "HStack(Group(VStack(Text, Text), VStack(Text, Text)))")
    let texts = laidOut.tree.nodes.compactMap { $0.info.details["text"] }
    #expect(texts.sorted() == ["Inbox", "Inbox", "a", "b"])
  }

  @Test("a button style set on a component's use reaches the Buttons in its body")
  func styleThroughComponent() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Component name="Big"><configuration.label modifiers=".padding(10)"/></Component><Component name="Row"><HStack><Button id="in" title="Go"/></HStack></Component><VStack><Row modifiers=".buttonStyle(Big())"/><Button id="out" title="Go"/></VStack>"#
        )))
    #expect(laidOut.frameArray("in")[2...] == [36, 36])
    #expect(laidOut.frameArray("out")[2...] == [16, 16])
  }

  @Test("a style declared ButtonStyle is in effect only through .buttonStyle")
  func declaredStyleProtocol() {
    assertDiagnostics(
      preview(
        #"<Component name="S" protocol="ButtonStyle"><configuration.label/></Component><VStack modifiers=".labelStyle(1️⃣S())"><Button title="a"/></VStack>"#
      ),
      expected: [
        "1️⃣": .error("component-role", "'S' is a ButtonStyle; apply it with .buttonStyle(S())")
      ])
  }

  @Test("expansions of view modifiers count towards the expansion limit")
  func expansionLimit() {
    var settings = RenderSettings()
    settings.limits.maxExpandedViews = 100
    let markup = preview(
      card
        + #"<VStack><ForEach count="10"><ForEach count="10">1️⃣<Text modifiers=".card()">a</Text></ForEach></ForEach></VStack>"#
    )
    let marked = MarkedSource(markup)
    let (diagnostics, _) = collectDiagnostics(
      SourceFile(name: "test.xml", text: marked.text), settings: settings)
    #expect(diagnostics.count == 1, "\(diagnostics)")
    #expect(diagnostics.first?.id == "too-many-views")
  }

  @Test("--lenient turns an unknown view modifier into a warning and skips it")
  func lenientUnknownModifier() throws {
    var settings = RenderSettings()
    settings.interpreter.lenient = true
    let laidOut = try #require(
      layOut(
        preview(#"<Text id="t" modifiers=".modifier(Glow()).padding(1)">a</Text>"#),
        settings: settings))
    #expect(laidOut.structure == "padding(Text#t)")
    #expect(laidOut.document.warnings.map(\.id) == ["unknown-view-modifier"])
  }

  @Test(arguments: [
    DiagnosticCase(
      "an undeclared view modifier, with and without a close name",
      preview(
        #"<Component name="CardStyle"><Content/></Component><Text modifiers=".modifier(1️⃣CardStlye())">a</Text><Text modifiers=".modifier(2️⃣Shiny())">b</Text>"#
      ),
      [
        "1️⃣": .warning(
          "unknown-view-modifier",
          "unknown view modifier 'CardStlye' (no layout effect here); did you mean 'CardStyle'?"),
        "2️⃣": .warning(
          "unknown-view-modifier",
          "unknown view modifier 'Shiny' (no layout effect here); declare it as a <Component name=\"Shiny\"> whose body places <Content/>"
        ),
      ]),
    DiagnosticCase(
      "a view component given to .modifier, and a modifier used as an element",
      preview(
        #"<Component name="Badge"><Text>b</Text></Component><Component name="M" extension="m"><Content/></Component><Text modifiers=".modifier(1️⃣Badge())">a</Text>2️⃣<M/>"#
      ),
      [
        "1️⃣": .error("unknown-view-modifier", "'Badge' is a view, not a view modifier"),
        "2️⃣": .error(
          "component-role",
          "'M' is not a view but a view modifier; apply it with .modifier(M()) or .m()"),
      ]),
    DiagnosticCase(
      "arguments are labelled with parameter names",
      preview(
        #"<Component name="M" extension="m"><Parameter name="radius" type="number"/><Content/></Component><Text modifiers=".m(1️⃣12).m(2️⃣radus: 1).m(radius: 3️⃣&quot;big&quot;)">a</Text>"#
      ),
      [
        "1️⃣": .error(
          "component-argument",
          "the arguments of M are labelled with its parameter names: M(radius: …)"),
        "2️⃣": .error("component-argument", "M has no parameter 'radus'; did you mean 'radius'?"),
        "3️⃣": .error("component-argument", "'radius' of M is a number, not 'big'"),
      ]),
    DiagnosticCase(
      "each role has its own slot; Content outside a modifier",
      preview(
        #"<Component name="M">1️⃣<Slot/><Content/></Component><Component name="S" protocol="ButtonStyle">2️⃣<Content/><configuration.label/></Component>3️⃣<Content/>"#
      ),
      [
        "1️⃣": .error(
          "component-slot", "<Slot/> has no place in view modifier 'M': its body places <Content/>"),
        "2️⃣": .error(
          "component-slot",
          "<Content/> has no place in ButtonStyle 'S': its body places <configuration.label/>"),
        "3️⃣": .error(
          "slot-outside-component",
          "<Content/> can only be used in the body of a view modifier or style Component"),
      ]),
    DiagnosticCase(
      "a part a style's control has not: declared, and found where the style is applied",
      preview(
        #"<Component name="L" protocol="LabelStyle"><configuration.title/>1️⃣<configuration.content/></Component><Component name="P"><configuration.icon/></Component><Button title="Go" modifiers=".buttonStyle(2️⃣P())"/>"#
      ),
      [
        "1️⃣": .error(
          "component-slot",
          "<configuration.content/> has no place in LabelStyle 'L': its body places <configuration.icon/>, <configuration.title/>, <configuration.label/>"
        ),
        "2️⃣": .error(
          "component-slot",
          "'P' places <configuration.icon/>, which a Button has not: its style places <configuration.label/>"
        ),
      ]),
    DiagnosticCase(
      "extension names: SwiftUI's own, taken twice, on a view; a bad protocol",
      preview(
        #"<Component name="A" extension="1️⃣padding"><Content/></Component><Component name="B" extension="b"><Content/></Component><Component name="C" extension="2️⃣b"><Content/></Component><Component name="D" extension="3️⃣d"><Text>d</Text></Component><Component name="E" protocol="4️⃣ViewModifer"><Content/></Component><Text>a</Text>"#
      ),
      [
        "1️⃣": .error("component", "'padding' is SwiftUI's modifier; choose another extension name"),
        "2️⃣": .error("component", "extension 'b' is already declared by 'B'"),
        "3️⃣": .error(
          "component", "only a view modifier (a body with <Content/>) has an extension name"),
        "4️⃣": .error("component", "not 'ViewModifer'; did you mean 'ViewModifier'?"),
      ]),
    DiagnosticCase(
      "a modifier applying itself through another",
      preview(
        #"<Component name="A" extension="a"><Content modifiers=".b()"/></Component><Component name="B" extension="b"><Content modifiers=".1️⃣a()"/></Component><Text modifiers=".a()">x</Text>"#
      ),
      ["1️⃣": .error("component-recursion", "component 'A' uses itself (A → B → A)")]),
  ])
  func diagnostics(_ c: DiagnosticCase) { c.check() }
}
