/// Each node's layout priority (semantics §1.6), in one byte per node rather than a `Double`.
///
/// A document has few distinct priorities: 0 for nearly every view, −∞ for Spacers and empty
/// containers, and the values of its `.layoutPriority` modifiers. Each node holds the index of
/// its value among them (kept bit for bit); past 254 distinct values, further ones are kept per
/// node in a dictionary. Eight bytes per node were 17 MB of a 1.1M-view document's peak, all
/// written to fresh pages while preparing the pass.
struct PriorityTable {
  private var codes: [UInt8]
  private var values: [Double] = [0, -.infinity]
  /// The code of each value in `values`, by bit pattern.
  private var valueCodes: [UInt64: UInt8] = [0: 0, (-Double.infinity).bitPattern: 1]
  private var overflow: [Int32: Double] = [:]
  /// The code of a node whose priority is in `overflow`.
  private static let overflowCode = UInt8.max

  /// `count` nodes of priority 0.
  init(count: Int) { codes = Array(repeating: 0, count: count) }

  subscript(node: Int) -> Double {
    @inline(__always) get {
      let code = codes[node]
      return code == Self.overflowCode ? overflow[Int32(node)]! : values[Int(code)]
    }
    // 0 and −∞, set for nearly every node, skip the dictionary.
    @inline(__always) set {
      if newValue.bitPattern == 0 {
        codes[node] = 0
      } else if newValue == -.infinity {
        codes[node] = 1
      } else {
        setOther(node, newValue)
      }
    }
  }

  private mutating func setOther(_ node: Int, _ value: Double) {
    if let code = valueCodes[value.bitPattern] {
      codes[node] = code
    } else if values.count < Int(Self.overflowCode) {
      let code = UInt8(values.count)
      values.append(value)
      valueCodes[value.bitPattern] = code
      codes[node] = code
    } else {
      codes[node] = Self.overflowCode
      overflow[Int32(node)] = value
    }
  }
}
