#if SwiftSource
  /// One markup element the translation builds before it is written: a tree rather than text,
  /// so a view modifier written in Swift can wrap or extend a view already translated, and so
  /// every line written knows the Swift code it came from.
  final class MarkupNode {
    var name: String
    var attributes: [(name: String, value: String, position: SwiftPosition?)] = []
    /// The modifier chain, one call each, copied from the Swift source.
    var modifiers: [(text: String, position: SwiftPosition)] = []
    var children: [MarkupNode] = []
    var text: String?
    var position: SwiftPosition?

    init(_ name: String, at position: SwiftPosition?) {
      self.name = name
      self.position = position
    }

    func attribute(_ name: String, _ value: String, at position: SwiftPosition? = nil) {
      attributes.removeAll { $0.name == name }
      attributes.append((name, value, position))
    }

    func value(of name: String) -> String? { attributes.first { $0.name == name }?.value }
  }

  /// Writes markup nodes as indented lines, recording each line's Swift origin.
  struct MarkupWriter {
    private(set) var lines: [String] = []
    private(set) var origins: [SwiftLineOrigin] = []

    mutating func line(_ text: String, from position: SwiftPosition? = nil) {
      lines.append(text)
      origins.append(SwiftLineOrigin(position: position))
    }

    mutating func write(_ node: MarkupNode, indent: Int) {
      let pad = String(repeating: "  ", count: indent)
      var head = pad + "<" + node.name
      var parts: [SwiftLinePart] = []
      var text = node.text
      // Text the parser would trim or fold is written as `verbatim`, which it keeps.
      if let value = text, node.name == "Text", value != Self.folded(value) || value.isEmpty {
        node.attribute("verbatim", value)
        text = nil
      }
      for attribute in node.attributes {
        let start = head.unicodeScalars.count + 1
        head += " " + attribute.name + "=" + Self.quoted(attribute.value)
        if let position = attribute.position {
          // An attribute its element needs is given its stand-in rather than left out.
          let standIn = ViewFileTranslator.standIns[node.name + "." + attribute.name].map {
            " " + attribute.name + "=" + Self.quoted($0)
          }
          parts.append(
            SwiftLinePart(
              columns: start...head.unicodeScalars.count, position: position, isModifier: false,
              standIn: standIn))
        }
      }
      if !node.modifiers.isEmpty {
        head += " modifiers="
        let chain = node.modifiers.map(\.text).joined()
        let quote: Character = chain.contains("\"") && !chain.contains("'") ? "'" : "\""
        head.append(quote)
        for modifier in node.modifiers {
          let start = head.unicodeScalars.count + 1
          head += Self.escaped(modifier.text, quote: quote)
          parts.append(
            SwiftLinePart(
              columns: start...max(start, head.unicodeScalars.count), position: modifier.position,
              isModifier: true))
        }
        head.append(quote)
      }
      let origin = SwiftLineOrigin(position: node.position, parts: parts)
      if node.children.isEmpty {
        if let text {
          lines.append(head + ">" + Self.escaped(text, quote: nil) + "</" + node.name + ">")
        } else {
          lines.append(head + "/>")
        }
        origins.append(origin)
        return
      }
      lines.append(head + ">")
      origins.append(origin)
      for child in node.children { write(child, indent: indent + 1) }
      line(pad + "</" + node.name + ">", from: node.position)
    }

    /// Text as the markup parser reads element text: trimmed, runs of white space as one space.
    static func folded(_ text: String) -> String {
      text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(
        separator: " ")
    }

    /// An attribute value in the quotes that need no escaping when one kind is absent.
    static func quoted(_ value: String) -> String {
      let quote: Character = value.contains("\"") && !value.contains("'") ? "'" : "\""
      return String(quote) + escaped(value, quote: quote) + String(quote)
    }

    /// `text` with XML's special characters escaped (`quote`, when inside an attribute).
    static func escaped(_ text: String, quote: Character?) -> String {
      var result = ""
      for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">" where quote == nil: result += "&gt;"
        case "\"" where quote == "\"": result += "&quot;"
        case "'" where quote == "'": result += "&apos;"
        case "\n": result += quote == nil ? "\n" : " "
        default: result.append(character)
        }
      }
      return result
    }
  }
#endif
