import Foundation
import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// What the live preview page is sent (`LiveMessage`): the picture, every placed view with its
/// frame, rule and the calls the layout made on it; or a failed save's located errors.
@Suite("Live preview messages")
struct LiveMessageTests {
  static let document = """
    <Preview width="200" height="100">
      <HStack id="row">
        <Color id="swatch" name="red" modifiers=".frame(width: 40)"/>
        <Text id="label">Hi</Text>
      </HStack>
    </Preview>

    """

  func message() throws -> [String: Any] {
    let source = SourceFile(name: "doc.xml", text: Self.document)
    let document = try Markup.interpret(source)
    let recorder = TraceRecorder()
    let laidOut = Markup.layout(document, tracer: recorder.record)
    let text = LiveMessage.picture(
      laidOut, svg: Markup.render(laidOut, format: .svg),
      calls: recorder.calls(count: laidOut.tree.nodes.count), warnings: "", update: 7,
      path: "doc.xml")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test("a picture message holds the SVG and each view's frame, rule and calls")
  func picture() throws {
    let message = try message()
    #expect(message["update"] as? Int == 7)
    #expect(message["ok"] as? Bool == true)
    #expect((message["svg"] as? String)?.hasPrefix("<?xml") == true)
    let views = try #require(message["views"] as? [[String: Any]])
    let row = try #require(views.first { $0["id"] as? String == "row" })
    #expect(row["kind"] as? String == "HStack")
    #expect(row["rule"] as? String == "§1.4 HStack and VStack")
    let rowCalls = try #require(row["calls"] as? [String])
    #expect(rowCalls.contains { $0.hasPrefix("sizeThatFits(proposal: (200, 100)) -> ") })
    #expect(rowCalls.contains { $0.hasPrefix("placeSubviews(in: ") })
    // A leaf's proposals and answers are recorded too (containers' are the trace's).
    let swatch = try #require(
      views.first { $0["id"] as? String == "swatch" && $0["kind"] as? String == "Color" })
    let swatchCalls = try #require(swatch["calls"] as? [String])
    #expect(swatchCalls.contains("sizeThatFits(proposal: (40, 100)) -> 40×100"))
    #expect(swatchCalls.last?.hasPrefix("placed at (") == true)
    #expect(swatch["rule"] as? String == "§1.2 Leaf sizing")
    let frame = try #require(swatch["frame"] as? [Double])
    #expect(frame.count == 4 && frame[2] == 40 && frame[3] == 100)
  }

  @Test("a failed save's message carries the located error; strings are escaped for a page")
  func failure() throws {
    let text = LiveMessage.failure("doc.xml:3:6: error: <HStak>\n  \"x\"\t\\", update: 2, path: "d")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(object?["ok"] as? Bool == false)
    #expect(object?["error"] as? String == "doc.xml:3:6: error: <HStak>\n  \"x\"\t\\")
    #expect(!text.contains("<"), "a '<' could end a <script> holding the message")
  }

  @Test("--trace still lists only containers' Layout calls")
  func traceReport() throws {
    let source = SourceFile(name: "doc.xml", text: Self.document)
    let document = try Markup.interpret(source)
    let recorder = TraceRecorder()
    let laidOut = Markup.layout(document, tracer: recorder.record)
    let report = recorder.report(laidOut.tree)
    #expect(report.hasPrefix("HStack #row, line 2: "))
    #expect(!report.contains("Color"))
    #expect(!report.contains("placed at"))
  }

  @Test("the page connects to /live and keeps its state where tests can read it")
  func page() {
    let html = LivePage.html(title: "a<b>.xml")
    #expect(html.contains("<title>a&lt;b&gt;.xml — stackup watch</title>"))
    #expect(html.contains("new WebSocket(`ws://${location.host}/live`)"))
    #expect(html.contains("window.stackupLive"))
  }
}
