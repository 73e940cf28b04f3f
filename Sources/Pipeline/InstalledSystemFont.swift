#if canImport(CoreText)
  import CoreGraphics
  import CoreText
  import Foundation
  package import LayoutEngine

  /// `--font system` on macOS: Text measured with the system font installed on the Mac, through
  /// Core Text, instead of the model of docs/semantics.md §9.7 (which needs no font and is the
  /// default everywhere). The font is Core Text's UI font (SF) at the resolved point size and
  /// weight, italic and monospaced as asked; the engine rounds its line height up to a pixel
  /// as for any font file (§10.3).
  ///
  /// Only macOS has the font, so this file compiles only where Core Text exists; elsewhere
  /// `FontFiles.load("system")` explains that the default model already sizes text as SF does.
  package struct InstalledSystemFont: TextMeasuring {
    package init() {}

    package var identifier: String { "system (Core Text)" }

    /// Core Text's weight trait for each of SwiftUI's weights (`NSFont.Weight`'s values).
    private static func weightTrait(_ weight: FontWeight) -> CGFloat {
      switch weight {
      case .ultraLight: -0.8
      case .thin: -0.6
      case .light: -0.4
      case .regular: 0
      case .medium: 0.23
      case .semibold: 0.3
      case .bold: 0.4
      case .heavy: 0.56
      case .black: 0.62
      }
    }

    /// The installed font for `font`, made for each call (a `CTFont` is not `Sendable`).
    private func coreTextFont(_ font: ResolvedFont) -> CTFont {
      let size = CGFloat(font.pointSize)
      let kind: CTFontUIFontType =
        font.monospaced || font.design == .monospaced ? .userFixedPitch : .system
      guard let base = CTFontCreateUIFontForLanguage(kind, size, nil) else {
        return CTFontCreateWithName("Helvetica" as CFString, size, nil)
      }
      let traits = [kCTFontWeightTrait: Self.weightTrait(font.weight)] as CFDictionary
      let attributes = [kCTFontTraitsAttribute: traits] as CFDictionary
      let descriptor = CTFontDescriptorCreateCopyWithAttributes(
        CTFontCopyFontDescriptor(base), attributes)
      let weighted = CTFontCreateWithFontDescriptor(descriptor, size, nil)
      if font.italic,
        let italic = CTFontCreateCopyWithSymbolicTraits(
          weighted, size, nil, .traitItalic, .traitItalic)
      {
        return italic
      }
      return weighted
    }

    package func lineMetrics(for font: ResolvedFont) -> TextMetrics {
      let ctFont = coreTextFont(font)
      var metrics = TextMetrics()
      metrics.ascent = Double(CTFontGetAscent(ctFont))
      metrics.descent = Double(CTFontGetDescent(ctFont))
      metrics.leading = Double(CTFontGetLeading(ctFont))
      metrics.capHeight = Double(CTFontGetCapHeight(ctFont))
      metrics.lineHeight = metrics.ascent + metrics.descent + metrics.leading
      metrics.characterWidth = advances(of: "0", in: font).first ?? 0
      metrics.wideCharacterWidth = font.pointSize
      return metrics
    }

    /// Each character's advance in the laid-out line, kerning included: the caret offset after
    /// the character less the one before it, so the advances add up to the line's width.
    package func advances(of text: Substring, in font: ResolvedFont) -> [Double] {
      let string = String(text)
      guard !string.isEmpty else { return [] }
      let attributes = [kCTFontAttributeName: coreTextFont(font)] as CFDictionary
      guard let attributed = CFAttributedStringCreate(nil, string as CFString, attributes) else {
        return [Double](repeating: 0, count: string.count)
      }
      let line = CTLineCreateWithAttributedString(attributed)
      var result: [Double] = []
      result.reserveCapacity(string.count)
      var offset = 0
      var previous = 0.0
      for character in string {
        offset += character.utf16.count
        let x = Double(CTLineGetOffsetForStringIndex(line, offset, nil))
        result.append(x - previous)
        previous = x
      }
      return result
    }

    package func width(of text: Substring, in font: ResolvedFont) -> Double {
      var total = 0.0
      for advance in advances(of: text, in: font) { total += advance }
      return total
    }
  }
#endif
