extension TextLayout {
  /// The shortest paragraph `wrapSimpleText` takes: short ones stay on the common path.
  static let minimumBytes = 1024

  /// `wrap` for a paragraph of "simple" characters, over its UTF-8 bytes, without Swift's
  /// grapheme breaking: 7 MiB of text at width 40 took 5.6 s through `wrap`, about 2,800
  /// instructions a byte. Simple characters are printable ASCII, the tab, and the precomposed
  /// letters of Latin-1, Latin Extended-A and -B, Greek and Cyrillic (U+00A0–U+024F,
  /// U+0370–U+03FF, U+0400–U+0482, U+048A–U+04FF, two bytes each): none of them combines with
  /// a neighbour (each is its own grapheme), none is wide or a break opportunity of its own, and
  /// each advance comes from a table of the values `TextMeasure.advance` gives. It makes the
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
        guard b >= 0xC2, b <= 0xDF, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 else { return nil }
        let v = Int(b & 0x1F) << 6 | Int(bytes[i + 1] & 0x3F)
        let simple =
          (0xA0...0x24F).contains(v) || (0x370...0x3FF).contains(v)
          || (0x400...0x482).contains(v) || (0x48A...0x4FF).contains(v)
        return simple ? (v, 2) : nil
      }
      var i = 0
      while i < n {
        guard let s = scalar(at: i) else { return nil }
        i += s.length
      }
      // Filled as characters are met (a negative entry is not looked up yet).
      var table = [Double](repeating: -1, count: 0x500)
      func advance(_ value: Int) -> Double {
        let known = table[value]
        if known >= 0 { return known }
        let computed = metrics.advance(Character(Unicode.Scalar(UInt32(value))!))
        table[value] = computed
        return computed
      }
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
        while i < n, !isSpace(bytes[i]) {
          let s = scalar(at: i)!
          w += advance(s.value)
          i += s.length
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
