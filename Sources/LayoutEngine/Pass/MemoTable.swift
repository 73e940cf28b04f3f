/// Remembers each view's size per proposal for the whole pass, so a stack probing a child
/// several times (0, ∞, a share, then again at placement) measures it once per distinct
/// proposal, and nested stacks cost linear rather than exponential time. Nothing is evicted,
/// so no proposal is measured twice.
///
/// Storage is sized to what nodes use: half the nodes of a large document are measured with
/// one proposal, most others with two or four, a few with up to nine. Each node has one
/// inline slot; further sizes go to blocks of three slots, chained per node, carved from
/// chunks that never move (32 + 5 bytes per node plus 100 per block, where four inline slots
/// per node took 129). A node's 256th and later sizes go to a dictionary.
///
/// A class, so that the pass holds it in a `let`; its few mutable properties are only touched
/// when a node gets a new block (see `PassBuffer` for why the rest are buffers).
final class MemoTable {
  private struct Slot {
    var proposalWidth: UInt64
    var proposalHeight: UInt64
    var size: Size
  }

  private struct OverflowKey: Hashable {
    var node: Int32
    var width: UInt64
    var height: UInt64
  }

  private static let slotsPerBlock = 3
  private static let blocksPerChunk = 4096
  /// Sizes kept in slots per node; `used` saturates here and later sizes go to `overflow`.
  private static let slotLimit = 255

  private let firstSlots: PassBuffer<Slot>
  private let used: PassBuffer<UInt8>
  private let firstBlocks: PassBuffer<Int32>
  /// Each chunk holds `blocksPerChunk` blocks of slots, and the next block of each (or -1).
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<Slot>] = []
  @exclusivity(unchecked) private var links: [UnsafeMutablePointer<Int32>] = []
  @exclusivity(unchecked) private var blockCount = 0
  @exclusivity(unchecked) private var overflow: [OverflowKey: Size] = [:]

  init(nodeCount: Int) {
    firstSlots = PassBuffer(
      repeating: Slot(proposalWidth: 0, proposalHeight: 0, size: .zero), count: nodeCount)
    used = PassBuffer(repeating: 0, count: nodeCount)
    firstBlocks = PassBuffer(repeating: -1, count: nodeCount)
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
    for chunk in links { chunk.deallocate() }
  }

  /// How many sizes were stored: the number of evaluations (each store follows a miss, and a
  /// node's evaluation never re-enters the same node and proposal).
  var count: Int {
    var total = overflow.count
    for node in 0..<used.count { total += Int(used[node]) }
    return total
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
  func lookup(_ node: Int32, _ proposal: ProposedViewSize) -> Size? {
    let count = Int(used[node])
    guard count > 0 else { return nil }
    let w = Self.bits(proposal.width)
    let h = Self.bits(proposal.height)
    let first = firstSlots[node]
    if first.proposalWidth == w && first.proposalHeight == h { return first.size }
    var remaining = count - 1
    var block = firstBlocks[node]
    while remaining > 0 {
      for k in 0..<min(remaining, Self.slotsPerBlock) {
        let s = slot(block, k).pointee
        if s.proposalWidth == w && s.proposalHeight == h { return s.size }
      }
      remaining -= Self.slotsPerBlock
      block = link(block).pointee
    }
    if count == Self.slotLimit {
      return overflow[OverflowKey(node: node, width: w, height: h)]
    }
    return nil
  }

  func store(_ node: Int32, _ proposal: ProposedViewSize, _ size: Size) {
    let new = Slot(
      proposalWidth: Self.bits(proposal.width), proposalHeight: Self.bits(proposal.height),
      size: size)
    let count = Int(used[node])
    if count == Self.slotLimit {
      overflow[OverflowKey(node: node, width: new.proposalWidth, height: new.proposalHeight)] =
        size
      return
    }
    used[node] = UInt8(count + 1)
    if count == 0 {
      firstSlots[node] = new
      return
    }
    // Walk to the block holding slot `count - 1` of the chain, adding one when it is full.
    var index = count - 1
    var block = firstBlocks[node]
    if block < 0 {
      block = newBlock()
      firstBlocks[node] = block
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
