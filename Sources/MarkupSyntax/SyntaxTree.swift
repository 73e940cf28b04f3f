/// An XML document as Stackup needs it: elements with their attributes, direct text and source
/// locations. Stored flat (arrays indexed by `Int32`), so a document of a million elements costs
/// a few compact arrays instead of a million objects, and dropping it never recurses.
public struct SyntaxTree: Sendable {
  /// One XML element.
  public struct Element: Sendable {
    public var name: String
    /// Where the element's `<` is.
    public var location: SourceLocation
    public var parent: Int32
    public var firstChild: Int32 = -1
    public var nextSibling: Int32 = -1
    public var attributeStart: Int32
    public var attributeCount: Int32
    /// The element's direct character data, concatenated (entities already decoded).
    public var text: String = ""
    /// Where the first non-blank character of `text` is, when there is any.
    public var textLocation: SourceLocation?
  }

  /// One attribute, with the location of its name and of the first character of its value.
  public struct Attribute: Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation
    public var valueLocation: SourceLocation
  }

  public let file: SourceFile
  public internal(set) var elements: [Element] = []
  public internal(set) var attributes: [Attribute] = []

  public init(file: SourceFile) { self.file = file }

  /// The root element's index (always 0 for a parsed document).
  public var root: Int32 { 0 }

  public func element(_ index: Int32) -> Element { elements[Int(index)] }

  public func attributes(of index: Int32) -> ArraySlice<Attribute> {
    let element = elements[Int(index)]
    let start = Int(element.attributeStart)
    return attributes[start..<(start + Int(element.attributeCount))]
  }

  /// The child element indices of `index`, in document order.
  public func children(of index: Int32) -> [Int32] {
    var result: [Int32] = []
    var child = elements[Int(index)].firstChild
    while child >= 0 {
      result.append(child)
      child = elements[Int(child)].nextSibling
    }
    return result
  }

  /// The location of the `k`-th character (in `Character`s of the decoded value) of an
  /// attribute's value, mapping back through entity references such as `&amp;` in the source.
  public func location(inValueOf attribute: Attribute, characterOffset k: Int) -> SourceLocation {
    var raw = attribute.valueLocation.offset
    let bytes = file.bytes
    var remaining = k
    while remaining > 0, raw < bytes.count {
      if bytes[raw] == UInt8(ascii: "&") {
        while raw < bytes.count, bytes[raw] != UInt8(ascii: ";") { raw += 1 }
        raw += 1
      } else {
        raw += 1
        while raw < bytes.count, bytes[raw] & 0xC0 == 0x80 { raw += 1 }
      }
      remaining -= 1
    }
    return file.location(ofOffset: raw)
  }

  // MARK: Building (used by the reader)

  /// Sizes the arrays once (the reader's pre-scan counts tags and attributes): growing a
  /// 3M-attribute array by doubling cost a fifth of the parse in copies and page faults.
  mutating func reserveCapacity(elements elementCount: Int, attributes attributeCount: Int) {
    elements.reserveCapacity(elementCount)
    attributes.reserveCapacity(attributeCount)
  }

  mutating func appendElement(
    name: String, location: SourceLocation, parent: Int32, attributes newAttributes: [Attribute]
  ) -> Int32 {
    let index = Int32(elements.count)
    elements.append(
      Element(
        name: name, location: location, parent: parent,
        attributeStart: Int32(attributes.count), attributeCount: Int32(newAttributes.count)))
    attributes.append(contentsOf: newAttributes)
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
    _ text: String, to element: Int32, firstVisibleAt visible: SourceLocation?
  ) {
    if elements[Int(element)].textLocation == nil, let visible {
      elements[Int(element)].textLocation = visible
    }
    elements[Int(element)].text += text
  }
}
