import Testing

@testable import MarkupSyntax

/// The word-at-a-time searches of `ByteSearch` against plain byte loops: matches in every
/// position of a word and of the buffer (so in the whole words and in the byte-wise tail), no
/// match at all, matches in the last byte, and bytes that differ from the wanted one only in
/// the bits the word trick borrows through (0x80, 0x01 and their neighbours).
@Suite struct ByteSearchTests {
  /// Calls `body` with `bytes` placed at every offset 0...7 of a larger buffer, so the searches
  /// read whole words at every alignment.
  private func atEveryAlignment(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    for shift in 0..<8 {
      let padded = [UInt8](repeating: 0xEE, count: shift) + bytes
      padded.withUnsafeBufferPointer { all in
        body(UnsafeBufferPointer(rebasing: all[shift...]))
      }
    }
  }

  private func naiveFirst(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var i = max(0, start)
    while i < bytes.count, bytes[i] != byte { i += 1 }
    return i
  }

  private func naiveLast(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, before end: Int)
    -> Int
  {
    var i = min(end, bytes.count) - 1
    while i >= 0, bytes[i] != byte { i -= 1 }
    return i
  }

  /// Buffers of every length up to 24 (three words) holding `byte` at exactly one position, or nowhere, and
  /// filler bytes close to it in value.
  private func buffers(around byte: UInt8) -> [[UInt8]] {
    let fillers: [UInt8] = [byte ^ 0x01, byte ^ 0x80, byte &+ 1, byte &- 1, 0x00, 0xFF]
    var result: [[UInt8]] = []
    for length in 0...24 {
      let filler = (0..<length).map { fillers[$0 % fillers.count] }
      result.append(filler)
      for position in 0..<length {
        var withMatch = filler
        withMatch[position] = byte
        result.append(withMatch)
      }
    }
    return result
  }

  @Test(
    "firstIndex finds the first match from every start, at every alignment",
    arguments: [
      UInt8(ascii: "<"), UInt8(ascii: "\n"), 0x00, 0x80, 0xFF, 0x01,
    ])
  func firstIndex(byte: UInt8) {
    for bytes in buffers(around: byte) {
      atEveryAlignment(bytes) { buffer in
        for start in -1...(buffer.count + 1) {
          #expect(
            ByteSearch.firstIndex(of: byte, in: buffer, from: start)
              == naiveFirst(byte, buffer, from: start), "\(bytes) from \(start)")
        }
      }
    }
  }

  @Test(
    "lastIndex finds the last match before every end, at every alignment",
    arguments: [
      UInt8(ascii: "<"), UInt8(ascii: "\n"), 0x00, 0x80, 0xFF, 0x01,
    ])
  func lastIndex(byte: UInt8) {
    for bytes in buffers(around: byte) {
      atEveryAlignment(bytes) { buffer in
        for end in 0...(buffer.count + 1) {
          #expect(
            ByteSearch.lastIndex(of: byte, in: buffer, before: end)
              == naiveLast(byte, buffer, before: end), "\(bytes) before \(end)")
        }
      }
    }
  }

  @Test("several matches: the first and the last are found, including one in the final byte")
  func severalMatches() {
    let bytes = Array("abc\nde\nfghijklmnopqrstu\n".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let newline = UInt8(ascii: "\n")
      #expect(ByteSearch.firstIndex(of: newline, in: buffer, from: 0) == 3)
      #expect(ByteSearch.firstIndex(of: newline, in: buffer, from: 4) == 6)
      #expect(ByteSearch.firstIndex(of: newline, in: buffer, from: 7) == bytes.count - 1)
      #expect(ByteSearch.lastIndex(of: newline, in: buffer, before: bytes.count) == bytes.count - 1)
      #expect(ByteSearch.lastIndex(of: newline, in: buffer, before: bytes.count - 1) == 6)
      #expect(ByteSearch.lastIndex(of: newline, in: buffer, before: 3) == -1)
    }
  }

  @Test("an empty buffer has no match")
  func empty() {
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    #expect(ByteSearch.firstIndex(of: 0x3C, in: empty, from: 0) == 0)
    #expect(ByteSearch.lastIndex(of: 0x3C, in: empty, before: 0) == -1)
    #expect(ByteSearch.scalarCount(in: empty, from: 0, to: 0) == 0)
    #expect(ByteSearch.firstIndex(ofAnyTagByteIn: empty, from: 0) == 0)
  }

  @Test("scalarCount counts the bytes that start a scalar, for every range and alignment")
  func scalarCount() {
    // ASCII, two-, three- and four-byte scalars mixed, so ranges start and end inside them.
    let text = Array("aé€😀b\u{301}zü日本x😀😀q".utf8)
    atEveryAlignment(text) { buffer in
      for start in 0...buffer.count {
        for end in start...buffer.count {
          let expected = buffer[start..<end].filter { $0 & 0xC0 != 0x80 }.count
          #expect(
            ByteSearch.scalarCount(in: buffer, from: start, to: end) == expected,
            "\(start)..<\(end)")
        }
      }
    }
  }

  @Test("firstIndex(ofAnyTagByteIn:) stops at the first quote, equals sign or angle bracket")
  func tagBytes() {
    let tagBytes: Set<UInt8> = [0x22, 0x27, 0x3C, 0x3D, 0x3E]
    for special in tagBytes {
      for bytes in buffers(around: special) {
        atEveryAlignment(bytes) { buffer in
          for start in 0...(buffer.count + 1) {
            var expected = start
            while expected < buffer.count, !tagBytes.contains(buffer[expected]) { expected += 1 }
            #expect(
              ByteSearch.firstIndex(ofAnyTagByteIn: buffer, from: start)
                == expected, "\(bytes) from \(start)")
          }
        }
      }
    }
  }
}
