import Interpreter
import LayoutEngine
public import MarkupSyntax

extension LayoutSpec {
  /// The root element's name that marks an XML file as a spec.
  package static let rootElementName = "LayoutSpec"

  /// Reads a spec file. The XML is parsed by MarkupSyntax (libxml2 stays behind it); the
  /// Preview's content is not interpreted here, only when the spec runs, so a spec about
  /// invalid markup still loads.
  ///
  /// - Throws: every problem with the spec's own structure at once, each located in the file
  ///   (unknown elements or attributes, missing `source`/`trust`, numbers that are not numbers).
  public static func load(_ file: SourceFile) throws(DiagnosticError) -> LayoutSpec {
    try load(file, limits: .default)
  }

  /// `load(_:)` with the parser's limits given (the command line's `--max-*` options).
  package static func load(_ file: SourceFile, limits: MarkupLimits) throws(DiagnosticError)
    -> LayoutSpec
  {
    let syntax = try SyntaxTree.parse(file, limits: limits)
    let reader = SpecReader(syntax: syntax)
    var spec = reader.read()
    if !reader.diagnostics.isEmpty { throw DiagnosticError(reader.diagnostics) }
    spec!.syntaxLimits = limits
    return spec!
  }

  /// Whether a file looks like a spec (it mentions a `<LayoutSpec` element). Directory
  /// discovery uses this cheap test so that plain markup files next to specs are ignored,
  /// while a malformed spec is still picked up and reported.
  package static func looksLikeSpec(_ file: SourceFile) -> Bool {
    let needle = Array("<\(rootElementName)".utf8)
    let bytes = file.bytes
    guard bytes.count >= needle.count else { return false }
    var i = bytes.startIndex
    while i + needle.count <= bytes.endIndex {
      if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
      i += 1
    }
    return false
  }
}

/// Walks a parsed spec and collects located diagnostics about its structure.
private final class SpecReader {
  let syntax: SyntaxTree
  var diagnostics: [Diagnostic] = []

  init(syntax: SyntaxTree) { self.syntax = syntax }

  func error(_ id: String, _ message: String, at location: MarkupLocation?, length: Int = 1) {
    diagnostics.append(Diagnostic(.error, id: id, message: message, at: location, length: length))
  }

  /// Where an element's name starts (one past its `<`), for underlining the name.
  func nameLocation(_ element: Int32) -> MarkupLocation {
    let location = syntax.element(element).location
    return syntax.file.location(ofOffset: location.offset + 1)
  }

  func read() -> LayoutSpec? {
    let root = syntax.root
    let rootNode = syntax.element(root)
    guard rootNode.name == LayoutSpec.rootElementName else {
      error(
        "spec-root",
        "not a layout spec: the root element is '\(rootNode.name)', expected '\(LayoutSpec.rootElementName)'",
        at: nameLocation(root), length: rootNode.name.count)
      return nil
    }
    let attributes = attributeMap(
      root, allowed: SpecVocabulary.attributes(of: LayoutSpec.rootElementName))
    let source = required("source", of: root, in: attributes)
    var trust: LayoutSpec.Trust? = nil
    if let trustAttribute = required("trust", of: root, in: attributes) {
      trust = LayoutSpec.Trust(rawValue: SpecNumber.trim(trustAttribute.value))
      if trust == nil {
        error(
          "spec-bad-value",
          "trust must be one of \(LayoutSpec.Trust.allCases.map(\.rawValue).joined(separator: ", ")), not '\(trustAttribute.value)'",
          at: trustAttribute.valueLocation, length: trustAttribute.value.count)
      }
    }
    let tolerance = self.tolerance(attributes["tolerance"]) ?? 0.01
    checkNoText(root)

    var note: String? = nil
    var skipReason: String? = nil
    var preview: Int32? = nil
    var expectElements: [Int32] = []
    var expectedDiagnostics: [ExpectedDiagnostic] = []
    for child in syntax.children(of: root) {
      let node = syntax.element(child)
      switch node.name {
      case "Note":
        _ = attributeMap(child, allowed: SpecVocabulary.attributes(of: "Note"))
        for grandchild in syntax.children(of: child) {
          error("spec-unexpected-child", "'Note' holds text only", at: nameLocation(grandchild))
        }
        let text = SpecNumber.trim(node.text)
        note = note.map { $0 + "\n" + text } ?? text
      case "Preview":
        if preview != nil {
          error(
            "spec-duplicate", "a spec has exactly one 'Preview'", at: nameLocation(child), length: 7
          )
        } else {
          preview = child
        }
      case "Expect":
        expectElements.append(child)
      case "ExpectDiagnostic":
        if let expected = readExpectedDiagnostic(child) { expectedDiagnostics.append(expected) }
      case "Skip":
        let skipAttributes = attributeMap(child, allowed: SpecVocabulary.attributes(of: "Skip"))
        if skipReason != nil {
          error(
            "spec-duplicate", "a spec has at most one 'Skip'", at: nameLocation(child), length: 4)
        }
        if let reason = required("reason", of: child, in: skipAttributes) {
          skipReason = reason.value
        }
      default:
        error(
          "spec-unknown-element",
          "unknown spec element '\(node.name)'; a LayoutSpec holds Note, Preview, Expect, ExpectDiagnostic and Skip",
          at: nameLocation(child), length: node.name.count)
      }
    }
    guard let preview else {
      error(
        "spec-missing-preview", "the spec has no 'Preview' element with the markup to lay out",
        at: nameLocation(root))
      return nil
    }
    let previewAttributes = syntax.attributes(of: preview)
    func previewLength(_ name: String) -> Double? {
      previewAttributes.first(where: { $0.name == name }).flatMap { SpecNumber.parse($0.value) }
    }
    // A device preset sizes the screen unless width or height is given (semantics §7.7).
    let device = previewAttributes.first(where: { $0.name == "device" }).flatMap {
      DevicePresets.screenSize(named: $0.value)
    }
    let previewProposal = ProposedViewSize(
      width: previewLength("width") ?? device?.width,
      height: previewLength("height") ?? device?.height)
    let expectations = expectElements.compactMap {
      readExpectation($0, fallback: previewProposal, tolerance: tolerance)
    }
    guard let source, let trust, diagnostics.isEmpty else { return nil }
    let scanner = TagScanner(syntax.file)
    let previewEnd: Int
    if let closing = scanner.closingTag(
      named: "Preview", after: syntax.element(preview).location.offset)
    {
      previewEnd = scanner.startTagEnd(from: closing).end
    } else {
      previewEnd = scanner.startTagEnd(from: syntax.element(preview).location.offset).end
    }
    return LayoutSpec(
      file: syntax.file, syntax: syntax, source: source.value, trust: trust, tolerance: tolerance,
      note: note, skipReason: skipReason, preview: preview, previewProposal: previewProposal,
      expectations: expectations, expectedDiagnostics: expectedDiagnostics, previewEnd: previewEnd)
  }

  // MARK: Elements

  private func readExpectation(_ element: Int32, fallback: ProposedViewSize, tolerance: Double)
    -> Expectation?
  {
    let attributes = attributeMap(element, allowed: SpecVocabulary.attributes(of: "Expect"))
    checkNoText(element)
    var proposal = fallback
    for (name, axis) in [("width", Axis.horizontal), ("height", Axis.vertical)] {
      guard let attribute = attributes[name] else { continue }
      if SpecNumber.trim(attribute.value) == "nil" {
        proposal[axis] = nil
      } else if let value = SpecNumber.parse(attribute.value), value >= 0 {
        proposal[axis] = value
      } else {
        badNumber(attribute, "a length of at least 0, inf, or nil (unspecified)")
      }
    }
    let blockTolerance = self.tolerance(attributes["tolerance"]) ?? tolerance
    var frames: [ExpectedFrame] = []
    var seen: Set<String> = []
    for child in syntax.children(of: element) {
      let node = syntax.element(child)
      guard node.name == "Frame" else {
        error(
          "spec-unknown-element", "unknown element '\(node.name)' in 'Expect'; expected 'Frame'",
          at: nameLocation(child), length: node.name.count)
        continue
      }
      guard let frame = readFrame(child, tolerance: blockTolerance) else { continue }
      if !seen.insert(frame.id).inserted {
        error(
          "spec-duplicate", "this 'Expect' already has a Frame for '\(frame.id)'",
          at: nameLocation(child), length: 5)
        continue
      }
      frames.append(frame)
    }
    var displayFrames = false
    if let attribute = attributes["frames"] {
      switch SpecNumber.trim(attribute.value) {
      case "display": displayFrames = true
      case "layout": displayFrames = false
      default:
        error(
          "spec-bad-value", "frames is layout or display, not '\(attribute.value)'",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
      }
    }
    return Expectation(
      proposal: proposal, tolerance: blockTolerance, frames: frames,
      displayFrames: displayFrames, element: element,
      location: syntax.element(element).location)
  }

  private func readFrame(_ element: Int32, tolerance: Double) -> ExpectedFrame? {
    let attributes = attributeMap(element, allowed: SpecVocabulary.attributes(of: "Frame"))
    checkNoText(element)
    for child in syntax.children(of: element) {
      error("spec-unexpected-child", "'Frame' has no children", at: nameLocation(child))
    }
    guard let id = required("id", of: element, in: attributes) else { return nil }
    // Read in FrameField's order (x, y, width, height), so bad numbers are reported in it;
    // straight into the frame, where a dictionary of the four cost a tenth of loading a spec.
    func value(_ field: FrameField) -> Double? {
      guard let attribute = attributes[field.rawValue] else { return nil }
      guard let value = SpecNumber.parse(attribute.value) else {
        badNumber(attribute, "a number (or inf)")
        return nil
      }
      return value
    }
    let (x, y, width, height) = (value(.x), value(.y), value(.width), value(.height))
    return ExpectedFrame(
      id: id.value, x: x, y: y, width: width, height: height,
      tolerance: self.tolerance(attributes["tolerance"]) ?? tolerance, element: element,
      location: syntax.element(element).location)
  }

  private func readExpectedDiagnostic(_ element: Int32) -> ExpectedDiagnostic? {
    let attributes = attributeMap(
      element, allowed: SpecVocabulary.attributes(of: "ExpectDiagnostic"))
    checkNoText(element)
    func positiveInteger(_ name: String) -> Int? {
      guard let attribute = attributes[name] else { return nil }
      guard let value = Int(SpecNumber.trim(attribute.value)), value >= 1 else {
        badNumber(attribute, "a whole number from 1")
        return nil
      }
      return value
    }
    var match = ExpectedDiagnostic.Match.substring
    if let attribute = attributes["match"] {
      if let value = ExpectedDiagnostic.Match(rawValue: SpecNumber.trim(attribute.value)) {
        match = value
      } else {
        error(
          "spec-bad-value", "match must be substring or exact, not '\(attribute.value)'",
          at: attribute.valueLocation)
      }
    }
    var severity = DiagnosticSeverity.error
    if let attribute = attributes["severity"] {
      if let value = DiagnosticSeverity(rawValue: SpecNumber.trim(attribute.value)) {
        severity = value
      } else {
        error(
          "spec-bad-value", "severity must be error, warning or note, not '\(attribute.value)'",
          at: attribute.valueLocation)
      }
    }
    let expected = ExpectedDiagnostic(
      message: attributes["message"]?.value, match: match, line: positiveInteger("line"),
      column: positiveInteger("column"), code: attributes["code"]?.value, severity: severity,
      location: syntax.element(element).location)
    if expected.message == nil, expected.code == nil {
      error(
        "spec-missing-attribute",
        "'ExpectDiagnostic' needs a message or a code to recognise the diagnostic by",
        at: nameLocation(element), length: 16)
      return nil
    }
    return expected
  }

  // MARK: Attributes

  /// The element's attributes by name; reports any not in `allowed`.
  private func attributeMap(_ element: Int32, allowed: [String]) -> [String: SyntaxTree.Attribute] {
    let attributes = syntax.attributes(of: element)
    // Room for all at once: grown from empty, a Frame's five resized the map three times, a
    // sixth of loading a spec.
    var map: [String: SyntaxTree.Attribute] = .init(minimumCapacity: attributes.count)
    let name = syntax.element(element).name
    for attribute in attributes {
      guard allowed.contains(attribute.name) else {
        let known =
          allowed.isEmpty ? "it takes none" : "it takes \(allowed.joined(separator: ", "))"
        error(
          "spec-unknown-attribute", "'\(name)' has no attribute '\(attribute.name)'; \(known)",
          at: attribute.location, length: attribute.name.count)
        continue
      }
      map[attribute.name] = attribute
    }
    return map
  }

  private func required(
    _ name: String, of element: Int32, in attributes: [String: SyntaxTree.Attribute]
  ) -> SyntaxTree.Attribute? {
    if let attribute = attributes[name] { return attribute }
    let elementName = syntax.element(element).name
    error(
      "spec-missing-attribute",
      "'\(elementName)' needs a '\(name)' attribute\(Self.hints[name] ?? "")",
      at: nameLocation(element), length: elementName.count)
    return nil
  }

  private static let hints: [String: String] = [
    "source": " saying where the expected numbers come from",
    "trust": " (measured, verified-configuration, derived or recorded)",
    "id": " naming the view whose frame is expected",
    "reason": " saying why the spec is skipped",
  ]

  private func tolerance(_ attribute: SyntaxTree.Attribute?) -> Double? {
    guard let attribute else { return nil }
    guard let value = SpecNumber.parse(attribute.value), value >= 0, value.isFinite else {
      badNumber(attribute, "a finite number of at least 0")
      return nil
    }
    return value
  }

  private func badNumber(_ attribute: SyntaxTree.Attribute, _ what: String) {
    error(
      "spec-bad-number", "'\(attribute.name)' must be \(what), not '\(attribute.value)'",
      at: attribute.valueLocation, length: max(1, attribute.value.count))
  }

  private func checkNoText(_ element: Int32) {
    if let location = syntax.element(element).textLocation {
      error("spec-unexpected-text", "'\(syntax.element(element).name)' takes no text", at: location)
    }
  }
}
