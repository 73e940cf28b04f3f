/// SF Symbols drawn recognisably without Apple's artwork: each mapped name is drawn with an
/// icon of Lucide (ISC licence, LICENSES/Lucide-ISC.txt), an openly licensed set in the same
/// line style, chosen by resemblance (docs/data/symbol-map.tsv, generated into
/// `SymbolIcons+Lucide.swift` by scripts/generate-symbols.py). A name without a mapping is
/// still drawn as the crossed placeholder box with its name.
enum SymbolIcons {
  /// One symbol's drawing.
  struct Icon {
    /// SVG elements in a 24 × 24 box, stroked 2 wide with round caps and joins.
    var elements: String
    /// Whether the symbol is a `.fill` variant, filled as well as stroked.
    var filled: Bool
  }

  /// The icon for an SF Symbol name, or nil when the name has no mapping.
  static func icon(named name: String) -> Icon? {
    guard let elements = table[name] else { return nil }
    return Icon(elements: elements, filled: name.hasSuffix(".fill") || name.contains(".fill."))
  }

  /// How many SF Symbol names have an icon.
  static var count: Int { table.count }

  /// Every mapped SF Symbol name with its icon's elements, read once from the generated text.
  private static let table: [String: String] = {
    var elements: [Substring: Substring] = [:]
    for line in iconElements.split(separator: "\n") {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      elements[line[..<tab]] = line[line.index(after: tab)...]
    }
    var table: [String: String] = [:]
    for line in symbolMap.split(separator: "\n") {
      guard let tab = line.firstIndex(of: "\t"),
        let icon = elements[line[line.index(after: tab)...]]
      else { continue }
      table[String(line[..<tab])] = String(icon)
    }
    return table
  }()
}
