import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

@testable import Interpreter

/// Style layers carry the values the interpreter read from their calls (`StyleEffect`), so
/// every renderer draws one call the same way.
@Suite struct StyleDataTests {
  /// The effect of the style layer `name` in `markup`'s tree.
  func effect(_ name: String, in laidOut: LaidOutDocument) -> StyleEffect? {
    for i in laidOut.tree.nodes.indices {
      if case .modifier(let style as StyleModifier) = laidOut.tree.content(at: i),
        style.name == name
      {
        return style.effect
      }
    }
    return nil
  }

  /// `.zIndex(Double(2))` was 0 in the ASCII drawing (it read the text as a number) and 2 in
  /// the SVG picture (it read the first number in it): now it is 2 in both, and the red view,
  /// first in source order, is drawn over the blue one.
  @Test func zIndexIsReadOnceForEveryRenderer() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<ZStack><Color name="red" modifiers=".frame(width: 80, height: 48).zIndex(Double(2))"/><Color name="blue" modifiers=".frame(width: 80, height: 48)"/></ZStack>"#,
          width: 80, height: 48)))
    #expect(effect("zIndex", in: laidOut) == .zIndex(2))
    let ascii = Markup.render(laidOut, format: .ascii)
    #expect(ascii.contains("red") && !ascii.contains("blue"), "\(ascii)")
    let svg = Markup.render(laidOut, format: .svg).split(separator: "\n")
    let red = try #require(svg.firstIndex { $0.contains("#FF3B30") })
    let blue = try #require(svg.firstIndex { $0.contains("#007AFF") })
    #expect(blue < red, "the higher zIndex is drawn later")
  }

  @Test func stylesAreParsedValues() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Constant name="radius" value="12"/><Rectangle modifiers=".fill(Color.red.opacity(0.5)).stroke(.blue, style: StrokeStyle(lineWidth: 3)).clipShape(RoundedRectangle(cornerRadius: radius - 4)).shadow(color: .black.opacity(0.2), radius: 4, y: 2).opacity(0.5 + 0.25).multilineTextAlignment(.trailing)"/>"#
        )))
    #expect(effect("fill", in: laidOut) == .foreground(.color(NamedColor("red", opacity: 0.5))))
    #expect(
      effect("stroke", in: laidOut)
        == .stroke(.color(NamedColor("blue")), lineWidth: 3, inside: false))
    // A constant's value, which the SVG picture once read as no radius at all.
    #expect(effect("clipShape", in: laidOut) == .clip(.roundedRectangle, cornerRadius: 8))
    #expect(
      effect("shadow", in: laidOut)
        == .shadow(color: .color(NamedColor("black", opacity: 0.2)), radius: 4, x: 0, y: 2))
    #expect(effect("opacity", in: laidOut) == .opacity(0.75))
    #expect(effect("multilineTextAlignment", in: laidOut) == .lineAlignment(1))
  }

  /// The app's own colours: drawn as the neutral placeholder (an asset without a value), each
  /// with one warning, where `.fill(Theme.accent)` was drawn black without a word.
  @Test func appColoursArePlaceholders() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Rectangle modifiers=".fill(Color.brandPink)"/><Rectangle modifiers=".foregroundStyle(Theme.accent)"/><Rectangle modifiers=".fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"/></VStack>"#
        )))
    #expect(
      effect("fill", in: laidOut) == .foreground(.color(NamedColor("brandPink", isAsset: true))))
    #expect(
      effect("foregroundStyle", in: laidOut)
        == .foreground(.color(NamedColor("Theme.accent", isAsset: true))))
    #expect(laidOut.document.warnings.map(\.id) == ["unknown-color", "unknown-color"])
    let svg = Markup.render(laidOut, format: .svg)
    #expect(svg.split(separator: "\n").filter { $0.contains("#8E8E93") }.count == 2, "\(svg)")
  }

  @Test func gradientsAndAssetColours() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Rectangle modifiers=".fill(LinearGradient(colors: [.red, Color(&quot;Brand&quot;)], startPoint: .leading, endPoint: .trailing))"/><Text modifiers=".foregroundStyle(.blue.gradient)">A</Text></VStack>"#
        )))
    #expect(
      effect("fill", in: laidOut)
        == .foreground(
          .linearGradient(
            [NamedColor("red"), NamedColor("Brand", isAsset: true)], start: .leading,
            end: .trailing)))
    #expect(effect("foregroundStyle", in: laidOut) == .foreground(.color(NamedColor("blue"))))
  }
}
