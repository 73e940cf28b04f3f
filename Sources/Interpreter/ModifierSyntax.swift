/// The Swift subset accepted in `modifiers="…"`: a chain of `.name(arguments)` calls with
/// optional trailing closures, whose arguments are numbers, `nil`, booleans, strings, enum
/// cases (with or without a type: `.top`, `Alignment.top`), calls (`EdgeInsets(top: 1)`,
/// `Rectangle()`), chains (`Color.red.opacity(0.5)`), arrays (`[.top, .leading]`), arithmetic,
/// template references (`:badge`) and closures (`{ d in d[.bottom] - 10 }`).
///
/// Every node keeps its character range in the attribute value, so errors point at it.
indirect enum Expr {
  case number(Double)
  case string(String)
  case bool(Bool)
  case nilLiteral
  /// A bare name: `Color`, `d`, `$0`, `CGFloat`.
  case identifier(String)
  /// `base.name`, or `.name` with no base (an implicit member).
  case member(base: Expr?, name: String)
  /// `callee(arguments)` with an optional trailing closure.
  case call(callee: Expr, arguments: [Argument], trailingClosure: Expr?)
  case subscriptCall(base: Expr, arguments: [Argument])
  case array([Expr])
  case template(String)
  case closure(parameters: [String], body: Expr)
  case unary(Character, Expr)
  case binary(Character, Expr, Expr)
  /// `a == b`, `a > b` … (only in layout expressions).
  case comparison(String, Expr, Expr)
  /// `condition ? a : b`: decided from constants and the environment before the value is
  /// read (§11.3), or per proposal in a layout expression (`width > 500 ? … : …`).
  case conditional(Expr, Expr, Expr)
  /// A closure body of several statements (views separated by `;` or whitespace, §11.5).
  case block([Expr])
  /// `if condition { … } else { … }` in a closure body (the else branch may be absent).
  case ifElse(Expr, Expr, Expr?)
  /// `a...b`, `a..<b`, `a...`, `...b` (only as an argument: `.lineLimit(1...3)`).
  case range(lower: Expr?, upper: Expr?, closed: Bool)
}

/// An expression with its character range in the source string.
struct Located {
  var expr: Expr
  var start: Int
  var end: Int
}

struct Argument {
  var label: String?
  var value: Expr
  /// Where the value starts (errors about the value point here).
  var start: Int
  var end: Int
  /// Where the label starts (errors about the label point here); `start` when unlabelled.
  var labelStart: Int
  /// The constant the value was written as (`rowHeight`), for type-mismatch messages (§11.2).
  var constant: String? = nil
}

/// One `.name(arguments)` of a chain.
struct ModifierCall {
  var name: String
  var arguments: [Argument]
  var trailingClosure: Expr?
  /// Character offsets of the name and of the whole call.
  var nameStart: Int
  var end: Int
  /// The source text of the arguments, kept for output (the `arguments` detail); renderers
  /// read the values parsed from `arguments` instead (`StyleEffect`).
  var argumentText: String
  /// Where the trailing closure's `{` is, when there is one (errors about it point here).
  var trailingClosureStart: Int? = nil
  /// Why the arguments of a name SwiftUI's table does not have were skipped unread (they are
  /// outside the subset, or name values no constant declares): an app's own modifier has no
  /// layout effect, so this is an error only when the name is a markup extension after all.
  var unread: SyntaxFailure? = nil
}

/// A syntax error at a character offset.
struct SyntaxFailure: Error {
  var message: String
  var offset: Int
  var length: Int = 1
  /// The diagnostic's id: a syntax error, or a value that cannot be resolved (an unknown
  /// constant, an undecidable condition, §11.2).
  var id = "modifier-syntax"
  /// The undeclared name, far from every constant, that stopped a call: the app's own value
  /// (`viewModel.isOn`), so the call is left out with a warning rather than an error.
  var appValue: String? = nil
}

/// A recursive-descent parser over the tokens of one attribute value (`ChainTokenizer`).
struct ChainParser {
  private var tokens: [TokenEntry]
  private var position = 0
  /// The attribute value: argument text is cut from it by the tokens' byte offsets.
  private let source: String
  /// Expression locations by (start offset) for error reporting.
  private(set) var spans: [(Int, Int)] = []
  /// How deep the expression being parsed nests: one level per parenthesis, bracket, brace,
  /// unary sign, `?:` branch and operator or postfix link (a chain of `+` or `.a.b` nests its
  /// expression tree just as deeply). The parser, the expression tree's evaluation and its
  /// release all recurse per level, so it is bounded before any of them can overflow a stack.
  private var depth = 0
  /// The deepest nesting accepted; modifier arguments need a handful.
  static let maxNesting = 100
  /// Most syntax errors reported for one chain (see `parseChainRecovering`).
  static let maxFailures = 16
  /// The name Swift gives a closure's first parameter when the closure names none.
  static let anonymousParameter = "$0"

  /// Whether a string literal's text (interpolations marked, as the tokenizer leaves them)
  /// reads `$0` in one of its interpolations, `"Row \($0 + 1)"`, not in its literal text
  /// ("costs $0"). One pass over the text.
  static func interpolatesAnonymous(_ text: String) -> Bool {
    let marker = ExpressionResolver.interpolation.unicodeScalars.first!
    var depth = 0  // parentheses open inside the current interpolation
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if depth == 0 {
        if previous == marker, scalar == "(" { depth = 1 }
        continue
      }
      switch scalar {
      case "(": depth += 1
      case ")": depth -= 1
      case "0" where previous == "$": return true
      default: break
      }
    }
    return false
  }
  /// Character ranges whose tokens were skipped unread (see `skipAnyArguments`), and the `;`
  /// accepted between the statements of a closure.
  private var skippedRanges: [Range<Int>] = []
  /// Parsing an `if` condition, where `{` starts the branch rather than a trailing closure.
  private var inCondition = false
  /// Whether the closure being parsed reads `$0`, Swift's anonymous parameter (written or
  /// interpolated): such a closure takes one parameter as `{ x in … }` does.
  private var readsAnonymousParameter = false

  /// A parser of `text`; `lineBreaks` say where its source's lines ended (a `//` comment's end,
  /// `ChainTokenizer.tokenize`).
  init(_ text: String, lineBreaks: [Int] = []) throws(SyntaxFailure) {
    source = text
    switch ChainTokenizer.tokenize(text, lineBreaks: lineBreaks) {
    case .success(let read): tokens = read
    case .failure(let failure): throw failure
    }
  }

  /// A parser of `tokens` (ending with `.end`), read from a stretch of `text` with `text`'s
  /// own offsets: one stretch of calls of a chain (`ChainCalls`).
  init(_ tokens: [TokenEntry], in text: String) {
    source = text
    self.tokens = tokens
  }

  private var current: Token { tokens[position].token }
  private var currentStart: Int { tokens[position].start }
  private var previousEnd: Int { position > 0 ? tokens[position - 1].end : 0 }

  /// One level deeper, or a syntax error at the current token past `maxNesting`.
  private mutating func deeper() throws(SyntaxFailure) {
    depth += 1
    guard depth <= Self.maxNesting else {
      throw SyntaxFailure(
        message: "expression nested more than \(Self.maxNesting) levels deep",
        offset: currentStart)
    }
  }

  private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

  private mutating func accept(_ ch: Character) -> Bool {
    if current == .punctuation(ch) {
      advance()
      return true
    }
    return false
  }

  private mutating func expect(_ ch: Character, _ context: String) throws(SyntaxFailure) {
    guard accept(ch) else {
      throw SyntaxFailure(
        message: "expected '\(ch)' \(context), found \(describe(current))", offset: currentStart)
    }
  }

  private func describe(_ token: Token) -> String {
    switch token {
    case .identifier(let s): "'\(s)'"
    case .number(let v): v == v.rounded() && abs(v) < 1e15 ? "'\(Int(v))'" : "'\(v)'"
    case .string: "a string"
    case .punctuation(let c), .stray(let c): "'\(c)'"
    case .end: "the end of the attribute"
    }
  }

  /// The text between the bracket at token `open` and the token before the current one (its
  /// match): the arguments as written.
  private func argumentText(after open: Int) -> String {
    let utf8 = source.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: tokens[open].byteEnd)
    let to = utf8.index(utf8.startIndex, offsetBy: tokens[position - 1].byteStart)
    return String(Substring(utf8[from..<to]))
  }

  /// The source from the token at character offset `start` through the last token read
  /// (found back from the last: a skipped closure's tokens, each looked at once more).
  private func text(fromCharacter start: Int) -> String {
    var first = position - 1
    while first > 0, tokens[first].start > start { first -= 1 }
    let utf8 = source.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: tokens[first].byteStart)
    let to = utf8.index(utf8.startIndex, offsetBy: tokens[position - 1].byteEnd)
    return String(Substring(utf8[from..<to]))
  }

  /// Parses a whole modifier chain: `.a(…).b(…) { … }`; the first syntax error is thrown.
  mutating func parseChain() throws(SyntaxFailure) -> [ModifierCall] {
    let parsed = parseChainRecovering()
    if let first = parsed.failures.first { throw first }
    return parsed.calls
  }

  /// Parses a whole modifier chain, going on after a syntax error at the next `.name(` outside
  /// any bracket, so one mistake does not hide the errors of the calls after it. Returns the
  /// calls read whole and the syntax errors, in order. A call with a character outside the
  /// subset (not in skipped arguments) is reported at that character, as the first error of
  /// its stretch of the chain. Parsing stops after `maxFailures` errors: a long hostile chain
  /// would otherwise print its line once per mistake.
  mutating func parseChainRecovering() -> (calls: [ModifierCall], failures: [SyntaxFailure]) {
    var calls: [ModifierCall] = []
    var failures: [SyntaxFailure] = []
    // Made at the first error: a chain without one never needs them.
    var depths: [Int] = []
    while current != .end, failures.count < Self.maxFailures {
      let start = position
      do throws(SyntaxFailure) {
        let call = try parseCall()
        if let stray = strayFailure(in: start..<position) {
          failures.append(stray)
        } else {
          calls.append(call)
        }
      } catch {
        if depths.isEmpty { depths = bracketDepths() }
        var resume = max(position, start + 1)
        while resume < tokens.count - 1, !startsCall(at: resume, depths) { resume += 1 }
        failures.append(strayFailure(in: start..<resume) ?? error)
        position = min(resume, tokens.count - 1)
      }
    }
    return (calls, failures)
  }

  /// The bracket depth before each token, never below 0 (a stray closing bracket does not
  /// hide the calls after it).
  private func bracketDepths() -> [Int] {
    var depths: [Int] = []
    depths.reserveCapacity(tokens.count)
    var depth = 0
    for entry in tokens {
      depths.append(depth)
      if case .punctuation(let ch) = entry.token {
        switch ch {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth = max(0, depth - 1)
        default: break
        }
      }
    }
    return depths
  }

  /// Whether token `index` starts a call `.name(` outside any bracket.
  private func startsCall(at index: Int, _ depths: [Int]) -> Bool {
    guard index + 2 < tokens.count, depths[index] == 0, tokens[index].token == .punctuation("."),
      case .identifier = tokens[index + 1].token
    else { return false }
    return tokens[index + 2].token == .punctuation("(")
  }

  /// The first character outside the subset among tokens `range`, unless it was in skipped
  /// arguments.
  private func strayFailure(in range: Range<Int>) -> SyntaxFailure? {
    for index in range where index < tokens.count {
      if case .stray(let ch) = tokens[index].token,
        !skippedRanges.contains(where: { $0.contains(tokens[index].start) })
      {
        return SyntaxFailure(message: "unexpected character '\(ch)'", offset: tokens[index].start)
      }
    }
    return nil
  }

  /// Runs `parse`, then reports the first character outside the subset that it did not skip:
  /// such a character was a tokenizer error before anything else, and still is, except in the
  /// skipped arguments of modifiers without a layout effect.
  private mutating func rejectingStrayCharacters<T>(
    _ parse: (inout ChainParser) throws(SyntaxFailure) -> T
  ) throws(SyntaxFailure) -> T {
    let result: Result<T, SyntaxFailure>
    do throws(SyntaxFailure) {
      result = .success(try parse(&self))
    } catch {
      result = .failure(error)
    }
    for entry in tokens {
      if case .stray(let ch) = entry.token,
        !skippedRanges.contains(where: { $0.contains(entry.start) })
      {
        throw SyntaxFailure(message: "unexpected character '\(ch)'", offset: entry.start)
      }
    }
    return try result.get()
  }

  /// Parses one `.name(arguments) { closure }` of a chain.
  private mutating func parseCall() throws(SyntaxFailure) -> ModifierCall {
    guard accept(".") else {
      throw SyntaxFailure(
        message: "expected '.' to start a modifier, found \(describe(current))",
        offset: currentStart)
    }
    guard case .identifier(let name) = current else {
      throw SyntaxFailure(message: "expected a modifier name after '.'", offset: currentStart)
    }
    let nameStart = currentStart
    advance()
    let spec = ModifierCatalog.specs[name]
    if spec?.skipsArguments == true {
      return try skipAnyArguments(of: name, nameStart: nameStart)
    }
    guard spec == nil else { return try parseArguments(of: name, nameStart: nameStart) }
    // The app's own property (`.backport.fontWeight(.bold)`): a call without arguments.
    if current != .punctuation("("), current != .punctuation("{") {
      return ModifierCall(
        name: name, arguments: [], trailingClosure: nil, nameStart: nameStart, end: previousEnd,
        argumentText: "")
    }
    // The app's own modifier: its arguments are app code (`.onSwipe { model.archive() }`).
    let (start, skipped) = (position, skippedRanges.count)
    do throws(SyntaxFailure) {
      return try parseArguments(of: name, nameStart: nameStart)
    } catch {
      position = start
      skippedRanges.removeSubrange(skipped...)
      var call = try skipAnyArguments(of: name, nameStart: nameStart)
      call.unread = error
      return call
    }
  }

  /// The arguments and trailing closure of call `name`, read as expressions.
  private mutating func parseArguments(of name: String, nameStart: Int) throws(SyntaxFailure)
    -> ModifierCall
  {
    var arguments: [Argument] = []
    var argumentText = ""
    var hadParentheses = false
    if current == .punctuation("(") {
      hadParentheses = true
      let open = position
      advance()
      arguments = try parseArguments(closing: ")")
      argumentText = self.argumentText(after: open)
    }
    var trailing: Expr? = nil
    var trailingStart: Int? = nil
    if current == .punctuation("{") {
      trailingStart = currentStart
      trailing = try parseClosure()
    }
    if !hadParentheses && trailing == nil {
      throw SyntaxFailure(
        message: "modifier '\(name)' needs parentheses: write .\(name)(…)", offset: nameStart,
        length: name.count)
    }
    return ModifierCall(
      name: name, arguments: arguments, trailingClosure: trailing, nameStart: nameStart,
      end: previousEnd, argumentText: argumentText, trailingClosureStart: trailingStart)
  }

  /// The call of a modifier without a layout effect whose arguments and trailing closures
  /// (`.sheet(isPresented: $x) { … }`, `.alert(…) { … } message: { … }`) are app code: only
  /// their brackets are matched, and their text is kept for output.
  private mutating func skipAnyArguments(of name: String, nameStart: Int) throws(SyntaxFailure)
    -> ModifierCall
  {
    let start = currentStart
    var argumentText = ""
    var hadParentheses = false
    if current == .punctuation("(") {
      hadParentheses = true
      let open = position
      try skipBracketed(in: name)
      argumentText = self.argumentText(after: open)
    }
    var closureStart: Int? = nil
    if current == .punctuation("{") {
      closureStart = currentStart
      try skipBracketed(in: name)
      // Further labelled trailing closures: `} message: { … }`.
      while case .identifier = current, position + 2 < tokens.count,
        tokens[position + 1].token == .punctuation(":"),
        tokens[position + 2].token == .punctuation("{")
      {
        advance()
        advance()
        try skipBracketed(in: name)
      }
    }
    if !hadParentheses && closureStart == nil {
      throw SyntaxFailure(
        message: "modifier '\(name)' needs parentheses: write .\(name)(…)", offset: nameStart,
        length: name.count)
    }
    skippedRanges.append(start..<previousEnd)
    return ModifierCall(
      name: name, arguments: [], trailingClosure: nil, nameStart: nameStart, end: previousEnd,
      argumentText: argumentText, trailingClosureStart: closureStart)
  }

  /// Skips from the current `(`, `[` or `{` past its matching bracket.
  private mutating func skipBracketed(in name: String) throws(SyntaxFailure) {
    var open: [(Character, Int)] = []
    repeat {
      if case .punctuation(let ch) = current {
        switch ch {
        case "(", "[", "{": open.append((ch, currentStart))
        case ")", "]", "}":
          let expected: Character = ["(": ")", "[": "]", "{": "}"][open.last!.0]!
          guard ch == expected else {
            throw SyntaxFailure(
              message: "expected '\(expected)' in the arguments of '\(name)', found '\(ch)'",
              offset: currentStart)
          }
          open.removeLast()
        default: break
        }
      } else if current == .end {
        throw SyntaxFailure(
          message: "'\(open.last!.0)' in the arguments of '\(name)' is never closed",
          offset: open.last!.1)
      }
      advance()
    } while !open.isEmpty
  }

  /// Parses a single expression filling the whole text (used for attribute values).
  mutating func parseStandaloneExpression() throws(SyntaxFailure) -> Expr {
    try rejectingStrayCharacters { (p) throws(SyntaxFailure) in try p.parseStandaloneBody() }
  }

  private mutating func parseStandaloneBody() throws(SyntaxFailure) -> Expr {
    let e = try parseConditional()
    guard current == .end else {
      throw SyntaxFailure(message: "unexpected \(describe(current))", offset: currentStart)
    }
    return e
  }

  private mutating func parseArguments(closing: Character) throws(SyntaxFailure) -> [Argument] {
    var arguments: [Argument] = []
    if accept(closing) { return arguments }
    while true {
      let labelStart = currentStart
      var label: String? = nil
      if case .identifier(let name) = current, position + 1 < tokens.count,
        tokens[position + 1].token == .punctuation(":")
      {
        label = name
        advance()
        advance()
      }
      let start = currentStart
      let value = try parseRangeOrExpression()
      arguments.append(
        Argument(label: label, value: value, start: start, end: previousEnd, labelStart: labelStart)
      )
      // A comma after the last argument is Swift since 6.1 (SE-0439).
      if accept(",") {
        if accept(closing) { return arguments }
        continue
      }
      try expect(closing, "to close the argument list")
      return arguments
    }
  }

  /// `...` (closed) or `..<` at the current token, as three adjacent tokens.
  private func rangeOperator() -> Bool? {
    guard current == .punctuation("."), position + 2 < tokens.count,
      tokens[position + 1].token == .punctuation("."),
      tokens[position + 1].start == tokens[position].end,
      tokens[position + 2].start == tokens[position + 1].end
    else { return nil }
    switch tokens[position + 2].token {
    case .punctuation("."): return true
    case .punctuation("<"): return false
    default: return nil
    }
  }

  /// An argument: an expression, or a range of them (`1...3`, `2...`, `...3`, `0..<4`).
  private mutating func parseRangeOrExpression() throws(SyntaxFailure) -> Expr {
    if let closed = rangeOperator() {
      for _ in 0..<3 { advance() }
      return .range(lower: nil, upper: try parseExpression(), closed: closed)
    }
    let lower = try parseConditional()
    guard let closed = rangeOperator() else { return lower }
    for _ in 0..<3 { advance() }
    if current == .punctuation(",") || current == .punctuation(")") {
      return .range(lower: lower, upper: nil, closed: closed)
    }
    return .range(lower: lower, upper: try parseExpression(), closed: closed)
  }

  private mutating func parseClosure() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    try deeper()
    try expect("{", "to start a closure")
    var parameters: [String] = []
    // `{ d in … }` or `{ _ in … }` or `{ a, b in … }`
    var lookahead = position
    var names: [String] = []
    while case .identifier(let name) = tokens[lookahead].token, name != "in" {
      names.append(name)
      lookahead += 1
      if tokens[lookahead].token == .punctuation(",") { lookahead += 1 } else { break }
    }
    if case .identifier("in") = tokens[lookahead].token, !names.isEmpty {
      parameters = names
      position = lookahead + 1
    }
    // The body's own `$0`, not an enclosing closure's (each closure binds its own).
    let enclosingReads = readsAnonymousParameter
    readsAnonymousParameter = false
    defer { readsAnonymousParameter = enclosingReads }
    let body = try parseStatements()
    try expect("}", "to close the closure")
    // `ForEach(0..<3) { Text("\($0)") }`: Swift's shorthand names the closure's parameter `$0`
    // ("Closures", Shorthand Argument Names), bound as a written name is.
    if parameters.isEmpty, readsAnonymousParameter { parameters = [Self.anonymousParameter] }
    return .closure(parameters: parameters, body: body)
  }

  /// A closure body up to its `}`: statements separated by `;` or by nothing but whitespace
  /// (XML turns the line breaks between views into spaces, §11.5), each a value or an
  /// `if`/`else`. One statement is itself; none or several are a block.
  private mutating func parseStatements() throws(SyntaxFailure) -> Expr {
    var statements: [Expr] = []
    while current != .punctuation("}") && current != .end {
      if current == .stray(";") {
        skippedRanges.append(currentStart..<(currentStart + 1))
        advance()
        continue
      }
      if current == .identifier("if") {
        statements.append(try parseIf())
      } else {
        statements.append(try parseConditional())
      }
    }
    return statements.count == 1 ? statements[0] : .block(statements)
  }

  /// `if condition { … } else if … { … } else { … }` (the `if` is the current token).
  private mutating func parseIf() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    try deeper()
    advance()
    let wasInCondition = inCondition
    inCondition = true
    let condition: Expr
    if current == .identifier("let"), case .identifier(let name) = tokens[position + 1].token {
      // `if let user = currentUser { … }` (or Swift 5.7's `if let user { … }`): kept as a
      // comparison with operator `let`, the name bound to the value in the then-branch.
      advance()
      advance()
      var value = Expr.identifier(name)
      if accept("=") { value = try parseNilCoalescing() }
      condition = .comparison("let", .identifier(name), value)
    } else {
      condition = try parseLogical()
    }
    inCondition = wasInCondition
    let thenBranch = try parseBranch()
    var elseBranch: Expr? = nil
    if current == .identifier("else") {
      advance()
      elseBranch = current == .identifier("if") ? try parseIf() : try parseBranch()
    }
    return .ifElse(condition, thenBranch, elseBranch)
  }

  /// `{ statements }` of an `if` or `else`.
  private mutating func parseBranch() throws(SyntaxFailure) -> Expr {
    try deeper()
    try expect("{", "to start the branch")
    let body = try parseStatements()
    try expect("}", "to close the branch")
    if case .block = body { return body }
    return .block([body])
  }

  /// Parses a layout expression filling the whole text: a layout, or a condition
  /// `a == b ? x : y` choosing between layouts.
  mutating func parseLayoutExpression() throws(SyntaxFailure) -> Expr {
    try rejectingStrayCharacters { (p) throws(SyntaxFailure) in try p.parseLayoutBody() }
  }

  private mutating func parseLayoutBody() throws(SyntaxFailure) -> Expr {
    let e = try parseConditional()
    guard current == .end else {
      throw SyntaxFailure(message: "unexpected \(describe(current))", offset: currentStart)
    }
    return e
  }

  private mutating func parseConditional() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    try deeper()
    let condition = try parseLogical()
    guard accept("?") else { return condition }
    let whenTrue = try parseConditional()
    try expect(":", "between the two branches of '?'")
    let whenFalse = try parseConditional()
    return .conditional(condition, whenTrue, whenFalse)
  }

  /// Comparisons joined by `&&` and `||` (kept as comparisons with those operators; both
  /// characters are outside the subset elsewhere). Left to right, `&&` binding no tighter.
  private mutating func parseLogical() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    var lhs = try parseComparison()
    while case .stray(let c) = current, c == "&" || c == "|",
      tokens[position + 1].token == .stray(c)
    {
      try deeper()
      skippedRanges.append(currentStart..<(currentStart + 2))
      advance()
      advance()
      let rhs = try parseComparison()
      lhs = .comparison(String([c, c]), lhs, rhs)
    }
    return lhs
  }

  private mutating func parseComparison() throws(SyntaxFailure) -> Expr {
    let lhs = try parseNilCoalescing()
    var op = ""
    // Compared one by one: `"=!<>".contains(c)` walked the string's Characters, about 900
    // instructions after every operand of every argument.
    if case .punctuation(let c) = current, c == "=" || c == "!" || c == "<" || c == ">" {
      op.append(c)
      advance()
      if current == .punctuation("=") {
        op.append("=")
        advance()
      }
    }
    if op.isEmpty { return lhs }
    guard ["==", "!=", "<", ">", "<=", ">="].contains(op) else {
      throw SyntaxFailure(
        message: "'\(op)' is not a comparison; use ==, !=, <, >, <= or >=",
        offset: previousEnd - op.count)
    }
    let rhs = try parseNilCoalescing()
    return .comparison(op, lhs, rhs)
  }

  /// `value ?? fallback` (kept as a comparison with operator `??`, resolved like a condition):
  /// Swift's nil-coalescing binds tighter than comparisons, looser than arithmetic, and groups
  /// to the right.
  private mutating func parseNilCoalescing() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    let lhs = try parseExpression()
    guard current == .punctuation("?"), position + 1 < tokens.count,
      tokens[position + 1].token == .punctuation("?"),
      tokens[position + 1].start == currentStart + 1
    else { return lhs }
    try deeper()
    advance()
    advance()
    return .comparison("??", lhs, try parseNilCoalescing())
  }

  private mutating func parseExpression() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    try deeper()
    var lhs = try parseTerm()
    while case .punctuation(let op) = current, op == "+" || op == "-" {
      try deeper()
      advance()
      let rhs = try parseTerm()
      lhs = .binary(op, lhs, rhs)
    }
    return lhs
  }

  private mutating func parseTerm() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    var lhs = try parseUnary()
    while case .punctuation(let op) = current, op == "*" || op == "/" || op == "%" {
      try deeper()
      advance()
      let rhs = try parseUnary()
      lhs = .binary(op, lhs, rhs)
    }
    return lhs
  }

  private mutating func parseUnary() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    if current == .punctuation("-") || current == .punctuation("+")
      || current == .punctuation("!")
    {
      try deeper()
    }
    if accept("-") { return .unary("-", try parseUnary()) }
    if accept("!") { return .unary("!", try parseUnary()) }
    if accept("+") { return try parseUnary() }
    return try parsePostfix()
  }

  private mutating func parsePostfix() throws(SyntaxFailure) -> Expr {
    let saved = depth
    defer { depth = saved }
    var e = try parsePrimary()
    while true {
      if current == .punctuation(".") || current == .punctuation("(")
        || current == .punctuation("[")
      {
        try deeper()
      }
      if current == .punctuation("."), case .identifier(let name) = tokens[position + 1].token {
        let nameStart = tokens[position + 1].start
        advance()
        advance()
        e = .member(base: e, name: name)
        // A modifier without a layout effect on a view inside an argument (`Color.clear
        // .onAppear { width = proxy.size.width }`): its arguments are app code, skipped as in
        // a chain, so the view stays readable.
        if ModifierCatalog.specs[name]?.skipsArguments == true,
          current == .punctuation("(") || (current == .punctuation("{") && !inCondition)
        {
          let open = current == .punctuation("(") ? tokens[position].end : nil
          let skipped = try skipAnyArguments(of: name, nameStart: nameStart)
          // The arguments' text stays, as one unread argument where it is written: what a
          // Picker reads from `Text("S").tag(1)` in a closure, and what output shows.
          var arguments: [Argument] = []
          if let open, !skipped.argumentText.isEmpty {
            let end = open + skipped.argumentText.count
            arguments = [
              Argument(
                label: nil, value: .string(skipped.argumentText), start: open, end: end,
                labelStart: open)
            ]
          }
          // Its trailing closures' text stays too, as a string where the closure was: what a
          // TabView reads of `Text("A").tabItem { Label("A", systemImage: "house") }`.
          e = .call(
            callee: e, arguments: arguments,
            trailingClosure: skipped.trailingClosureStart.map { .string(text(fromCharacter: $0)) })
        }
      } else if current == .punctuation("?"), position + 2 < tokens.count,
        tokens[position - 1].end == tokens[position].start,
        tokens[position + 1].token == .punctuation("."),
        tokens[position + 1].start == tokens[position].end,
        case .identifier(let name) = tokens[position + 2].token
      {
        // `user?.name`: optional chaining, a `?` touching its operand and the `.` (a ternary's
        // `?` is spaced). A member of nil is nil (ExpressionResolver).
        advance()
        advance()
        advance()
        e = .member(base: e, name: name)
      } else if current == .punctuation("!"), tokens[position - 1].end == tokens[position].start,
        position + 1 < tokens.count,
        tokens[position + 1].token != .punctuation("=")
          || tokens[position + 1].start != tokens[position].end
      {
        // `URL(string: "…")!`: a force unwrap, touching its operand (`!=` is a comparison).
        // The value is the operand's: nil stays nil, as an app's value Stackup cannot know.
        advance()
      } else if current == .punctuation("(") {
        advance()
        let arguments = try parseArguments(closing: ")")
        var trailing: Expr? = nil
        if current == .punctuation("{"), !inCondition { trailing = try parseClosure() }
        e = .call(callee: e, arguments: arguments, trailingClosure: trailing)
      } else if current == .punctuation("[") {
        advance()
        e = .subscriptCall(base: e, arguments: try parseArguments(closing: "]"))
      } else if current == .punctuation("{"), !inCondition, case .identifier(let type) = e,
        type.first?.isUppercase == true
      {
        // `HStack { … }`: a type called with only a trailing closure.
        e = .call(callee: e, arguments: [], trailingClosure: try parseClosure())
      } else {
        return e
      }
    }
  }

  private mutating func parsePrimary() throws(SyntaxFailure) -> Expr {
    let start = currentStart
    switch current {
    case .number(let v):
      advance()
      return .number(v)
    case .string(let s):
      advance()
      if s.utf8.contains(ExpressionResolver.interpolationLeadByte), Self.interpolatesAnonymous(s) {
        readsAnonymousParameter = true
      }
      return .string(s)
    case .identifier(Self.anonymousParameter):
      advance()
      readsAnonymousParameter = true
      return .identifier(Self.anonymousParameter)
    case .identifier("nil"):
      advance()
      return .nilLiteral
    case .identifier("true"):
      advance()
      return .bool(true)
    case .identifier("false"):
      advance()
      return .bool(false)
    case .identifier(let name):
      advance()
      return .identifier(name)
    case .punctuation("."):
      advance()
      guard case .identifier(let name) = current else {
        throw SyntaxFailure(message: "expected a name after '.'", offset: currentStart)
      }
      advance()
      return .member(base: nil, name: name)
    case .punctuation(":"):
      advance()
      guard case .identifier(let name) = current else {
        throw SyntaxFailure(message: "expected a template name after ':'", offset: currentStart)
      }
      advance()
      return .template(name)
    case .punctuation("("):
      advance()
      let e = try parseConditional()
      try expect(")", "to close the parenthesis")
      return e
    case .punctuation("["):
      advance()
      var elements: [Expr] = []
      if accept("]") { return .array(elements) }
      while true {
        elements.append(try parseConditional())
        // Swift allows a comma after the last element (a multi-line literal's habit).
        if accept(",") {
          if accept("]") { return .array(elements) }
          continue
        }
        try expect("]", "to close the array")
        return .array(elements)
      }
    case .punctuation("{"):
      return try parseClosure()
    case .punctuation("\\"):
      // `\.self`, `\Item.id`: a key path, which real code gives only to say how views are
      // identified (`ForEach(items, id: \.self)`); kept as its text, a name no value has.
      advance()
      var path = "\\"
      if case .identifier(let type) = current, tokens[position - 1].end == tokens[position].start {
        path += type
        advance()
      }
      guard current == .punctuation(".") else {
        throw SyntaxFailure(message: "expected '.' and a property in the key path", offset: start)
      }
      while accept(".") {
        guard case .identifier(let name) = current else {
          throw SyntaxFailure(message: "expected a property name in the key path", offset: start)
        }
        path += "." + name
        advance()
      }
      return .identifier(path)
    default:
      throw SyntaxFailure(message: "expected a value, found \(describe(current))", offset: start)
    }
  }
}

// A parsed call is plain values: a layer made at layout time keeps one (GeometryReadingLayer).
extension Expr: Sendable {}
extension Argument: Sendable {}
extension ModifierCall: Sendable {}
extension SyntaxFailure: Sendable {}
