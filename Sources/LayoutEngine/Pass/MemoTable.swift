/// Remembers each view's size per proposal for the whole pass, so a stack probing a subview
/// several times (0, ∞, a share, then again at placement) measures it once per distinct
/// proposal, and nested stacks cost linear rather than exponential time. Nothing is evicted,
/// so no proposal is measured twice.
///
/// Entries are the memoised views (`PassFacts.Facts.memoEntry`), not all views. Many are
/// measured with one proposal, most others with two or four, a few with up to nine: each entry
/// has one slot of its own, and further sizes go to blocks of three slots, chained per entry.
/// An entry's 256th and later sizes go to a dictionary.
struct MemoTable {
  private struct Slot {
    var proposalWidth: UInt64
    var proposalHeight: UInt64
    var size: Size
  }

  private struct OverflowKey: Hashable {
    var entry: Int32
    var width: UInt64
    var height: UInt64
  }

  private static let slotsPerBlock = 3
  /// Sizes kept in slots per entry; `used` saturates here and later sizes go to `overflow`.
  private static let slotLimit = 255

  private var firstSlots: [Slot]
  private var used: [UInt8]
  private var firstBlocks: [Int32]
  /// Blocks of `slotsPerBlock` slots, and the next block of each (or -1).
  private var blocks: [Slot] = []
  private var links: [Int32] = []
  private var overflow: [OverflowKey: Size] = [:]

  init(entryCount: Int) {
    firstSlots = [Slot](
      repeating: Slot(proposalWidth: 0, proposalHeight: 0, size: .zero), count: entryCount)
    used = [UInt8](repeating: 0, count: entryCount)
    firstBlocks = [Int32](repeating: -1, count: entryCount)
  }

  /// nil is stored as a NaN with a payload no arithmetic produces, so keys compare bitwise.
  private static let nilBits: UInt64 = 0x7FF8_DEAD_BEEF_0001

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 {
    guard let value else { return nilBits }
    return value == 0 ? 0 : value.bitPattern  // -0 and 0 are the same proposal
  }

  func lookup(_ entry: Int32, _ proposal: ProposedViewSize) -> Size? {
    let e = Int(entry)
    let count = Int(used[e])
    guard count > 0 else { return nil }
    let w = Self.bits(proposal.width)
    let h = Self.bits(proposal.height)
    let first = firstSlots[e]
    if first.proposalWidth == w && first.proposalHeight == h { return first.size }
    var remaining = count - 1
    var block = Int(firstBlocks[e])
    while remaining > 0 {
      for k in 0..<min(remaining, Self.slotsPerBlock) {
        let s = blocks[block * Self.slotsPerBlock + k]
        if s.proposalWidth == w && s.proposalHeight == h { return s.size }
      }
      remaining -= Self.slotsPerBlock
      block = Int(links[block])
    }
    if count == Self.slotLimit {
      return overflow[OverflowKey(entry: entry, width: w, height: h)]
    }
    return nil
  }

  mutating func store(_ entry: Int32, _ proposal: ProposedViewSize, _ size: Size) {
    let e = Int(entry)
    let new = Slot(
      proposalWidth: Self.bits(proposal.width), proposalHeight: Self.bits(proposal.height),
      size: size)
    let count = Int(used[e])
    if count == Self.slotLimit {
      overflow[OverflowKey(entry: entry, width: new.proposalWidth, height: new.proposalHeight)] =
        size
      return
    }
    used[e] = UInt8(count + 1)
    if count == 0 {
      firstSlots[e] = new
      return
    }
    // Walk to the block holding slot `count - 1` of the chain, adding one when it is full.
    var index = count - 1
    var block = firstBlocks[e]
    if block < 0 {
      block = newBlock()
      firstBlocks[e] = block
    }
    while index >= Self.slotsPerBlock {
      index -= Self.slotsPerBlock
      var next = links[Int(block)]
      if next < 0 {
        next = newBlock()
        links[Int(block)] = next
      }
      block = next
    }
    blocks[Int(block) * Self.slotsPerBlock + index] = new
  }

  private mutating func newBlock() -> Int32 {
    blocks.append(
      contentsOf: repeatElement(
        Slot(proposalWidth: 0, proposalHeight: 0, size: .zero), count: Self.slotsPerBlock))
    links.append(-1)
    return Int32(links.count - 1)
  }
}
