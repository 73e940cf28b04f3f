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
  }

  /// Most distinct entries kept, so that hostile input cannot make the table large.
  static let limit = 4096

  private var table: [Entry: NodeInfo] = [:]
  /// The first few entries again, found by comparing short strings instead of hashing them.
  private var first: [(entry: Entry, info: NodeInfo)] = []

  /// The information of a view of `kind` without details.
  mutating func info(kind: String, line: Int, column: Int) -> NodeInfo {
    info(kind: kind, "", "", line: line, column: column)
  }

  /// The information of a view of `kind` with the one detail `key: value`.
  mutating func info(kind: String, _ key: String, _ value: String, line: Int, column: Int)
    -> NodeInfo
  {
    // Compared in place, by index: building an `Entry` to compare, or iterating `first`,
    // copied (retained and released) three strings per entry for every view.
    for index in first.indices
    where first[index].entry.kind.isSameName(as: kind)
      && first[index].entry.key.isSameName(as: key)
      && first[index].entry.value.isSameName(as: value)
    {
      return first[index].info.at(line: line, column: column)
    }
    let entry = Entry(kind: kind, key: key, value: value)
    if let known = table[entry] { return known.at(line: line, column: column) }
    let info = NodeInfo(
      kind: kind, line: line, column: column, details: key.isEmpty ? [:] : [key: value])
    if first.count < 8 {
      first.append((entry, info))
    } else if table.count < Self.limit {
      table[entry] = info
    }
    return info
  }
}
