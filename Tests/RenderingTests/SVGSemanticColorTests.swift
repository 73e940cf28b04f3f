import Testing

@testable import Rendering

/// Colours from components and semantic colours (docs/semantics.md §11.5) paint as SwiftUI's
/// light mode does, never as the neutral placeholder of an unknown name.
@Suite struct SVGSemanticColorTests {
  @Test("rgb, white and hsb components become sRGB bytes and opacity")
  func components() {
    #expect(SVGColor.paint(named: "rgb(1, 0.5, 0)") == SVGColor(red: 255, green: 128, blue: 0))
    #expect(
      SVGColor.paint(named: "rgb(0, 0, 1, 0.25)")
        == SVGColor(red: 0, green: 0, blue: 255, alpha: 0.25))
    #expect(SVGColor.paint(named: "white(0.5)") == SVGColor(red: 128, green: 128, blue: 128))
    // Hue 1/3 at full saturation and brightness is pure green.
    #expect(SVGColor.paint(named: "hsb(0.3333333, 1, 1)") == SVGColor(red: 0, green: 255, blue: 0))
    #expect(SVGColor.paint(named: "rgb(nope)") == SVGColor.unknown)
  }

  @Test("semantic colours and hierarchical styles have their light-mode values")
  func semantic() {
    #expect(SVGColor.paint(named: "systemBackground") == SVGColor(red: 255, green: 255, blue: 255))
    #expect(
      SVGColor.paint(named: "secondarySystemBackground")
        == SVGColor(red: 242, green: 242, blue: 247))
    #expect(SVGColor.paint(named: "tertiary") == SVGColor(red: 60, green: 60, blue: 67, alpha: 0.3))
    #expect(SVGColor.paint(named: "systemRed") == SVGColor.paint(named: "red"))
    #expect(SVGColor.paint(named: "tint") == SVGColor.paint(named: "blue"))
  }
}
