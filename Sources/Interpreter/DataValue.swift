/// A value a data `ForEach` binds (§11.6): one element of its `items`, JSON as RFC 8259 defines
/// it. Numbers keep their text, so `{item.size}` writes `44` or `0.5` exactly as the data did.
package indirect enum DataValue: Equatable, Sendable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([DataValue])
  /// Fields in their order (a record such as `{"title": "Wi-Fi", "on": true}`).
  case object([(String, DataValue)])

  package static func == (a: DataValue, b: DataValue) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)), (.number(let x), .number(let y)): x == y
    case (.bool(let x), .bool(let y)): x == y
    case (.null, .null): true
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The text `{name}` is replaced by: a string's characters, a number as written,
  /// `true`/`false`, `nil`; nil for an array or a record (a field must be chosen).
  var substitution: String? {
    switch self {
    case .string(let s): s
    case .number(let text): text
    case .bool(let b): b ? "true" : "false"
    case .null: "nil"
    case .array, .object: nil
    }
  }

  /// The field `name` of a record.
  func field(_ name: String) -> DataValue? {
    guard case .object(let fields) = self else { return nil }
    return fields.first { $0.0 == name }?.1
  }
}

/// A JSON syntax error at a byte offset of the text read.
package struct JSONFailure: Error {
  package var message: String
  package var offset: Int
}

/// A small JSON reader (RFC 8259) over UTF-8 bytes, for `items`. It keeps byte offsets for
/// located errors and bounds nesting, so hostile data ends in an error, not a deep recursion.
package struct JSONReader {
  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  /// The deepest nesting accepted (records in arrays need two or three levels).
  static let maxDepth = 64

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Reads one value filling the whole text.
  package static func read(_ bytes: [UInt8]) throws(JSONFailure) -> DataValue {
    var reader = JSONReader(bytes)
    reader.skipSpace()
    let value = try reader.value()
    reader.skipSpace()
    guard reader.position == bytes.count else {
      throw JSONFailure(
        message: "unexpected \(reader.describeCurrent()) after the JSON value",
        offset: reader.position)
    }
    return value
  }

  private mutating func skipSpace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  private func describeCurrent() -> String {
    guard position < bytes.count else { return "end of the data" }
    let byte = bytes[position]
    if byte >= 0x20, byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func value() throws(JSONFailure) -> DataValue {
    guard position < bytes.count else {
      throw JSONFailure(
        message: "expected a JSON value, found the end of the data", offset: position)
    }
    switch bytes[position] {
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try word("true", .bool(true))
    case UInt8(ascii: "f"): return try word("false", .bool(false))
    case UInt8(ascii: "n"): return try word("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw JSONFailure(
        message:
          "expected a JSON value (a string, number, true, false, null, array or record), found \(describeCurrent())",
        offset: position)
    }
  }

  private mutating func nest() throws(JSONFailure) {
    depth += 1
    guard depth <= Self.maxDepth else {
      throw JSONFailure(
        message: "JSON nested more than \(Self.maxDepth) levels deep", offset: position)
    }
  }

  private mutating func array() throws(JSONFailure) -> DataValue {
    try nest()
    defer { depth -= 1 }
    position += 1
    var elements: [DataValue] = []
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value())
      skipSpace()
      guard position < bytes.count else {
        throw JSONFailure(message: "expected ',' or ']' to continue the array", offset: position)
      }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else {
        throw JSONFailure(
          message: "expected ',' or ']' after an array element, found \(describeCurrent())",
          offset: position)
      }
      position += 1
      return .array(elements)
    }
  }

  private mutating func object() throws(JSONFailure) -> DataValue {
    try nest()
    defer { depth -= 1 }
    position += 1
    var fields: [(String, DataValue)] = []
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw JSONFailure(
          message: "expected a field name in double quotes, found \(describeCurrent())",
          offset: position)
      }
      let name = try string()
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw JSONFailure(
          message: "expected ':' after the field name \"\(name)\", found \(describeCurrent())",
          offset: position)
      }
      position += 1
      skipSpace()
      fields.append((name, try value()))
      skipSpace()
      guard position < bytes.count else {
        throw JSONFailure(message: "expected ',' or '}' to continue the record", offset: position)
      }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else {
        throw JSONFailure(
          message: "expected ',' or '}' after a field, found \(describeCurrent())",
          offset: position)
      }
      position += 1
      return .object(fields)
    }
  }

  private mutating func word(_ text: String, _ value: DataValue) throws(JSONFailure) -> DataValue {
    let expected = Array(text.utf8)
    guard position + expected.count <= bytes.count,
      Array(bytes[position..<(position + expected.count)]) == expected
    else {
      throw JSONFailure(
        message: "expected a JSON value, found \(describeCurrent()) (write true, false or null)",
        offset: position)
    }
    position += expected.count
    return value
  }

  private mutating func number() throws(JSONFailure) -> DataValue {
    let start = position
    func digits() -> Int {
      let from = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - from
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard digits() > 0 else {
      throw JSONFailure(message: "expected digits in the number", offset: position)
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else {
        throw JSONFailure(message: "expected digits after the decimal point", offset: position)
      }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else {
        throw JSONFailure(message: "expected digits in the exponent", offset: position)
      }
    }
    return .number(String(decoding: bytes[start..<position], as: UTF8.self))
  }

  private mutating func string() throws(JSONFailure) -> String {
    let start = position
    position += 1
    var scalars: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: scalars, as: UTF8.self)
      }
      if byte < 0x20 {
        throw JSONFailure(
          message: "a control character inside a string must be escaped", offset: position)
      }
      if byte == UInt8(ascii: "\\") {
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        let simple: [UInt8: UInt8] = [
          UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
          UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09,
          UInt8(ascii: "r"): 0x0D, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        ]
        if let replacement = simple[escape] {
          scalars.append(replacement)
          position += 1
          continue
        }
        guard escape == UInt8(ascii: "u"), position + 4 < bytes.count,
          let code = UInt32(
            String(decoding: bytes[(position + 1)...(position + 4)], as: UTF8.self), radix: 16)
        else {
          throw JSONFailure(message: "invalid escape in a string", offset: position - 1)
        }
        // A lone surrogate has no scalar: it becomes U+FFFD, as lenient readers do.
        let scalar = UnicodeScalar(code) ?? "\u{FFFD}"
        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        position += 5
        continue
      }
      scalars.append(byte)
      position += 1
    }
    throw JSONFailure(message: "unterminated string", offset: start)
  }
}
