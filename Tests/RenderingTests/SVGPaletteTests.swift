import LayoutEngine
import Testing

@testable import Rendering

/// The system colours of each scheme (Apple's published values, SVGPalette), the neutral
/// placeholder for unknown names, and the symbol table's coverage.
@Suite struct SVGPaletteTests {
  @Test("light and dark: backgrounds, grouped backgrounds, labels, separators, tint")
  func schemes() {
    let light = SVGPalette.light
    let dark = SVGPalette.dark
    #expect(light.background.hex == "#FFFFFF" && dark.background.hex == "#000000")
    #expect(light.groupedBackground.hex == "#F2F2F7" && dark.groupedBackground.hex == "#000000")
    #expect(
      light.secondaryGroupedBackground.hex == "#FFFFFF"
        && dark.secondaryGroupedBackground.hex == "#1C1C1E")
    #expect(light.label.hex == "#000000" && dark.label.hex == "#FFFFFF")
    #expect(light.secondaryLabel == SVGColor(red: 60, green: 60, blue: 67, alpha: 0.6))
    #expect(dark.secondaryLabel == SVGColor(red: 235, green: 235, blue: 245, alpha: 0.6))
    #expect(light.separator == SVGColor(red: 60, green: 60, blue: 67, alpha: 0.29))
    #expect(dark.separator == SVGColor(red: 84, green: 84, blue: 88, alpha: 0.6))
    #expect(light.tint.hex == "#007AFF" && dark.tint.hex == "#0A84FF")
    #expect(dark.paint(named: "red")?.hex == "#FF453A")
    #expect(dark.paint(named: "systemGroupedBackground")?.hex == "#000000")
  }

  @Test("materials are translucent; unknown names a neutral gray, never magenta")
  func materialsAndUnknown() throws {
    for scheme in ColorScheme.allCases {
      let palette = SVGPalette.of(scheme)
      for name in ["ultraThinMaterial", "regularMaterial", "ultraThickMaterial", "bar"] {
        let color = try #require(palette.paint(named: name))
        #expect(color.alpha < 1 && color.alpha > 0.3, "\(name)")
      }
      let unknown = try #require(palette.paint(named: "BrandColor"))
      #expect(unknown.hex == "#8E8E93" && unknown.alpha == 0.5)
    }
    // An asset colour (`Color("Brand")`) without a value is the placeholder; a member
    // (`.brand`) without one paints nothing.
    let t = ViewTree()
    _ = t.color("red")
    let drawer = SVGDrawer(
      tree: t, result: t.layout(width: 10, height: 10, options: .fixedText),
      options: .fixedText)
    guard case .color(let asset)? = drawer.paint(.color(NamedColor("Brand", isAsset: true)))
    else {
      Issue.record("an asset colour paints")
      return
    }
    #expect(asset.hex == "#8E8E93")
    #expect(drawer.paint(.color(NamedColor("Brand"))) == nil)
  }

  @Test("at least 100 SF Symbol names are drawn from icons; .fill variants are filled")
  func symbols() throws {
    #expect(SymbolIcons.count >= 100)
    for name in ["house", "gearshape.fill", "magnifyingglass", "heart.fill", "person.crop.circle"] {
      let icon = try #require(SymbolIcons.icon(named: name), "\(name)")
      #expect(icon.elements.hasPrefix("<"))
      #expect(icon.filled == name.hasSuffix(".fill"))
    }
    #expect(SymbolIcons.icon(named: "no.such.symbol") == nil)
  }
}
