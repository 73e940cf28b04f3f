import Testing

@testable import LayoutEngine

/// `PriorityTable` stores a byte per node: each priority must come back bit for bit, including
/// past the 254 distinct values that fit in codes.
@Suite struct PriorityTableTests {
  @Test func everyValueComesBackExactly() {
    let values =
      [0, -.infinity, -0.0, .infinity, 1, -1, 0.5, .nan] + (0..<300).map { Double($0) / 7 }
    var table = PriorityTable(count: values.count)
    for (node, value) in values.enumerated() { table[node] = value }
    for (node, value) in values.enumerated() {
      #expect(table[node].bitPattern == value.bitPattern, "node \(node)")
    }
  }

  @Test func nodesStartAtZeroAndCanBeReset() {
    var table = PriorityTable(count: 400)
    #expect(table[399] == 0)
    for node in 0..<400 { table[node] = Double(node) + 0.25 }
    table[399] = 0
    table[0] = -.infinity
    #expect(table[399].bitPattern == 0)
    #expect(table[0] == -.infinity)
    #expect(table[398] == 398.25)
  }
}
