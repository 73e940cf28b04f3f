/// "Did you mean …?" for near names: the closest candidate by edit distance, if close enough.
enum Suggestions {
  static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let lowered = name.lowercased()
    let allowed = max(1, min(3, name.count / 3 + 1))
    let length = lowered.count
    var best: (String, Int)? = nil
    for candidate in candidates {
      let other = candidate.lowercased()
      // The distance is at least the difference in length: a candidate too long or too short
      // could never be suggested, and comparing a 5 MB name with each one cost seconds.
      guard abs(other.count - length) <= allowed else { continue }
      let distance = editDistance(lowered, other)
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
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
