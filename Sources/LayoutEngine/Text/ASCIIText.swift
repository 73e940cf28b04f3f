import CellWidth

/// Text measured and wrapped byte by byte when it is plain ASCII.
///
/// A realistic screen's texts are nearly all ASCII, and its layout asks each for its size under
/// several proposals: going through `Character`s (grapheme breaking, a Unicode scalar, the
/// wide and emoji tests and the advance table per character) was most of its text layout. In
/// plain ASCII every byte is one `Character` of one scalar, none of them wide, so the same
/// advances can be read from a table per byte. "Plain" leaves out `\r` (`\r\n` is one
/// `Character`) and every non-ASCII byte; anything else takes the general path.
enum ASCIIText {
  /// Whether every byte of `bytes` is one `Character` of its own: ASCII other than `\r`.
  @inline(__always)
  static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
    return true
  }

  /// Runs `body` on the UTF-8 bytes of `text` when they are plain ASCII and contiguous; nil
  /// otherwise.
  @inline(__always)
  static func withPlainBytes<T>(
    _ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> T
  ) -> T? {
    let result = text.utf8.withContiguousStorageIfAvailable { bytes -> T? in
      isPlain(bytes) ? body(bytes) : nil
    }
    return result ?? nil
  }
}

extension SystemFont {
  /// Each ASCII character's advance in table units per advance table, as `advance(of:)`
  /// reads them (the `o` for a character the table lacks, the word space scaled), or a
  /// negative marker: −1 zero width, −2 an em wide.
  private static let asciiUnits: [[Double]] = {
    // Each character's kind is the same in every table: found once, not per table (the
    // Character and width tests per entry cost every process 0.6 M instructions).
    let marks: [Double?] = (0..<128).map { value in
      let scalar = Unicode.Scalar(UInt8(value))
      if CellWidth.isZeroWidth(scalar) { return -1 }
      if CellWidth.isWide(scalar) || CellWidth.isEmojiPresentation(Character(scalar)) {
        return -2
      }
      return nil
    }
    return (0..<tableCount).map { table in
      let o = unitsOf("o", table: table)
      return (0..<128).map { value -> Double in
        if let mark = marks[value] { return mark }
        let scalar = Unicode.Scalar(UInt8(value))
        var units = unitsOf(scalar, table: table)
        if units == 0 { units = o }
        if scalar == " " { units *= spaceScale }
        return units
      }
    }
  }()

  /// Whether `width(ofPlainASCII:)` applies: a monospaced font (or design), or one with
  /// monospaced digits, takes other advances.
  var readsASCIITable: Bool {
    !font.monospaced && font.design != .monospaced && !font.monospacedDigit
  }

  /// The advances of `bytes` (plain ASCII) added in order from 0, exactly as adding
  /// `advance(of:)` per character does.
  func width(ofPlainASCII bytes: UnsafeBufferPointer<UInt8>) -> Double {
    Self.asciiUnits[table].withUnsafeBufferPointer { units in
      var total = 0.0
      for byte in bytes { total += advance(units: units[Int(byte)]) }
      return total
    }
  }

  /// The advance of one plain ASCII byte, as `advance(of:)` gives it.
  func advance(ofPlainASCII byte: UInt8) -> Double {
    advance(units: Self.asciiUnits[table][Int(byte)])
  }

  @inline(__always)
  private func advance(units: Double) -> Double {
    if units >= 0 { return units * unit + tracking }
    return units == -1 ? 0 : font.pointSize + tracking
  }
}

extension TextLayout {
  /// `wrap` of a plain ASCII paragraph (`ASCIIText`) in the system font, to a finite width:
  /// the same greedy breaks and the same widths, added in the same order. A line is always
  /// one stretch of the paragraph (the spaces between its words kept, those at its ends
  /// dropped), so it is cut from the bytes once instead of being appended to word by word.
  static func plainWrap(
    _ bytes: UnsafeBufferPointer<UInt8>, width limit: Double, system: SystemFont,
    into lines: inout [TextLine]
  ) {
    plainBreaks(bytes, width: limit, system: system) { start, end, width in
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      lines.append(TextLine(text: text, width: width))
    }
  }

  /// How many lines `plainWrap` makes and the first one's width, without making them: what a
  /// Text's prepared sizing asks of each Text (`TextSizing`), where making every line's string
  /// at width 0 (one per character) cost more than the answers it saved.
  static func plainLines(
    _ bytes: UnsafeBufferPointer<UInt8>, width limit: Double, system: SystemFont
  ) -> (count: Int, firstWidth: Double) {
    var count = 0
    var firstWidth = 0.0
    plainBreaks(bytes, width: limit, system: system) { _, _, width in
      if count == 0 { firstWidth = width }
      count += 1
    }
    return (count, firstWidth)
  }

  /// The lines of `plainWrap`, each handed to `line` as its byte range and width.
  @inline(__always)
  private static func plainBreaks(
    _ bytes: UnsafeBufferPointer<UInt8>, width limit: Double, system: SystemFont,
    _ line: (_ start: Int, _ end: Int, _ width: Double) -> Void
  ) {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    // The current line is bytes[start..<end] (empty when they are equal); `pending` is the
    // width of the spaces after it, kept only while it has a word.
    var (start, end) = (0, 0)
    var (width, pending) = (0.0, 0.0)
    var i = 0
    while i < bytes.count {
      let space = isSpace(bytes[i])
      var next = i + 1
      while next < bytes.count, isSpace(bytes[next]) == space { next += 1 }
      let w = system.width(ofPlainASCII: UnsafeBufferPointer(rebasing: bytes[i..<next]))
      defer { i = next }
      if space {
        if end > start { pending += w }
        continue
      }
      if end > start, width + pending + w > limit + 1e-9 {
        line(start, end, width)
        (start, end, width, pending) = (0, 0, 0, 0)
      }
      if end == start, w > limit + 1e-9 {
        // The word alone is too wide: broken inside, at least one character per line.
        var pieceStart = i
        var pieceWidth = 0.0
        for k in i..<next {
          let a = system.advance(ofPlainASCII: bytes[k])
          if k > pieceStart, pieceWidth + a > limit + 1e-9 {
            line(pieceStart, k, pieceWidth)
            (pieceStart, pieceWidth) = (k, 0)
          }
          pieceWidth += a
        }
        (start, end, width) = (pieceStart, next, pieceWidth)
        continue
      }
      if end == start { start = i }
      end = next
      width += pending + w
      pending = 0
    }
    line(start, end, width)
  }
}
