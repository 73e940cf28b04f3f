import LayoutEngine

/// What JSON prints of a node's shared description (`NodeInfo.descriptionIdentity`): its
/// `kind`, `id`, `implicit` flag and `properties`, remembered as bytes for one walk.
///
/// Views made alike share one description, so a document's nodes have a handful of distinct
/// descriptions printed over and over. Reading each field through the description (a retain
/// and release per string), the details dictionary, finding or sorting its keys and scanning
/// every string for characters to escape cost more than the rest of a node's fields together;
/// remembered, the text is copied as bytes. Memory stays bounded: 256 slots, picked by the
/// description's address, each holding the last description that landed there (a miss renders
/// its text again).
struct JSONDescriptionText {
  private struct Slot {
    var owner: ObjectIdentifier?
    /// The quoted kind.
    var kind: [UInt8] = []
    /// The quoted id, or nil.
    var id: [UInt8]? = nil
    var isImplicit = false
    /// Each detail's `"key": "value"` text, in key order.
    var entries: [[UInt8]] = []
  }

  private static let slotBits = 8
  private static let slotCount = 1 << slotBits
  private var slots = [Slot](repeating: Slot(), count: slotCount)

  /// The slot holding `info`'s description's text, filled if it held another's.
  mutating func slot(for info: borrowing NodeInfo) -> Int {
    let owner = info.descriptionIdentity
    // Fibonacci hashing of the address: its top bits, after one multiplication, spread
    // descriptions allocated close together (or a fixed stride apart) over the slots.
    let mixed = UInt64(UInt(bitPattern: owner)) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - Self.slotBits))
    if slots[slot].owner != owner {
      slots[slot] = Slot(
        owner: owner, kind: Self.quoted(info.kind), id: info.id.map { Self.quoted($0) },
        isImplicit: info.isImplicit, entries: Self.entries(info.details))
    }
    return slot
  }

  /// Writes the quoted kind of the description in `slot`.
  func writeKind(_ slot: Int, _ out: inout JSONWriter) {
    slots[slot].kind.withUnsafeBufferPointer { out.bytes($0) }
  }

  /// Writes the `"id"` field (its key at indentation `indent`), if the description has one.
  func writeID(_ slot: Int, indent: Int, _ out: inout JSONWriter) {
    guard let id = slots[slot].id else { return }
    out.commaLine(indent, "\"id\": ")
    id.withUnsafeBufferPointer { out.bytes($0) }
  }

  /// Whether the description in `slot` marks a view Stackup inserted.
  func isImplicit(_ slot: Int) -> Bool { slots[slot].isImplicit }

  /// Writes the `"properties"` field (its key at indentation `indent`), if there are details.
  func writeProperties(_ slot: Int, indent: Int, _ out: inout JSONWriter) {
    slots[slot].entries.withUnsafeBufferPointer { entries in
      guard !entries.isEmpty else { return }
      out.commaLine(indent, "\"properties\": {")
      for (k, entry) in entries.enumerated() {
        if k == 0 { out.line(indent + 2, "") } else { out.commaLine(indent + 2, "") }
        entry.withUnsafeBufferPointer { out.bytes($0) }
      }
      out.line(indent, "}")
    }
  }

  /// `s` as a JSON string literal.
  private static func quoted(_ s: String) -> [UInt8] {
    var text = JSONWriter()
    text.string(s)
    var bytes: [UInt8] = []
    text.drain { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// The `"key": "value"` text of each detail, sorted by key.
  private static func entries(_ details: [String: String]) -> [[UInt8]] {
    details.keys.sorted().map { key in
      var text = JSONWriter()
      text.string(key)
      text.literal(": ")
      text.string(details[key]!)
      var bytes: [UInt8] = []
      text.drain { bytes.append(contentsOf: $0) }
      return bytes
    }
  }
}
