/// "Did you mean …?" for near names: the closest candidate by edit distance, if close enough.
enum Suggestions {
  static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let lowered = name.lowercased()
    var best: (String, Int)? = nil
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    // At most two edits: a third let unrelated names through (TabView → Preview, Picker →
    // Spacer are three apart), while two still covers a transposition (rde → red).
    let allowed = max(1, min(2, name.count / 3 + 1))
    return best.1 <= allowed ? best.0 : nil
  }

  /// "; did you mean 'x'?" or "".
  static func hint(for name: String, in candidates: some Sequence<String>) -> String {
    closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }
}
