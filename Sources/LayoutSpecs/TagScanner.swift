import MarkupSyntax

/// Byte-level positions in a spec's text that the syntax tree does not keep: where a start
/// tag ends, where an element's closing tag is, where an attribute value ends. `record` needs
/// them to edit the file in place, leaving every other byte (comments, formatting) untouched.
struct TagScanner {
  let bytes: [UInt8]

  /// Copied in one piece: element by element through the collection's iterator, the copy
  /// was 1.3% of checking the corpus.
  init(_ file: SourceFile) { bytes = file.bytes.withUnsafeBufferPointer { Array($0) } }

  /// The end of the start tag beginning at `open` (the offset of its `<`): the offset just
  /// past its `>`, and whether it is self-closing (`/>`). Quoted attribute values may contain
  /// `>` and are skipped.
  func startTagEnd(from open: Int) -> (end: Int, selfClosing: Bool) {
    var i = open + 1
    var quote: UInt8? = nil
    while i < bytes.count {
      let b = bytes[i]
      if let q = quote {
        if b == q { quote = nil }
      } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        quote = b
      } else if b == UInt8(ascii: ">") {
        return (i + 1, i > open && bytes[i - 1] == UInt8(ascii: "/"))
      }
      i += 1
    }
    return (bytes.count, false)
  }

  /// The offset of the `<` of the first `</name>` after `offset`, skipping comments and CDATA
  /// sections. Correct for elements that do not nest inside themselves (`Expect`, `Preview`).
  func closingTag(named name: String, after offset: Int) -> Int? {
    let closing = Array("</\(name)".utf8)
    var i = offset
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      if starts(with: Self.commentStart, at: i) {
        i = skip(past: Self.commentEnd, from: i + 4)
        continue
      }
      if starts(with: Self.cdataStart, at: i) {
        i = skip(past: Self.cdataEnd, from: i + 9)
        continue
      }
      if starts(with: closing, at: i) {
        let next = i + closing.count
        if next < bytes.count, bytes[next] == UInt8(ascii: ">") || isSpace(bytes[next]) { return i }
      }
      i += 1
    }
    return nil
  }

  /// The offset of the closing quote of the attribute value starting at `valueStart`.
  func valueEnd(from valueStart: Int) -> Int {
    guard valueStart > 0 else { return valueStart }
    let quote = bytes[valueStart - 1]
    var i = valueStart
    while i < bytes.count, bytes[i] != quote { i += 1 }
    return i
  }

  /// The spaces and tabs that start the line containing `offset`.
  func indentation(ofLineContaining offset: Int) -> String {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
      end += 1
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The offset of the start of the line containing `offset`, when only spaces and tabs
  /// precede `offset` on it (so text can be inserted as whole lines there).
  func lineStartIfBlankBefore(_ offset: Int) -> Int? {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") {
      guard bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") else {
        return nil
      }
      start -= 1
    }
    return start
  }

  /// The line break the file uses (`\r\n` if its first line ends so, else `\n`).
  var lineBreak: String {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
    return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
  }

  /// The markers `closingTag` skips between. Made once: made per byte looked at, they were
  /// most of loading a spec.
  private static let commentStart = Array("<!--".utf8)
  private static let commentEnd = Array("-->".utf8)
  private static let cdataStart = Array("<![CDATA[".utf8)
  private static let cdataEnd = Array("]]>".utf8)

  private func starts(with prefix: [UInt8], at i: Int) -> Bool {
    guard i + prefix.count <= bytes.count else { return false }
    for k in 0..<prefix.count where bytes[i + k] != prefix[k] { return false }
    return true
  }

  private func skip(past terminator: [UInt8], from i: Int) -> Int {
    var j = i
    while j < bytes.count, !starts(with: terminator, at: j) { j += 1 }
    return min(bytes.count, j + terminator.count)
  }

  private func isSpace(_ b: UInt8) -> Bool {
    b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n")
      || b == UInt8(ascii: "\r")
  }
}
