/// The comment lines that say what a Swift file cannot: the host (`// stackup: width=390
/// height=844 colorScheme=dark`, the `<Preview>` attributes), image assets (`// stackup-asset:
/// name="pier" width=300 height=200`, `<ImageAsset>`) and, for `check`, expectations
/// (`// stackup-expect: <Expect …/>`, the spec format's elements).
package struct HostComments: Sendable {
  /// One `key=value` pair, where its value starts in the Swift file.
  package struct Pair: Sendable, Hashable {
    package var name: String
    package var value: String
    package var position: SwiftPosition
  }

  /// The `// stackup:` pairs, in order.
  package var host: [Pair] = []
  /// One list of pairs per `// stackup-asset:` line.
  package var assets: [[Pair]] = []
  /// The text after each `// stackup-expect:`, with its line, joined into the spec's `<Expect>`.
  package var expectations: [(text: String, line: Int)] = []
  /// Pairs that could not be read (`width=` with no value, an unclosed quote).
  package var malformed: [SwiftPosition] = []

  /// Reads every such comment line of `source` (a line whose first non-blank text is the
  /// comment).
  package init(_ source: String) {
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let indent = line.count - trimmed.count
      for (prefix, kind) in [
        ("// stackup:", 0), ("// stackup-asset:", 1), ("// stackup-expect:", 2),
      ]
      where trimmed.hasPrefix(prefix) {
        let rest = trimmed.dropFirst(prefix.count)
        let column = indent + prefix.count + 1
        switch kind {
        case 0: host += pairs(rest, line: index + 1, column: column)
        case 1: assets.append(pairs(rest, line: index + 1, column: column))
        default: expectations.append((String(rest).trimmingCharacters(), index + 1))
        }
      }
    }
  }

  /// `a=1 b="two words"` read into pairs.
  private mutating func pairs(_ text: Substring, line: Int, column: Int) -> [Pair] {
    var result: [Pair] = []
    let characters = Array(text)
    var i = 0
    while i < characters.count {
      while i < characters.count, characters[i] == " " || characters[i] == "\t" { i += 1 }
      guard i < characters.count else { break }
      let nameStart = i
      while i < characters.count, characters[i] != "=", characters[i] != " " { i += 1 }
      let name = String(characters[nameStart..<i])
      let position = SwiftPosition(line: line, column: column + nameStart, length: name.count)
      guard i < characters.count, characters[i] == "=", !name.isEmpty else {
        malformed.append(position)
        while i < characters.count, characters[i] != " " { i += 1 }
        continue
      }
      i += 1
      var value = ""
      if i < characters.count, characters[i] == "\"" {
        i += 1
        while i < characters.count, characters[i] != "\"" {
          value.append(characters[i])
          i += 1
        }
        guard i < characters.count else {
          malformed.append(position)
          break
        }
        i += 1
      } else {
        while i < characters.count, characters[i] != " ", characters[i] != "\t" {
          value.append(characters[i])
          i += 1
        }
      }
      result.append(Pair(name: name, value: value, position: position))
    }
    return result
  }
}

extension String {
  /// The text without white space at either end.
  func trimmingCharacters() -> String {
    String(
      drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop {
        $0 == " " || $0 == "\t" || $0 == "\r"
      }.reversed())
  }
}
