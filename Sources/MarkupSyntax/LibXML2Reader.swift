// The only file that sees libxml2. It drives libxml2's SAX2 parser over the input (no DOM) and
// builds the flat `SyntaxTree` directly, enforcing `MarkupLimits` as elements arrive. Nothing of
// libxml2 leaves this file.
//
// Hostile-input design, in order of defence:
// 1. `SyntaxTree.parse` checks the size and the encoding (UTF-8 only) before any of this runs.
// 2. `StartTagScan` finds the first start tag with too many attributes; libxml2 only ever sees
//    the bytes before it (libxml2 2.9.14 is quadratic in attributes per tag).
// 3. Any `<!DOCTYPE>` stops the parse in the `internalSubset` callback, before its internal
//    subset is read: no entity is ever declared, so no XXE, no entity expansion, no DTD load.
//    The SAX hooks that could load or declare anything are removed as well, `NONET` is set, and
//    a process-wide external entity loader refuses every load.
// 4. Depth, element count, attribute and text length are checked in the callbacks, which stop
//    the parser at the first violation. libxml2's element parsing is iterative (3M levels
//    measured fine), and the reader keeps an explicit stack, so no input recurses.
// 5. libxml2 reports through the per-context structured error hook only; the per-thread
//    generic error printer is silenced during the parse, so nothing reaches stderr.
internal import CLibXML2

/// Parser state reachable from the C callbacks through `ctxt->_private`, as a pointer to a
/// struct: the callbacks run once per element and attribute, and a class's properties cost a
/// dynamic exclusivity check (and often a retain) on every access.
private struct ReaderState {
  var tree: SyntaxTreeBuilder
  let limits: MarkupLimits
  /// Open elements, innermost last, with the last child appended to each.
  var open: [(element: Int32, lastChild: Int32)] = []
  var elementCount = 0
  /// The first error of any kind: a limit or policy violation found by a callback, or libxml2's
  /// first error. Later errors are only counted.
  var firstError: Diagnostic?
  var firstErrorIsXML = false
  var laterXMLErrors = 0
  /// The original input (libxml2 parses its own copy, see `read`).
  let bytes: UnsafeBufferPointer<UInt8>
  var locations: LocationCache
  /// Leading blanks of the innermost element's text, not yet known to be indentation.
  var pendingBlanks: [UInt8] = []
  /// Scratch space for `scanAttributeSpans`.
  var spans: [AttributeSpan] = []
  /// Element and attribute names by libxml2's interned pointers (see `name`). Room for a
  /// document's few dozen from the start: grown from empty, its resizes were half of `name`'s
  /// cost, 2% of checking a spec.
  var names: [QualifiedNameKey: String] = .init(minimumCapacity: 64)
  /// The most recent names, by a few bits of their pointers, found without hashing.
  var recentNames = [(key: QualifiedNameKey, name: String)?](repeating: nil, count: 1 << 6)
  /// Attribute values, each distinct one decoded once.
  var values = ValueTable()
  /// Scratch space for values that needed decoding (see `attributeValue`).
  var decoded: [UInt8] = []

  init(
    file: SourceFile, limits: MarkupLimits, bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool
  ) {
    tree = SyntaxTreeBuilder(file: file)
    self.limits = limits
    self.bytes = bytes
    locations = LocationCache(file: file, bytes: bytes, isASCII: isASCII)
  }

  mutating func location(_ offset: Int) -> MarkupLocation { locations.location(ofOffset: offset) }

  mutating func fail(_ diagnostic: Diagnostic, _ ctxt: xmlParserCtxtPtr) {
    if firstError == nil { firstError = diagnostic }
    xmlStopParser(ctxt)
  }
}

/// Turns byte offsets into locations in amortised constant time while offsets mostly increase,
/// as they do during a parse. `SourceFile.location(ofOffset:)` counts columns from the start of
/// the line, which on a one-line 70 MB document would make the parse quadratic.
private struct LocationCache {
  let file: SourceFile
  /// The file's line starts and bytes, held directly: reading them through `file` on each of
  /// the three lookups per element retained and released its arrays.
  let starts: [Int]
  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether every byte is ASCII, so that a column is a byte count (most markup is): counting
  /// scalars between the three or more locations per element cost 2% of a 111k-view run.
  let isASCII: Bool
  var line = 0  // 0-based index into lineStarts
  var offset = 0
  var column = 1

  /// `bytes` are the file's bytes, alive for the whole parse.
  init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
    self.file = file
    self.starts = file.lineStarts
    self.bytes = bytes
    self.isASCII = isASCII
    let first = file.location(ofOffset: file.bomLength)
    offset = first.offset
    column = first.column
  }

  mutating func location(ofOffset raw: Int) -> MarkupLocation {
    let target = max(0, min(raw, bytes.count))
    if target < offset {
      return jump(to: target)
    }
    if line + 1 < starts.count, starts[line + 1] <= target {
      // Usually the next line or close to it; a long jump falls back to binary search.
      if line + 8 < starts.count, starts[line + 8] <= target {
        return jump(to: target)
      }
      while line + 1 < starts.count, starts[line + 1] <= target { line += 1 }
      offset = starts[line]
      column = 1
    }
    column +=
      isASCII ? target - offset : ByteSearch.scalarCount(in: bytes, from: offset, to: target)
    offset = target
    return MarkupLocation(line: line + 1, column: column, offset: target)
  }

  private mutating func jump(to target: Int) -> MarkupLocation {
    let fresh = file.location(ofOffset: target)
    line = fresh.line - 1
    offset = fresh.offset
    column = fresh.column
    return fresh
  }
}

private func state(_ ctx: UnsafeMutableRawPointer?)
  -> (xmlParserCtxtPtr, UnsafeMutablePointer<ReaderState>)?
{
  guard let ctx else { return nil }
  let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
  guard let state = ctxt.pointee._private else { return nil }
  return (ctxt, state.assumingMemoryBound(to: ReaderState.self))
}

/// The bytes libxml2 reads through `readInput`, and how far it has read.
private struct InputSource {
  let base: UnsafePointer<UInt8>
  let count: Int
  var position = 0
}

/// libxml2's read callback: copies up to `length` further bytes of the `InputSource` at
/// `context` into `buffer`, returning how many (0 at the end).
private func readInput(
  _ context: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ length: Int32
) -> Int32 {
  guard let context, let buffer, length > 0 else { return 0 }
  let source = context.assumingMemoryBound(to: InputSource.self)
  let n = min(Int(length), source.pointee.count - source.pointee.position)
  UnsafeMutableRawPointer(buffer).copyMemory(
    from: source.pointee.base + source.pointee.position, byteCount: n)
  source.pointee.position += n
  return Int32(n)
}

/// The original byte offset of a pointer into libxml2's copy of the input, if it points into it.
/// libxml2 keeps a window `base...end` of its buffer and counts the bytes dropped before `base` in
/// `consumed`; there is no encoding conversion (UTF-8 in, UTF-8 out), so offsets line up.
private func inputOffset(_ pointer: UnsafePointer<xmlChar>?, _ ctxt: xmlParserCtxtPtr) -> Int? {
  guard let pointer, let input = ctxt.pointee.input, let base = input.pointee.base,
    let end = input.pointee.end, pointer >= base, pointer <= end
  else { return nil }
  return Int(input.pointee.consumed) + (pointer - base)
}

/// Byte offset of the parser's cursor.
private func cursorOffset(_ ctxt: xmlParserCtxtPtr) -> Int {
  inputOffset(ctxt.pointee.input?.pointee.cur, ctxt) ?? Int(stackup_byte_offset(ctxt))
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
  guard let pointer else { return "" }
  return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
}

/// A name as libxml2 hands it over: prefix and local part, both interned in the parser's
/// dictionary, so equal names come as equal pointers.
private struct QualifiedNameKey: Hashable {
  var prefix: UnsafePointer<xmlChar>?
  var local: UnsafePointer<xmlChar>?
}

extension ReaderState {
  /// The `String` for a name, made once per distinct name: elements and attributes repeat a
  /// few names, and decoding each from C (length, UTF-8 check, a new `String`) for every
  /// element and attribute cost more than this lookup.
  mutating func name(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
    let key = QualifiedNameKey(prefix: prefix, local: local)
    // Multiplied, since the dictionary packs names byte by byte: low bits alone would collide.
    let bits = (UInt(bitPattern: local) &+ UInt(bitPattern: prefix) &* 31) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(bits >> (UInt.bitWidth - recentNames.count.trailingZeroBitCount))
    if let recent = recentNames[slot], recent.key == key { return recent.name }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = (prefix.map { string($0) + ":" } ?? "") + string(local)
      names[key] = name
    }
    recentNames[slot] = (key, name)
    return name
  }
}

private func isXMLSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

/// Where one attribute's name and value start in the source.
private struct AttributeSpan {
  var nameStart: Int
  var nameEnd: Int
  var valueOffset: Int

  /// `xmlns` or `xmlns:…`: libxml2 reports these as namespaces, not attributes.
  func isNamespaceDeclaration(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard nameEnd - nameStart >= 5, matches("xmlns", at: nameStart, bytes) else { return false }
    return nameEnd - nameStart == 5 || bytes[nameStart + 5] == UInt8(ascii: ":")
  }

  /// Whether the span's name is `prefix:local` (or `local`), compared with libxml2's
  /// NUL-terminated names in place rather than through a `String`.
  func hasName(
    local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?,
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let local else { return false }
    var i = nameStart
    if let prefix {
      guard let end = matchesCString(prefix, at: i, bytes), end < nameEnd,
        bytes[end] == UInt8(ascii: ":")
      else { return false }
      i = end + 1
    }
    return matchesCString(local, at: i, bytes) == nameEnd
  }

  /// Where the copy of `text` starting at `start` ends, if the name has one there.
  private func matchesCString(
    _ text: UnsafePointer<xmlChar>, at start: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    var i = start
    var k = 0
    while text[k] != 0 {
      guard i < nameEnd, bytes[i] == text[k] else { return nil }
      i += 1
      k += 1
    }
    return i
  }

  private func matches(_ text: StaticString, at start: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = text.utf8CodeUnitCount
    guard start + count <= bytes.count else { return false }
    for k in 0..<count where bytes[start + k] != text.utf8Start[k] { return false }
    return true
  }
}

/// Where each attribute's name and value start in the source, read from the start tag's bytes
/// into `spans` (reused across tags, so no allocation per element).
///
/// libxml2 hands values over decoded, and copies any value that needed decoding (`&amp;`, a tab
/// or a newline), so its pointers cannot locate them. libxml2 has already checked the tag when
/// this runs (`start` is its `<`, `end` the cursor at `>` or `/>`), so a small tokenizer is
/// exact; on a malformed tag the parse fails anyway, and the scan only has to stay in bounds.
private func scanAttributeSpans(
  _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
  into spans: inout [AttributeSpan]
) {
  spans.removeAll(keepingCapacity: true)
  let limit = min(end, bytes.count)
  var i = start + 1
  while i < limit, !isXMLSpace(bytes[i]), bytes[i] != UInt8(ascii: "/"),
    bytes[i] != UInt8(ascii: ">")
  { i += 1 }
  while i < limit {
    while i < limit, isXMLSpace(bytes[i]) { i += 1 }
    guard i < limit, bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: ">") else { break }
    let nameStart = i
    while i < limit, !isXMLSpace(bytes[i]), bytes[i] != UInt8(ascii: "=") { i += 1 }
    let nameEnd = i
    while i < limit, isXMLSpace(bytes[i]) || bytes[i] == UInt8(ascii: "=") { i += 1 }
    guard i < limit, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { break }
    let quote = bytes[i]
    i += 1
    let span = AttributeSpan(nameStart: nameStart, nameEnd: nameEnd, valueOffset: i)
    if !span.isNamespaceDeclaration(bytes) { spans.append(span) }
    i = ByteSearch.firstIndex(
      of: quote, in: UnsafeBufferPointer(rebasing: bytes[..<limit]), from: i)
    i += 1
  }
}

extension ReaderState {
  /// Where an attribute is in the source, found from its value alone when libxml2 hands the
  /// value over as a pointer into its input (it does unless the value needed decoding): the
  /// name ends just before the `=` in front of the opening quote. Scanning every start tag
  /// for its attributes instead (`scanAttributeSpans`) cost 7 ms of a 59 ms parse of 111k
  /// views. Nil when the value was decoded or the bytes there are not this name.
  fileprivate func spanBeforeValue(
    _ value: UnsafePointer<xmlChar>, local: UnsafePointer<xmlChar>?,
    prefix: UnsafePointer<xmlChar>?, _ ctxt: xmlParserCtxtPtr
  ) -> AttributeSpan? {
    guard let local, let valueOffset = inputOffset(value, ctxt), valueOffset >= 1,
      valueOffset <= bytes.count,
      bytes[valueOffset - 1] == UInt8(ascii: "\"") || bytes[valueOffset - 1] == UInt8(ascii: "'")
    else { return nil }
    var i = valueOffset - 2
    while i >= 0, isXMLSpace(bytes[i]) { i -= 1 }
    guard i >= 0, bytes[i] == UInt8(ascii: "=") else { return nil }
    i -= 1
    while i >= 0, isXMLSpace(bytes[i]) { i -= 1 }
    let nameEnd = i + 1
    let length = Int(xmlStrlen(local)) + (prefix.map { Int(xmlStrlen($0)) + 1 } ?? 0)
    guard nameEnd >= length else { return nil }
    let span = AttributeSpan(
      nameStart: nameEnd - length, nameEnd: nameEnd, valueOffset: valueOffset)
    return span.hasName(local: local, prefix: prefix, bytes) ? span : nil
  }
}

/// An attribute value as the document means it. Without entity substitution (which Stackup never
/// turns on: it is the `NOENT` switch), libxml2 2.9.14 hands a value's `&` (from `&amp;` or
/// `&#38;`) over as the five characters `&#38;`, for a tree builder to decode later. A raw `&`
/// cannot reach this point otherwise, so each `&#38;` is one `&`.
///
/// Returns the value's id in `s.values` (its string is `s.values.strings[id]`).
extension ReaderState {
  fileprivate mutating func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    guard ByteSearch.firstIndex(of: UInt8(ascii: "&"), in: bytes, from: 0) < bytes.count else {
      return values.intern(bytes)
    }
    let escape = Array("&#38;".utf8)
    decoded.removeAll(keepingCapacity: true)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "&"), i + escape.count <= bytes.count,
        (0..<escape.count).allSatisfy({ bytes[i + $0] == escape[$0] })
      {
        decoded.append(UInt8(ascii: "&"))
        i += escape.count
      } else {
        decoded.append(bytes[i])
        i += 1
      }
    }
    return decoded.withUnsafeBufferPointer { values.intern($0) }
  }
}

private let onStartElement: startElementNsSAX2Func = {
  ctx, localname, prefix, _, _, _, attributeCount, _, attributes in
  guard let (ctxt, s) = state(ctx) else { return }
  s.pointee.startElement(ctxt, localname, prefix, attributeCount, attributes)
}

extension ReaderState {
  fileprivate mutating func startElement(
    _ ctxt: xmlParserCtxtPtr, _ localname: UnsafePointer<xmlChar>?,
    _ prefix: UnsafePointer<xmlChar>?, _ attributeCount: Int32,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    // The cursor is at the tag's `>` or `/>`; the tag starts at the nearest '<' before it
    // ('<' cannot occur raw inside attribute values, libxml2 has rejected that already).
    let cursor = min(cursorOffset(ctxt), bytes.count - 1)
    let start = max(0, ByteSearch.lastIndex(of: UInt8(ascii: "<"), in: bytes, before: cursor + 1))
    let tagLocation = self.location(start)
    let depth = open.count + 1
    if depth > limits.maxDepth {
      fail(
        Diagnostic(
          id: "limit-depth",
          message:
            "element nesting deeper than \(limits.maxDepth) (raise the limit with --max-depth)",
          at: tagLocation), ctxt)
      return
    }
    // libxml2 has pushed this tag's declarations already; its lookups for this one tag are
    // bounded by the limit plus the tag's own attributes (capped by the pre-scan).
    let namespaces = Int(ctxt.pointee.nsNr) / 2
    if namespaces > limits.maxNamespaceDeclarations {
      fail(
        Diagnostic(
          id: "limit-namespaces",
          message:
            "\(namespaces) namespace declarations in scope, more than the limit of \(limits.maxNamespaceDeclarations) (raise it with --max-namespaces)",
          at: tagLocation), ctxt)
      return
    }
    elementCount += 1
    if elementCount > limits.maxElements {
      fail(
        Diagnostic(
          id: "limit-elements",
          message: "more than \(limits.maxElements) elements (raise the limit with --max-elements)",
          at: tagLocation), ctxt)
      return
    }
    let elementName = self.name(localname, prefix: prefix)
    // Second line of defence; `StartTagScan` has normally stopped such a tag already.
    if Int(attributeCount) > limits.maxAttributesPerElement {
      fail(
        Diagnostic(
          id: "limit-attributes",
          message:
            "element '\(elementName)' has \(attributeCount) attributes, more than the limit of \(limits.maxAttributesPerElement) (raise it with --max-attributes)",
          at: tagLocation), ctxt)
      return
    }
    let attributeStart = tree.attributes.count
    if let attributes, attributeCount > 0 {
      // Scanned only if some value cannot be located from libxml2's pointer (see below).
      var scanned = false
      for i in 0..<Int(attributeCount) {
        let base = i * 5
        let attrName = self.name(attributes[base], prefix: attributes[base + 1])
        guard let valueStart = attributes[base + 3], let valueEnd = attributes[base + 4] else {
          continue
        }
        let length = max(0, valueEnd - valueStart)
        let local = attributes[base]
        let prefix = attributes[base + 1]
        var span = spanBeforeValue(valueStart, local: local, prefix: prefix, ctxt)
        if span == nil {
          // libxml2 lists the attributes in source order without the namespace declarations.
          if !scanned {
            scanAttributeSpans(bytes, from: start, to: cursor, into: &spans)
            scanned = true
          }
          span =
            i < spans.count && spans[i].hasName(local: local, prefix: prefix, bytes)
            ? spans[i] : spans.first { $0.hasName(local: local, prefix: prefix, bytes) }
        }
        let nameOffset = span?.nameStart ?? start
        let valueOffset = span?.valueOffset ?? start
        if length > limits.maxAttributeLength {
          fail(
            Diagnostic(
              id: "limit-attribute-length",
              message:
                "attribute '\(attrName)' is \(length) bytes long, more than the limit of \(limits.maxAttributeLength) (raise it with --max-attribute-length)",
              at: location(valueOffset)), ctxt)
          return
        }
        let valueID = attributeValue(UnsafeBufferPointer(start: valueStart, count: length))
        tree.appendAttribute(
          SyntaxTree.Attribute(
            name: attrName, value: values.strings[Int(valueID)], location: location(nameOffset),
            valueLocation: location(valueOffset), valueID: valueID))
      }
    }
    pendingBlanks.removeAll(keepingCapacity: true)
    let parent = open.last?.element ?? -1
    let index = tree.appendElement(
      name: elementName, location: tagLocation, parent: parent, attributeStart: attributeStart)
    if let last = open.indices.last {
      tree.link(child: index, toParent: parent, after: open[last].lastChild)
      open[last].lastChild = index
    }
    open.append((index, -1))
  }
}

private let onEndElement: endElementNsSAX2Func = { ctx, _, _, _ in
  guard let (_, s) = state(ctx) else { return }
  s.pointee.endElement()
}

extension ReaderState {
  fileprivate mutating func endElement() {
    pendingBlanks.removeAll(keepingCapacity: true)
    _ = open.popLast()
  }
}

/// Where a chunk of character data starts in the source.
///
/// libxml2 passes plain text as a pointer into its input, which locates it exactly. Text it had
/// to rewrite (a CR LF pair becomes LF, a character or entity reference is decoded) arrives in a
/// private buffer, with the cursor just after the chunk's source; then match the chunk backwards
/// against the source (CR LF → LF is the only rewrite inside such a chunk), or for a reference,
/// find its `&`.
extension ReaderState {
  fileprivate func textOffset(_ chunk: UnsafeBufferPointer<UInt8>, _ ctxt: xmlParserCtxtPtr) -> Int
  {
    if let base = chunk.baseAddress, let offset = inputOffset(base, ctxt) { return offset }
    let end = min(cursorOffset(ctxt), bytes.count)
    /// The chunk's start if its source ends at `sourceEnd`.
    func matchBackwards(endingAt sourceEnd: Int) -> Int? {
      var i = sourceEnd
      var j = chunk.count
      while j > 0, i > 0 {
        i -= 1
        let b = bytes[i]
        let d = chunk[j - 1]
        if b == d {
          j -= 1
        } else if b == 0x0D, d == 0x0A, !(i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
          j -= 1  // a lone CR, read as LF
        } else if b == 0x0D {
          continue  // the CR of a CR LF pair
        } else {
          return nil
        }
      }
      return j == 0 ? i : nil
    }
    func source(_ text: String, endsAt offset: Int) -> Bool {
      let marker = Array(text.utf8)
      return offset >= marker.count
        && (0..<marker.count).allSatisfy { bytes[offset - marker.count + $0] == marker[$0] }
    }
    if let start = matchBackwards(endingAt: end) { return start }
    // A CDATA section: the cursor is past its `]]>`.
    if source("]]>", endsAt: end), let start = matchBackwards(endingAt: end - 3) { return start }
    // A decoded reference such as `&lt;` or `&#65;`: it ends at the cursor.
    if source(";", endsAt: end) {
      var amp = end - 2
      while amp > 0, end - amp < 40, bytes[amp] != UInt8(ascii: "&") { amp -= 1 }
      if bytes[max(0, amp)] == UInt8(ascii: "&") { return amp }
    }
    return end
  }
}

private let onCharacters: charactersSAXFunc = { ctx, characters, length in
  guard let (ctxt, s) = state(ctx), let characters else { return }
  s.pointee.characters(ctxt, characters, length)
}

extension ReaderState {
  fileprivate mutating func characters(
    _ ctxt: xmlParserCtxtPtr, _ characters: UnsafePointer<xmlChar>, _ length: Int32
  ) {
    guard let current = open.last?.element else { return }
    let buffer = UnsafeBufferPointer(start: characters, count: Int(length))
    let existing = tree.elements[Int(current)].text
    if existing.isEmpty, buffer.allSatisfy(isXMLSpace) {
      // Indentation between elements is dropped, but libxml2 splits a run like "  &lt;x" into
      // "  " and "<x", so keep leading blanks until a child or the end tag shows what they were.
      pendingBlanks += buffer
      return
    }
    if !pendingBlanks.isEmpty, existing.isEmpty {
      let blanks = pendingBlanks
      pendingBlanks.removeAll(keepingCapacity: true)
      tree.appendText(String(decoding: blanks, as: UTF8.self), to: current, firstVisibleAt: nil)
    }
    if existing.utf8.count + buffer.count > limits.maxTextLength {
      fail(
        Diagnostic(
          id: "limit-text-length",
          message:
            "text is longer than the limit of \(limits.maxTextLength) bytes (raise it with --max-text-length)",
          at: location(textOffset(buffer, ctxt))), ctxt)
      return
    }
    // Only the first visible character's location is kept, so only that chunk is located.
    var visible: MarkupLocation?
    if tree.elements[Int(current)].textLocation == nil, buffer.contains(where: { !isXMLSpace($0) })
    {
      var offset = textOffset(buffer, ctxt)
      while offset < bytes.count, isXMLSpace(bytes[offset]) { offset += 1 }
      visible = location(offset)
    }
    tree.appendText(String(decoding: buffer, as: UTF8.self), to: current, firstVisibleAt: visible)
  }
}

private let onInternalSubset: internalSubsetSAXFunc = { ctx, _, _, _ in
  guard let (ctxt, s) = state(ctx) else { return }
  s.pointee.internalSubset(ctxt)
}

extension ReaderState {
  fileprivate mutating func internalSubset(_ ctxt: xmlParserCtxtPtr) {
    var start = min(cursorOffset(ctxt), bytes.count - 1)
    let marker = Array("<!DOCTYPE".utf8)
    while start > 0,
      !(start + marker.count <= bytes.count
        && (0..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }))
    {
      start -= 1
    }
    fail(
      Diagnostic(
        id: "doctype",
        message: "<!DOCTYPE> is not allowed: Stackup markup has no DTD and loads no entities",
        at: location(start), length: marker.count), ctxt)
  }
}

private let onError: xmlStructuredErrorFunc = { ctx, error in
  guard let error, let (_, s) = state(ctx) else { return }
  s.pointee.error(error)
}

extension ReaderState {
  fileprivate mutating func error(_ error: UnsafePointer<xmlError>) {
    let e = error.pointee
    guard e.level.rawValue >= XML_ERR_ERROR.rawValue, e.code != Int32(XML_ERR_USER_STOP.rawValue)
    else {
      return
    }
    if firstError != nil {
      laterXMLErrors += 1
      return
    }
    var message = e.message.map { String(cString: $0) } ?? "malformed XML"
    message =
      message.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? message
    message = message.trimmingTrailingSpaces()
    var location = tree.file.location(line: max(1, Int(e.line)), column: max(1, Int(e.int2)))
    var length = 1
    // libxml2's column is usually just past the offending token; for the common mistakes, move
    // the caret back onto the token itself (same line only) and say what to do.
    let file = tree.file
    func back(to marker: [UInt8], within: Int = 200) -> MarkupLocation? {
      let lineStart = file.lineStarts[location.line - 1]
      var i = min(location.offset, bytes.count) - 1
      while i >= max(lineStart, location.offset - within) {
        if i + marker.count <= bytes.count,
          (0..<marker.count).allSatisfy({ bytes[i + $0] == marker[$0] })
        {
          return file.location(ofOffset: i)
        }
        i -= 1
      }
      return nil
    }
    switch Int(e.code) {
    case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
      if let tag = back(to: Array("</".utf8)) {
        length = location.offset - tag.offset
        location = tag
      }
    case Int(XML_ERR_NAME_REQUIRED.rawValue) where message.contains("EntityRef"):
      if let amp = back(to: [UInt8(ascii: "&")], within: 2) {
        location = amp
        message = "'&' must be written as &amp; (\(message))"
      }
    case Int(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue), Int(XML_ERR_UNDECLARED_ENTITY.rawValue),
      Int(XML_WAR_UNDECLARED_ENTITY.rawValue):
      if let amp = back(to: [UInt8(ascii: "&")], within: 60) {
        length = max(1, location.offset - amp.offset)
        location = amp
        if e.code == Int32(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue) {
          message = "'&' must be written as &amp; (\(message))"
        }
      }
    case Int(XML_NS_ERR_UNDEFINED_NAMESPACE.rawValue):
      if let tag = back(to: [UInt8(ascii: "<")]) {
        length = max(1, location.offset - tag.offset)
        location = tag
      }
    default:
      break
    }
    firstError = Diagnostic(
      id: "xml", message: "malformed XML: " + message, at: location, length: length)
    firstErrorIsXML = true
  }
}

/// Refuses every external entity or DTD load (belt and braces: DOCTYPE is already rejected).
/// It also keeps libxml2 from printing "failed to load external entity" to stderr.
private let denyExternalLoads: xmlExternalEntityLoader = { _, _, _ in nil }

/// One-time process setup, done lazily and thread-safely by Swift's global initialisation.
private let libxml2Initialised: Bool = {
  xmlInitParser()
  xmlSetExternalEntityLoader(denyExternalLoads)
  return true
}()

enum LibXML2Reader {
  /// libxml2 options: no network, no error printing, CDATA as text, big line numbers, and
  /// `HUGE` only so that Stackup's own (configurable) depth limit rules instead of libxml2's
  /// fixed 256. `HUGE` also lifts libxml2's entity amplification guard, which is safe only
  /// because no entity can be declared (any DOCTYPE stops the parse); it lifts the 10 MB text and
  /// attribute caps too, which `MarkupLimits` replaces. Never add `NOENT`, `DTDLOAD`, `DTDATTR`,
  /// `DTDVALID`, `XINCLUDE` or `RECOVER`.
  static let options: Int32 = Int32(
    XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
      | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue
      | XML_PARSE_HUGE.rawValue)

  /// `isASCII`: whether every byte of the file is ASCII (`EncodingCheck` finds out).
  static func read(
    _ file: SourceFile, limits: MarkupLimits, isASCII: Bool
  ) throws(DiagnosticError) -> SyntaxTree {
    precondition(libxml2Initialised)
    guard file.bytes.count < Int(Int32.max) else {
      throw DiagnosticError(
        Diagnostic(
          id: "limit-input-size", message: "input is too large for libxml2 (2 GiB)", at: nil))
    }
    // The NUL after the bytes (`SourceBytes`) is readable: libxml2 stops at it.
    let result: Result<SyntaxTree, DiagnosticError> = file.bytes.withUnsafeBufferPointer {
      bytes in
      // libxml2 parses only the bytes before a start tag with too many attributes.
      let scan = StartTagScan.scan(limit: limits.maxAttributesPerElement, in: bytes)
      let violation = scan.violation
      let attributeError = violation.map { v in
        Diagnostic(
          id: "limit-attributes",
          message:
            "element '\(v.name)' has \(v.attributeCount) attributes, more than the limit of \(limits.maxAttributesPerElement) (raise it with --max-attributes)",
          at: file.location(ofOffset: v.offset), length: 1 + v.name.utf8.count)
      }
      let parsedCount = violation?.offset ?? bytes.count
      if let attributeError, parsedCount == 0 { return .failure(DiagnosticError(attributeError)) }

      var state = ReaderState(file: file, limits: limits, bytes: bytes, isASCII: isASCII)
      state.tree.reserveCapacity(
        elements: min(scan.startTags, limits.maxElements),
        attributes: min(scan.attributes, bytes.count / 4))
      guard let ctxt = xmlNewParserCtxt() else {
        return .failure(
          DiagnosticError(Diagnostic(id: "xml", message: "libxml2 could not start", at: nil)))
      }
      let savedGenericErrors = stackup_silence_generic_errors()
      defer {
        if let doc = ctxt.pointee.myDoc { xmlFreeDoc(doc) }
        ctxt.pointee.myDoc = nil
        xmlFreeParserCtxt(ctxt)
        stackup_restore_generic_errors(savedGenericErrors)
      }
      _ = xmlCtxtUseOptions(ctxt, options)
      if let sax = ctxt.pointee.sax {
        sax.pointee.startElementNs = onStartElement
        sax.pointee.endElementNs = onEndElement
        sax.pointee.characters = onCharacters
        sax.pointee.cdataBlock = onCharacters
        sax.pointee.ignorableWhitespace = onCharacters
        sax.pointee.internalSubset = onInternalSubset
        sax.pointee.serror = onError
        sax.pointee.error = nil
        sax.pointee.warning = nil
        sax.pointee.fatalError = nil
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.reference = nil
        // Nothing that could declare or load anything, even if a DOCTYPE got through.
        sax.pointee.externalSubset = nil
        sax.pointee.resolveEntity = nil
        sax.pointee.entityDecl = nil
        sax.pointee.unparsedEntityDecl = nil
        sax.pointee.attributeDecl = nil
        sax.pointee.elementDecl = nil
        sax.pointee.notationDecl = nil
      }
      // Read through a callback, as libxml2 reads files: it pulls a few KiB at a time into a
      // small window it slides along. `xmlParserInputBufferCreateMem` instead copied the whole
      // input into a buffer of its own first (11 MB of fresh memory for 111k views, 113 MB for
      // 1.1M, each page zeroed before the copy). The in-place alternative,
      // `xmlParserInputBufferCreateStatic`, misparses in libxml2 2.9.14 once the window shrinks
      // (past ~500 bytes it re-reads earlier bytes: 100 nested elements came back as 173).
      let source = UnsafeMutablePointer<InputSource>.allocate(capacity: 1)
      source.initialize(to: InputSource(base: bytes.baseAddress!, count: parsedCount))
      defer { source.deallocate() }
      let context = UnsafeMutableRawPointer(source)
      guard
        let input = xmlParserInputBufferCreateIO(
          readInput, nil, context, XML_CHAR_ENCODING_UTF8),
        let stream = xmlNewIOInputStream(ctxt, input, XML_CHAR_ENCODING_UTF8)
      else {
        return .failure(
          DiagnosticError(
            Diagnostic(id: "xml", message: "libxml2 could not read the input", at: nil)))
      }
      _ = inputPush(ctxt, stream)
      withUnsafeMutablePointer(to: &state) { state in
        ctxt.pointee._private = UnsafeMutableRawPointer(state)
        _ = xmlParseDocument(ctxt)
        ctxt.pointee._private = nil
      }
      if let attributeError {
        // libxml2 saw a truncated document: its errors at or after the cut are artefacts.
        if let first = state.firstError, let at = first.location,
          at.offset < parsedCount || !state.firstErrorIsXML
        {
          return .failure(DiagnosticError(first))
        }
        return .failure(DiagnosticError(attributeError))
      }
      if var first = state.firstError {
        if state.firstErrorIsXML, state.laterXMLErrors > 0 {
          first.message += " (+\(state.laterXMLErrors) more)"
        }
        return .failure(DiagnosticError(first))
      }
      if ctxt.pointee.wellFormed == 0 || state.tree.elements.isEmpty {
        return .failure(DiagnosticError(Diagnostic(id: "xml", message: "malformed XML", at: nil)))
      }
      return .success(state.tree.finish())
    }
    return try result.get()
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while let last = s.last, last == " " || last == "\n" || last == "\t" { s = s.dropLast() }
    return String(s)
  }
}
