import MarkupSyntax
import Testing

/// The reader decodes each distinct attribute value once and numbers it: equal values share an
/// id (later stages cache work per id), different values never do.
@Suite struct ValueInterningTests {
  @Test("equal values share an id, different values do not")
  func ids() throws {
    let tree = try #require(
      parseOK(
        #"<r><a v="one" w="a long value, longer than a small string"/><a v="two" w="a long value, longer than a small string"/><a v="one" w=""/><a v="" w="one"/></r>"#
      ))
    let attributes = tree.attributes
    #expect(
      attributes.map(\.value) == [
        "one", "a long value, longer than a small string", "two",
        "a long value, longer than a small string", "one", "", "", "one",
      ])
    for a in attributes {
      for b in attributes {
        #expect((a.valueID == b.valueID) == (a.value == b.value), "\(a.value) / \(b.value)")
      }
    }
  }

  @Test("values are compared after decoding references")
  func decoded() throws {
    let tree = try #require(
      parseOK(#"<r><a v="x &amp; y"/><a v="x &#38; y"/><a v="x &amp;amp; y"/></r>"#))
    let values = tree.attributes.map(\.value)
    #expect(values == ["x & y", "x & y", "x &amp; y"])
    #expect(tree.attributes[0].valueID == tree.attributes[1].valueID)
    #expect(tree.attributes[0].valueID != tree.attributes[2].valueID)
  }

  @Test("many distinct values each keep their own text")
  func manyValues() throws {
    let body = (0..<5_000).map { #"<a v="value \#($0)"/>"# }.joined()
    let tree = try #require(parseOK("<r>\(body)</r>"))
    #expect(tree.attributes.map(\.value) == (0..<5_000).map { "value \($0)" })
    #expect(Set(tree.attributes.map(\.valueID)).count == 5_000)
  }

  @Test("whole-tree queries: elements by name, attribute names, tree identity")
  func queries() throws {
    let tree = try #require(parseOK(#"<r><a t="1"/><b/><a/></r>"#))
    #expect(tree.elements(named: "a") == [1, 3])
    #expect(tree.elements(named: "c") == [])
    #expect(tree.hasAttribute(named: "t"))
    #expect(!tree.hasAttribute(named: "template"))
    let copy = tree
    #expect(copy.isSameTree(as: tree))
    let other = try #require(parseOK(#"<r><a t="1"/><b/><a/></r>"#))
    #expect(!other.isSameTree(as: tree))
  }
}
