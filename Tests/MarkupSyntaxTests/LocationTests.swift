import MarkupSyntax
import Testing

/// Element locations are the `<`, attribute locations the name and the value's first character,
/// exactly, whatever the whitespace, line endings and characters before them.
@Suite struct LocationTests {
  struct Expected: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    /// element name → "line:col"; attribute "element.attr" → "line:col/line:col" (name/value)
    var locations: [String: String]
    var testDescription: String { name }
  }

  static let cases: [Expected] = [
    Expected(
      name: "tabs", text: "<r>\n\t<a\tb=\"1\"\t\tc='2'/>\n</r>",
      locations: ["r": "1:1", "a": "2:2", "a.b": "2:5/2:8", "a.c": "2:12/2:15"]),
    Expected(
      name: "CRLF", text: "<r>\r\n  <a b=\"1\"\r\n     c=\"2\"/>\r\n  <d e=\"3\"/>\r\n</r>\r\n",
      locations: [
        "r": "1:1", "a": "2:3", "a.b": "2:6/2:9", "a.c": "3:6/3:9", "d": "4:3", "d.e": "4:6/4:9",
      ]),
    Expected(
      name: "multi-line start tag",
      text: "<r>\n  <a\n    b = \"1\"\n    c\n    =\n    '2'\n  >x</a>\n</r>",
      locations: ["a": "2:3", "a.b": "3:5/3:10", "a.c": "4:5/6:6"]),
    Expected(
      name: "multi-byte before", text: "<r é=\"ü\">\n  <日本 ß=\"😀\" t=\"x\"/>😀<a b=\"1\"/>\n</r>",
      locations: [
        "r": "1:1", "r.é": "1:4/1:7", "日本": "2:3", "日本.ß": "2:7/2:10", "日本.t": "2:13/2:16",
        "a": "2:21", "a.b": "2:24/2:27",
      ]),
    Expected(
      name: "values libxml2 had to decode",
      text: "<r>\n  <a b=\"x&amp;y\" c=\"1\n2\" d=\"\tz\" e=\"&#65;\"/>\n</r>",
      locations: ["a.b": "2:6/2:9", "a.c": "2:18/2:21", "a.d": "3:4/3:7", "a.e": "3:11/3:14"]),
    Expected(
      name: "namespace declarations skipped",
      text: "<r xmlns=\"urn:r\" xmlns:p=\"urn:p\" p:x=\"1\" y=\"2\">\n  <p:a p:z=\"3\"/>\n</r>",
      locations: [
        "r": "1:1", "r.p:x": "1:34/1:39", "r.y": "1:42/1:45", "p:a": "2:3", "p:a.p:z": "2:8/2:13",
      ]),
    Expected(
      name: "after comments, PIs and CDATA",
      text: "<?xml version=\"1.0\"?>\n<!-- <x> -->\n<r><?pi <y>?><![CDATA[<z>]]><a b=\"1\"/></r>",
      locations: ["r": "3:1", "a": "3:29", "a.b": "3:32/3:35"]),
    Expected(
      name: "long line", text: "<r>" + String(repeating: "<e/>", count: 5_000) + "<a b=\"1\"/></r>",
      locations: ["a": "1:20004", "a.b": "1:20007/1:20010"]),
  ]

  @Test(arguments: cases)
  func locations(_ expected: Expected) throws {
    let tree = try #require(parseOK(expected.text))
    var found: [String: String] = [:]
    for (index, element) in tree.elements.enumerated() {
      found[element.name] = lc(element.location)
      for attribute in tree.attributes(of: Int32(index)) {
        found[element.name + "." + attribute.name] =
          lc(attribute.location) + "/" + lc(attribute.valueLocation)
      }
    }
    for (key, value) in expected.locations {
      #expect(found[key] == value, "\(key)")
    }
    // The offsets agree with the line and column.
    for element in tree.elements {
      #expect(tree.file.location(ofOffset: element.location.offset) == element.location)
      #expect(tree.file.bytes[element.location.offset] == UInt8(ascii: "<"))
    }
  }

  @Test func textLocationsPointAtTheFirstVisibleCharacter() throws {
    let tree = try #require(
      parseOK(
        "<r>\r\n  <a>\r\n\r\n    hello\r\n  world</a>\n  <b>  &lt;x</b>\n  <c>\t&#65;</c>\n  <d><![CDATA[ q]]></d>\n  <e>\r\n\r\n  é\r\n</e>\n</r>"
      ))
    let byName = Dictionary(uniqueKeysWithValues: tree.elements.map { ($0.name, $0) })
    #expect(lc(byName["a"]?.textLocation) == "4:5")
    #expect(byName["a"]?.text == "\n\n    hello\n  world")
    #expect(lc(byName["b"]?.textLocation) == "6:8")
    #expect(byName["b"]?.text == "  <x")
    #expect(lc(byName["c"]?.textLocation) == "7:7")
    #expect(lc(byName["d"]?.textLocation) == "8:16")
    #expect(lc(byName["e"]?.textLocation) == "11:3")
    #expect(byName["r"]?.textLocation == nil)
  }

  @Test func treeStructureAndOrder() throws {
    let tree = try #require(parseOK("<r><a><b/><c/></a>text<d/></r>"))
    #expect(tree.elements.map(\.name) == ["r", "a", "b", "c", "d"])
    #expect(tree.children(of: 0) == [1, 4])
    #expect(tree.children(of: 1) == [2, 3])
    #expect(tree.element(0).text == "text")
  }

  /// Regression: libxml2 2.9.14 re-read earlier bytes of a static (in-place) buffer once it
  /// shrank its window, so 100 nested elements came back as 173.
  @Test(arguments: [100, 300, 900])
  func elementCountsAreExact(depth: Int) throws {
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    #expect(parseOK(text)?.elements.count == depth)
  }
}
