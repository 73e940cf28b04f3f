/// A line diff for golden failures: `- ` lines only in the golden, `+ ` lines only in the
/// output, two spaces for lines in both (a longest-common-subsequence alignment; goldens are a
/// few lines long, so the quadratic table is fine).
enum TextDiff {
  static func lines(expected: String, actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var common = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in (0..<a.count).reversed() {
      for j in (0..<b.count).reversed() {
        common[i][j] =
          a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var out: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        out.append("  " + a[i])
        i += 1
        j += 1
      } else if j == b.count || (i < a.count && common[i + 1][j] >= common[i][j + 1]) {
        out.append("- " + a[i])
        i += 1
      } else {
        out.append("+ " + b[j])
        j += 1
      }
    }
    return out.joined(separator: "\n")
  }
}
