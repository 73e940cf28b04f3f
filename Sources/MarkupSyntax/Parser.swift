/// Public entry point: bytes to `SyntaxTree`, or located diagnostics.
extension SyntaxTree {
  /// Parses `file` as Stackup markup.
  ///
  /// Checks the encoding first (UTF-8 only; a plain message for UTF-16/32 or invalid bytes),
  /// then hands the bytes to libxml2 with a safe configuration (see `LibXML2Reader`).
  package static func parse(
    _ file: SourceFile, limits: MarkupLimits = .default
  ) throws(DiagnosticError) -> SyntaxTree {
    let bytes = file.bytes
    if bytes.count > limits.maxInputBytes {
      throw DiagnosticError(
        Diagnostic(
          id: "limit-input-size",
          message:
            "input is \(bytes.count) bytes, more than the limit of \(limits.maxInputBytes) (raise it with --max-input-bytes)",
          at: nil))
    }
    if bytes.isEmpty || bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw DiagnosticError(
        Diagnostic(id: "empty-document", message: "the document is empty", at: nil))
    }
    var isASCII = true
    if let problem = bytes.withUnsafeBufferPointer({
      EncodingCheck.problem(in: $0, isASCII: &isASCII)
    }) {
      throw DiagnosticError(
        Diagnostic(
          id: "encoding", message: problem.message,
          at: file.location(ofOffset: problem.offset)))
    }
    let tree = try LibXML2Reader.read(file, limits: limits, isASCII: isASCII)
    bytes.releaseResidentPages()
    return tree
  }
}

/// The UTF-8 gate in front of libxml2: libxml2's own messages for other encodings are
/// confusing ("Start tag expected"), so Stackup says plainly what is wrong and where.
enum EncodingCheck {
  struct Problem {
    var message: String
    var offset: Int
  }

  /// The first encoding problem in `bytes`, if any; `isASCII` is set to whether every byte is
  /// below 0x80, found on the way (the reader then counts columns as bytes).
  static func problem(in bytes: UnsafeBufferPointer<UInt8>, isASCII: inout Bool) -> Problem? {
    isASCII = true
    // Byte order marks and the zero-byte patterns of "<" in UTF-16/32 (XML 1.0 appendix F).
    let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
    if (b[0] == 0x00 && b[1] == 0x00 && b[2] == 0xFE && b[3] == 0xFF)
      || (b[0] == 0xFF && b[1] == 0xFE && b[2] == 0x00 && b[3] == 0x00 && bytes.count >= 4)
    {
      return Problem(
        message:
          "input must be UTF-8; this file is UTF-32 (it starts with a UTF-32 byte order mark)",
        offset: 0)
    }
    if (b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) {
      return Problem(
        message:
          "input must be UTF-8; this file is UTF-16 (it starts with a UTF-16 byte order mark)",
        offset: 0)
    }
    if bytes.count >= 4,
      (b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0)
        || (b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0)
    {
      return Problem(message: "input must be UTF-8; this file looks like UTF-32", offset: 0)
    }
    if bytes.count >= 2, (b[0] == 0 && b[1] != 0) || (b[0] != 0 && b[1] == 0) {
      return Problem(message: "input must be UTF-8; this file looks like UTF-16", offset: 0)
    }
    // Validate UTF-8 by hand so the error can point at the first bad byte.
    var i = 0
    let n = bytes.count
    while i < n {
      i = Self.skipPlainASCII(bytes, from: i)
      guard i < n else { break }
      let b = bytes[i]
      if b < 0x80 {
        if b == 0 {
          return Problem(message: "input must be UTF-8 text; found a NUL byte", offset: i)
        }
        i += 1
        continue
      }
      isASCII = false
      var need = 0
      var minimum: UInt32 = 0
      var scalar: UInt32 = 0
      if b & 0xE0 == 0xC0 {
        need = 1
        minimum = 0x80
        scalar = UInt32(b & 0x1F)
      } else if b & 0xF0 == 0xE0 {
        need = 2
        minimum = 0x800
        scalar = UInt32(b & 0x0F)
      } else if b & 0xF8 == 0xF0 {
        need = 3
        minimum = 0x10000
        scalar = UInt32(b & 0x07)
      } else {
        return Problem(message: "input must be UTF-8; invalid byte 0x\(hex(b))", offset: i)
      }
      if i + need >= n {
        return Problem(message: "input must be UTF-8; truncated multi-byte sequence", offset: i)
      }
      for k in 1...need {
        let c = bytes[i + k]
        guard c & 0xC0 == 0x80 else {
          // Point at the lead byte: in Latin-1 or Windows-1252 text it is the odd character.
          return Problem(
            message:
              "input must be UTF-8; byte 0x\(hex(b)) starts a multi-byte sequence that is cut short (is this Latin-1 text?)",
            offset: i)
        }
        scalar = scalar << 6 | UInt32(c & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return Problem(message: "input must be UTF-8; invalid byte sequence", offset: i)
      }
      i += need + 1
    }
    // An XML declaration naming another encoding.
    // (Only the first 200 bytes: a declaration is short, and a hostile one never ends.)
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if bytes.dropFirst(bom).starts(with: Array("<?xml".utf8)) {
      let head = bytes.prefix(200)
      let end = head.firstIndex(of: UInt8(ascii: ">")) ?? head.count
      let declaration = Array(bytes[0..<end])
      let key = Array("encoding".utf8)
      if let at = (0..<max(0, declaration.count - key.count)).first(where: {
        Array(declaration[$0..<($0 + key.count)]) == key
      }) {
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        var i = at + key.count
        while i < declaration.count, !quotes.contains(declaration[i]) { i += 1 }
        i += 1
        var value: [UInt8] = []
        while i < declaration.count, !quotes.contains(declaration[i]) {
          value.append(declaration[i])
          i += 1
        }
        // Only a well-formed encoding name (XML 1.0 [81] EncName) is reported here; anything
        // else is a malformed declaration, which libxml2 reports with its own location (a
        // fuzzed declaration once quoted a line break into this message).
        guard let first = value.first, Self.isEncodingNameStart(first),
          value.allSatisfy(Self.isEncodingNameByte)
        else { return nil }
        let name = String(decoding: value, as: UTF8.self)
        let lowered = String(
          name.unicodeScalars.map { scalar -> Character in
            (65...90).contains(scalar.value)
              ? Character(Unicode.Scalar(scalar.value + 32)!) : Character(scalar)
          })
        if lowered != "utf-8" && lowered != "utf8" {
          return Problem(
            message: "input must be UTF-8; the XML declaration says encoding \"\(name)\"",
            offset: at)
        }
      }
    }
    return nil
  }

  /// `[A-Za-z]`, the first character of an encoding name.
  private static func isEncodingNameStart(_ b: UInt8) -> Bool {
    (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
  }

  /// `[A-Za-z0-9._-]`, the later characters of an encoding name.
  private static func isEncodingNameByte(_ b: UInt8) -> Bool {
    isEncodingNameStart(b) || (0x30...0x39).contains(b) || b == 0x2E || b == 0x5F || b == 0x2D
  }

  /// The first offset from `start` on that is not plain ASCII (a byte of 1–127), read eight
  /// bytes at a time: markup is nearly all ASCII, and checking it byte by byte cost a tenth
  /// of the parse.
  private static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let raw = UnsafeRawBufferPointer(bytes)
    var i = start
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    while i + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      // A byte with its high bit set, or a zero byte (the classic has-zero-byte test).
      if word & high != 0 || (word &- ones) & ~word & high != 0 { break }
      i += 8
    }
    while i < raw.count, raw[i] != 0, raw[i] < 0x80 { i += 1 }
    return i
  }

  private static func hex(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
  }
}
