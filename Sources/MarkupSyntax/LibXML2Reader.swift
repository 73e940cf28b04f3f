// The only file that sees libxml2. It drives libxml2's SAX2 parser over the input bytes in
// place (no copy, no DOM) and builds the flat `SyntaxTree` directly, enforcing `MarkupLimits`
// as elements arrive. Nothing of libxml2 leaves this file.
internal import CLibXML2

/// Parser state reachable from the C callbacks through `ctxt->_private`.
private final class ReaderState {
  var tree: SyntaxTree
  let limits: MarkupLimits
  /// Open elements, innermost last, with the last child appended to each.
  var open: [(element: Int32, lastChild: Int32)] = []
  var elementCount = 0
  /// A limit or policy violation found by a callback; it wins over libxml2's own errors.
  var policyError: Diagnostic?
  /// libxml2's first error and how many followed it.
  var firstXMLError: Diagnostic?
  var laterXMLErrors = 0
  let base: UnsafePointer<UInt8>
  let count: Int

  init(file: SourceFile, limits: MarkupLimits, base: UnsafePointer<UInt8>, count: Int) {
    tree = SyntaxTree(file: file)
    self.limits = limits
    self.base = base
    self.count = count
  }

  /// Byte offset of a pointer into the input, if it points into it (libxml2 parses our bytes in
  /// place, so attribute values and the cursor are pointers into them).
  func offset(of pointer: UnsafePointer<xmlChar>?) -> Int? {
    guard let pointer else { return nil }
    let raw = UnsafeRawPointer(pointer)
    let start = UnsafeRawPointer(base)
    guard raw >= start, raw <= start + count else { return nil }
    return raw - start
  }

  func fail(_ diagnostic: Diagnostic, _ ctxt: xmlParserCtxtPtr) {
    if policyError == nil { policyError = diagnostic }
    xmlStopParser(ctxt)
  }
}

private func state(_ ctx: UnsafeMutableRawPointer?) -> (xmlParserCtxtPtr, ReaderState)? {
  guard let ctx else { return nil }
  let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
  guard let box = ctxt.pointee._private else { return nil }
  return (ctxt, Unmanaged<ReaderState>.fromOpaque(box).takeUnretainedValue())
}

/// Current byte offset of the parser's cursor.
private func cursorOffset(_ ctxt: xmlParserCtxtPtr, _ s: ReaderState) -> Int {
  s.offset(of: ctxt.pointee.input?.pointee.cur) ?? Int(stackup_byte_offset(ctxt))
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
  guard let pointer else { return "" }
  return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
}

private let onStartElement: startElementNsSAX2Func = {
  ctx, localname, prefix, _, _, _, attributeCount, _, attributes in
  guard let (ctxt, s) = state(ctx) else { return }
  let cursor = cursorOffset(ctxt, s)
  // The tag starts at the nearest '<' before the cursor ('<' cannot occur raw in attributes).
  var start = min(cursor, s.count - 1)
  while start > 0, s.base[start] != UInt8(ascii: "<") { start -= 1 }
  let location = s.tree.file.location(ofOffset: start)
  let depth = s.open.count + 1
  if depth > s.limits.maxDepth {
    s.fail(
      Diagnostic(
        id: "limit-depth",
        message: "element nesting deeper than \(s.limits.maxDepth) (raise the limit with --max-depth)",
        at: location), ctxt)
    return
  }
  s.elementCount += 1
  if s.elementCount > s.limits.maxElements {
    s.fail(
      Diagnostic(
        id: "limit-elements",
        message: "more than \(s.limits.maxElements) elements (raise the limit with --max-elements)",
        at: location), ctxt)
    return
  }
  if Int(attributeCount) > s.limits.maxAttributesPerElement {
    s.fail(
      Diagnostic(
        id: "limit-attributes",
        message:
          "element has \(attributeCount) attributes, more than the limit of \(s.limits.maxAttributesPerElement)",
        at: location), ctxt)
    return
  }
  var name = string(localname)
  if let prefix { name = string(prefix) + ":" + name }
  var parsed: [SyntaxTree.Attribute] = []
  if let attributes, attributeCount > 0 {
    parsed.reserveCapacity(Int(attributeCount))
    for i in 0..<Int(attributeCount) {
      let base = i * 5
      var attrName = string(attributes[base])
      if let attrPrefix = attributes[base + 1] { attrName = string(attrPrefix) + ":" + attrName }
      guard let valueStart = attributes[base + 3], let valueEnd = attributes[base + 4] else { continue }
      let length = valueEnd - valueStart
      let valueOffset = s.offset(of: valueStart) ?? start
      if length > s.limits.maxAttributeLength {
        s.fail(
          Diagnostic(
            id: "limit-attribute-length",
            message:
              "attribute '\(attrName)' is \(length) bytes long, more than the limit of \(s.limits.maxAttributeLength)",
            at: s.tree.file.location(ofOffset: valueOffset)), ctxt)
        return
      }
      let value = String(
        decoding: UnsafeBufferPointer(start: valueStart, count: max(0, length)), as: UTF8.self)
      // The attribute name sits before '=' and the quote; search back from the value.
      var nameOffset = valueOffset - 2
      while nameOffset > start, s.base[nameOffset] != UInt8(ascii: "=") { nameOffset -= 1 }
      nameOffset -= 1
      while nameOffset > start, s.base[nameOffset] == 0x20 || s.base[nameOffset] == 0x0A
        || s.base[nameOffset] == 0x09 || s.base[nameOffset] == 0x0D
      {
        nameOffset -= 1
      }
      nameOffset -= max(0, attrName.utf8.count - 1)
      parsed.append(
        SyntaxTree.Attribute(
          name: attrName, value: value,
          location: s.tree.file.location(ofOffset: max(start, nameOffset)),
          valueLocation: s.tree.file.location(ofOffset: valueOffset)))
    }
  }
  let parent = s.open.last?.element ?? -1
  let index = s.tree.appendElement(name: name, location: location, parent: parent, attributes: parsed)
  if let last = s.open.indices.last {
    s.tree.link(child: index, toParent: parent, after: s.open[last].lastChild)
    s.open[last].lastChild = index
  }
  s.open.append((index, -1))
}

private let onEndElement: endElementNsSAX2Func = { ctx, _, _, _ in
  guard let (_, s) = state(ctx) else { return }
  _ = s.open.popLast()
}

private let onCharacters: charactersSAXFunc = { ctx, characters, length in
  guard let (ctxt, s) = state(ctx), let characters, let current = s.open.last?.element else {
    return
  }
  let buffer = UnsafeBufferPointer(start: characters, count: Int(length))
  let existing = s.tree.elements[Int(current)].text
  if existing.isEmpty, buffer.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
    return  // indentation between elements
  }
  if existing.utf8.count + buffer.count > s.limits.maxTextLength {
    s.fail(
      Diagnostic(
        id: "limit-text-length",
        message: "text is longer than the limit of \(s.limits.maxTextLength) bytes",
        at: s.tree.file.location(ofOffset: s.offset(of: characters) ?? cursorOffset(ctxt, s))), ctxt)
    return
  }
  let offset = s.offset(of: characters) ?? cursorOffset(ctxt, s)
  s.tree.appendText(
    String(decoding: buffer, as: UTF8.self), to: current,
    at: s.tree.file.location(ofOffset: offset))
}

private let onInternalSubset: internalSubsetSAXFunc = { ctx, _, _, _ in
  guard let (ctxt, s) = state(ctx) else { return }
  var start = min(cursorOffset(ctxt, s), s.count - 1)
  let marker = Array("<!DOCTYPE".utf8)
  while start > 0, !(s.base[start] == UInt8(ascii: "<") && start + marker.count <= s.count
    && (0..<marker.count).allSatisfy({ s.base[start + $0] == marker[$0] }))
  {
    start -= 1
  }
  s.fail(
    Diagnostic(
      id: "doctype",
      message: "<!DOCTYPE> is not allowed: Stackup markup has no DTD and loads no entities",
      at: s.tree.file.location(ofOffset: start)), ctxt)
}

private let onError: xmlStructuredErrorFunc = { ctx, error in
  guard let error, let ctx else { return }
  let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
  guard let box = ctxt.pointee._private else { return }
  let s = Unmanaged<ReaderState>.fromOpaque(box).takeUnretainedValue()
  let e = error.pointee
  guard e.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
  if s.firstXMLError != nil {
    s.laterXMLErrors += 1
    return
  }
  var message = e.message.map { String(cString: $0) } ?? "malformed XML"
  message = message.split(whereSeparator: { $0 == "\n" }).first.map(String.init) ?? message
  message = message.trimmingTrailingSpaces()
  let line = max(1, Int(e.line))
  let column = max(1, Int(e.int2))
  let lineStart = line <= s.tree.file.lineStarts.count ? s.tree.file.lineStarts[line - 1] : 0
  s.firstXMLError = Diagnostic(
    id: "xml", message: "malformed XML: " + message,
    at: SourceLocation(line: line, column: column, offset: lineStart))
}

/// Refuses every external entity or DTD load (belt and braces: DOCTYPE is already rejected).
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
  /// fixed 256; entity expansion cannot happen because any DOCTYPE stops the parse.
  static let options: Int32 = Int32(
    XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
      | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue
      | XML_PARSE_HUGE.rawValue)

  static func read(_ file: SourceFile, limits: MarkupLimits) throws(DiagnosticError) -> SyntaxTree {
    precondition(libxml2Initialised)
    guard file.terminated.count < Int(Int32.max) else {
      throw DiagnosticError(Diagnostic(id: "limit-input-size", message: "input is too large", at: nil))
    }
    let result: Result<SyntaxTree, DiagnosticError> = file.terminated.withUnsafeBufferPointer { terminated in
      let base = terminated.baseAddress!
      let buffer = UnsafeBufferPointer(rebasing: terminated.dropLast())
      let state = ReaderState(file: file, limits: limits, base: base, count: buffer.count)
      guard let ctxt = xmlNewParserCtxt() else {
        return .failure(DiagnosticError(Diagnostic(id: "xml", message: "libxml2 could not start", at: nil)))
      }
      defer {
        if let doc = ctxt.pointee.myDoc { xmlFreeDoc(doc) }
        ctxt.pointee.myDoc = nil
        xmlFreeParserCtxt(ctxt)
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
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.reference = nil
      }
      let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
      guard let input = xmlParserInputBufferCreateStatic(raw, Int32(buffer.count), XML_CHAR_ENCODING_UTF8),
        let stream = xmlNewIOInputStream(ctxt, input, XML_CHAR_ENCODING_UTF8)
      else {
        return .failure(DiagnosticError(Diagnostic(id: "xml", message: "libxml2 could not read the input", at: nil)))
      }
      _ = inputPush(ctxt, stream)
      return withExtendedLifetime(state) {
        ctxt.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        _ = xmlParseDocument(ctxt)
        ctxt.pointee._private = nil
        if let policy = state.policyError { return .failure(DiagnosticError(policy)) }
        if var first = state.firstXMLError {
          if state.laterXMLErrors > 0 { first.message += " (+\(state.laterXMLErrors) more)" }
          first.location = first.location.map { location in
            let lineStart = file.lineStarts[min(location.line, file.lineStarts.count) - 1]
            return SourceLocation(line: location.line, column: location.column, offset: lineStart)
          }
          return .failure(DiagnosticError(first))
        }
        if ctxt.pointee.wellFormed == 0 || state.tree.elements.isEmpty {
          return .failure(DiagnosticError(Diagnostic(id: "xml", message: "malformed XML", at: nil)))
        }
        return .success(state.tree)
      }
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
