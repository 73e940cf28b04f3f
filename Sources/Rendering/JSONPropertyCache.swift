import LayoutEngine

/// The `"key": "value"` entries of each node description's `properties`, rendered once and
/// copied for every later node that shares the description. One per writing thread.
///
/// Nodes made alike share one description (`NodeInfo.sharedDescriptionAddress`: every
/// `.frame(width: 10, height: 10)` layer of the 111k-view document holds the same one), and
/// reading the details out of a node retains and releases the dictionary and its strings: 11 of
/// the JSON stage's 36 ms went to properties, and with two threads writing, those reference
/// counts bounced between the cores and took most of the second core's gain. A description is
/// recognised by its address, read without a retain, in a direct-mapped table: a miss (a
/// description seen for the first time, or a collision) renders the entries again.
struct JSONPropertyCache: ~Copyable {
  /// Table slots (a power of two).
  private static let slotCount = 512
  /// Bytes per slot: an entry count, then each entry as a length byte and its text. A
  /// dictionary whose entries do not fit is written straight from the dictionary every time.
  private static let slotBytes = 128

  /// Each slot's description address, or 0.
  private let identities: UnsafeMutablePointer<UInt>
  private let entries: UnsafeMutablePointer<UInt8>
  /// Renders one entry at a time on a miss.
  private var scratch = JSONWriter()

  init() {
    identities = .allocate(capacity: Self.slotCount)
    identities.initialize(repeating: 0, count: Self.slotCount)
    entries = .allocate(capacity: Self.slotCount * Self.slotBytes)
  }

  deinit {
    identities.deallocate()
    entries.deallocate()
  }

  /// Writes the properties of node `i` (which has some), one line indented by `indent` per
  /// entry, sorted by key.
  mutating func write(
    _ i: Int, of nodes: UnsafeBufferPointer<ViewNode>, indent: Int, _ out: inout JSONWriter
  ) {
    // NodeInfo no longer exposes its shared description's address, so every node's entries
    // are written straight from its dictionary (this cache is to be removed).
    Self.entries(of: nodes[i].info.details) { k, key, value in
      if k == 0 { out.line(indent, "") } else { out.commaLine(indent, "") }
      out.string(key)
      out.literal(": ")
      out.string(value)
    }
  }

  /// Renders the entries of `details` into `region`; false when they do not fit.
  private mutating func fill(_ region: UnsafeMutablePointer<UInt8>, from details: [String: String])
    -> Bool
  {
    var cursor = region + 1
    let end = region + Self.slotBytes
    var fits = true
    Self.entries(of: details) { k, key, value in
      guard fits else { return }
      scratch.string(key)
      scratch.literal(": ")
      scratch.string(value)
      let length = scratch.count
      guard k < 255, length < 256, cursor + 1 + length <= end else {
        fits = false
        scratch.discard()
        return
      }
      cursor[0] = UInt8(length)
      scratch.drain { text in
        UnsafeMutableRawPointer(cursor + 1).copyMemory(from: text.baseAddress!, byteCount: length)
      }
      cursor += 1 + length
      region[0] = UInt8(k + 1)
    }
    return fits
  }

  /// Calls `body` with the position, key and value of each entry of `details`, sorted by key.
  private static func entries(
    of details: [String: String], _ body: (Int, String, String) -> Void
  ) {
    if details.count == 1, let (key, value) = details.first {
      // The common case (a modifier's arguments, a colour): no sorted key array.
      body(0, key, value)
      return
    }
    for (k, key) in details.keys.sorted().enumerated() {
      body(k, key, details[key]!)
    }
  }
}
