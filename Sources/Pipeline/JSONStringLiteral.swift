/// A JSON string literal for the JSON Stackup writes as text (the `check` report, the live
/// preview's messages): quotes, backslashes and control characters escaped. The renderers'
/// large outputs use `JSONWriter`'s byte-level escaping instead.
package enum JSONStringLiteral {
  /// `text` as a JSON string literal. `forScript` also escapes `<`, U+2028 and U+2029, so the
  /// literal can be embedded in a `<script>` element without closing it or ending a line.
  package static func of(_ text: String, forScript: Bool = false) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<" where forScript: out += "\\u003c"
      case "\u{2028}" where forScript, "\u{2029}" where forScript, "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
