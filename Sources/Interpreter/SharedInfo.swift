import LayoutEngine

/// Node information shared between views alike: one `NodeInfo` description per distinct kind
/// and detail (`Color` with `["color": "red"]`, `VStack` with none), which every later view of
/// that kind and detail copies with its own line and column (`NodeInfo.at(line:column:)`).
/// A description per view was an allocation per node; a details dictionary per Color leaf
/// was another and about a hundred bytes per view, for a handful of distinct values.
struct SharedInfo {
  private struct Entry: Hashable {
    var kind: String
    /// The one detail, or an empty key for none.
    var key: String
    var value: String

    func isSame(as other: Entry) -> Bool {
      kind.isSameName(as: other.kind) && key.isSameName(as: other.key)
        && value.isSameName(as: other.value)
    }
  }

  /// Most distinct entries kept, so that hostile input cannot make the table large.
  static let limit = 4096

  private var table: [Entry: NodeInfo] = [:]
  /// The first few entries again, found by comparing short strings instead of hashing them.
  private var first: [(entry: Entry, info: NodeInfo)] = []

  /// The information of a view of `kind` without details.
  mutating func info(kind: String, line: Int, column: Int) -> NodeInfo {
    info(Entry(kind: kind, key: "", value: ""), line: line, column: column)
  }

  /// The information of a view of `kind` with the one detail `key: value`.
  mutating func info(kind: String, _ key: String, _ value: String, line: Int, column: Int)
    -> NodeInfo
  {
    info(Entry(kind: kind, key: key, value: value), line: line, column: column)
  }

  private mutating func info(_ entry: Entry, line: Int, column: Int) -> NodeInfo {
    for known in first where known.entry.isSame(as: entry) {
      return known.info.at(line: line, column: column)
    }
    if let known = table[entry] { return known.at(line: line, column: column) }
    let info = NodeInfo(
      kind: entry.kind, line: line, column: column,
      details: entry.key.isEmpty ? [:] : [entry.key: entry.value])
    if first.count < 8 {
      first.append((entry, info))
    } else if table.count < Self.limit {
      table[entry] = info
    }
    return info
  }
}
