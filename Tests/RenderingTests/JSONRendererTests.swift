import Foundation
import LayoutEngine
import Testing

@testable import Rendering

/// The JSON shape: fixed key order, number formatting, escaping, and byte-identical output.
@Suite struct JSONRendererTests {
  /// §9.6: a Text in another font records it; a Text in plain body text has no `font`.
  @Test func textRecordsItsResolvedFont() {
    let t = ViewTree()
    var bold = FontDescription(.style(.title))
    bold.weight = .bold
    let title = t.text("Hi", id: "title").font(bold)
    _ = t.vstack([title, t.text("body", id: "body")])
    let json = JSONRenderer().render(t, t.layout(width: 200, height: 200, options: .fixedText))
    let expected =
      #""font": {"style": "title", "size": 28, "weight": "bold", "lineHeight": 26.352941176470587}"#
    #expect(json.contains(expected), "\(json)")
    #expect(json.components(separatedBy: "\"font\": {").count == 2)
    let custom = ViewTree()
    _ = custom.text("x").font(FontDescription(.custom(name: "Avenir", size: 14, relativeTo: nil)))
    #expect(
      JSONRenderer().render(custom, custom.layout(width: 100, height: 100, options: .fixedText))
        .contains(
          #""style": null, "size": 14, "weight": "regular""#))
  }

  /// A small tree using every field: an implicit stack, ids, lines, details, a background layer.
  private func sample() -> (ViewTree, LayoutResult) {
    let t = ViewTree()
    let text = t.add(
      .leaf(TextLeaf("Hi")), info: NodeInfo(kind: "Text", id: "t", line: 3, details: ["text": "Hi"])
    )
    let fill = t.add(
      .leaf(ColorLeaf("red")), info: NodeInfo(kind: "Color", line: 3, details: ["color": "red"]))
    let background = t.add(
      .modifier(Decoration(.background)), children: [text, fill],
      info: NodeInfo(kind: "background", line: 3))
    let stack = t.add(
      .container(AnyLayout(VStackLayout())), children: [background],
      info: NodeInfo(kind: "VStack", line: 2, isImplicit: true))
    t.root = stack
    return (t, t.layout(width: 100, height: 50, options: .fixedText))
  }

  @Test("the whole document for a small tree: key order, one-line frames, layers, properties")
  func wholeDocument() {
    let (tree, result) = sample()
    // "Hi" is 16 × 16 (8 pt per character, one 16 pt line), centred in 100 × 50: (42, 17).
    let expected = """
      {
        "stackup": "\(StackupVersion.current)",
        "canvas": {
          "width": 100,
          "height": 50
        },
        "root": {
          "kind": "VStack",
          "line": 2,
          "frame": {"x": 42, "y": 17, "width": 16, "height": 16},
          "implicit": true,
          "children": [
            {
              "kind": "background",
              "line": 3,
              "frame": {"x": 42, "y": 17, "width": 16, "height": 16},
              "children": [
                {
                  "kind": "Text",
                  "id": "t",
                  "line": 3,
                  "frame": {"x": 42, "y": 17, "width": 16, "height": 16},
                  "properties": {
                    "text": "Hi"
                  }
                },
                {
                  "kind": "Color",
                  "line": 3,
                  "frame": {"x": 42, "y": 17, "width": 16, "height": 16},
                  "layer": "background",
                  "properties": {
                    "color": "red"
                  }
                }
              ]
            }
          ]
        }
      }

      """
    #expect(JSONRenderer().render(tree, result) == expected)
  }

  @Test(
    "every node's keys come in the order kind, id, line, frame, implicit, layer, properties, children"
  )
  func keyOrder() throws {
    let (tree, result) = sample()
    let json = JSONRenderer().render(tree, result)
    let order = ["kind", "id", "line", "frame", "implicit", "layer", "properties", "children"]
    // Keys of one node sit at one indentation; collect them per node, in order of appearance.
    var nodes: [[String]] = []
    var indentOfKind = -1
    for line in json.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      guard let key = line.dropFirst(indent).split(separator: "\"").first.map(String.init),
        order.contains(key)
      else { continue }
      if key == "kind" {
        nodes.append([])
        indentOfKind = indent
      }
      if indent == indentOfKind { nodes[nodes.count - 1].append(key) }
    }
    #expect(nodes.count == 4)
    for keys in nodes {
      #expect(keys == order.filter(keys.contains), "\(keys)")
    }
    // And it is valid JSON.
    _ = try JSONSerialization.jsonObject(with: Data(json.utf8))
  }

  @Test(
    "numbers: integers without a fraction, shortest round-trip otherwise, non-finite as strings",
    arguments: [
      (200.0, "200"), (0.0, "0"), (-0.0, "0"), (-12.0, "-12"),
      (61.333333333333336, "61.333333333333336"),
      (0.1, "0.1"), (-2.5, "-2.5"), (999_999_999_999_999.0, "999999999999999"),
      // From 1e15 on, Swift's own shortest form (still a JSON number).
      (1e15, "1000000000000000.0"), (1e16, "1e+16"),
      (.infinity, "\"Infinity\""), (-.infinity, "\"-Infinity\""), (.nan, "\"NaN\""),
    ])
  func numbers(value: Double, text: String) {
    var writer = JSONWriter()
    writer.number(value)
    #expect(writer.drained() == text)
    // The shortest form reads back as the same Double.
    if value.isFinite { #expect(Double(text) == value) }
  }

  @Test("whole numbers print as their decimal digits, whatever their length")
  func wholeNumbers() {
    var values: [Int64] = [0, 9, 10, 99, 100, 101, 999_999_999_999_999]
    var power: Int64 = 1
    for _ in 0..<15 {
      values += [power - 1, power, power + 1, 7 * power / 3]
      power *= 10
    }
    for value in values + values.map({ -$0 }) {
      var writer = JSONWriter()
      writer.number(Double(value))
      #expect(writer.drained() == String(value), "\(value)")
    }
  }

  @Test(
    "whole numbers of magnitude below 10,000 (the short path) and the fractions beside them print exactly"
  )
  func shortPathNumbers() {
    var wrong: [Double] = []
    for n in -10_001...10_001 {
      for value in [Double(n), Double(n) + 0.5, Double(n) - 0.25] {
        var writer = JSONWriter()
        writer.number(value)
        let expected = value == value.rounded() ? String(Int(value)) : formatNumber(value)
        if writer.drained() != expected { wrong.append(value) }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    var negativeZero = JSONWriter()
    negativeZero.number(-0.0)
    #expect(negativeZero.drained() == "0")
  }

  @Test("lines are indented by exactly the depth asked for, up to 256 spaces, and no further")
  func indentation() {
    #expect(JSONWriter.maxIndent == 256)
    for indent in [0, 1, 15, 16, 17, 63, 64, 65, 79, 80, 81, 200, 255, 256, 257, 513, 5000] {
      var writer = JSONWriter()
      writer.line(indent, "[")
      writer.commaLine(indent, "]")
      // Deeper levels stop indenting further, so output stays linear in the number of nodes.
      let spaces = String(repeating: " ", count: min(indent, 256))
      #expect(writer.drained() == "\n\(spaces)[,\n\(spaces)]", "\(indent)")
    }
  }

  @Test("strings escape quotes, backslashes and control characters, and keep UTF-8 as is")
  func escaping() {
    var writer = JSONWriter()
    writer.string("a\"b\\c\nd\te\rf\u{1}g\u{1F}h é中😀")
    let text = writer.drained()
    #expect(text == #""a\"b\\c\nd\te\rf\u0001g\u001fh é中😀""#)
    let decoded = try? JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [String]
    #expect(decoded == ["a\"b\\c\nd\te\rf\u{1}g\u{1F}h é中😀"])
  }

  @Test("output is byte-identical from run to run, whatever order details were added in")
  func deterministic() {
    func build(_ keys: [String]) -> String {
      let t = ViewTree()
      var details: [String: String] = [:]
      for key in keys { details[key] = "v-\(key)" }
      t.add(.leaf(ColorLeaf("red")), info: NodeInfo(kind: "Color", line: 1, details: details))
      return JSONRenderer().render(t, t.layout(width: 10, height: 10, options: .fixedText))
    }
    let keys = (0..<40).map { "key\($0)" }
    let first = build(keys)
    #expect(build(keys) == first)
    #expect(build(keys.reversed()) == first)
    // Properties are sorted by key (key0, key1, key10, …).
    let positions = keys.sorted().compactMap { first.range(of: "\"\($0)\":")?.lowerBound }
    #expect(positions == positions.sorted())
  }

  @Test("streamed output is the same bytes as the buffered output, in several chunks")
  func streamedEqualsBuffered() {
    // 3,000 leaves print about 150 bytes each (450 KB), several times the 64 KiB chunk, so
    // chunk boundaries fall mid-container; every fourth detail needs escaping (the slow path
    // of `quote`), and the others take the fast path.
    let t = ViewTree()
    var leaves: [NodeID] = []
    for k in 0..<3000 {
      let detail = k % 4 == 0 ? "say \"hi\"\n\(k)" : "plain \(k)"
      leaves.append(
        t.add(
          .leaf(ColorLeaf("red")),
          info: NodeInfo(kind: "Color", id: "c\(k)", line: k + 2, details: ["color": detail])))
    }
    t.root = t.add(
      .container(AnyLayout(HStackLayout())), children: leaves, info: NodeInfo(kind: "HStack"))
    let result = t.layout(width: 1000, height: 100, options: .fixedText)
    let buffered = JSONRenderer().render(t, result)
    var streamed: [UInt8] = []
    var chunks = 0
    JSONRenderer().render(t, result) { chunk in
      streamed.append(contentsOf: chunk)
      chunks += 1
    }
    #expect(buffered.utf8.count > 4 * JSONRenderer.chunkSize)
    #expect(chunks >= 4)
    #expect(streamed == Array(buffered.utf8))
    #expect(streamed.last == UInt8(ascii: "\n"))
  }

  @Test("shared, unique and oversized properties dictionaries each print their own entries")
  func sharedProperties() throws {
    // Many nodes share one dictionary (as nodes made alike do), others have their own; a long
    // one and one needing escapes print like the rest.
    let shared: [[String: String]] = [
      ["arguments": "width: 10, height: 10"], ["color": "red"],
      ["c": "3", "a": "1 \"quoted\"", "b": "2"],
    ]
    let long = ["text": String(repeating: "long ", count: 40), "z": "last"]
    var expected: [[String: String]] = []
    let t = ViewTree()
    var leaves: [NodeID] = []
    for k in 0..<3000 {
      let details =
        k % 11 == 0 ? long : k % 7 == 0 ? ["unique": "value \(k)"] : shared[k % shared.count]
      expected.append(details)
      leaves.append(
        t.add(.leaf(ColorLeaf("red")), info: NodeInfo(kind: "Color", line: k, details: details)))
    }
    t.root = t.add(
      .container(AnyLayout(VStackLayout())), children: leaves, info: NodeInfo(kind: "VStack"))
    let json = JSONRenderer().render(t, t.layout(width: 100, height: 100, options: .fixedText))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let root = try #require(document["root"] as? [String: Any])
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.map { $0["properties"] as? [String: String] } == expected)
    // Keys print sorted.
    let sortedKeys = ["\"a\": ", "\"b\": ", "\"c\": "].compactMap { json.range(of: $0)?.lowerBound }
    #expect(sortedKeys.count == 3 && sortedKeys == sortedKeys.sorted())
  }

  @Test("a view never placed has a null frame")
  func unplaced() {
    let t = ViewTree()
    let a = t.text("a")
    let b = t.text("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")
    // ViewThatFits places only the child it chooses: "a" (8 pt) fits 100 pt, so b is never placed.
    _ = t.container(ViewThatFitsLayout(axes: [.horizontal]), kind: "ViewThatFits", [a, b])
    let json = JSONRenderer().render(t, t.layout(width: 100, height: 50, options: .fixedText))
    #expect(json.contains("\"frame\": null"))
  }
}

extension JSONWriter {
  /// What was written, as text (emptying the writer).
  fileprivate mutating func drained() -> String {
    var text = ""
    drain { text = String(decoding: $0, as: UTF8.self) }
    return text
  }
}
