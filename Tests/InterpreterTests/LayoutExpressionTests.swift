import Foundation
import LayoutEngine
import Pipeline
import Testing

@testable import Interpreter

/// `<AnyLayout layout="…">` expressions and layout values set from markup.
@Suite struct LayoutExpressionTests {
  /// The layout of the container named `id`.
  private func layout(_ laidOut: LaidOutDocument, _ id: String) -> AnyLayout? {
    guard let node = laidOut.node(id), case .container(let layout) = laidOut.tree.content(node)
    else { return nil }
    return layout
  }

  /// The frames of the views named `ids`, in order.
  private func frames(_ laidOut: LaidOutDocument, _ ids: [String]) -> [Rect?] {
    ids.map { laidOut.frame(ofID: $0) }
  }

  @Test("a layout call with arguments, and AnyLayout(…) around it")
  func layoutCalls() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><AnyLayout id="v" layout="VStackLayout(alignment: .leading, spacing: 5)"><Text>a</Text></AnyLayout><AnyLayout id="h" layout="AnyLayout(HStackLayout(alignment: .bottom))"><Text>a</Text></AnyLayout><AnyLayout id="z" layout="ZStackLayout(alignment: .topTrailing)"><Text>a</Text></AnyLayout><AnyLayout id="f" layout="FlowLayout(spacing: 12)"><Text>a</Text></AnyLayout></VStack>"#
        )))
    let v = try #require(layout(laidOut, "v")?.base as? VStackLayout)
    #expect(v.alignment == .leading && v.spacing == 5)
    let h = try #require(layout(laidOut, "h")?.base as? HStackLayout)
    #expect(h.alignment == .bottom && h.spacing == nil)
    let z = try #require(layout(laidOut, "z")?.base as? ZStackLayout)
    #expect(z.alignment == .topTrailing)
    #expect(layout(laidOut, "f")?.typeName == "FlowLayout")
    // The JSON shows what was written and what it resolved to.
    let node = try #require(laidOut.node("v"))
    #expect(
      laidOut.tree[node].info.details["layout"] == "VStackLayout(alignment: .leading, spacing: 5)")
    #expect(laidOut.tree[node].info.details["resolved"] == "VStackLayout")
  }

  @Test("a size-class condition is decided while interpreting: no conditional layout remains")
  func sizeClassResolvedStatically() throws {
    let body =
      #"<AnyLayout id="s" layout="horizontalSizeClass == .regular ? HStackLayout() : VStackLayout()"><Text>a</Text></AnyLayout>"#
    let compact = try #require(layOut(preview(body)))
    #expect(layout(compact, "s")?.base is VStackLayout, "compact is the default size class")
    var settings = RenderSettings()
    settings.interpreter.horizontalSizeClass = "regular"
    let regular = try #require(layOut(preview(body), settings: settings))
    #expect(layout(regular, "s")?.base is HStackLayout)
    let negated = try #require(layOut(preview(body.replacingOccurrences(of: "==", with: "!="))))
    #expect(layout(negated, "s")?.base is HStackLayout)
  }

  @Test("a width condition becomes a ConditionalLayout, decided per proposal")
  func widthCondition() throws {
    let conditional =
      #"<AnyLayout id="s" layout="width > 300 ? HStackLayout(spacing: 0) : VStackLayout(spacing: 0)"><Color id="a" name="red" modifiers=".frame(width: 20, height: 20)"/><Color id="b" name="blue" modifiers=".frame(width: 20, height: 20)"/></AnyLayout>"#
    let hstack =
      #"<HStack spacing="0"><Color id="a" name="red" modifiers=".frame(width: 20, height: 20)"/><Color id="b" name="blue" modifiers=".frame(width: 20, height: 20)"/></HStack>"#
    let vstack = hstack.replacingOccurrences(of: "HStack", with: "VStack")
    let wide = try #require(layOut(preview(conditional, width: 400)))
    let c = try #require(layout(wide, "s")?.base as? ConditionalLayout)
    #expect(c.condition == ConditionalLayout.WidthCondition(.greater, 300))
    #expect(c.whenTrue.base is HStackLayout && c.whenFalse.base is VStackLayout)
    // 400 > 300: laid out exactly as the HStack would be; 200 is not: as the VStack.
    let wideH = try #require(layOut(preview(hstack, width: 400)))
    #expect(frames(wide, ["a", "b"]) == frames(wideH, ["a", "b"]))
    let narrow = try #require(layOut(preview(conditional, width: 200)))
    let narrowV = try #require(layOut(preview(vstack, width: 200)))
    #expect(frames(narrow, ["a", "b"]) == frames(narrowV, ["a", "b"]))
    #expect(frames(narrow, ["a", "b"]) != frames(wide, ["a", "b"]))
  }

  @Test("layout values: declared in markup or Swift, set with .layoutValue, typed by the default")
  func layoutValues() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<LayoutValueKey name="Rank" defaultValue="0"/><LayoutValueKey name="Flag" defaultValue="true"/><LayoutValueKey name="Tag" defaultValue="x" type="string"/><HStack><Text id="a" modifiers=".layoutValue(key: Rank.self, value: 2)">a</Text><Text id="b" modifiers=".layoutValue(key: Flag.self, value: false)">b</Text><Text id="c" modifiers=".layoutValue(key: Tag.self, value: &quot;y&quot;)">c</Text><Text id="d" modifiers=".layoutValue(key: PreferredPosition.self, value: -1.5)">d</Text></HStack>"#
        )))
    let expected: [String: (String, LayoutValue)] = [
      "a": ("Rank", .number(2)), "b": ("Flag", .bool(false)), "c": ("Tag", .string("y")),
      "d": ("PreferredPosition", .number(-1.5)),
    ]
    for (id, (key, value)) in expected {
      guard let node = laidOut.node(id), let layer = laidOut.parent(of: node),
        let trait = laidOut.modifier(layer) as? LayoutValueModifier
      else {
        Issue.record("no layoutValue layer on \(id)")
        continue
      }
      #expect(trait.key == key && trait.value == value, "\(id)")
    }
  }

  @Test("SimpleHStack orders its subviews by PreferredPosition, highest first (seed 000)")
  func preferredPositionOrders() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<SimpleHStack spacing="0"><Color id="a" name="red" modifiers=".frame(width: 10, height: 10)"/><Color id="b" name="blue" modifiers=".frame(width: 10, height: 10).layoutValue(key: PreferredPosition.self, value: 1)"/></SimpleHStack>"#
        )))
    // b has the higher position, so it comes first: b at the stack's left edge, a 10 pt right.
    let a = try #require(laidOut.frame(ofID: "a"))
    let b = try #require(laidOut.frame(ofID: "b"))
    #expect(a.minX - b.minX == 10)
  }
}
