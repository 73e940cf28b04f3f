/// The distinct attribute values of one parse, each made into a `String` once.
///
/// Markup repeats its values (`name="red"`, the same `modifiers` chain on thousands of
/// elements): decoding and allocating a `String` per attribute kept a heap copy of each long
/// value per element, and later stages hashed the same text again and again. Values are found
/// by their bytes in an open-addressing table; equal ids mean equal values, which lets later
/// stages cache work per value without hashing its text.
struct ValueTable {
  /// The values by id.
  private(set) var strings: [String] = []
  /// Each value's bytes, back to back, to compare candidates without decoding them.
  private var bytes: [UInt8] = []
  /// Per id: where its bytes start in `bytes` (the next id's start, or the end, closes them).
  private var starts: [Int] = []
  private var hashes: [UInt64] = []
  /// Ids by hash, -1 for an empty slot; the count is a power of two, at most half full.
  private var slots = [Int32](repeating: -1, count: 64)

  /// Longest probe before a value is stored without being findable. The hash is seeded per
  /// process, and this bounds the work even if input were crafted to collide: such values
  /// just get ids of their own (equal ids still mean equal values).
  private static let maxProbe = 32
  private static let seed = UInt64.random(in: .min ... .max)

  /// The id of `value`, adding it when it is new.
  mutating func intern(_ value: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hash = Self.hash(value)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    var probes = 0
    while case let id = slots[slot], id >= 0 {
      if hashes[Int(id)] == hash, has(id, value) { return id }
      probes += 1
      if probes == Self.maxProbe { return append(value, hash: hash) }
      slot = (slot + 1) & mask
    }
    let id = append(value, hash: hash)
    slots[slot] = id
    if strings.count * 2 > slots.count { grow() }
    return id
  }

  private mutating func append(_ value: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32 {
    let id = Int32(strings.count)
    strings.append(String(decoding: value, as: UTF8.self))
    starts.append(bytes.count)
    bytes.append(contentsOf: value)
    hashes.append(hash)
    return id
  }

  private func has(_ id: Int32, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[Int(id)]
    let end = Int(id) + 1 < starts.count ? starts[Int(id) + 1] : bytes.count
    guard end - start == value.count else { return false }
    if value.isEmpty { return true }
    return bytes.withUnsafeBufferPointer { all in
      Self.equal(UnsafeRawPointer(all.baseAddress! + start), UnsafeRawBufferPointer(value))
    }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for id in hashes.indices {
      var slot = Int(truncatingIfNeeded: hashes[id]) & mask
      var probes = 0
      while slots[slot] >= 0, probes < Self.maxProbe {
        slot = (slot + 1) & mask
        probes += 1
      }
      if slots[slot] < 0 { slots[slot] = Int32(id) }
    }
  }

  /// A seeded multiply-and-mix hash over eight bytes at a time: values are mostly short, and
  /// the standard hasher's setup and finalisation cost more than reading them.
  private static func hash(_ value: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(value)
    let count = raw.count
    // Two independent lanes, so that the multiplications of consecutive words overlap.
    var a = seed ^ UInt64(count)
    var b = ~seed
    func mix(_ h: inout UInt64, _ word: UInt64) {
      h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
      h ^= h >> 29
    }
    var i = 0
    while i + 16 <= count {
      mix(&a, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      mix(&b, raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
      i += 16
    }
    if i + 8 <= count {
      mix(&a, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      i += 8
    }
    if i < count {
      // The last bytes: one load ending at the value's end when it is long enough (the
      // overlap is harmless, the length is hashed too), else byte by byte.
      var tail: UInt64 = 0
      if count >= 8 {
        tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      } else {
        var shift: UInt64 = 0
        while i < count {
          tail |= UInt64(raw[i]) << shift
          shift += 8
          i += 1
        }
      }
      mix(&b, tail)
    }
    mix(&a, b)
    return a ^ (a >> 32)
  }

  /// Whether `value.count` bytes at `stored` equal `value`, compared eight at a time.
  private static func equal(_ stored: UnsafeRawPointer, _ value: UnsafeRawBufferPointer) -> Bool {
    var i = 0
    while i + 8 <= value.count {
      if stored.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        != value.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      {
        return false
      }
      i += 8
    }
    while i < value.count {
      if stored.load(fromByteOffset: i, as: UInt8.self) != value[i] { return false }
      i += 1
    }
    return true
  }
}
