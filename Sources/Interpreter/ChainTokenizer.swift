/// Tokens of the modifier language.
enum Token: Equatable {
  case identifier(String)
  case number(Double)
  case string(String)
  case punctuation(Character)
  /// A character outside the subset (`&`, `|`, `;`, `@` …): accepted only inside the skipped
  /// arguments of a modifier without a layout effect, an error anywhere else.
  case stray(Character)
  case end
}

/// A token with its place in the text: `start` and `end` count characters (diagnostics point
/// with them), `byteStart` and `byteEnd` count UTF-8 bytes (the parser cuts argument text
/// with them).
struct TokenEntry {
  var token: Token
  var start: Int
  var end: Int
  var byteStart: Int
  var byteEnd: Int
}

/// Splits an attribute value into tokens, reading its UTF-8 bytes in place.
///
/// Every distinct `modifiers` value is tokenised once, and a realistic screen has one per row:
/// reading the text as an array of `Character`s (grapheme breaking per character) and asking
/// Unicode's tables whether each is a letter, digit or space was most of parsing a chain. An
/// ASCII byte is classified by its value instead. Anything else — a non-ASCII character, an
/// ASCII one that a combining mark attaches to, `\r\n` — is read as the whole `Character` it
/// belongs to, with the same tests as before, so tokens split and offsets count characters
/// exactly as they did.
struct ChainTokenizer {
  /// The text's bytes (borrowed for the tokenizer's life).
  private let bytes: UnsafeBufferPointer<UInt8>
  private let text: String
  /// Where the next character starts, in bytes and in characters.
  private var byte = 0
  private var offset = 0

  /// One character at the tokenizer's position: `ascii` is its byte when it is a lone ASCII
  /// byte, 0 otherwise (then `character` holds it).
  private struct Glyph {
    var ascii: UInt8
    var length: Int
    var character: Character?

    var isWhitespace: Bool {
      ascii != 0 ? ascii == 0x20 || (0x09...0x0D).contains(ascii) : character!.isWhitespace
    }
    var isLetter: Bool {
      ascii != 0 ? (0x61...0x7A).contains(ascii | 0x20) : character!.isLetter
    }
    var isNumber: Bool { ascii != 0 ? (0x30...0x39).contains(ascii) : character!.isNumber }
    /// The character, made only for tokens that keep one.
    var value: Character { ascii != 0 ? Character(Unicode.Scalar(ascii)) : character! }
  }

  /// Where the text's lines end, in characters: a `//` comment runs to the next one. XML turns
  /// an attribute's line breaks into spaces, so the markup reader says where they were.
  private var lineBreaks: [Int] = []
  /// The first of `lineBreaks` not yet passed: comments come in order, so each is found from
  /// the last (a value of many commented lines stays linear).
  private var nextLineBreak = 0

  /// Tokenises `text`, ending with `.end` at its length. `lineBreaks` are the character offsets
  /// where the source had a line break (ascending); a `//` comment ends at the next one, at a
  /// newline still in the text, or at the text's end.
  static func tokenize(_ text: String, lineBreaks: [Int] = []) -> Result<
    [TokenEntry], SyntaxFailure
  > {
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      var tokenizer = ChainTokenizer(bytes: bytes, text: text)
      tokenizer.lineBreaks = lineBreaks
      var tokens: [TokenEntry] = []
      do throws(SyntaxFailure) {
        try tokenizer.run(into: &tokens)
      } catch {
        return .failure(error)
      }
      return .success(tokens)
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, text: String) {
    self.bytes = bytes
    self.text = text
  }

  /// The character at byte `position` (a character boundary), or nil at the end.
  private func glyph(at position: Int) -> Glyph? {
    guard position < bytes.count else { return nil }
    let b = bytes[position]
    // An ASCII byte is a character by itself unless a non-ASCII one follows (a combining mark
    // may belong to it) or it is the `\r` of `\r\n`.
    if b < 0x80 {
      let next = position + 1 < bytes.count ? bytes[position + 1] : 0
      if next < 0x80 && !(b == 0x0D && next == 0x0A) && b != 0 {
        return Glyph(ascii: b, length: 1, character: nil)
      }
    }
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: position)
    let character = text[index]
    let length = character.utf8.count
    // An ASCII character that nothing attached to after all (the quote of `"é"`) is still
    // that byte: the tokens test ASCII punctuation by `ascii` alone.
    if length == 1, b != 0 { return Glyph(ascii: b, length: 1, character: nil) }
    return Glyph(ascii: 0, length: length, character: character)
  }

  private mutating func step(_ glyph: Glyph) {
    byte += glyph.length
    offset += 1
  }

  private func string(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  private mutating func run(into tokens: inout [TokenEntry]) throws(SyntaxFailure) {
    tokens.reserveCapacity(bytes.count / 2 + 1)
    while let ch = glyph(at: byte) {
      if ch.isWhitespace {
        step(ch)
        continue
      }
      if ch.ascii == 0x2F, let next = glyph(at: byte + 1), next.ascii == 0x2F || next.ascii == 0x2A
      {
        try comment(block: next.ascii == 0x2A)
        continue
      }
      let (start, byteStart) = (offset, byte)
      let token: Token
      if ch.isLetter || ch.ascii == 0x5F || ch.ascii == 0x24 {
        while let c = glyph(at: byte),
          c.isLetter || c.isNumber || c.ascii == 0x5F || c.ascii == 0x24
        {
          step(c)
        }
        token = .identifier(string(byteStart, byte))
      } else if ch.isNumber {
        token = .number(try number())
      } else if ch.ascii == 0x22 {
        token = .string(try stringLiteral())
      } else {
        step(ch)
        let isPunctuation =
          switch ch.ascii {
          case 0x2E, 0x2C, 0x3A, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2B, 0x2D, 0x2A, 0x2F, 0x25,
            0x5C, 0x3F, 0x3D, 0x21, 0x3C, 0x3E:
            true  // . , : ( ) [ ] { } + - * / % \ ? = ! < >
          default: false
          }
        token = isPunctuation ? .punctuation(ch.value) : .stray(ch.value)
      }
      tokens.append(
        TokenEntry(token: token, start: start, end: offset, byteStart: byteStart, byteEnd: byte))
    }
    tokens.append(
      TokenEntry(token: .end, start: offset, end: offset, byteStart: byte, byteEnd: byte))
  }

  /// Skips a comment, as Swift does: `// …` to the line's end, `/* … */` (nested) to its
  /// close. The current character is the first `/`.
  private mutating func comment(block: Bool) throws(SyntaxFailure) {
    let start = offset
    if !block {
      while nextLineBreak < lineBreaks.count, lineBreaks[nextLineBreak] <= offset {
        nextLineBreak += 1
      }
      let end = nextLineBreak < lineBreaks.count ? lineBreaks[nextLineBreak] : Int.max
      while offset < end, let c = glyph(at: byte), c.ascii != 0x0A { step(c) }
      return
    }
    var depth = 0
    while let c = glyph(at: byte) {
      let next = glyph(at: byte + c.length)
      if c.ascii == 0x2F, next?.ascii == 0x2A {
        depth += 1
        step(c)
        step(next!)
      } else if c.ascii == 0x2A, next?.ascii == 0x2F {
        depth -= 1
        step(c)
        step(next!)
        if depth == 0 { return }
      } else {
        step(c)
      }
    }
    throw SyntaxFailure(message: "unterminated '/*' comment", offset: start, length: 2)
  }

  /// Digits with `_`, an optional fraction and exponent; the current character is a digit.
  private mutating func number() throws(SyntaxFailure) -> Double {
    let (start, byteStart) = (offset, byte)
    var underscores = false
    func digits(_ t: inout ChainTokenizer, underscore: Bool) {
      while let c = t.glyph(at: t.byte), c.isNumber || (underscore && c.ascii == 0x5F) {
        if c.ascii == 0x5F { underscores = true }
        t.step(c)
      }
    }
    digits(&self, underscore: true)
    if let dot = glyph(at: byte), dot.ascii == 0x2E, let next = glyph(at: byte + 1), next.isNumber {
      step(dot)
      digits(&self, underscore: true)
    }
    if let e = glyph(at: byte), e.ascii == 0x65 || e.ascii == 0x45 {
      var (j, count) = (byte + 1, 1)
      if let sign = glyph(at: j), sign.ascii == 0x2B || sign.ascii == 0x2D {
        j += 1
        count += 1
      }
      if let digit = glyph(at: j), digit.isNumber {
        (byte, offset) = (j, offset + count)
        digits(&self, underscore: false)
      }
    }
    var text = string(byteStart, byte)
    if underscores { text.removeAll { $0 == "_" } }
    guard let value = Double(text) else {
      throw SyntaxFailure(
        message: "'\(text)' is not a number", offset: start, length: offset - start)
    }
    return value
  }

  /// A `"…"` literal with Swift's escapes (`escape(into:)`); the current character is the
  /// opening quote.
  private mutating func stringLiteral() throws(SyntaxFailure) -> String {
    let start = offset
    byte += 1
    offset += 1
    // The bytes so far, once an escape means the literal is not a slice of the text.
    var unescaped: [UInt8]? = nil
    var runStart = byte
    while let c = glyph(at: byte), c.ascii != 0x22 {
      guard c.ascii == 0x5C, glyph(at: byte + 1) != nil else {
        step(c)
        continue
      }
      var value = unescaped ?? []
      value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<byte]))
      try escape(into: &value)
      unescaped = value
      runStart = byte
    }
    guard byte < bytes.count else {
      throw SyntaxFailure(message: "unterminated string literal", offset: start)
    }
    let literal: String
    if var value = unescaped {
      value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<byte]))
      literal = String(decoding: value, as: UTF8.self)
    } else {
      literal = string(runStart, byte)
    }
    byte += 1
    offset += 1
    return literal
  }

  /// Reads the escape sequence whose backslash is the current character into `value`, as
  /// Swift reads it in a string literal: `\0 \\ \t \n \r \" \'` and `\u{…}` (one to eight hex
  /// digits naming a Unicode scalar, so not a surrogate and at most 10FFFF); anything else is
  /// the error Swift gives. `\(` keeps the parenthesis after `ExpressionResolver.interpolation`,
  /// which marks where an interpolation starts (`"\(count) items"`; the resolver fills it in).
  /// Offsets and lengths count characters, as everywhere in the parser.
  private mutating func escape(into value: inout [UInt8]) throws(SyntaxFailure) {
    let backslash = offset
    step(glyph(at: byte)!)
    let next = glyph(at: byte)!
    switch next.ascii {
    case 0x6E: value.append(0x0A)  // n
    case 0x74: value.append(0x09)  // t
    case 0x72: value.append(0x0D)  // r
    case 0x30: value.append(0x00)  // 0
    case 0x5C, 0x22, 0x27: value.append(next.ascii)  // \ " '
    case 0x28:  // (
      value.append(contentsOf: ExpressionResolver.interpolation.utf8)
      value.append(next.ascii)
    case 0x75:  // u
      step(next)
      guard let brace = glyph(at: byte), brace.ascii == 0x7B else {
        throw SyntaxFailure(
          message: "expected '{' in \\u{…} escape sequence", offset: backslash, length: 2)
      }
      step(brace)
      var digits = ""
      while let digit = glyph(at: byte), digit.ascii != 0x7D, digit.ascii != 0x22,
        digits.count <= 8
      {
        digits.append(digit.value)
        step(digit)
      }
      guard let close = glyph(at: byte), close.ascii == 0x7D, (1...8).contains(digits.count),
        let code = UInt32(digits, radix: 16)
      else {
        throw SyntaxFailure(
          message: "\\u{…} escape sequence expects between 1 and 8 hex digits",
          offset: backslash, length: offset - backslash)
      }
      guard let scalar = Unicode.Scalar(code) else {
        throw SyntaxFailure(
          message: "invalid unicode scalar \\u{\(digits)}: not a surrogate and at most 10FFFF",
          offset: backslash, length: offset + 1 - backslash)
      }
      value.append(contentsOf: String(scalar).utf8)
      step(close)
      return
    default:
      throw SyntaxFailure(
        message: "invalid escape sequence in literal", offset: backslash, length: 2)
    }
    step(next)
  }
}

extension ChainTokenizer {
  /// Whether `text` is ASCII without `\r`: then each byte is one character (only `\r\n` joins
  /// two ASCII bytes), so character offsets are byte offsets.
  /// Scanned through the bytes' buffer: through the UTF-8 view it took 3.5 instructions per
  /// byte more, 0.4% of the realistic screen.
  static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D })
    } ?? !text.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D })
  }

  /// The characters `start..<end` of a plain ASCII `text` (`isPlainASCII`), cut from its
  /// bytes; nil for offsets outside it. A realistic screen's inline views
  /// (`.background(Capsule().fill(…))`) each made an array of their attribute's characters
  /// to cut their arguments' text.
  static func asciiText(of text: String, from start: Int, to end: Int) -> String? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard 0 <= start, start <= end, end <= bytes.count else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    } ?? nil
  }
}
