import LayoutEngine
import Pipeline
import TestSupport
import Testing

import struct MarkupSyntax.SourceFile

@testable import Interpreter

/// Typed attribute values: numbers, enum cases with or without the dot, alignments, ForEach's
/// count and range, and the Preview's host attributes. Each test reads the value back from the
/// layout the interpreter built, so it checks the decoding, not a copy of it.
@Suite struct AttributeDecodingTests {
  /// The root's layout, as its concrete type.
  private func rootLayout<L>(
    _ markup: String, as type: L.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> L? {
    guard let laidOut = layOut(preview(markup), sourceLocation: sourceLocation),
      let root = laidOut.tree.root,
      case .container(let layout) = laidOut.tree.content(root)
    else { return nil }
    return layout.base as? L
  }

  @Test(
    "numbers: integers, decimals, negatives, exponents, arithmetic",
    arguments: [
      ("8", 8.0), ("2.5", 2.5), ("-3", -3.0), ("1e1", 10.0), (" 4 ", 4.0), ("2 * 3", 6.0),
    ])
  func numbers(text: String, value: Double) {
    let stack = rootLayout(
      "<HStack spacing=\"\(text)\"><Text>a</Text></HStack>", as: HStackLayout.self)
    #expect(stack?.spacing == value)
  }

  /// `.infinity` and NaN parse as numbers but make no sense as a spacing (SwiftUI would turn
  /// them into NaN frames), so element number attributes refuse them with a located error.
  @Test(
    "non-finite element numbers are errors", arguments: [".infinity", "CGFloat.infinity", ".nan"])
  func nonFiniteNumbers(text: String) {
    let (diagnostics, _) = collectDiagnostics(
      SourceFile(
        name: "t.xml", text: preview("<HStack spacing=\"\(text)\"><Text>a</Text></HStack>")))
    #expect(diagnostics.contains { $0.id == "bad-number" && $0.severity == .error })
  }

  @Test("a missing number attribute is the SwiftUI default (nil spacing)")
  func absentNumber() {
    #expect(rootLayout("<VStack><Text>a</Text></VStack>", as: VStackLayout.self)?.spacing == nil)
  }

  @Test(
    "enum values with and without the leading dot, and with their type",
    arguments: ["top", ".top", " .top ", "VerticalAlignment.top"])
  func verticalAlignment(text: String) {
    #expect(
      rootLayout("<HStack alignment=\"\(text)\"><Text>a</Text></HStack>", as: HStackLayout.self)?
        .alignment == .top)
  }

  @Test(
    "every VStack alignment",
    arguments: [
      ("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing),
    ])
  func horizontalAlignments(text: String, alignment: HorizontalAlignment) {
    #expect(
      rootLayout("<VStack alignment=\"\(text)\"><Text>a</Text></VStack>", as: VStackLayout.self)?
        .alignment == alignment)
  }

  @Test(
    "every HStack alignment, baselines included",
    arguments: [
      ("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom),
      ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ])
  func verticalAlignments(text: String, alignment: VerticalAlignment) {
    #expect(
      rootLayout("<HStack alignment=\"\(text)\"><Text>a</Text></HStack>", as: HStackLayout.self)?
        .alignment == alignment)
  }

  @Test("every ZStack alignment, as Alignment's own static members")
  func zstackAlignments() {
    let expected: [String: Alignment] = [
      "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
      "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
      "bottomTrailing": .bottomTrailing,
      "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
      "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]
    for (name, alignment) in expected {
      let z = rootLayout(
        "<ZStack alignment=\".\(name)\"><Text>a</Text></ZStack>", as: ZStackLayout.self)
      #expect(z?.alignment == alignment, "\(name)")
    }
  }

  @Test("ForEach count and range make that many copies of their content")
  func forEach() {
    // count="3" → 3; 0...3 is closed (4 values); 2..<5 is half-open (3 values); count="0" → none.
    for (attribute, copies) in [
      ("count=\"3\"", 3), ("range=\"0...3\"", 4), ("range=\"2..&lt;5\"", 3), ("count=\"0\"", 0),
    ] {
      let markup = preview(
        "<HStack id=\"row\"><ForEach \(attribute)><Text>x</Text><Color name=\"red\"/></ForEach><Text>end</Text></HStack>"
      )
      guard let laidOut = layOut(markup), let row = laidOut.tree.node(withID: "row") else {
        continue
      }
      // The ForEach stays one group node holding two views per copy.
      let forEach = NodeID(index: laidOut.tree[row].children[0])
      #expect(laidOut.tree[forEach].info.kind == "ForEach")
      #expect(laidOut.tree[forEach].children.count == 2 * copies, "\(attribute)")
    }
  }

  @Test("Preview attributes: the host's size, display scale, text metrics, size class")
  func previewAttributes() throws {
    let markup = """
      <Preview width="300" height="120" displayScale="2" characterWidth="10" wideCharacterWidth="20" lineHeight="32" horizontalSizeClass=".regular">
        <AnyLayout layout="horizontalSizeClass == .regular ? HStackLayout() : VStackLayout()">
          <Text id="t">abc</Text>
        </AnyLayout>
      </Preview>
      """
    let laidOut = try #require(layOut(markup))
    let document = laidOut.document
    #expect(document.proposal == ProposedViewSize(width: 300, height: 120))
    #expect(document.options.displayScale == 2)
    #expect(document.options.textMetrics.characterWidth == 10)
    #expect(document.options.textMetrics.wideCharacterWidth == 20)
    // lineHeight 32 doubles the default 16, and ascent/descent scale with it (12→24, 4→8).
    #expect(document.options.textMetrics.lineHeight == 32)
    #expect(document.options.textMetrics.ascent == 24)
    #expect(document.options.textMetrics.descent == 8)
    // "abc" at 10 pt per character is 30 × 32.
    #expect(laidOut.frameArray("t").suffix(2) == [30, 32])
    #expect(laidOut.tree[laidOut.tree.root!].info.details["resolved"] == "HStackLayout")
  }

  @Test("a Preview without width or height leaves that axis unspecified; settings fill it")
  func previewWithoutSize() throws {
    var settings = RenderSettings()
    settings.interpreter.width = 90
    let laidOut = try #require(
      layOut(#"<Preview textMetrics="fixed"><Text>Hi</Text></Preview>"#, settings: settings))
    #expect(laidOut.document.proposal == ProposedViewSize(width: 90, height: nil))
    // The unspecified height is the root's own: one 16 pt line.
    #expect(laidOut.result.canvas == Size(width: 90, height: 16))
  }

  @Test("Image sizes and Spacer minLength are numbers too")
  func leafNumbers() throws {
    let laidOut = try #require(
      layOut(
        preview(
          "<HStack spacing=\"0\"><Image id=\"i\" width=\"30\" height=\"20.5\"/><Spacer id=\"s\" minLength=\"12\"/></HStack>",
          width: 40)))
    #expect(laidOut.frameArray("i").suffix(2) == [30, 20.5])
    // 40 wide, the image takes 30, the spacer wants at least 12: it gets its minimum, the row overflows.
    #expect(laidOut.frameArray("s")[2] == 12)
  }
}
