/// Finding one byte value in a buffer eight bytes at a time.
///
/// The parse scans most of the input more than once before and around libxml2 (tags between
/// text, attribute values between quotes); comparing a whole word against the wanted byte at
/// once made those scans several times cheaper than a byte loop.
enum ByteSearch {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// The offset of the first `byte` at or after `start`, or `bytes.count` when there is none.
  static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let raw = UnsafeRawPointer(base)
    let pattern = ones &* UInt64(byte)
    var i = max(0, start)
    while i + 8 <= bytes.count {
      // Bytes equal to `byte` become zero; the classic has-zero-byte test finds them.
      let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pattern
      if (x &- ones) & ~x & high != 0 { break }
      i += 8
    }
    while i < bytes.count, bytes[i] != byte { i += 1 }
    return i
  }

  /// The offset of the last `byte` before `end`, or -1 when there is none.
  static func lastIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int
  ) -> Int {
    guard let base = bytes.baseAddress else { return -1 }
    let raw = UnsafeRawPointer(base)
    let pattern = ones &* UInt64(byte)
    var i = min(end, bytes.count)
    while i >= 8 {
      let x = raw.loadUnaligned(fromByteOffset: i - 8, as: UInt64.self) ^ pattern
      if (x &- ones) & ~x & high != 0 { break }
      i -= 8
    }
    while i > 0, bytes[i - 1] != byte { i -= 1 }
    return i - 1
  }

  /// How many of the bytes in `start..<end` begin a Unicode scalar (are not UTF-8
  /// continuation bytes `10xxxxxx`): the column distance between two offsets on one line.
  static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int
  {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var count = 0
    var i = start
    // Whole words, the last one masked to the bytes before `end` (reading past `end` stays
    // inside the buffer): the distances are mostly short, and a byte loop for the tail cost
    // as much as the words.
    while i < end, i + 8 <= bytes.count {
      var w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      let n = min(8, end - i)
      if n < 8 { w &= (1 << UInt64(8 * n)) &- 1 }
      // A continuation byte has its top bit set and the next one clear; shifting the word
      // left by one lines each byte's bit 6 up with its bit 7.
      count += n - (w & ~(w << 1) & high).nonzeroBitCount
      i += n
    }
    while i < end {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// The offset of the first byte at or after `start` that matters in a start tag outside
  /// quotes (`"`, `'`, `=`, `>` or `<`), or `bytes.count`. The pre-scan reads every start tag
  /// this way; byte by byte, it was the costliest part of the scan.
  static func firstIndex(ofAnyTagByteIn bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let raw = UnsafeRawPointer(base)
    @inline(__always) func zeros(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & high }
    var i = max(0, start)
    while i + 8 <= bytes.count {
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      // A false positive can only sit above a true match of the same test, so the lowest
      // flagged byte is always a true match.
      let found =
        zeros(w ^ (ones &* 0x22)) | zeros(w ^ (ones &* 0x27)) | zeros(w ^ (ones &* 0x3D))
        | zeros(w ^ (ones &* 0x3E)) | zeros(w ^ (ones &* 0x3C))
      if found != 0 { return i + found.trailingZeroBitCount / 8 }
      i += 8
    }
    while i < bytes.count {
      switch bytes[i] {
      case 0x22, 0x27, 0x3C, 0x3D, 0x3E: return i
      default: i += 1
      }
    }
    return i
  }
}
