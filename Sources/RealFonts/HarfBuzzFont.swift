// The only file that calls HarfBuzz and FreeType. Compiled to nothing without the RealFonts
// package trait, so the default build needs neither library (semantics §10.1).
#if RealFonts
  internal import CFonts
  package import LayoutEngine

  /// Why a font file could not be used.
  package struct FontLoadError: Error, Sendable {
    /// What went wrong, for the user.
    package var message: String
  }

  /// A TrueType or OpenType font measured as CoreText measures it (semantics §10.2, §10.3):
  /// advances shaped by HarfBuzz from the font's own tables (kerning and ligatures on, as
  /// CoreText's defaults are), unhinted, in font units scaled by point size / units per em;
  /// vertical metrics from the `hhea` table, read through FreeType, with the cap height from
  /// `OS/2` (version 2 and later) or else the top of the glyph "H".
  ///
  /// One file is one face: the resolved font's point size (its text style at the Dynamic Type
  /// size in force, §9.1, §9.2) scales it, but its weight, italic, design and monospacing
  /// cannot change the file's outlines, so every weight and style is measured with this one
  /// face (semantics §10.4).
  ///
  /// Immutable once made: HarfBuzz fonts may be shaped with from several threads at once.
  package final class HarfBuzzFont: TextMeasuring, @unchecked Sendable {
    /// "HarfBuzz " and the name the font was loaded under (its file's real path), so layout
    /// options with different font files differ.
    package let identifier: String
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let hbFont: OpaquePointer
    private let unitsPerEm: Double
    /// Vertical metrics in font units.
    private let ascender: Double
    private let descender: Double
    private let lineGap: Double
    private let capHeight: Double

    /// Reads the font in `bytes` (the first face of a collection), known as `name`.
    package init(bytes: [UInt8], name: String) throws(FontLoadError) {
      identifier = "HarfBuzz " + name
      guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else {
        throw FontLoadError(message: "the file is empty or too large to be a font")
      }
      // FreeType first: it refuses what is not a scalable font, and reads the tables.
      var library: FT_Library?
      guard FT_Init_FreeType(&library) == 0, let library else {
        throw FontLoadError(message: "FreeType could not start")
      }
      defer { FT_Done_FreeType(library) }
      let tables = try bytes.withUnsafeBufferPointer { buffer throws(FontLoadError) in
        var ftFace: FT_Face?
        guard
          FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &ftFace) == 0,
          let ftFace
        else {
          throw FontLoadError(message: "not a TrueType or OpenType font that FreeType can read")
        }
        defer { FT_Done_Face(ftFace) }
        return try Self.tables(of: ftFace)
      }
      (unitsPerEm, ascender, descender, lineGap, capHeight) = tables
      // HarfBuzz keeps its own copy of the bytes (the blob), so the font outlives `bytes`.
      let made = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          hb_blob_create($0, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
        }
      }
      guard let made, hb_blob_get_length(made) > 0 else {
        throw FontLoadError(message: "HarfBuzz could not take the font's bytes")
      }
      blob = made
      face = hb_face_create(blob, 0)
      hbFont = hb_font_create(face)
      // Positions in font units: exact integers, scaled to points per call.
      let upem = Int32(unitsPerEm)
      hb_font_set_scale(hbFont, upem, upem)
      hb_font_make_immutable(hbFont)
    }

    deinit {
      hb_font_destroy(hbFont)
      hb_face_destroy(face)
      hb_blob_destroy(blob)
    }

    /// Units per em and the vertical metrics, in font units.
    private static func tables(of face: FT_Face) throws(FontLoadError) -> (
      Double, Double, Double, Double, Double
    ) {
      guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0,
        face.pointee.units_per_EM > 0
      else {
        throw FontLoadError(message: "not a scalable (outline) font")
      }
      let upem = Double(face.pointee.units_per_EM)
      // CoreText's ascent, descent and leading are hhea's (semantics §10.3); FreeType's own
      // face->ascender may come from OS/2 instead (USE_TYPO_METRICS), so the table is read.
      var ascender = Double(face.pointee.ascender)
      var descender = -Double(face.pointee.descender)
      var lineGap = Double(face.pointee.height) - ascender - descender
      if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
        let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        if hhea.Ascender != 0 || hhea.Descender != 0 {
          ascender = Double(hhea.Ascender)
          descender = -Double(hhea.Descender)
          lineGap = Double(hhea.Line_Gap)
        }
      }
      var capHeight = 0.0
      if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
        let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        if os2.version >= 2 && os2.sCapHeight > 0 { capHeight = Double(os2.sCapHeight) }
      }
      if capHeight == 0,
        FT_Load_Char(face, FT_ULong(UInt8(ascii: "H")), FT_Int32(FT_LOAD_NO_SCALE)) == 0
      {
        capHeight = Double(face.pointee.glyph.pointee.metrics.horiBearingY)
      }
      return (upem, max(ascender, 0), max(descender, 0), max(lineGap, 0), max(capHeight, 0))
    }

    /// Each character's shaped advance at the font's point size (see `TextMeasuring`): the
    /// run is shaped once, and a glyph's advance (kerning included) goes to the character its
    /// cluster starts at, the other characters of a ligature getting 0 (semantics §10.2).
    package func advances(of text: Substring, in font: ResolvedFont) -> [Double] {
      advances(of: String(text), pointSize: font.pointSize)
    }

    /// The shaped width of `text` on one line: its characters' advances added in order.
    package func width(of text: Substring, in font: ResolvedFont) -> Double {
      var total = 0.0
      for advance in advances(of: String(text), pointSize: font.pointSize) { total += advance }
      return total
    }

    /// The hhea ascent, descent and line gap and the cap height at the font's point size,
    /// unrounded, with the line height their sum (the engine rounds it to a pixel, §10.3). The
    /// character widths are the advance of "0" and an em (the layout does not use them).
    package func lineMetrics(for font: ResolvedFont) -> TextMetrics {
      let scale = font.pointSize / unitsPerEm
      var metrics = TextMetrics()
      metrics.ascent = ascender * scale
      metrics.descent = descender * scale
      metrics.leading = lineGap * scale
      metrics.capHeight = capHeight * scale
      metrics.lineHeight = metrics.ascent + metrics.descent + metrics.leading
      metrics.characterWidth = advances(of: "0", pointSize: font.pointSize).first ?? 0
      metrics.wideCharacterWidth = font.pointSize
      return metrics
    }

    /// Each character's shaped advance at `pointSize`.
    private func advances(of text: String, pointSize: Double) -> [Double] {
      var result = [Double](repeating: 0, count: text.count)
      guard !result.isEmpty else { return result }
      // The UTF-8 offset each character starts at: HarfBuzz's clusters are UTF-8 offsets.
      var starts: [Int] = []
      starts.reserveCapacity(result.count)
      var offset = 0
      for character in text {
        starts.append(offset)
        offset += character.utf8.count
      }
      let scale = pointSize / unitsPerEm
      guard let buffer = hb_buffer_create() else { return result }
      defer { hb_buffer_destroy(buffer) }
      var utf8 = text
      utf8.withUTF8 { bytes in
        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), 0, Int32(bytes.count))
        }
      }
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(hbFont, buffer, nil, 0)
      var count: UInt32 = 0
      guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
      else { return result }
      for i in 0..<Int(count) {
        let cluster = Int(infos[i].cluster)
        // The last character starting at or before the cluster's offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
          let middle = (low + high + 1) / 2
          if starts[middle] <= cluster { low = middle } else { high = middle - 1 }
        }
        result[low] += Double(positions[i].x_advance) * scale
      }
      return result
    }
  }
#endif
