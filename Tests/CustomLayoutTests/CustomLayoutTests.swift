import Interpreter
import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// A user's layout, written against the public protocol only: WWDC22's "equal widths" stack.
/// Every subview gets the widest subview's ideal width; the row is as tall as the tallest.
struct EqualWidthHStack: Layout {
  var spacing: Double = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let widest = sizes.map(\.width).max() ?? 0
    let tallest = sizes.map(\.height).max() ?? 0
    let count = Double(subviews.count)
    return Size(width: widest * count + spacing * max(0, count - 1), height: tallest)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    // Subviews sorted by the Rank layout value, highest first (ties keep source order).
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

/// A layout value key declared in Swift.
struct Rank: LayoutValueKey {
  static let defaultValue: Double = 0
}

/// A user's settings: the layout registered under an element name, the key declared.
func userSettings() -> RenderSettings {
  var settings = RenderSettings()
  settings.interpreter.layouts.register("EqualWidthHStack", attributes: ["spacing"]) { arguments in
    AnyLayout(EqualWidthHStack(spacing: arguments.number("spacing") ?? 8))
  }
  settings.interpreter.register(Rank.self)
  return settings
}

@Suite struct CustomLayoutFromMarkup {
  /// Expected numbers follow from EqualWidthHStack's own definition: "Hello" is 40 wide and
  /// "Hi" 16 (8 pt per character), so both cells are 40 wide, 10 apart: 90 × 16, centred in
  /// 200 × 100 at (55, 42). The Colors fill their 40 × 16 proposal.
  @Test func registeredLayoutDrivesMarkup() throws {
    let markup = """
      <Preview width="200" height="100">
        <EqualWidthHStack id="row" spacing="10">
          <Text id="hello">Hello</Text>
          <Text id="hi">Hi</Text>
        </EqualWidthHStack>
      </Preview>
      """
    let laidOut = try Markup.layout(
      SourceFile(name: "equal.xml", text: markup), settings: userSettings())
    #expect(laidOut.frame(ofID: "row") == Rect(x: 55, y: 42, width: 90, height: 16))
    #expect(laidOut.frame(ofID: "hello") == Rect(x: 55, y: 42, width: 40, height: 16))
    // "Hi" is proposed 40 wide and hugs its 16-pt text; its leading edge is at 55 + 40 + 10.
    #expect(laidOut.frame(ofID: "hi") == Rect(x: 105, y: 42, width: 16, height: 16))
  }

  /// The Swift-declared key orders the subviews: the Rank 1 colour goes first.
  @Test func swiftDeclaredLayoutValueKey() throws {
    let markup = """
      <Preview width="200" height="100">
        <EqualWidthHStack spacing="0">
          <Color id="a" name="red" modifiers=".frame(width: 30, height: 20)"/>
          <Color id="b" name="blue" modifiers=".frame(width: 30, height: 20).layoutValue(key: Rank.self, value: 1)"/>
        </EqualWidthHStack>
      </Preview>
      """
    let laidOut = try Markup.layout(
      SourceFile(name: "rank.xml", text: markup), settings: userSettings())
    #expect(laidOut.frame(ofID: "b")?.minX == 70)
    #expect(laidOut.frame(ofID: "a")?.minX == 100)
  }

  /// Misuse is reported where it is: an unknown argument and a wrongly typed layout value.
  @Test func locatedErrors() {
    let markup = """
      <Preview width="200" height="100">
        <EqualWidthHStack spacng="4">
          <Color name="red" modifiers=".layoutValue(key: Rank.self, value: &quot;high&quot;)"/>
        </EqualWidthHStack>
      </Preview>
      """
    let source = SourceFile(name: "bad.xml", text: markup)
    #expect {
      try Markup.layout(source, settings: userSettings())
    } throws: { error in
      guard let error = error as? DiagnosticError else { return false }
      let text = error.rendered(in: source)
      return text.contains(
        "bad.xml:2:21: error: 'EqualWidthHStack' has no attribute 'spacng'; did you mean 'spacing'?"
      )
        && text.contains("bad.xml:3:70: error: Rank takes a finite number (its default is 0)")
    }
  }
}
