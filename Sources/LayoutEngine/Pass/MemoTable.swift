/// Remembers each view's size per proposal for the whole pass, so a stack probing a child
/// several times (0, ∞, a share, then again at placement) measures it once per distinct
/// proposal, and nested stacks cost linear rather than exponential time. Nothing is evicted,
/// so no proposal is measured twice.
///
/// Entries are the memoised views (`PassFacts.Facts.memoEntry`), not all views. Storage is
/// sized to what they use: many are measured with one proposal, most others with two or four,
/// a few with up to nine. Each entry has one slot of its own; further sizes go to blocks of
/// three slots, chained per entry, carved from chunks that never move. An entry's 256th and
/// later sizes go to a dictionary.
///
/// A class whose per-entry tables are buffers it owns, held by the pass in a `let`: every size
/// the pass asks for is looked up here, and as `Array`s in a class each lookup paid a dynamic
/// exclusivity check and each store a uniqueness check too (a tenth of the pass).
final class MemoTable {
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
  private static let blocksPerChunk = 4096
  /// Sizes kept in slots per entry; `used` saturates here and later sizes go to `overflow`.
  private static let slotLimit = 255

  private let entryCount: Int
  private let firstSlots: UnsafeMutablePointer<Slot>
  private let used: UnsafeMutablePointer<UInt8>
  private let firstBlocks: UnsafeMutablePointer<Int32>
  /// Each chunk holds `blocksPerChunk` blocks of slots, and the next block of each (or -1).
  /// The tables of chunks are allocated for the most blocks the entries can use, so that they
  /// never move and lookups read them without an exclusivity check.
  private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Slot>>
  private let links: UnsafeMutablePointer<UnsafeMutablePointer<Int32>>
  /// Blocks handed out so far; read and written on every new entry, so unchecked like the
  /// pass's own counters (see `LayoutComputer`).
  @exclusivity(unchecked) private var blockCount = 0
  private var overflow: [OverflowKey: Size] = [:]

  init(entryCount: Int) {
    self.entryCount = entryCount
    firstSlots = .allocate(capacity: entryCount)
    firstSlots.initialize(
      repeating: Slot(proposalWidth: 0, proposalHeight: 0, size: .zero), count: entryCount)
    used = .allocate(capacity: entryCount)
    used.initialize(repeating: 0, count: entryCount)
    firstBlocks = .allocate(capacity: entryCount)
    firstBlocks.initialize(repeating: -1, count: entryCount)
    // An entry's slots past the first fill at most this many blocks.
    let blocksPerEntry = (Self.slotLimit - 1 + Self.slotsPerBlock - 1) / Self.slotsPerBlock
    let chunkCapacity = entryCount * blocksPerEntry / Self.blocksPerChunk + 1
    chunks = .allocate(capacity: chunkCapacity)
    links = .allocate(capacity: chunkCapacity)
  }

  deinit {
    firstSlots.deallocate()
    used.deallocate()
    firstBlocks.deallocate()
    let chunkCount = (blockCount + Self.blocksPerChunk - 1) / Self.blocksPerChunk
    for c in 0..<chunkCount {
      chunks[c].deallocate()
      links[c].deallocate()
    }
    chunks.deallocate()
    links.deallocate()
  }

  /// nil is stored as a NaN with a payload no arithmetic produces, so keys compare bitwise.
  private static let nilBits: UInt64 = 0x7FF8_DEAD_BEEF_0001

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 {
    guard let value else { return nilBits }
    return value == 0 ? 0 : value.bitPattern  // -0 and 0 are the same proposal
  }

  /// Slot `k` (0 ..< slotsPerBlock) of block `block`.
  @inline(__always)
  private func slot(_ block: Int32, _ k: Int) -> UnsafeMutablePointer<Slot> {
    let b = Int(block)
    return chunks[b / Self.blocksPerChunk] + (b % Self.blocksPerChunk) * Self.slotsPerBlock + k
  }

  @inline(__always)
  private func link(_ block: Int32) -> UnsafeMutablePointer<Int32> {
    let b = Int(block)
    return links[b / Self.blocksPerChunk] + b % Self.blocksPerChunk
  }

  @inline(__always)
  func lookup(_ entry: Int32, _ proposal: ProposedViewSize) -> Size? {
    assert(entry >= 0 && Int(entry) < entryCount)
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
        let s = slot(block, k).pointee
        if s.proposalWidth == w && s.proposalHeight == h { return s.size }
      }
      remaining -= Self.slotsPerBlock
      block = link(block).pointee
    }
    if count == Self.slotLimit {
      return overflow[OverflowKey(entry: entry, width: w, height: h)]
    }
    return nil
  }

  func store(_ entry: Int32, _ proposal: ProposedViewSize, _ size: Size) {
    assert(entry >= 0 && Int(entry) < entryCount)
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
      var next = link(block).pointee
      if next < 0 {
        next = newBlock()
        link(block).pointee = next
      }
      block = next
    }
    slot(block, index).pointee = new
  }

  private func newBlock() -> Int32 {
    if blockCount % Self.blocksPerChunk == 0 {
      let c = blockCount / Self.blocksPerChunk
      (chunks + c).initialize(to: .allocate(capacity: Self.blocksPerChunk * Self.slotsPerBlock))
      let chunkLinks = UnsafeMutablePointer<Int32>.allocate(capacity: Self.blocksPerChunk)
      chunkLinks.initialize(repeating: -1, count: Self.blocksPerChunk)
      (links + c).initialize(to: chunkLinks)
    }
    blockCount += 1
    return Int32(blockCount - 1)
  }
}
