/// A line diff for golden-file failures: unchanged lines start with two spaces, lines only in
/// the expected text with `- `, lines only in the actual text with `+ `. Long runs of unchanged
/// lines are elided so the change stays in view.
enum LineDiff {
  static func render(expected: String, actual: String, context: Int = 3) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence table, filled from the end.
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    enum Line {
      case same(String)
      case removed(String)
      case added(String)
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        lines.append(.removed(a[i]))
        i += 1
      } else {
        lines.append(.added(b[j]))
        j += 1
      }
    }
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    var output: [String] = []
    var lastShown = -1
    for (index, line) in lines.enumerated() {
      let near = changed.contains { abs($0 - index) <= context }
      guard near else { continue }
      if index > lastShown + 1 { output.append("  …") }
      lastShown = index
      switch line {
      case .same(let text): output.append("  " + text)
      case .removed(let text): output.append("- " + text)
      case .added(let text): output.append("+ " + text)
      }
    }
    if lastShown < lines.count - 1, !changed.isEmpty { output.append("  …") }
    return output.joined(separator: "\n")
  }
}
