/// A `SyntaxTree` being read: the reader appends to it, then freezes it into the tree.
struct SyntaxTreeBuilder {
  let file: SourceFile
  private(set) var elements: [SyntaxTree.Element] = []
  private(set) var attributes: [SyntaxTree.Attribute] = []

  init(file: SourceFile) { self.file = file }

  /// The finished tree.
  func finish() -> SyntaxTree { SyntaxTree(file: file, elements: elements, attributes: attributes) }

  /// Sizes the arrays once (the reader's pre-scan counts tags and attributes): growing a
  /// 3M-attribute array by doubling cost a fifth of the parse in copies and page faults.
  mutating func reserveCapacity(elements elementCount: Int, attributes attributeCount: Int) {
    elements.reserveCapacity(elementCount)
    attributes.reserveCapacity(attributeCount)
  }

  /// Adds an attribute of the element about to be appended (the reader appends an element's
  /// attributes straight into the tree, with no array per element).
  mutating func appendAttribute(_ attribute: SyntaxTree.Attribute) { attributes.append(attribute) }

  /// Appends an element whose attributes are those appended since `attributeStart`.
  mutating func appendElement(
    name: String, location: MarkupLocation, parent: Int32, attributeStart: Int
  ) -> Int32 {
    let index = Int32(elements.count)
    elements.append(
      SyntaxTree.Element(
        name: name, location: location, parent: parent, attributeStart: Int32(attributeStart),
        attributeCount: Int32(attributes.count - attributeStart)))
    return index
  }

  mutating func link(child: Int32, toParent parent: Int32, after previous: Int32) {
    if previous >= 0 {
      elements[Int(previous)].nextSibling = child
    } else if parent >= 0 {
      elements[Int(parent)].firstChild = child
    }
  }

  /// Appends character data; `visible` is where its first non-blank character is in the source
  /// (the reader computes it, since the text may have been decoded from references or CR LF).
  mutating func appendText(
    _ text: String, to element: Int32, firstVisibleAt visible: MarkupLocation?
  ) {
    if elements[Int(element)].textLocation == nil, let visible {
      elements[Int(element)].textLocation = visible
    }
    elements[Int(element)].text += text
  }
}
