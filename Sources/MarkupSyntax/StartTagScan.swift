/// A linear byte scan that runs before libxml2 sees the input and finds the first start tag with
/// more attributes than the limit.
///
/// Why: libxml2 2.9.14 checks each attribute of a start tag against all earlier ones, so one tag
/// with n attributes costs O(n²) (100,000 attributes in 1 MB took 15 s). The limit therefore has
/// to be applied before libxml2 parses the tag, and the SAX callback is too late. The scan counts
/// `=` signs outside quotes in each start tag (that is the number of attributes, namespace
/// declarations included, in any well-formed tag) and skips comments, CDATA sections and
/// processing instructions, whose contents are not markup. It stops at any other `<!` (a DOCTYPE,
/// which the reader refuses, or malformed markup) because libxml2 never parses beyond it.
///
/// On malformed input the scan may misjudge where tags are; that is harmless, because the reader
/// only lets libxml2 parse the bytes *before* the reported tag, so libxml2 still reports any
/// earlier syntax error first (see `LibXML2Reader`).
enum StartTagScan {
  struct Violation: Equatable {
    /// Byte offset of the tag's `<`.
    var offset: Int
    /// The tag's name as written (at most 64 bytes of it).
    var name: String
    /// Attributes counted in the whole tag.
    var attributeCount: Int
  }

  /// What one pass found: the first violation, and (up to it) how many start tags and attributes
  /// there are, so the reader can size the tree's arrays once instead of growing them.
  struct Result {
    var violation: Violation?
    var startTags = 0
    var attributes = 0
  }

  static func scan(limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Result {
    var result = Result()
    result.violation = firstTag(withMoreThan: limit, in: bytes, counting: &result)
    return result
  }

  static func firstTag(
    withMoreThan limit: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Violation? {
    var ignored = Result()
    return firstTag(withMoreThan: limit, in: bytes, counting: &ignored)
  }

  private static func firstTag(
    withMoreThan limit: Int, in bytes: UnsafeBufferPointer<UInt8>, counting totals: inout Result
  ) -> Violation? {
    let n = bytes.count
    let lt = UInt8(ascii: "<")
    let gt = UInt8(ascii: ">")
    let bang = UInt8(ascii: "!")
    let question = UInt8(ascii: "?")
    let slash = UInt8(ascii: "/")
    let equals = UInt8(ascii: "=")
    let dquote = UInt8(ascii: "\"")
    let squote = UInt8(ascii: "'")

    /// The index just past the first occurrence of `pattern` at or after `from`, or nil.
    func skip(past pattern: StaticString, from: Int) -> Int? {
      let p = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
      var i = from
      while i + p.count <= n {
        if bytes[i] == p[0] {
          var k = 1
          while k < p.count, bytes[i + k] == p[k] { k += 1 }
          if k == p.count { return i + p.count }
        }
        i += 1
      }
      return nil
    }
    func hasPrefix(_ pattern: StaticString, at i: Int) -> Bool {
      let p = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
      guard i + p.count <= n else { return false }
      for k in 0..<p.count where bytes[i + k] != p[k] { return false }
      return true
    }

    var i = 0
    while i < n {
      guard bytes[i] == lt else {
        // Most of a document lies between tags: skip to the next one a word at a time.
        i = ByteSearch.firstIndex(of: lt, in: bytes, from: i + 1)
        continue
      }
      let tag = i
      i += 1
      guard i < n else { return nil }
      switch bytes[i] {
      case bang:
        if hasPrefix("!--", at: i) {
          guard let next = skip(past: "-->", from: i + 3) else { return nil }
          i = next
        } else if hasPrefix("![CDATA[", at: i) {
          guard let next = skip(past: "]]>", from: i + 8) else { return nil }
          i = next
        } else {
          return nil
        }
      case question:
        guard let next = skip(past: "?>", from: i + 1) else { return nil }
        i = next
      case slash:
        i += 1  // an end tag has no quotes; the next '<' search passes over it
      default:
        var count = 0
        var quote: UInt8 = 0
        var j = i
        while j < n {
          if quote != 0 {
            // Inside a value only its closing quote matters.
            j = ByteSearch.firstIndex(of: quote, in: bytes, from: j)
            guard j < n else { break }
            quote = 0
            j += 1
            continue
          }
          j = ByteSearch.firstIndex(ofAnyTagByteIn: bytes, from: j)
          guard j < n else { break }
          let b = bytes[j]
          if b == dquote || b == squote {
            quote = b
          } else if b == equals {
            count += 1
            // The value's opening quote nearly always follows at once: taken here, it costs no
            // search of its own (a search per special byte is what the scan's time goes on).
            if j + 1 < n, bytes[j + 1] == dquote || bytes[j + 1] == squote {
              j += 1
              quote = bytes[j]
            }
          } else if b == gt || b == lt {
            break
          }
          j += 1
        }
        totals.startTags += 1
        totals.attributes += count
        if count > limit {
          var end = i
          while end < n, end - i < 64, !isNameEnd(bytes[end]) { end += 1 }
          let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
          return Violation(offset: tag, name: name, attributeCount: count)
        }
        i = j
      }
    }
    return nil
  }

  private static func isNameEnd(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ">")
      || b == UInt8(ascii: "/")
      || b == UInt8(ascii: "=") || b == UInt8(ascii: "<")
  }
}
