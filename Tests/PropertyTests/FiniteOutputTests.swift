import LayoutEngine
import MarkupSyntax
import Pipeline
import PropertyBased
import Testing

/// No output ever shows ∞ or NaN (docs/limits.md): random documents of stacks and grids whose
/// lengths are 0, ordinary, ±1e308 or ∞ (sums of two 1e308 cells overflow, and centring
/// an overflowed size made NaN), laid out through the pipeline, have only finite frames and
/// canvases, and their JSON no "Infinity" or "NaN".
@Suite struct FiniteOutputTests {
  /// Finite lengths only where the dialect asks for finite ones (spacing, padding, grid items);
  /// `maxWidth` takes ∞ as well.
  static let lengths = ["0", "10", "1e308", "-1e308", "1.7976931348623157e308", "-5"]

  /// One view of a random document: `code` picks the shape, `a` and `b` its lengths.
  static func view(_ code: Int, _ a: Int, _ b: Int, children: String) -> String {
    let x = lengths[a % lengths.count]
    let y = lengths[b % lengths.count]
    switch code % 9 {
    case 0: return #"<Color name="red" modifiers=".frame(width: \#(x), height: \#(y))"/>"#
    case 1: return #"<HStack spacing="\#(x)">\#(children)<Color name="blue"/></HStack>"#
    case 2: return #"<VStack spacing="\#(y)">\#(children)<Text>a b</Text></VStack>"#
    case 3:
      return
        #"<Grid horizontalSpacing="\#(x)"><GridRow>\#(children)<Color name="red" modifiers=".frame(width: \#(y))"/></GridRow></Grid>"#
    case 4:
      return
        #"<LazyVGrid columns="[GridItem(.fixed(\#(x.dropFirst(x.hasPrefix("-") ? 1 : 0)))), GridItem(.fixed(\#(y.dropFirst(y.hasPrefix("-") ? 1 : 0)))), GridItem(.fixed(\#(x.dropFirst(x.hasPrefix("-") ? 1 : 0))))]"><ForEach count="4"><Color name="red"/></ForEach>\#(children)</LazyVGrid>"#
    case 5: return #"<ZStack>\#(children)<Color name="red" modifiers=".padding(\#(x))"/></ZStack>"#
    case 6:
      return
        #"<HStack>\#(children)<Color name="red" modifiers=".frame(minWidth: \#(x), maxWidth: \#(b % 2 == 0 ? ".infinity" : y))"/></HStack>"#
    case 7:
      return
        #"<VStack>\#(children)<Color name="red" modifiers=".offset(x: \#(x), y: \#(y))"/></VStack>"#
    default:
      return
        #"<HStack>\#(children)<Color name="red" modifiers=".padding(\#(x)).padding(\#(y))"/></HStack>"#
    }
  }

  static let documents = zip(Gen.int(in: 0...8), Gen.int(in: 0...5), Gen.int(in: 0...5))
    .array(of: 1...6)

  @Test func everyFrameAndCanvasIsFinite() async {
    await propertyCheck(count: 120, input: Self.documents) { parts in
      var body = ""
      for (code, a, b) in parts { body = Self.view(code, a, b, children: body) }
      let text = "<Preview>\(body)</Preview>"
      guard let laidOut = try? Markup.layout(SourceFile(name: "f.xml", text: text)) else {
        Issue.record("did not lay out: \(text)")
        return
      }
      let result = laidOut.result
      #expect(result.canvas.width.isFinite && result.canvas.height.isFinite, "\(text)")
      for frame in result.frames {
        guard let frame else { continue }
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        #expect(values.allSatisfy { $0.isFinite }, "\(frame) in \(text)")
      }
      let json = Markup.render(laidOut, format: .json)
      #expect(!json.contains("Infinity") && !json.contains("NaN"), "\(text)")
      let svg = Markup.render(laidOut, format: .svg)
      #expect(!svg.contains("inf") && !svg.contains("nan"), "\(text)")
    }
  }

  /// The two shapes the third hostile review found: two 1e308-wide Grid cells, and three
  /// `GridItem(.fixed(1e308))` columns of a ForEach, which wrote `"width": "NaN"`.
  @Test func hugeGridCellsSaturate() throws {
    for text in [
      #"<Preview><Grid><GridRow><Color name="red" modifiers=".frame(width: 1e308)"/><Color name="blue" modifiers=".frame(width: 1e308)"/></GridRow></Grid></Preview>"#,
      #"<Preview><LazyVGrid columns="[GridItem(.fixed(1e308)), GridItem(.fixed(1e308)), GridItem(.fixed(1e308))]"><ForEach count="6"><Color name="red"/></ForEach></LazyVGrid></Preview>"#,
    ] {
      let laidOut = try Markup.layout(SourceFile(name: "g.xml", text: text))
      let json = Markup.render(laidOut, format: .json)
      #expect(!json.contains("Infinity") && !json.contains("NaN"))
      #expect(json.contains("1.7976931348623157e+308"))
    }
  }
}
