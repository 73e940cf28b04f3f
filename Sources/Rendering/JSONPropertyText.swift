import LayoutEngine

/// The `"properties"` of the nodes JSON prints, remembered per shared node description
/// (`NodeInfo.descriptionIdentity`) for one walk.
///
/// Views made alike share one description, so a document's nodes have a handful of distinct
/// properties (a colour, a modifier's arguments) printed over and over. Reading a node's
/// details dictionary, finding or sorting its keys and scanning each key and value for
/// characters to escape cost more than the rest of the node's fields together; remembered,
/// the entries are copied as bytes. Memory stays bounded: a few slots, picked by the
/// description's address, each holding the last description that landed there (a miss renders
/// the entries again).
struct JSONPropertyText {
  private struct Slot {
    var owner: ObjectIdentifier?
    /// Each entry's `"key": "value"` text, in key order; empty when the view has no details.
    var entries: [[UInt8]] = []
  }

  private static let slotCount = 64
  private var slots = [Slot](repeating: Slot(), count: slotCount)

  /// Writes the `"properties"` field of a node described by `info` (nothing when it has no
  /// details), its key at indentation `indent`.
  mutating func write(_ info: borrowing NodeInfo, indent: Int, _ out: inout JSONWriter) {
    let owner = info.descriptionIdentity
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: owner) >> 4) & (Self.slotCount - 1)
    if slots[slot].owner != owner {
      slots[slot] = Slot(owner: owner, entries: Self.entries(info.details))
    }
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
