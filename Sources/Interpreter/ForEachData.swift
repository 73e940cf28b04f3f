import LayoutEngine
package import MarkupSyntax

/// A JSON file named by `<ForEach items="….json">`, as the pipeline found it beside the markup
/// (under the import policy: Sources/Pipeline/DataFiles.swift).
package enum DataFile: Sendable {
  /// The file's bytes, read within the input limit.
  case loaded(SourceFile)
  /// Why it could not be read (missing, outside the document's folder, too large …).
  case failed(String)

  /// The key the file is found under: `path` joined to the folder of the markup file that
  /// names it, as imports are.
  package static func key(_ path: String, nextTo file: String) -> String {
    let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return folder.isEmpty ? path : folder + "/" + path
  }

  /// The path an `items` value names, without surrounding whitespace.
  package static func path(of value: String) -> String { value.trimmingSpaces() }

  /// Whether an `items` value names a data file rather than holding the data.
  package static func isPath(_ value: String) -> Bool {
    let trimmed = value.trimmingSpaces()
    return trimmed.hasSuffix(".json") && !trimmed.hasPrefix("[")
  }
}

/// `ForEach` over data (§11.6): `<ForEach items='["Inbox", "Drafts"]' as="name">` makes one copy
/// of its body per element, with `{name}` replaced in the copy's attribute values and text
/// before they are read; records give `{item.title}`; `{index}` is the element's position.
/// `<ForEach range="0..<5">` binds `{index}` (or its `as` name) to each value of the range.
enum ForEachData {
  static func make(_ c: ElementContext) -> Item? {
    let builder = c.builder
    let items = c.attributes["items"]
    if let items, c.attributes["count"] != nil || c.attributes["range"] != nil {
      builder.error(
        "forEach-both", "give ForEach items, count or range, not two of them",
        at: items.location, length: "items".count)
      return nil
    }
    let defaultName = items == nil ? "index" : "item"
    let name = c.attributes["as"].map { $0.value.trimmingSpaces() } ?? defaultName
    if let attribute = c.attributes["as"] {
      let valid =
        name == ChainParser.anonymousParameter
        || (!name.isEmpty && !name.contains(".") && Builder.isDottedName(name))
      guard valid, items == nil || name != "index" else {
        builder.error(
          "forEach-as",
          valid
            ? "'index' is the element's position; choose another name for the element"
            : "as=\"…\" names the element with letters, digits and _, not '\(attribute.value)'",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
        return nil
      }
    }
    var bindings: [[String: DataValue]] = []
    if let items {
      guard let values = builder.items(from: items) else { return nil }
      for (position, value) in values.enumerated() {
        bindings.append([name: value, "index": .number(String(position))])
      }
    } else {
      guard let (count, lower) = ElementCatalog.forEachBounds(c) else { return nil }
      for position in 0..<count { bindings.append([name: .number(String(lower + position))]) }
    }
    var copies: [Item] = []
    builder.beginExpansion()
    defer { builder.endExpansion() }
    for binding in bindings {
      guard builder.withinViewLimit(at: c.node.location, length: c.node.name.count + 1) else {
        break
      }
      builder.scope.unchecked.dataBindings.append(binding)
      copies.append(contentsOf: c.children())
      builder.scope.unchecked.dataBindings.removeLast()
    }
    return .list(c.info(), copies)
  }
}

extension Builder {
  /// The elements of an `items` attribute: inline JSON, a JSON file beside the markup, or a
  /// constant holding an array; nil after a located error.
  func items(from attribute: SyntaxTree.Attribute) -> [DataValue]? {
    let text = attribute.value.trimmingSpaces()
    if let path = Self.placeholder(text) {
      // `items="{group.children}"`: nested data, the array an enclosing copy's value holds.
      return nestedItems(path, at: attribute.valueLocation, length: attribute.value.count)
    }
    let value: DataValue
    if text.hasPrefix("[") || text.hasPrefix("{") {
      if let known = caches.unchecked.parsedItems[attribute.value] { return known }
      do throws(JSONFailure) {
        value = try JSONReader.read(Array(attribute.value.utf8))
      } catch {
        let characters = String(
          decoding: Array(attribute.value.utf8).prefix(error.offset), as: UTF8.self
        )
        .count
        self.error(
          "forEach-items", "malformed JSON in items: \(error.message)",
          at: location(attribute, characters))
        return nil
      }
    } else if DataFile.isPath(text) {
      guard let loaded = dataFile(text, attribute) else { return nil }
      value = loaded
    } else if let constant = resolver.constants[text] {
      var converted: [DataValue?] = []
      if case .array(let elements) = constant.value { converted = elements.map(Self.dataValue) }
      guard case .array = constant.value, !converted.contains(where: { $0 == nil }) else {
        error(
          "forEach-items",
          "the constant '\(text)' is \(constant.kind), not an array of literals; items needs an array",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
        return nil
      }
      value = .array(converted.compactMap { $0 })
    } else {
      let hint = hint(for: text) { Array(self.resolver.constants.keys) }
      error(
        "forEach-items",
        "items is a JSON array such as [\"Inbox\", \"Drafts\"], a .json file beside the markup, or a constant holding an array, not '\(attribute.value)'\(hint)",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
    guard case .array(let elements) = value else {
      error(
        "forEach-items", "items must be a JSON array (one element per copy), not a single value",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
    guard elements.count <= ElementCatalog.maxForEachCount else {
      error(
        "forEach-items",
        "items has \(elements.count) elements, more than \(ElementCatalog.maxForEachCount)",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    }
    if text.hasPrefix("["), caches.unchecked.parsedItems.count < Self.parsedChainLimit {
      caches.unchecked.parsedItems[attribute.value] = elements
    }
    return elements
  }

  /// A literal of a constant's array as data (`"Inbox"`, `44`, `true`).
  private static func dataValue(_ e: Expr) -> DataValue? {
    switch e {
    case .string(let s): return .string(s)
    case .bool(let b): return .bool(b)
    case .nilLiteral: return .null
    default: return Values.number(e).map { .number(formatNumber($0)) }
    }
  }

  /// The JSON of `path`, read by the pipeline, with errors located in the file.
  private func dataFile(_ path: String, _ attribute: SyntaxTree.Attribute) -> DataValue? {
    let key = DataFile.key(path, nextTo: syntax.file.name)
    if let known = caches.unchecked.parsedItems[key] { return .array(known) }
    switch dataFiles[key] {
    case nil:
      error(
        "forEach-items",
        "'\(path)' was not read: ForEach data files are read beside a markup file (not from standard input)",
        at: attribute.valueLocation, length: max(1, attribute.value.count))
      return nil
    case .failed(let message)?:
      error(
        "forEach-items", message, at: attribute.valueLocation,
        length: max(1, attribute.value.count))
      return nil
    case .loaded(let source)?:
      do throws(JSONFailure) {
        let value = try JSONReader.read(Array(source.bytes))
        if case .array(let elements) = value,
          caches.unchecked.parsedItems.count < Self.parsedChainLimit
        {
          caches.unchecked.parsedItems[key] = elements
        }
        return value
      } catch {
        var diagnostic = Diagnostic(
          .error, id: "forEach-items", message: "malformed JSON: \(error.message)",
          at: source.location(ofOffset: error.offset))
        diagnostic.file = source
        record(diagnostic)
        return nil
      }
    }
  }

  /// `text` with each `{name}` or `{name.field}` of the ForEach copies being built replaced by
  /// its value (§11.6). Braces that hold anything else (`.background { Color.red }`) stay.
  /// `at` locates a character offset of `text` for errors.
  func substituteData(in text: String, at: (Int) -> MarkupLocation) -> String {
    var result = ""
    var characters = 0  // characters of `text` consumed, for locating errors
    var rest = Substring(text)
    while let first = rest.firstIndex(of: "{") {
      guard let close = rest[first...].firstIndex(of: "}") else { break }
      // The placeholder is the last `{` before the `}`: text between an earlier `{` and it
      // holds a `{`, so it names nothing. Taking it directly keeps the scan linear (moving on
      // one `{` at a time rescanned to the `}` for each: a run of 1,500 `{` in a ForEach
      // copied 3^12 times took two minutes).
      let open = rest[first..<close].lastIndex(of: "{")!
      let before = rest[..<open]
      result += before
      characters += before.count
      let afterOpen = rest.index(after: open)
      let inner = String(rest[afterOpen..<close])
      guard Self.isDataPath(inner), let value = dataValue(inner, at: at(characters)) else {
        // Not a placeholder: kept as written.
        result += rest[open...close]
        characters += inner.count + 2
        rest = rest[rest.index(after: close)...]
        continue
      }
      let reachedBefore = budget.unchecked.textLimitReached
      guard withinTextLimit(adding: value.utf8.count) else {
        // Outside a component the limit's own error has no use site to name: report it here.
        if !reachedBefore, expansions.isEmpty {
          error(
            "too-much-text",
            "ForEach values expand this document to more than \(budget.unchecked.maxExpandedText) bytes of text; the limit was reached here (raise it with --max-expanded-text)",
            at: at(characters), length: inner.count + 2)
        }
        return result
      }
      result += value
      characters += inner.count + 2
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The path of a value that is one placeholder, `{group.children}`; nil for anything else.
  static func placeholder(_ text: String) -> String? {
    guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
    let inner = String(text.dropFirst().dropLast())
    return isDataPath(inner) ? inner : nil
  }

  /// `item`, `row.title`, or `$0`, `$0.title`: a ForEach's element written in a closure with
  /// Swift's anonymous parameter (`ForEach(rows) { Text($0.title) }`) is named so.
  static func isDataPath(_ text: String) -> Bool {
    let anonymous = ChainParser.anonymousParameter
    guard text.hasPrefix(anonymous) else { return isDottedName(text) }
    let rest = text.dropFirst(anonymous.count)
    return rest.isEmpty || (rest.first == "." && isDottedName(String(rest.dropFirst())))
  }

  /// The array at `path` in the values of the copies being built; nil after a located error.
  private func nestedItems(_ path: String, at location: MarkupLocation, length: Int)
    -> [DataValue]?
  {
    let parts = path.split(separator: ".").map(String.init)
    var value = parts.first.flatMap { head in dataBindings.last(where: { $0[head] != nil })?[head] }
    for field in parts.dropFirst() { value = value?.field(field) }
    guard case .array(let elements)? = value else {
      error(
        "forEach-items",
        "items=\"{\(path)}\" must name an array of an enclosing ForEach's element (nested data such as {item.children})",
        at: location, length: max(1, length))
      return nil
    }
    return elements
  }

  /// The text for `{path}`, or nil when its first name is bound by no ForEach (after an error
  /// when it is close to one that is, or when a field is missing).
  private func dataValue(_ path: String, at location: MarkupLocation) -> String? {
    let parts = path.split(separator: ".").map(String.init)
    guard let head = parts.first,
      var value = dataBindings.last(where: { $0[head] != nil })?[head]
    else {
      if let head = parts.first {
        let names = Set(dataBindings.flatMap(\.keys))
        if let close = Suggestions.closest(to: head, in: names), close != head {
          error(
            "forEach-value", "no ForEach value named '\(head)'; did you mean '\(close)'?",
            at: location, length: path.count + 2)
        }
      }
      return nil
    }
    var named = head
    for field in parts.dropFirst() {
      guard case .object(let fields) = value else {
        error(
          "forEach-value", "'\(named)' is \(Self.describe(value)), which has no field '\(field)'",
          at: location, length: path.count + 2)
        return ""
      }
      guard let next = value.field(field) else {
        let hint = Suggestions.hint(for: field, in: fields.map(\.0))
        error(
          "forEach-value", "'\(named)' has no field '\(field)'\(hint)", at: location,
          length: path.count + 2)
        return ""
      }
      value = next
      named += "." + field
    }
    guard let text = value.substitution else {
      var example = ""
      if case .object(let fields) = value, let first = fields.first {
        example = ", such as {\(named).\(first.0)}"
      }
      error(
        "forEach-value",
        "'\(named)' is \(Self.describe(value)); name one of its fields\(example)",
        at: location, length: path.count + 2)
      return ""
    }
    return text
  }

  private static func describe(_ value: DataValue) -> String {
    switch value {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a Bool"
    case .null: "null"
    case .array: "an array"
    case .object: "a record"
    }
  }

  /// Whether `element`'s body writes `{name` anywhere (a range ForEach binds its values only
  /// then, so plain `range` ForEach copies keep their fast path).
  func usesBinding(_ name: String, in element: Int32) -> Bool {
    let key = TemplateScope(tree: syntax.identity, element: element)
    if let known = caches.unchecked.bindingUse[key] { return known }
    let needle = "{" + name
    var found = false
    var stack = syntax.children(of: element)
    while let next = stack.popLast(), !found {
      if syntax.element(next).text.contains(needle) { found = true }
      for attribute in syntax.attributes(of: next) where attribute.value.contains(needle) {
        found = true
      }
      stack.append(contentsOf: syntax.children(of: next))
    }
    caches.unchecked.bindingUse[key] = found
    return found
  }
}
