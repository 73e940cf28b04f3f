import Foundation
import MarkupSyntax
import Testing

/// DOCTYPE, external entities, entity bombs, and stderr silence.
@Suite struct HostileInputTests {
  @Test func doctypeIsRefusedAtItsStart() throws {
    let text = "<?xml version=\"1.0\"?>\n  <!DOCTYPE a>\n<a/>"
    let error = try #require(parseError(text))
    #expect(error.diagnostic.id == "doctype")
    #expect(
      error.rendered == """
        t.xml:2:3: error: <!DOCTYPE> is not allowed: Stackup markup has no DTD and loads no entities
          <!DOCTYPE a>
          ^~~~~~~~~
        """)
  }

  @Test(arguments: [
    "<!DOCTYPE a [<!ENTITY x SYSTEM \"file://SECRET\">]>\n<a>&x;</a>",
    "<!DOCTYPE a [<!ENTITY % p SYSTEM \"file://SECRET\"> %p;]>\n<a/>",
    "<!DOCTYPE a SYSTEM \"file://SECRET\">\n<a/>",
    "<!DOCTYPE a PUBLIC \"-//x//y\" \"file://SECRET\">\n<a/>",
    "<!DOCTYPE a [<!ENTITY x SYSTEM \"file://SECRET\">]>\n<a b=\"&x;\"/>",
  ])
  func externalEntitiesReadNothing(template: String) throws {
    let secret = "stackup-secret-\(UUID().uuidString)"
    let path = NSTemporaryDirectory() + "xxe-\(UUID().uuidString).txt"
    try secret.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = template.replacingOccurrences(of: "SECRET", with: path)
    let error = try #require(parseError(text))
    #expect(error.diagnostic.id == "doctype")
    #expect(lc(error.diagnostic.location) == "1:1")
    #expect(!error.rendered.contains(secret))
  }

  /// A local listener stands in for a remote server: no document may make libxml2 connect to it.
  @Test func noNetworkAccess() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    try #require(bound)
    _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
    let url = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/x"
    let documents = [
      "<!DOCTYPE a SYSTEM \"\(url).dtd\"><a/>",
      "<!DOCTYPE a [<!ENTITY x SYSTEM \"\(url)\">]><a>&x;</a>",
      "<!DOCTYPE a [<!ENTITY % p SYSTEM \"\(url)\"> %p;]><a/>",
      // Not an XInclude processor: these are plain elements and attributes.
      "<a xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"\(url)\"/></a>",
      "<a xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"urn:x \(url).xsd\"/>",
    ]
    for document in documents {
      _ = try? SyntaxTree.parse(SourceFile(name: "t.xml", text: document))
    }
    let connection = accept(listener, nil, nil)
    if connection >= 0 { close(connection) }
    #expect(connection < 0, "libxml2 connected to \(url)")
  }

  static func billionLaughs(levels: Int = 10) -> String {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol0 \"lol\">\n"
    for i in 1..<levels {
      text += " <!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n"
    }
    return text + "]>\n<lolz>&lol\(levels - 1);</lolz>\n"
  }

  @Test func billionLaughsEndsFastWithAnError() throws {
    var error: (diagnostic: Diagnostic, rendered: String)?
    let time = seconds { error = parseError(Self.billionLaughs()) }
    #expect(try #require(error).diagnostic.id == "doctype")
    #expect(lc(error?.diagnostic.location) == "2:1")
    #expect(time < 1)  // ~1 ms measured; the bound allows for a loaded machine
  }

  @Test func quadraticBlowupEndsFastWithAnError() throws {
    let big = String(repeating: "x", count: 100_000)
    let text =
      "<!DOCTYPE r [<!ENTITY a \"\(big)\">]><r>" + String(repeating: "&a;", count: 10_000) + "</r>"
    var error: (diagnostic: Diagnostic, rendered: String)?
    let time = seconds { error = parseError(text) }
    #expect(try #require(error).diagnostic.id == "doctype")
    #expect(time < 1)
  }

  @Test func undeclaredEntitiesAreErrors() throws {
    let error = try #require(parseError("<a>\n  x &nbsp; y\n</a>"))
    #expect(error.diagnostic.message == "malformed XML: Entity 'nbsp' not defined")
    #expect(lc(error.diagnostic.location) == "2:5")
  }

  @Test func predefinedAndCharacterReferencesDecode() throws {
    let tree = try #require(parseOK("<a b=\"x&amp;y&#65;&#x42;&lt;&quot;\">&lt;&#x41;&gt;</a>"))
    #expect(tree.attributes(of: 0).first?.value == "x&yAB<\"")
    #expect(tree.element(0).text == "<A>")
  }

  /// libxml2 may print to stderr through its generic error hook; nothing may reach it. Swift
  /// Testing's own progress output can land in the capture while other suites run, so the check
  /// looks for libxml2's message shapes (" error : ", " warning : ") and the inputs' tell-tales.
  @Test func libxml2WritesNothingToStandardError() {
    let inputs: [String] = [
      Self.billionLaughs(),
      "<!DOCTYPE a SYSTEM \"http://127.0.0.1:9/x.dtd\"><a/>",
      "<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>",
      "<a>\n<b></c>", "<a b=1/>", "<a>&</a>", "<a>&foo;</a>", "<x:a/>", "<a/><b/>", "text", "<a",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a xmlns:p=\"\"/>", "<a>\u{1}</a>", "<a b=\"<\"/>",
      "<a><![CDATA[x]]></a><!-- -- -->", "<?xml version=\"2.0\"?><a/>", "<a xml:lang=\"\u{0}\"/>",
      String(repeating: "<a>", count: 2_000),
      "<a " + (0..<300).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>",
    ]
    let captured = capturingStandardError {
      for input in inputs {
        _ = try? SyntaxTree.parse(SourceFile(name: "t.xml", text: input))
      }
      var utf16: [UInt8] = [0xFF, 0xFE]
      for unit in "<a/>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
      _ = try? SyntaxTree.parse(SourceFile(name: "t.xml", bytes: utf16))
      _ = try? SyntaxTree.parse(
        SourceFile(name: "t.xml", bytes: [0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E]))
    }
    for needle in [
      " error : ", " warning : ", "I/O error", "parser error", "namespace error", "lolz", "passwd",
    ] {
      #expect(!captured.contains(needle), "stderr got: \(captured.prefix(300))")
    }
  }
}
