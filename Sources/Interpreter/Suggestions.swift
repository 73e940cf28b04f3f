import LayoutEngine

/// "Did you mean …?" for near names: the closest candidate by edit distance, if close enough.
enum Suggestions {
  static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    var unbounded = Int.max
    return closest(to: name, in: candidates, budget: &unbounded)
  }

  /// `closest`, spending `budget`: 16 units per candidate and one per cell of each edit
  /// distance table. Nil, with the budget spent, when it runs out before every candidate was
  /// compared.
  static func closest(to name: String, in candidates: some Sequence<String>, budget: inout Int)
    -> String?
  {
    let lowered = name.lowercased()
    // At most two edits: a third let unrelated names through (TabView → Preview, Picker →
    // Spacer are three apart), while two still covers a transposition (rde → red).
    let allowed = max(1, min(2, name.count / 3 + 1))
    let length = lowered.count
    var best: (String, Int)? = nil
    for candidate in candidates {
      let other = candidate.lowercased()
      let otherLength = other.count
      // A candidate costs about as much as a small table: it is lowercased and measured.
      budget -= 16
      // The distance is at least the difference in length: a candidate too long or too short
      // could never be suggested, and comparing a 5 MB name with each one cost seconds.
      guard abs(otherLength - length) <= allowed else { continue }
      budget -= length.multipliedReportingOverflow(by: otherLength).partialValue
      guard budget >= 0 else { return nil }
      let distance = editDistance(lowered, other)
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, budget >= 0 else { return nil }
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

extension Builder {
  /// Work "did you mean" may do in one document, in `Suggestions.closest`'s units (about
  /// 10 ns each in a release build). Names the document defines (components,
  /// templates, parameters, layout value keys) can number thousands, each compared for every
  /// misspelt use: 20,000 unknown elements among 20,000 components took minutes. Past the
  /// budget, errors come without a suggestion; no real document comes near it.
  static let suggestionBudget = 10_000_000

  /// `Suggestions.hint`, within `suggestionBudget`: `candidates` is only made while budget is
  /// left (making it can cost as much as comparing).
  func hint(for name: String, in candidates: () -> [String]) -> String {
    guard budget.unchecked.suggestionsLeft > 0 else { return "" }
    let all = candidates()
    return Suggestions.closest(to: name, in: all, budget: &budget.unchecked.suggestionsLeft).map {
      "; did you mean '\($0)'?"
    } ?? ""
  }

  /// `hint`, found once per `scope` (what the candidates are: an element's attributes, the
  /// modifiers) and name: the same mistake in each of a ForEach's copies is one error, and
  /// comparing it again for every copy was most of a fuzzed document's 4 s.
  func memoizedHint(scope: String, for name: String, in candidates: () -> [String]) -> String {
    let key = scope + "\u{0}" + name
    if let known = caches.unchecked.hintMemo[key] { return known }
    let found = hint(for: name, in: candidates)
    caches.unchecked.hintMemo[key] = found
    return found
  }
}
