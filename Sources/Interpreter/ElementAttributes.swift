import MarkupSyntax

/// An element's accepted attributes, found by name with a linear scan.
///
/// Elements carry a handful of attributes, so a scan of a few short names beats a dictionary:
/// building a `[String: Attribute]` per element cost an allocation and a hash per attribute,
/// then a hash per lookup. Outside component bodies the attributes are the syntax tree's own
/// slice, shared rather than copied.
struct ElementAttributes: Sequence {
  private let storage: ArraySlice<SyntaxTree.Attribute>

  init(_ attributes: ArraySlice<SyntaxTree.Attribute>) { storage = attributes }

  /// The attribute called `name` (XML gives an element each attribute name at most once).
  subscript(name: String) -> SyntaxTree.Attribute? {
    // By index, reading only each name: iterating copied every attribute (its value too).
    for index in storage.indices where storage[index].name.isSameName(as: name) {
      return storage[index]
    }
    return nil
  }

  func makeIterator() -> IndexingIterator<ArraySlice<SyntaxTree.Attribute>> {
    storage.makeIterator()
  }
}

extension String {
  /// `==` that compares lengths first, which is free for markup's short names: most
  /// mismatches (`name` against `modifiers`) then skip the full string comparison, which
  /// was a tenth of building an element.
  func isSameName(as other: String) -> Bool { utf8.count == other.utf8.count && self == other }
}
