import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

@testable import Interpreter

/// The app's own values in modifier arguments (docs/semantics.md §11.2): the call is left out
/// with a warning, an error under `strict`; a name close to a declared one stays an error.
@Suite struct AppValueTests {
  @Test("an app value leaves its call out with a warning; the rest of the chain applies")
  func leftOut() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Text id="t" modifiers=".padding(viewModel.inset).frame(width: 40, height: 30).opacity(store.isOn ? 1 : 0)">Hi</Text>"#
        )))
    #expect(laidOut.warnings.map(\.id) == ["app-value", "app-value"])
    #expect(laidOut.warnings[0].message.hasPrefix("'viewModel' is the app's own value"))
    #expect(laidOut.warnings[1].message.contains("'.opacity' is left out"))
    // No padding: the 16 × 16 Text centred in its 40 × 30 frame, centred in 200 × 200.
    #expect(laidOut.frameArray("t") == [92, 92, 16, 16])
    #expect(laidOut.structure.contains("frame(Text#t)"))
  }

  @Test("under strict, an app value is an error")
  func strict() {
    var settings = RenderSettings()
    settings.interpreter.strict = true
    let source = SourceFile(
      name: "test.xml",
      text: preview(#"<Text modifiers=".padding(Constants.inset).font(.scaledBody)">Hi</Text>"#))
    do {
      _ = try Markup.interpret(source, settings: settings)
      Issue.record("expected errors")
    } catch {
      let errors = error.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.id) == ["app-value", "app-value"])
    }
  }

  @Test("a name close to a declared constant or a text style is a typo: an error")
  func typos() {
    let source = SourceFile(
      name: "test.xml",
      text: preview(
        #"<Constant name="rowHeight" value="44"/><VStack><Text modifiers=".frame(height: rowHeigt)">Hi</Text><Text modifiers=".font(.titel)">Hi</Text><Text modifiers=".padding(.horizontal, .leading)">Hi</Text></VStack>"#
      ))
    do {
      _ = try Markup.interpret(source)
      Issue.record("expected errors")
    } catch {
      let errors = error.diagnostics.filter { $0.severity == .error }
      #expect(errors.map(\.id) == ["unknown-constant", "bad-argument", "bad-argument"])
      #expect(errors[1].message.hasSuffix("did you mean 'title'?"))
    }
  }

  @Test("Shape's static members stand for the shapes in background(_:in:)")
  func staticShapes() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Text id="a" modifiers=".padding(4).background(.blue, in: .circle)">Hi</Text><Text id="b" modifiers=".padding(4).background(in: .rect(cornerRadius: 6))">Hi</Text><Text id="c" modifiers=".padding(4).background(.red, in: .capsule)">Hi</Text></VStack>"#
        )))
    #expect(laidOut.warnings.isEmpty)
    let kinds = laidOut.tree.nodes.map(\.info.kind)
    #expect(kinds.contains("Circle"))
    #expect(kinds.contains("Capsule"))
    let rounded = try #require(
      laidOut.tree.nodes.first { $0.info.kind == "RoundedRectangle" })
    #expect(rounded.info.details["cornerRadius"] == "6")
  }

  @Test("listRowInsets(.init()) is EdgeInsets(): no inset; .none is nil, the default")
  func listRowInsets() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<List><Text id="a" modifiers=".listRowInsets(.init())">Row</Text><Text id="b" modifiers=".listRowInsets(.none)">Row</Text><Text id="c">Row</Text><Text id="d" modifiers=".listRowInsets(EdgeInsets())">Row</Text></List>"#
        )))
    #expect(laidOut.warnings.isEmpty)
    // Rows start at the section's own inset with no row inset, as with EdgeInsets().
    #expect(laidOut.frameArray("a")[0] == laidOut.frameArray("d")[0])
    #expect(laidOut.frameArray("a")[0] < laidOut.frameArray("c")[0])
    #expect(laidOut.frameArray("b")[0] == laidOut.frameArray("c")[0])
  }
}
