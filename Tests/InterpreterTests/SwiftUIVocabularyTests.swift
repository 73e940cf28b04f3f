import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import TestSupport
import Testing

@testable import Interpreter

/// SwiftUI's whole vocabulary: names with no layout effect are accepted and recorded, names
/// whose layout is not modelled are located errors naming an alternative, and only names
/// SwiftUI does not have get "did you mean", and only when close.
@Suite struct SwiftUIVocabularyTests {
  /// App code SwiftUI developers write in modifiers with no layout effect: closures with
  /// statements, bindings, key paths, labelled trailing closures, `&&` and `;`.
  static let neutralChain =
    #".onAppear { count += 1; load() }.navigationTitle("Inbox").sheet(isPresented: $show) { Detail(item: item) }"#
    + #".toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } } }"#
    + #".onChange(of: value) { old, new in total = old + new }.onReceive(timer) { _ in tick() }"#
    + #".alert("Oops", isPresented: $failed) { Button("OK") { } } message: { Text(error) }"#
    + #".environment(\.colorScheme, .dark).disabled(!valid &amp;&amp; busy).accessibilityHint("Opens")"#
    + #".task { await model.load() }.id(item.id).tag(3).keyboardShortcut("s", modifiers: .command)"#

  @Test func noLayoutEffectModifiersLeaveFramesAndAreRecorded() throws {
    let plain = try #require(
      layOut(preview(#"<Text id="t" modifiers=".padding(4)">Hello</Text>"#)))
    let pasted = try #require(
      layOut(preview("<Text id=\"t\" modifiers='.padding(4)\(Self.neutralChain)'>Hello</Text>")))
    #expect(plain.frame(ofID: "t") == pasted.frame(ofID: "t"))
    #expect(plain.result.frame(of: plain.tree.root!) == pasted.result.frame(of: pasted.tree.root!))
    let kinds = pasted.tree.nodes.map(\.info.kind)
    for name in ["onAppear", "navigationTitle", "sheet", "toolbar", "alert", "task", "environment"]
    {
      #expect(kinds.contains(name), "\(name) is not recorded")
    }
    let sheet = try #require(pasted.tree.nodes.first { $0.info.kind == "sheet" })
    #expect(sheet.info.details["arguments"] == "isPresented: $show")
  }

  @Test(arguments: [
    DiagnosticCase(
      "a layout modifier not supported yet", text(".padding().1️⃣scenePadding()"),
      [
        "1️⃣": .error(
          "unsupported-modifier",
          "SwiftUI's `.scenePadding` changes layout and is not supported yet; use `.padding()`"
        )
      ]),
    DiagnosticCase(
      "a view not supported yet",
      preview("<VStack><1️⃣ControlGroup><Text>A</Text></ControlGroup></VStack>"),
      [
        "1️⃣": .error(
          "unsupported-element", "`ControlGroup` is not supported yet; use `HStack` of `Button`s"
        )
      ]),
    DiagnosticCase(
      "DisclosureGroup is SwiftUI's: no unrelated suggestion",
      preview("<1️⃣DisclosureGroup><Text>A</Text></DisclosureGroup>"),
      [
        "1️⃣": .error(
          "unsupported-element", "`DisclosureGroup` is not supported yet; use `VStack`")
      ]),
    DiagnosticCase(
      "an unknown modifier close to a SwiftUI one", text(".1️⃣onApear { go() }"),
      [
        "1️⃣": .warning(
          "unknown-modifier",
          "unknown modifier 'onApear' (no layout effect here); did you mean 'onAppear'?")
      ]),
    DiagnosticCase(
      "an unknown modifier close to nothing", text(".1️⃣wobble(3)"),
      [
        "1️⃣": .warning(
          "unknown-modifier",
          "unknown modifier 'wobble' (no layout effect here); if it is the app's own, model it with <Component name=\"…\" extension=\"wobble\">"
        )
      ]),
    DiagnosticCase(
      "a misspelt SwiftUI view", preview("<1️⃣Toogle/>"),
      ["1️⃣": .error("unknown-element", "unknown element 'Toogle'; did you mean 'Toggle'?")]),
    DiagnosticCase(
      "an unknown element close to nothing", preview("<1️⃣Pickle/>"),
      ["1️⃣": .error("unknown-element", "unknown element 'Pickle'")]),
    DiagnosticCase(
      "matchedGeometryEffect is recorded with a warning",
      text(".1️⃣matchedGeometryEffect(id: 1, in: ns)"),
      [
        "1️⃣": .warning(
          "modifier-partly-modelled",
          "SwiftUI's `.matchedGeometryEffect` is recorded but its animation is not modelled")
      ]),
    DiagnosticCase(
      "a stray character outside skipped arguments",
      text(".padding(1️⃣&amp;).onAppear { a &amp;= b }"),
      ["1️⃣": .error("modifier-syntax", "unexpected character '&'")]),
    DiagnosticCase(
      "unbalanced skipped arguments", text(".onAppear { load( 1️⃣}"),
      ["1️⃣": .error("modifier-syntax", "expected ')' in the arguments of 'onAppear', found '}'")]),
  ])
  func diagnostics(_ c: DiagnosticCase) { c.check() }

  static func text(_ modifiers: String) -> String {
    preview("<Text modifiers='\(modifiers)'>Hi</Text>")
  }

  @Test func messagesAreExactWithoutMarkers() {
    #expect(Suggestions.closest(to: "TabView", in: ["Preview", "Text"]) == nil)
    #expect(Suggestions.closest(to: "Picker", in: ["Spacer", "Text"]) == nil)
    #expect(Suggestions.closest(to: "rde", in: ["red", "blue"]) == "red")
    #expect(Suggestions.closest(to: "Rectangel", in: ["Rectangle"]) == "Rectangle")
  }

  @Test func lenientTurnsErrorsIntoWarningsAndKeepsChildren() throws {
    let markup = preview(
      #"<VStack><DisclosureGroup><Text id="a">A</Text></DisclosureGroup><Text id="b" modifiers=".wobble(1).scenePadding()">B</Text></VStack>"#
    )
    var settings = RenderSettings()
    settings.interpreter.lenient = true
    let laidOut = try Markup.layout(SourceFile(name: "t.xml", text: markup), settings: settings)
    let warnings = laidOut.document.warnings.map(\.id)
    #expect(
      warnings.sorted() == ["unknown-modifier", "unsupported-element", "unsupported-modifier"])
    #expect(laidOut.frame(ofID: "a") != nil)
    #expect(laidOut.frame(ofID: "b") != nil)
    #expect(throws: DiagnosticError.self) {
      try Markup.layout(SourceFile(name: "t.xml", text: markup))
    }
  }

  @Test func everyCatalogueModifierHasItsStatus() {
    for name in ModifierCatalog.layoutNames {
      #expect(ModifierCatalog.specs[name]?.status == .layout)
    }
    for name in ModifierCatalog.styleNames {
      #expect(ModifierCatalog.specs[name]?.status != nil, "\(name)")
      #expect(ModifierCatalog.specs[name]?.status != .layout, "\(name)")
    }
    #expect(ModifierCatalog.specs["onAppear"]?.status == .noLayoutEffect)
    #expect(ModifierCatalog.specs["font"]?.status == .layout)
    #expect(ModifierCatalog.specs["fontWidth"]?.status == .approximated)
    #expect(ModifierCatalog.specs["wobble"]?.status == nil)
    #expect(SwiftUIVocabulary.viewStatus("HStack", implemented: true) == .layout)
  }

  /// docs/porting.md holds exactly the generated table.
  @Test func portingGuideTableIsGenerated() throws {
    let url = StackupBinary.packageRoot.appendingPathComponent("docs/porting.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let begin = try #require(text.range(of: "<!-- vocabulary:begin -->\n"))
    let end = try #require(text.range(of: "<!-- vocabulary:end -->"))
    #expect(
      String(text[begin.upperBound..<end.lowerBound])
        == DialectRegistry.swiftUIVocabularyMarkdown(),
      "docs/porting.md's table differs; regenerate it with swift run stackup vocabulary --markdown")
  }
}
