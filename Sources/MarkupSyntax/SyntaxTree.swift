/// An XML document as Stackup needs it: elements with their attributes, direct text and source
/// locations. Stored flat (arrays indexed by `Int32`), so a document of a million elements costs
/// a few compact arrays instead of a million objects, and dropping it never recurses.
///
/// Immutable once read, and shared by its copies: the interpreter reads the tree it is working
/// on per element, from a class property, and each such read copied a struct of four arrays
/// (four retains and releases, a fifth of interpreting 111k views); now it copies one reference.
package struct SyntaxTree: Sendable {
  /// One XML element.
  package struct Element: Sendable {
    package var name: String
    /// Where the element's `<` is.
    package var location: MarkupLocation
    package var parent: Int32
    package var firstChild: Int32 = -1
    package var nextSibling: Int32 = -1
    package var attributeStart: Int32
    package var attributeCount: Int32
    /// The element's direct character data, concatenated (entities already decoded).
    package var text: String = ""
    /// Where the first non-blank character of `text` is, when there is any.
    package var textLocation: MarkupLocation?

    package init(
      name: String, location: MarkupLocation, parent: Int32, firstChild: Int32 = -1,
      nextSibling: Int32 = -1, attributeStart: Int32, attributeCount: Int32, text: String = "",
      textLocation: MarkupLocation? = nil
    ) {
      self.name = name
      self.location = location
      self.parent = parent
      self.firstChild = firstChild
      self.nextSibling = nextSibling
      self.attributeStart = attributeStart
      self.attributeCount = attributeCount
      self.text = text
      self.textLocation = textLocation
    }
  }

  /// One attribute, with the location of its name and of the first character of its value.
  package struct Attribute: Sendable {
    package var name: String
    package var value: String
    package var location: MarkupLocation
    package var valueLocation: MarkupLocation
    /// The value's index among the tree's distinct values: attributes of one tree with equal
    /// values have equal ids, so work done per value can be cached by id instead of by hashing
    /// the text again. -1 when unknown (a value edited after parsing has none).
    package var valueID: Int32

    package init(
      name: String, value: String, location: MarkupLocation, valueLocation: MarkupLocation,
      valueID: Int32
    ) {
      self.name = name
      self.value = value
      self.location = location
      self.valueLocation = valueLocation
      self.valueID = valueID
    }
  }

  private final class Storage: Sendable {
    let file: SourceFile
    let elements: [Element]
    let attributes: [Attribute]

    init(file: SourceFile, elements: [Element], attributes: [Attribute]) {
      self.file = file
      self.elements = elements
      self.attributes = attributes
    }
  }

  private let storage: Storage

  package var file: SourceFile { storage.file }
  package var elements: [Element] { storage.elements }
  package var attributes: [Attribute] { storage.attributes }

  /// An empty tree of `file`.
  package init(file: SourceFile) { self.init(file: file, elements: [], attributes: []) }

  /// A tree made from other text than markup: the interpreter writes a view call from a
  /// modifier's closure (`Toggle("Wi-Fi", isOn: $on)`) as the element it names, located in
  /// `file` where the call is written.
  package init(file: SourceFile, elements: [Element], attributes: [Attribute]) {
    storage = Storage(file: file, elements: elements, attributes: attributes)
  }

  /// Whether `other` is a copy of this very tree (not merely an equal one).
  package func isSameTree(as other: SyntaxTree) -> Bool { storage === other.storage }
  /// Identifies the tree (as `isSameTree` compares them) while it is alive, for tables kept
  /// per tree.
  package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The root element's index (always 0 for a parsed document).
  package var root: Int32 { 0 }

  package func element(_ index: Int32) -> Element { storage.elements[Int(index)] }

  package func attributes(of index: Int32) -> ArraySlice<Attribute> {
    let elements = storage.elements
    let start = Int(elements[Int(index)].attributeStart)
    return storage.attributes[start..<(start + Int(elements[Int(index)].attributeCount))]
  }

  /// The indices of the elements called `name`, in document order (one pass over the tree,
  /// for the interpreter's whole-document checks).
  package func elements(named name: String) -> [Int32] {
    // By index, reading only the names (iterating would copy each element), and comparing
    // lengths first, which skips most string comparisons.
    let elements = storage.elements
    let count = name.utf8.count
    var result: [Int32] = []
    for index in elements.indices
    where elements[index].name.utf8.count == count && elements[index].name == name {
      result.append(Int32(index))
    }
    return result
  }

  /// Whether any element has an attribute called `name`.
  package func hasAttribute(named name: String) -> Bool {
    let attributes = storage.attributes
    let count = name.utf8.count
    return attributes.indices.contains {
      attributes[$0].name.utf8.count == count && attributes[$0].name == name
    }
  }

  /// The child element indices of `index`, in document order.
  package func children(of index: Int32) -> [Int32] {
    let elements = storage.elements
    // Counted first, so the array is allocated once rather than grown child by child.
    var count = 0
    var child = elements[Int(index)].firstChild
    while child >= 0 {
      count += 1
      child = elements[Int(child)].nextSibling
    }
    guard count > 0 else { return [] }
    var result: [Int32] = []
    result.reserveCapacity(count)
    child = elements[Int(index)].firstChild
    while child >= 0 {
      result.append(child)
      child = elements[Int(child)].nextSibling
    }
    return result
  }

  /// The location of the `k`-th character (in `Character`s of the decoded value) of an
  /// attribute's value, mapping back through entity references such as `&amp;` in the source.
  package func location(inValueOf attribute: Attribute, characterOffset k: Int) -> MarkupLocation {
    file.location(
      ofOffset: offset(
        inValueOf: attribute, characterOffset: k,
        from: (character: 0, offset: attribute.valueLocation.offset)))
  }

  /// The characters of an attribute's value that were line breaks in the source (XML reads
  /// them as spaces), in order: where a `//` comment in a pasted modifier chain ends.
  package func lineBreaks(inValueOf attribute: Attribute) -> [Int] {
    let bytes = file.bytes
    var raw = attribute.valueLocation.offset
    var breaks: [Int] = []
    for k in 0..<attribute.value.count where raw < bytes.count {
      if bytes[raw] == UInt8(ascii: "\n") { breaks.append(k) }
      raw = offset(inValueOf: attribute, characterOffset: 1, from: (character: 0, offset: raw))
    }
    return breaks
  }

  /// The byte offset of the `k`-th character of an attribute's value (see
  /// `location(inValueOf:characterOffset:)`), walking on from an earlier character's offset
  /// `start`: diagnostics along one long value, found in order, then cost the distance
  /// between them instead of each the distance from the value's start.
  package func offset(
    inValueOf attribute: Attribute, characterOffset k: Int,
    from start: (character: Int, offset: Int)
  ) -> Int {
    let bytes = file.bytes
    let count = bytes.count
    var raw = start.offset
    var remaining = k - start.character
    while remaining > 0, raw < count {
      if bytes[raw] == UInt8(ascii: "&") {
        while raw < count, bytes[raw] != UInt8(ascii: ";") { raw += 1 }
        raw += 1
      } else {
        raw += 1
        while raw < count, bytes[raw] & 0xC0 == 0x80 { raw += 1 }
      }
      remaining -= 1
    }
    return raw
  }
}
