/// A line diff for golden-file failures: unchanged lines start with two spaces, lines only in
/// the expected text with `- `, lines only in the actual text with `+ ` (a longest common
/// subsequence alignment; goldens are short, so the quadratic table is fine).
public enum LineDiff {
  /// The diff of `actual` against `expected`. With a `context`, runs of unchanged lines further
  /// than that from a change are elided (`  …`) so the change stays in view; with nil, every
  /// line is shown.
  public static func render(expected: String, actual: String, context: Int? = 3) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // Longest common subsequence table, filled from the end.
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var lines: [(mark: String, text: Substring)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append(("  ", a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        lines.append(("- ", a[i]))
        i += 1
      } else {
        lines.append(("+ ", b[j]))
        j += 1
      }
    }
    guard let context else { return lines.map { $0.mark + $0.text }.joined(separator: "\n") }
    let changed = lines.indices.filter { lines[$0].mark != "  " }
    var output: [String] = []
    var lastShown = -1
    for (index, line) in lines.enumerated() {
      guard changed.contains(where: { abs($0 - index) <= context }) else { continue }
      if index > lastShown + 1 { output.append("  …") }
      lastShown = index
      output.append(line.mark + line.text)
    }
    if lastShown < lines.count - 1, !changed.isEmpty { output.append("  …") }
    return output.joined(separator: "\n")
  }
}
