/// Remembers each view's size per proposal for the whole pass, so a stack probing a child
/// several times (0, ∞, a share, then again at placement) measures it once per distinct
/// proposal, and nested stacks cost linear rather than exponential time. Nothing is evicted,
/// so no proposal is measured twice.
///
/// Entries are the memoised views (`PassFacts.Facts.memoEntry`), not all views. Storage is
/// sized to what they use: many are measured with one proposal, most others with two or four,
/// a few with up to nine. Each entry has one slot of its own; further sizes go to blocks of
/// three slots, chained per entry, in a buffer that doubles when full. An entry's 256th and
/// later sizes go to a dictionary.
///
/// A class whose tables are `UncheckedBuffer`s, held by the pass in a `let`: every size the
/// pass asks for is looked up here, and as `Array`s in a class each lookup paid a dynamic
/// exclusivity check and each store a uniqueness check too. The buffers save 5.4 M
/// instructions at 1k views and 42 M at 11k (huge-nested, whole run), 15 M on the realistic
/// 1k screen (docs/performance.md, "One door to unchecked code").
final class MemoTable {
  /// Plain bits (the size as its two lengths), so that the blocks' room may be left
  /// uninitialised.
  private struct Slot: BitwiseCopyable {
    var proposalWidth: UInt64
    var proposalHeight: UInt64
    var width: Double
    var height: Double

    init(proposalWidth: UInt64, proposalHeight: UInt64, size: Size) {
      (self.proposalWidth, self.proposalHeight) = (proposalWidth, proposalHeight)
      (width, height) = (size.width, size.height)
    }

    var size: Size { Size(width: width, height: height) }
  }

  private struct OverflowKey: Hashable {
    var entry: Int32
    var width: UInt64
    var height: UInt64
  }

  private static let slotsPerBlock = 3
  /// Blocks the table makes room for at first (one per entry, at most this many), and then
  /// twice as many each time it is full. Sized by the entries, not fixed: 1,024 blocks (98 KB)
  /// initialised cost a spec of a few views a tenth of its check. The room is now left
  /// uninitialised (a block is written when handed out): initialising it as it doubled was
  /// 1.2 M instructions of the realistic screen's 16,837 stores.
  private static let maxInitialBlocks = 1024
  /// Sizes kept in slots per entry; `used` saturates here and later sizes go to `overflow`.
  private static let slotLimit = 255
  private static let emptySlot = Slot(proposalWidth: 0, proposalHeight: 0, size: .zero)

  private let firstSlots: UncheckedBuffer<Slot>
  private let used: UncheckedBuffer<UInt8>
  private let firstBlocks: UncheckedBuffer<Int32>
  /// The blocks of slots, `slotsPerBlock` each, and the next block of each (or -1), by block;
  /// `blockCount` of them are handed out.
  private let blockSlots: UncheckedBuffer<Slot>
  private let links: UncheckedBuffer<Int32>
  private var blockCount = 0
  private var overflow: [OverflowKey: Size] = [:]

  init(entryCount: Int) {
    firstSlots = UncheckedBuffer(repeating: Self.emptySlot, count: entryCount)
    used = UncheckedBuffer(repeating: 0, count: entryCount)
    firstBlocks = UncheckedBuffer(repeating: -1, count: entryCount)
    let initialBlocks = min(max(entryCount, 4), Self.maxInitialBlocks)
    blockSlots = UncheckedBuffer(uninitializedCount: initialBlocks * Self.slotsPerBlock)
    links = UncheckedBuffer(uninitializedCount: initialBlocks)
  }

  /// nil is stored as a NaN with a payload no arithmetic produces, so keys compare bitwise.
  private static let nilBits: UInt64 = 0x7FF8_DEAD_BEEF_0001

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 {
    guard let value else { return nilBits }
    return value == 0 ? 0 : value.bitPattern  // -0 and 0 are the same proposal
  }

  @inline(__always)
  func lookup(_ entry: Int32, _ proposal: ProposedViewSize) -> Size? {
    assert(entry >= 0 && Int(entry) < used.count)
    let count = Int(used[Int(entry)])
    guard count > 0 else { return nil }
    let w = Self.bits(proposal.width)
    let h = Self.bits(proposal.height)
    let first = firstSlots[Int(entry)]
    if first.proposalWidth == w && first.proposalHeight == h { return first.size }
    var remaining = count - 1
    var block = firstBlocks[Int(entry)]
    while remaining > 0 {
      for k in 0..<min(remaining, Self.slotsPerBlock) {
        let s = blockSlots[Int(block) * Self.slotsPerBlock + k]
        if s.proposalWidth == w && s.proposalHeight == h { return s.size }
      }
      remaining -= Self.slotsPerBlock
      block = links[Int(block)]
    }
    if count == Self.slotLimit {
      return overflow[OverflowKey(entry: entry, width: w, height: h)]
    }
    return nil
  }

  func store(_ entry: Int32, _ proposal: ProposedViewSize, _ size: Size) {
    assert(entry >= 0 && Int(entry) < used.count)
    let new = Slot(
      proposalWidth: Self.bits(proposal.width), proposalHeight: Self.bits(proposal.height),
      size: size)
    let count = Int(used[Int(entry)])
    if count == Self.slotLimit {
      overflow[OverflowKey(entry: entry, width: new.proposalWidth, height: new.proposalHeight)] =
        size
      return
    }
    used[Int(entry)] = UInt8(count + 1)
    if count == 0 {
      firstSlots[Int(entry)] = new
      return
    }
    // Walk to the block holding slot `count - 1` of the chain, adding one when it is full.
    var index = count - 1
    var block = firstBlocks[Int(entry)]
    if block < 0 {
      block = newBlock()
      firstBlocks[Int(entry)] = block
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
    blockSlots[Int(block) * Self.slotsPerBlock + index] = new
  }

  private func newBlock() -> Int32 {
    if blockCount == links.count {
      links.grow(uninitializedTo: 2 * blockCount)
      blockSlots.grow(uninitializedTo: 2 * blockCount * Self.slotsPerBlock)
    }
    // Its slots are written before they are read: a chain's `used` count covers only those
    // stored.
    links[blockCount] = -1
    blockCount += 1
    return Int32(blockCount - 1)
  }
}
