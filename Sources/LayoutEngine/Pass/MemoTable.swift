/// Remembers each view's size per proposal for the whole pass, so a stack probing a child
/// several times (0, ∞, a share, then again at placement) measures it once per distinct
/// proposal, and nested stacks cost linear rather than exponential time. Nothing is evicted,
/// so no proposal is measured twice.
///
/// Entries are the plan's memoised nodes (`LayoutPlan.memoIndices`), not all nodes. Storage is
/// sized to what they use: many are measured with one proposal, most others with two or four,
/// a few with up to nine. Each entry has one inline slot; further sizes go to blocks of three
/// slots, chained per entry, carved from chunks that never move (32 + 5 bytes per entry plus
/// 100 per block, where four inline slots per entry took 129). An entry's 256th and later
/// sizes go to a dictionary.
///
/// A class, so that the pass holds it in a `let`; its few mutable properties are only touched
/// when an entry gets a new block (see `PassBuffer` for why the rest are buffers).
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

  private let firstSlots: PassBuffer<Slot>
  private let used: PassBuffer<UInt8>
  private let firstBlocks: PassBuffer<Int32>
  /// Each chunk holds `blocksPerChunk` blocks of slots, and the next block of each (or -1).
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Slot>] = []
  @exclusivity(unchecked) private var links: [UnsafeMutablePointer<Int32>] = []
  @exclusivity(unchecked) private var blockCount = 0
  @exclusivity(unchecked) private var overflow: [OverflowKey: Size] = [:]

  init(entryCount: Int) {
    firstSlots = PassBuffer(
      repeating: Slot(proposalWidth: 0, proposalHeight: 0, size: .zero), count: entryCount)
    used = PassBuffer(repeating: 0, count: entryCount)
    firstBlocks = PassBuffer(repeating: -1, count: entryCount)
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
    for chunk in links { chunk.deallocate() }
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
    let count = Int(used[entry])
    guard count > 0 else { return nil }
    let w = Self.bits(proposal.width)
    let h = Self.bits(proposal.height)
    let first = firstSlots[entry]
    if first.proposalWidth == w && first.proposalHeight == h { return first.size }
    var remaining = count - 1
    var block = firstBlocks[entry]
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
    let new = Slot(
      proposalWidth: Self.bits(proposal.width), proposalHeight: Self.bits(proposal.height),
      size: size)
    let count = Int(used[entry])
    if count == Self.slotLimit {
      overflow[OverflowKey(entry: entry, width: new.proposalWidth, height: new.proposalHeight)] =
        size
      return
    }
    used[entry] = UInt8(count + 1)
    if count == 0 {
      firstSlots[entry] = new
      return
    }
    // Walk to the block holding slot `count - 1` of the chain, adding one when it is full.
    var index = count - 1
    var block = firstBlocks[entry]
    if block < 0 {
      block = newBlock()
      firstBlocks[entry] = block
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
    if blockCount == chunks.count * Self.blocksPerChunk {
      chunks.append(.allocate(capacity: Self.blocksPerChunk * Self.slotsPerBlock))
      let links = UnsafeMutablePointer<Int32>.allocate(capacity: Self.blocksPerChunk)
      links.initialize(repeating: -1, count: Self.blocksPerChunk)
      self.links.append(links)
    }
    blockCount += 1
    return Int32(blockCount - 1)
  }
}
