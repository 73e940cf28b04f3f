/// One-entry detail dictionaries (`["color": "red"]`), made once per distinct entry and shared
/// by every node that records it (copy-on-write): a dictionary per Color leaf was an allocation
/// and about a hundred bytes per view for a handful of distinct values.
struct SharedDetails {
  private struct Entry: Hashable {
    var key: String
    var value: String
  }

  /// Most distinct entries kept, so that hostile input cannot make the table large.
  static let limit = 4096

  private var table: [Entry: [String: String]] = [:]
  /// The first few entries again, found by comparing short strings instead of hashing them.
  private var first: [(entry: Entry, details: [String: String])] = []

  mutating func details(_ key: String, _ value: String) -> [String: String] {
    let entry = Entry(key: key, value: value)
    for known in first where known.entry == entry { return known.details }
    if let known = table[entry] { return known }
    let details = [key: value]
    if first.count < 8 {
      first.append((entry, details))
    } else if table.count < Self.limit {
      table[entry] = details
    }
    return details
  }
}
