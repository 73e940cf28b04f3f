/// Escaping for the XML Stackup writes (recorded Frames, JUnit reports).
package enum XMLEscaping {
  /// `text` safe inside a double-quoted attribute value.
  package static func attribute(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      case "\r": result += "&#13;"
      default:
        // Control characters are not allowed in XML 1.0 at all.
        if scalar.value < 0x20 { result += "?" } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// `text` safe as character data.
  package static func text(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default:
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
          result += "?"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
