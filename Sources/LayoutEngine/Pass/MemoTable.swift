/// Remembers each view's size per proposal for the whole pass, so a stack probing a child
/// several times (0, ∞, a share, then again at placement) measures it once per distinct
/// proposal, and nested stacks cost linear rather than exponential time.
///
/// Storage: a few inline slots per node (most nodes see at most four distinct proposals), and
/// an overflow dictionary for the rest. Nothing is evicted, so no proposal is measured twice.
/// A class, so that the pass holds it in a `let` and reaches the slots without exclusivity
/// checks (see `PassBuffer`); only the rare overflow is a mutable property.
final class MemoTable {
  static let slotsPerNode = 4

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

  private let slots: PassBuffer<Slot>
  private let used: PassBuffer<UInt8>
  private var overflow: [OverflowKey: Size] = [:]

  init(nodeCount: Int) {
    slots = PassBuffer(
      repeating: Slot(proposalWidth: 0, proposalHeight: 0, size: .zero),
      count: nodeCount * Self.slotsPerNode)
    used = PassBuffer(repeating: 0, count: nodeCount)
  }

  /// How many sizes were stored: the number of evaluations (each store follows a miss, and a
  /// node's evaluation never re-enters the same node and proposal).
  var count: Int {
    var total = overflow.count
    for node in 0..<used.count { total += min(Int(used[node]), Self.slotsPerNode) }
    return total
  }

  /// nil is stored as a NaN with a payload no arithmetic produces, so keys compare bitwise.
  private static let nilBits: UInt64 = 0x7FF8_DEAD_BEEF_0001

  @inline(__always)
  private static func bits(_ value: Double?) -> UInt64 {
    guard let value else { return nilBits }
    return value == 0 ? 0 : value.bitPattern  // -0 and 0 are the same proposal
  }

  @inline(__always)
  func lookup(_ node: Int32, _ proposal: ProposedViewSize) -> Size? {
    let w = Self.bits(proposal.width)
    let h = Self.bits(proposal.height)
    let base = Int(node) * Self.slotsPerNode
    let count = Int(used[node])
    for i in 0..<min(count, Self.slotsPerNode) {
      let slot = slots[base + i]
      if slot.proposalWidth == w && slot.proposalHeight == h { return slot.size }
    }
    if count > Self.slotsPerNode {
      return overflow[OverflowKey(node: node, width: w, height: h)]
    }
    return nil
  }

  func store(_ node: Int32, _ proposal: ProposedViewSize, _ size: Size) {
    let w = Self.bits(proposal.width)
    let h = Self.bits(proposal.height)
    let count = Int(used[node])
    if count < Self.slotsPerNode {
      slots[Int(node) * Self.slotsPerNode + count] = Slot(
        proposalWidth: w, proposalHeight: h, size: size)
    } else {
      overflow[OverflowKey(node: node, width: w, height: h)] = size
    }
    if count < 255 { used[node] = UInt8(count + 1) }
  }
}
