import MarkupSyntax
import Testing

/// libxml2's errors in Stackup's format: the first fatal error only, with "(+N more)", located
/// at or just before the offending token.
@Suite struct ErrorMessageTests {
  @Test func mismatchedTagRendered() throws {
    let error = try #require(parseError("<VStack>\n  <Text>hi</Txet>\n</VStack>"))
    #expect(error.diagnostic.id == "xml")
    #expect(
      error.rendered == """
        t.xml:2:11: error: malformed XML: Opening and ending tag mismatch: Text line 2 and Txet
          <Text>hi</Txet>
                  ^~~~~~~
        """)
  }

  @Test func unescapedAmpersandRendered() throws {
    let error = try #require(parseError("<a>\n  <b>Tom & Jerry</b>\n</a>"))
    #expect(
      error.rendered == """
        t.xml:2:10: error: malformed XML: '&' must be written as &amp; (xmlParseEntityRef: no name)
          <b>Tom & Jerry</b>
                 ^
        """)
  }

  /// A long line is quoted as a 160-character window around the caret, cut ends marked "…"
  /// (a hostile one-line document once printed 1.5 MB with its error).
  @Test func longLineQuotedAsAWindow() throws {
    let x = String(repeating: "x", count: 300)
    let error = try #require(parseError("<a>\n  <b>\(x) & \(x)</b>\n</a>"))
    let lines = error.rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("t.xml:2:307: error: malformed XML: '&' must be written as &amp;"))
    // 53 characters before the caret's, then 107 from it on, cut ends marked.
    let window = "…" + x.prefix(52) + " & " + x.prefix(105) + "…"
    #expect(lines[1] == window)
    #expect(lines[2] == String(repeating: " ", count: 54) + "^")
    // Short lines are quoted whole (and unmarked), as before.
    let short = try #require(parseError("<a>\n  <b>\(x.prefix(100))</c>\n</a>"))
    #expect(short.rendered.split(separator: "\n")[1] == "  <b>" + x.prefix(100) + "</c>")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var message: String
    var location: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unclosed element", text: "<a>\n  <b>\n</a>",
      message: "Opening and ending tag mismatch: b line 2 and a (+1 more)", location: "3:1"),
    Case(
      name: "unclosed at end of file", text: "<a>\n  <b>",
      message: "Premature end of data in tag b line 2",
      location: "2:6"),
    Case(
      name: "unclosed start tag", text: "<a>\n  <b x=\"1\"\n</a>",
      message: "error parsing attribute name (+2 more)",
      location: "3:1"),
    Case(
      name: "unquoted attribute", text: "<a>\n  <b x=1/>\n</a>",
      message: "AttValue: \" or ' expected (+2 more)",
      location: "2:8"),
    Case(
      name: "unterminated quote", text: "<a>\n  <b x=\"1/>\n</a>",
      message: "Unescaped '<' not allowed in attributes values (+2 more)", location: "3:1"),
    Case(
      name: "missing equals", text: "<a>\n  <b x \"1\"/>\n</a>",
      message: "Specification mandates value for attribute x (+2 more)", location: "2:8"),
    Case(
      name: "ampersand in attribute", text: "<a>\n  <b t=\"Tom & Jerry\"/>\n</a>",
      message: "'&' must be written as &amp; (xmlParseEntityRef: no name)", location: "2:13"),
    Case(
      name: "ampersand without semicolon", text: "<a>\n  <b>Tom &Jerry</b>\n</a>",
      message: "'&' must be written as &amp; (EntityRef: expecting ';')", location: "2:10"),
    Case(
      name: "missing root", text: "  hello", message: "Start tag expected, '<' not found",
      location: "1:3"),
    Case(
      name: "text after root", text: "<a/>\nhello",
      message: "Extra content at the end of the document", location: "2:1"),
    Case(
      name: "two roots", text: "<a/>\n<b/>", message: "Extra content at the end of the document",
      location: "2:1"),
    Case(
      name: "undefined prefix", text: "<a>\n  <x:b/>\n</a>",
      message: "Namespace prefix x on b is not defined",
      location: "2:3"),
    Case(
      name: "duplicate attribute", text: "<a b=\"1\" b=\"2\"/>", message: "Attribute b redefined",
      location: "1:15"),
    Case(
      name: "control character", text: "<a>\n  x\u{1}y</a>",
      message: "PCDATA invalid Char value 1", location: "2:4"),
  ]

  @Test(arguments: cases)
  func commonMistakes(_ c: Case) throws {
    let error = try #require(parseError(c.text))
    #expect(error.diagnostic.id == "xml")
    #expect(error.diagnostic.message == "malformed XML: " + c.message)
    #expect(lc(error.diagnostic.location) == c.location)
    #expect(!error.diagnostic.message.contains("\n"))
  }

  @Test func onlyTheFirstErrorIsShownWithACount() throws {
    let error = try #require(parseError("<a>\n  <b x=1 y=2 z=3/>\n</a>"))
    #expect(error.diagnostic.message.hasPrefix("malformed XML: AttValue: \" or ' expected (+"))
    #expect(lc(error.diagnostic.location) == "2:8")
  }

  @Test func emptyDocument() throws {
    let error = try #require(parseError(" \n\t "))
    #expect(error.diagnostic.id == "empty-document")
  }
}
