import CellWidth

extension TextLayout {
  /// The shortest paragraph `wrapSimpleText` takes: short ones stay on the common path.
  static let minimumBytes = 1024

  /// `wrap` for a paragraph of "simple" characters, over its UTF-8 bytes, without Swift's
  /// grapheme breaking: 7 MiB of text at width 40 took 5.6 s through `wrap`, about 2,800
  /// instructions a byte. Simple characters are printable ASCII, the tab, the precomposed
  /// letters of Latin-1, Latin Extended-A and -B, Greek and Cyrillic (U+00A0–U+024F,
  /// U+0370–U+03FF, U+0400–U+0482, U+048A–U+04FF), and CJK ideographs, kana, Hangul syllables,
  /// CJK punctuation and full-width forms (U+4E00–U+9FFF, U+3041–U+3096, U+30A1–U+30FA,
  /// U+AC00–U+D7A3, U+3000–U+3029, U+FF01–U+FF60): none of them combines with a neighbour (each
  /// is its own grapheme; the combining marks of those blocks are left out), a wide one is a
  /// word of its own as in `tokens`, and each advance comes from a table of the values
  /// `TextMeasure.advance` gives. It makes the
  /// same lines as `wrap`, adding the same advances in the same order, so the widths are equal
  /// to the last bit. Returns nil, having added nothing, when the paragraph holds another
  /// character. Used for paragraphs of `minimumBytes` or more, where it pays.
  static func wrapSimpleText(
    _ paragraph: Substring, width limit: Double, metrics: TextMeasure,
    into lines: inout [TextLine]
  ) -> Bool? {
    var paragraph = paragraph
    return paragraph.withUTF8 { bytes -> Bool? in
      let n = bytes.count
      /// The scalar at `i` and its length in bytes, or nil when it is not simple.
      func scalar(at i: Int) -> (value: Int, length: Int)? {
        let b = bytes[i]
        if b < 0x80 { return b >= 0x20 && b < 0x7F || b == 0x09 ? (Int(b), 1) : nil }
        if b >= 0xC2, b <= 0xDF, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 {
          let v = Int(b & 0x1F) << 6 | Int(bytes[i + 1] & 0x3F)
          let simple =
            (0xA0...0x24F).contains(v) || (0x370...0x3FF).contains(v)
            || (0x400...0x482).contains(v) || (0x48A...0x4FF).contains(v)
          return simple ? (v, 2) : nil
        }
        guard b >= 0xE0, b <= 0xEF, i + 2 < n, bytes[i + 1] & 0xC0 == 0x80,
          bytes[i + 2] & 0xC0 == 0x80
        else { return nil }
        let v = Int(b & 0x0F) << 12 | Int(bytes[i + 1] & 0x3F) << 6 | Int(bytes[i + 2] & 0x3F)
        let simple =
          (0x4E00...0x9FFF).contains(v) || (0x3041...0x3096).contains(v)
          || (0x30A1...0x30FA).contains(v) || (0xAC00...0xD7A3).contains(v)
          || (0x3000...0x3029).contains(v) || (0xFF01...0xFF60).contains(v)
        return simple ? (v, 3) : nil
      }
      var i = 0
      while i < n {
        guard let s = scalar(at: i) else { return nil }
        i += s.length
      }
      // Advances (and whether the character is wide: a break opportunity of its own), filled
      // as characters are met: a table below U+0500 (a negative entry is not looked up yet),
      // a dictionary for the CJK ranges.
      var table = [Double](repeating: -1, count: 0x500)
      var wideTable: [Int: (advance: Double, wide: Bool)] = [:]
      func advance(_ value: Int) -> Double {
        if value < 0x500 {
          let known = table[value]
          if known >= 0 { return known }
          let computed = metrics.advance(Character(Unicode.Scalar(UInt32(value))!))
          table[value] = computed
          return computed
        }
        return info(value).advance
      }
      func info(_ value: Int) -> (advance: Double, wide: Bool) {
        if value < 0x500 { return (advance(value), false) }
        if let known = wideTable[value] { return known }
        let scalar = Unicode.Scalar(UInt32(value))!
        let computed = (metrics.advance(Character(scalar)), CellWidth.isWide(scalar))
        wideTable[value] = computed
        return computed
      }
      func isWide(_ value: Int) -> Bool { value >= 0x500 && info(value).wide }
      func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
      func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      }
      // The line being built (bytes `lineStart..<lineEnd`, none yet when `lineStart` is
      // negative), its width, and the width of the spaces after it.
      var lineStart = -1
      var lineEnd = 0
      var currentWidth = 0.0
      var pendingWidth = 0.0
      i = 0
      while i < n {
        let start = i
        var w = 0.0
        if isSpace(bytes[i]) {
          while i < n, isSpace(bytes[i]) {
            w += advance(Int(bytes[i]))
            i += 1
          }
          if lineStart >= 0 { pendingWidth += w }
          continue
        }
        // A word: a wide character alone, or a run of characters up to a space or a wide one.
        let first = scalar(at: i)!
        if isWide(first.value) {
          w = advance(first.value)
          i += first.length
        } else {
          while i < n, !isSpace(bytes[i]) {
            let s = scalar(at: i)!
            if isWide(s.value) { break }
            w += advance(s.value)
            i += s.length
          }
        }
        if lineStart >= 0, currentWidth + pendingWidth + w > limit + 1e-9 {
          lines.append(TextLine(text: text(lineStart, lineEnd), width: currentWidth))
          lineStart = -1
          currentWidth = 0
          pendingWidth = 0
        }
        if lineStart < 0, w > limit + 1e-9 {
          // The word alone is too wide: break inside it, at least one character per line.
          var pieceStart = start
          var pieceWidth = 0.0
          var k = start
          while k < i {
            let s = scalar(at: k)!
            let a = advance(s.value)
            if k > pieceStart, pieceWidth + a > limit + 1e-9 {
              lines.append(TextLine(text: text(pieceStart, k), width: pieceWidth))
              pieceStart = k
              pieceWidth = 0
            }
            pieceWidth += a
            k += s.length
          }
          lineStart = pieceStart
          lineEnd = i
          currentWidth = pieceWidth
          continue
        }
        if lineStart < 0 {
          lineStart = start
          currentWidth += w
        } else {
          currentWidth += pendingWidth + w
        }
        lineEnd = i
        pendingWidth = 0
      }
      lines.append(
        TextLine(text: lineStart < 0 ? "" : text(lineStart, lineEnd), width: currentWidth))
      return true
    }
  }
}
