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
}
