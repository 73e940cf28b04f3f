/// What a constant costs where it is used (docs/limits.md, "constants"). A constant's value is
/// shared, not copied, when a later constant names it, so forty declarations
/// `cN = c(N-1) + c(N-1)` in 2 KB described a value of 2^40 nodes: reading it took 2^N time,
/// and with strings each `+` doubled the text (4.3 GB after 12 s). Arithmetic is therefore
/// folded once, at the declaration; every other value is weighed (nodes plus string bytes,
/// through the constants it names) before it is resolved, and each use of a weighty constant
/// is counted as it expands, both within the expanded-text budget.
final class ConstantMeter {
  /// The bound on one constant's weight and on the weight all uses expand together
  /// (`maxExpandedText`, the budget component expansion has).
  let limit: Int
  /// Weight expanded by uses so far.
  private(set) var expanded = 0
  /// Constants whose declaration failed (reported there): their uses fail without a message.
  var failed: Set<String> = []
  /// The budget was passed, and that was reported once.
  private var exhausted = false

  /// The id of a failure already reported: `Builder.record` drops it.
  static let alreadyReported = "already-reported"
  static let silent = ResolveFailure(message: "", id: alreadyReported)

  init(limit: Int) { self.limit = limit }

  /// Counts one use of a constant weighing `weight`; fails once the uses together pass the
  /// limit. A constant of one node (a number, a name) costs nothing to use.
  func use(_ name: String, weight: Int) throws(ResolveFailure) {
    guard weight > 1 else { return }
    if exhausted { throw Self.silent }
    expanded = expanded.addingReportingOverflow(weight).partialValue
    if expanded > limit || expanded < 0 {
      exhausted = true
      throw ResolveFailure(
        message:
          "constants expand to more than \(limit) nodes and bytes of value in this document; the limit was reached at this use of '\(name)' (raise it with --max-expanded-text)",
        id: "too-much-text", name: name)
    }
  }

  /// Counts `bytes` of text made by joining strings (`a + b`).
  func join(bytes: Int) throws(ResolveFailure) {
    if exhausted { throw Self.silent }
    expanded = expanded.addingReportingOverflow(bytes).partialValue
    if expanded > limit || expanded < 0 {
      exhausted = true
      throw ResolveFailure(
        message:
          "joining strings makes more than \(limit) bytes of text in this document (raise the limit with --max-expanded-text)",
        id: "too-much-text")
    }
  }
}

extension ExpressionResolver {
  /// The weight of `e` once resolved: its nodes and string bytes, a named constant counting as
  /// its own weight. Linear in `e` as written, whatever the constants it names expand to.
  func weight(of e: Expr, bound: Set<String> = []) -> Int {
    func plus(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .max : sum
    }
    switch e {
    case .identifier(let name):
      if !bound.contains(name), let constant = constants[name] { return constant.weight }
      return 1
    case .member(let base, _):
      if let dotted = Self.dottedName(e), let constant = constants[dotted] {
        return constant.weight
      }
      return plus(1, base.map { weight(of: $0, bound: bound) } ?? 0)
    case .string(let s): return plus(1, s.utf8.count)
    case .number, .bool, .nilLiteral, .template: return 1
    case .call(let callee, let arguments, let trailing):
      var total = plus(1, weight(of: callee, bound: bound))
      for argument in arguments { total = plus(total, weight(of: argument.value, bound: bound)) }
      return plus(total, trailing.map { weight(of: $0, bound: bound) } ?? 0)
    case .subscriptCall(let base, let arguments):
      var total = plus(1, weight(of: base, bound: bound))
      for argument in arguments { total = plus(total, weight(of: argument.value, bound: bound)) }
      return total
    case .array(let elements), .block(let elements):
      return elements.reduce(1) { plus($0, weight(of: $1, bound: bound)) }
    case .closure(let parameters, let body):
      return plus(1, weight(of: body, bound: bound.union(parameters)))
    case .unary(_, let x): return plus(1, weight(of: x, bound: bound))
    case .binary(_, let x, let y), .comparison(_, let x, let y):
      return plus(1, plus(weight(of: x, bound: bound), weight(of: y, bound: bound)))
    case .conditional(let c, let x, let y):
      return plus(
        1,
        plus(
          weight(of: c, bound: bound), max(weight(of: x, bound: bound), weight(of: y, bound: bound))
        ))
    case .ifElse(let c, let x, let y):
      return plus(
        1,
        plus(
          weight(of: c, bound: bound),
          max(weight(of: x, bound: bound), y.map { weight(of: $0, bound: bound) } ?? 0)))
    case .range(let lower, let upper, _):
      return plus(
        1,
        plus(
          lower.map { weight(of: $0, bound: bound) } ?? 0,
          upper.map { weight(of: $0, bound: bound) } ?? 0))
    }
  }

  /// A declared value made ready to share: arithmetic over numbers becomes its number (as
  /// `Values.number` would compute it at each use), so a constant built from constants costs
  /// one node however many it names.
  static func folded(_ value: Expr) -> Expr {
    switch value {
    case .binary, .unary:
      if let number = Values.number(value) { return .number(number) }
      return value
    default: return value
    }
  }
}
