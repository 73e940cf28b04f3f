import MarkupSyntax
import Testing

/// The UTF-8 gate in front of libxml2.
@Suite struct EncodingTests {
  static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      bytes +=
        bigEndian
        ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    return bytes
  }

  static func utf32(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var bytes: [UInt8] = bom ? (bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]) : []
    for scalar in text.unicodeScalars {
      let v = scalar.value
      let be = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
      bytes += bigEndian ? be : be.reversed()
    }
    return bytes
  }

  @Test(arguments: [
    (
      utf16("<a/>", bigEndian: false, bom: true),
      "this file is UTF-16 (it starts with a UTF-16 byte order mark)"
    ),
    (
      utf16("<a/>", bigEndian: true, bom: true),
      "this file is UTF-16 (it starts with a UTF-16 byte order mark)"
    ),
    (utf16("<a/>", bigEndian: false, bom: false), "this file looks like UTF-16"),
    (utf16("<a/>", bigEndian: true, bom: false), "this file looks like UTF-16"),
    (
      utf32("<a/>", bigEndian: false, bom: true),
      "this file is UTF-32 (it starts with a UTF-32 byte order mark)"
    ),
    (
      utf32("<a/>", bigEndian: true, bom: true),
      "this file is UTF-32 (it starts with a UTF-32 byte order mark)"
    ),
    (utf32("<a/>", bigEndian: false, bom: false), "this file looks like UTF-32"),
    (utf32("<a/>", bigEndian: true, bom: false), "this file looks like UTF-32"),
  ])
  func otherUnicodeEncodingsAreNamed(bytes: [UInt8], message: String) throws {
    let error = try #require(parseError(bytes: bytes))
    #expect(error.diagnostic.id == "encoding")
    #expect(error.diagnostic.message == "input must be UTF-8; " + message)
    #expect(lc(error.diagnostic.location) == "1:1")
    // The garbled line is not echoed to the terminal.
    #expect(error.rendered == "t.xml:1:1: error: input must be UTF-8; " + message)
  }

  @Test func invalidByteIsLocated() throws {
    let bytes = Array("<a>\n  hé".utf8) + [0xFF] + Array("x</a>".utf8)
    let error = try #require(parseError(bytes: bytes))
    #expect(
      error.rendered == """
        t.xml:2:5: error: input must be UTF-8; invalid byte 0xFF
          hé\u{FFFD}x</a>
            ^
        """)
  }

  @Test(arguments: [
    // A lead byte without its continuation bytes (Latin-1 "é" is 0xE9): the caret is on it.
    (
      [0xC3] as [UInt8],
      "input must be UTF-8; byte 0xC3 starts a multi-byte sequence that is cut short (is this Latin-1 text?)",
      "1:4"
    ),
    ([0xC0, 0xAF], "input must be UTF-8; invalid byte sequence", "1:4"),  // overlong '/'
    ([0xED, 0xA0, 0x80], "input must be UTF-8; invalid byte sequence", "1:4"),  // a surrogate
    ([0xF4, 0x90, 0x80, 0x80], "input must be UTF-8; invalid byte sequence", "1:4"),  // > U+10FFFF
    (
      [0xE2, 0x28, 0xA1],
      "input must be UTF-8; byte 0xE2 starts a multi-byte sequence that is cut short (is this Latin-1 text?)",
      "1:4"
    ),
    ([0x00], "input must be UTF-8 text; found a NUL byte", "1:4"),
  ])
  func malformedSequences(bad: [UInt8], message: String, location: String) throws {
    let bytes = Array("<a>".utf8) + bad + Array("</a>".utf8)
    let error = try #require(parseError(bytes: bytes))
    #expect(error.diagnostic.id == "encoding")
    #expect(error.diagnostic.message == message)
    #expect(lc(error.diagnostic.location) == location)
  }

  @Test func truncatedSequenceAtTheEnd() throws {
    let error = try #require(parseError(bytes: Array("<a/>\n".utf8) + [0xE2, 0x82]))
    #expect(error.diagnostic.message == "input must be UTF-8; truncated multi-byte sequence")
    #expect(lc(error.diagnostic.location) == "2:1")
  }

  @Test func declaredOtherEncodingIsRefused() throws {
    let error = try #require(parseError("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a/>"))
    #expect(
      error.diagnostic.message
        == "input must be UTF-8; the XML declaration says encoding \"ISO-8859-1\"")
    #expect(lc(error.diagnostic.location) == "1:21")
  }

  /// An encoding "name" that is not one (XML 1.0 [81] EncName) is a malformed declaration for
  /// libxml2 to report, not an encoding to name: the fuzzer found one running over a line break
  /// into a two-line message (Fuzz/regressions/encoding-declaration-line-break.xml).
  @Test func malformedEncodingNameIsLeftToLibxml2() throws {
    for text in [
      "<?xml!version=\"1.0\" encoding=<Preview height=\"200</P<ZStack\n",
      "<?xml version=\"1.0\" encoding=\"lat in1\"?>\n<a/>",
    ] {
      let error = try #require(parseError(text))
      #expect(error.diagnostic.id == "xml", "\(text)")
      #expect(!error.diagnostic.message.contains("\n"))
    }
  }

  @Test func utf8ByteOrderMarkIsAcceptedAndNotAColumn() throws {
    let tree = try #require(
      parseOK(
        bytes: [0xEF, 0xBB, 0xBF]
          + Array("<?xml version=\"1.0\" encoding=\"utf-8\"?><a b=\"1\"/>".utf8)))
    #expect(lc(tree.element(0).location) == "1:39")
    #expect(lc(tree.attributes.first?.valueLocation) == "1:45")
    let error = try #require(parseError(bytes: [0xEF, 0xBB, 0xBF] + Array("<a></b>".utf8)))
    #expect(
      error.rendered
        == "t.xml:1:4: error: malformed XML: Opening and ending tag mismatch: a line 1 and b\n<a></b>\n   ^~~~"
    )
  }

  @Test func multiByteTextRoundTrips() throws {
    let tree = try #require(parseOK("<a t=\"日本\">😀 é</a>"))
    #expect(tree.element(0).text == "😀 é")
    #expect(tree.attributes.first?.value == "日本")
  }
}
