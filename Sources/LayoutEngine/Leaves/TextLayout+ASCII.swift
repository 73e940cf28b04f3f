extension TextLayout {
  /// The shortest paragraph `wrapPrintableASCII` takes: short ones stay on the common path.
  static let minimumBytes = 1024

  /// `wrap` for a paragraph of printable ASCII (and tabs) in the deterministic metrics, over its
  /// UTF-8 bytes: every character is one byte and one grapheme, none is wide, and each advance
  /// comes from a table of the same values `TextMeasure.advance` gives. It makes the same lines
  /// as `wrap`, adding the same advances in the same order (so the widths are equal to the last
  /// bit), without Swift's grapheme breaking: 7 MiB of text at width 40 took 5.6 s through
  /// `wrap`. Returns nil, having added nothing, when the paragraph has another byte. Used for
  /// paragraphs of `minimumBytes` or more, where it pays.
  static func wrapPrintableASCII(
    _ paragraph: Substring, width limit: Double, metrics: TextMeasure,
    into lines: inout [TextLine]
  ) -> Bool? {
    var paragraph = paragraph
    return paragraph.withUTF8 { bytes -> Bool? in
      for byte in bytes where !(byte >= 0x20 && byte < 0x7F) && byte != 0x09 { return nil }
      // Filled as bytes are met (a negative entry is not looked up yet).
      var table = [Double](repeating: -1, count: 128)
      func advance(_ byte: UInt8) -> Double {
        let known = table[Int(byte)]
        if known >= 0 { return known }
        let value = metrics.advance(Character(Unicode.Scalar(byte)))
        table[Int(byte)] = value
        return value
      }
      func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
      func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      }
      /// Where the line being built starts, and its width; `pending` spaces follow it.
      var lineStart = -1
      var lineEnd = 0
      var currentWidth = 0.0
      var pendingWidth = 0.0
      var i = 0
      let n = bytes.count
      while i < n {
        let start = i
        var w = 0.0
        if isSpace(bytes[i]) {
          while i < n, isSpace(bytes[i]) {
            w += advance(bytes[i])
            i += 1
          }
          if lineStart >= 0 { pendingWidth += w }
          continue
        }
        while i < n, !isSpace(bytes[i]) {
          w += advance(bytes[i])
          i += 1
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
          for k in start..<i {
            let a = advance(bytes[k])
            if k > pieceStart, pieceWidth + a > limit + 1e-9 {
              lines.append(TextLine(text: text(pieceStart, k), width: pieceWidth))
              pieceStart = k
              pieceWidth = 0
            }
            pieceWidth += a
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
