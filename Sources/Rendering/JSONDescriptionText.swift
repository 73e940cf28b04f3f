import LayoutEngine

/// What JSON prints of a node's shared description (`NodeInfo.descriptionIdentity`): its
/// `kind`, `id`, `implicit` flag and `properties`, remembered as bytes for one walk.
///
/// Views made alike share one description, so a document's nodes have a handful of distinct
/// descriptions printed over and over. Reading each field through the description (a retain
/// and release per string), the details dictionary, finding or sorting its keys and scanning
/// every string for characters to escape cost more than the rest of a node's fields together;
/// remembered, the text is copied as bytes. Memory stays bounded: 1,024 slots, picked by the
/// description's address, each holding the last description that landed there (a miss renders
/// its text again). 256 slots rendered 1,398 descriptions for the realistic screen's 2,978
/// nodes, 1,024 render 1,051 (0.7 M instructions fewer); 4,096 render 905 but cost each small
/// document 0.1 M to set up.
///
/// Each slot's text is one buffer this type allocates and frees itself, and the slots are
/// plain values in one allocation: reading a slot retains and releases nothing. (Kept as
/// arrays of arrays, every node's kind, id and properties retained and released their array:
/// 1.5% of a 111k-view run.) One more slot, past the others, holds a description with a
/// detail the pass decided (a Label's style, read from its environment), rendered each time.
struct JSONDescriptionText: ~Copyable {
  private struct Slot {
    var owner: ObjectIdentifier?
    var isImplicit = false
    /// The quoted kind, then the quoted id if any, then each detail's `"key": "value"` text
    /// in key order, back to back.
    var text = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    /// Where the quoted kind ends in `text`, and the quoted id (nil when there is none).
    var kindEnd = 0
    var idEnd: Int? = nil
    /// Where each detail's text ends in `text`.
    var entryEnds = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
  }

  private static let slotBits = 10
  private static let slotCount = 1 << slotBits
  private let slots: UnsafeMutablePointer<Slot>

  init() {
    slots = .allocate(capacity: Self.slotCount + 1)
    slots.initialize(repeating: Slot(), count: Self.slotCount + 1)
  }

  deinit {
    for index in 0...Self.slotCount { Self.free(slots[index]) }
    slots.deinitialize(count: Self.slotCount + 1)
    slots.deallocate()
  }

  private static func free(_ slot: Slot) {
    slot.text.deallocate()
    slot.entryEnds.deallocate()
  }

  /// The slot holding `info`'s description's text, filled if it held another's.
  mutating func slot(for info: borrowing NodeInfo) -> Int {
    let owner = info.descriptionIdentity
    // Fibonacci hashing of the address: its top bits, after one multiplication, spread
    // descriptions allocated close together (or a fixed stride apart) over the slots.
    let mixed = UInt64(UInt(bitPattern: owner)) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - Self.slotBits))
    if slots[slot].owner != owner {
      Self.free(slots[slot])
      slots[slot] = Self.rendered(info, owner: owner)
    }
    return slot
  }

  /// The slot holding `info`'s text with `detail` added (unless `info` has the key), filled
  /// afresh: the detail is the node's own, not its description's.
  mutating func slot(for info: borrowing NodeInfo, adding detail: (key: String, value: String))
    -> Int
  {
    let slot = Self.slotCount
    Self.free(slots[slot])
    slots[slot] = Self.rendered(info, owner: nil, adding: detail)
    return slot
  }

  /// Writes the quoted kind of the description in `slot`.
  func writeKind(_ slot: Int, _ out: inout JSONWriter) {
    let s = slots[slot]
    out.bytes(UnsafeBufferPointer(rebasing: s.text[0..<s.kindEnd]))
  }

  /// Writes the `"id"` field (its key at indentation `indent`), if the description has one.
  func writeID(_ slot: Int, indent: Int, _ out: inout JSONWriter) {
    let s = slots[slot]
    guard let idEnd = s.idEnd else { return }
    out.commaLine(indent, "\"id\": ")
    out.bytes(UnsafeBufferPointer(rebasing: s.text[s.kindEnd..<idEnd]))
  }

  /// Whether the description in `slot` marks a view Stackup inserted.
  func isImplicit(_ slot: Int) -> Bool { slots[slot].isImplicit }

  /// Writes the `"properties"` field (its key at indentation `indent`), if there are details.
  func writeProperties(_ slot: Int, indent: Int, _ out: inout JSONWriter) {
    let s = slots[slot]
    guard !s.entryEnds.isEmpty else { return }
    out.commaLine(indent, "\"properties\": {")
    var start = s.idEnd ?? s.kindEnd
    for (k, end) in s.entryEnds.enumerated() {
      if k == 0 { out.line(indent + 2, "") } else { out.commaLine(indent + 2, "") }
      out.bytes(UnsafeBufferPointer(rebasing: s.text[start..<end]))
      start = end
    }
    out.line(indent, "}")
  }

  /// A slot holding `info`'s text: its kind and id quoted, and each detail's `"key": "value"`
  /// sorted by key.
  private static func rendered(
    _ info: borrowing NodeInfo, owner: ObjectIdentifier?,
    adding detail: (key: String, value: String)? = nil
  ) -> Slot {
    var text = JSONWriter()
    text.string(info.kind)
    let kindEnd = text.count
    var idEnd: Int? = nil
    if let id = info.id {
      text.string(id)
      idEnd = text.count
    }
    var details = info.details
    if let detail, details[detail.key] == nil { details[detail.key] = detail.value }
    // Sorted as pairs: sorting the keys and looking each value up again hashed every key.
    let entries = details.sorted { $0.key < $1.key }
    let entryEnds = UnsafeMutableBufferPointer<Int>.allocate(capacity: entries.count)
    for (k, entry) in entries.enumerated() {
      text.string(entry.key)
      text.literal(": ")
      text.string(entry.value)
      entryEnds.initializeElement(at: k, to: text.count)
    }
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
    var copied = 0
    text.drain { chunk in
      _ = UnsafeMutableBufferPointer(rebasing: bytes[copied...]).initialize(
        fromContentsOf: chunk.assumingMemoryBound(to: UInt8.self))
      copied += chunk.count
    }
    return Slot(
      owner: owner, isImplicit: info.isImplicit, text: bytes, kindEnd: kindEnd, idEnd: idEnd,
      entryEnds: entryEnds)
  }
}
