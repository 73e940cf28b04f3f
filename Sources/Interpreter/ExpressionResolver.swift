import LayoutEngine

/// Swift expressions where SwiftUI takes a value (§11.2, §11.3): declared constants are
/// replaced by their values, and ternaries, `if`/`else` and comparisons over constants,
/// literals and the environment are decided, before any modifier or attribute reads the value.
/// What is left is the literal shapes the readers in Values.swift already know.
struct ExpressionResolver {
  /// Declared constants by name (`rowHeight`, `Layout.spacing`), values already resolved.
  var constants: [String: Constant] = [:]
  /// Environment values a condition may test, by the names SwiftUI code reads them under.
  var environment: [String: String] = [:]
  /// Counts what uses of weighty constants and joined strings expand to (ConstantExpansion.swift).
  var meter = ConstantMeter(limit: 16 * 1024 * 1024)
  /// What holds only inside a GeometryReader or a custom style's body; nil elsewhere, so the
  /// resolver, copied for every attribute read, costs no more to copy than before.
  private var scoped: ResolverScope?

  /// Inside a GeometryReader, the names its proxy goes by (§1.2): they shadow constants, and
  /// what reads them is decided at layout time (GeometryProxies.swift), so it is left as written.
  var geometryNames: Set<String> {
    get { scoped?.geometryNames ?? [] }
    set { updateScope { $0.geometryNames = newValue } }
  }
  /// The proxy names of the readers around the innermost one: out of scope (the pass supplies
  /// one geometry at a time), named as such when read.
  var outerGeometryNames: Set<String> {
    get { scoped?.outerGeometryNames ?? [] }
    set { updateScope { $0.outerGeometryNames = newValue } }
  }
  /// In a custom style's body, its configuration's values besides `isPressed` (`isOn` in a
  /// ToggleStyle, §12.2).
  var configuration: [String: Expr] {
    get { scoped?.configuration ?? [:] }
    set { updateScope { $0.configuration = newValue } }
  }

  /// The names a ForEach's closure binds to each element (`ForEach(0..<3) { i in … }`): an
  /// interpolation of one is the markup placeholder `{i}`, which each copy fills in (§11.6).
  /// Set only while the ForEach's call is resolved, so no cached chain depends on it.
  var dataNames: Set<String> {
    get { scoped?.dataNames ?? [] }
    set { updateScope { $0.dataNames = newValue } }
  }

  /// Whether the resolver is inside a GeometryReader (a test that copies nothing).
  var hasGeometry: Bool { scoped.map { !$0.geometryNames.isEmpty } ?? false }

  private mutating func updateScope(_ change: (inout ResolverScope) -> Void) {
    var values = scoped ?? ResolverScope()
    change(&values)
    scoped = values.isEmpty ? nil : values
  }

  /// What a chain's meaning depends on besides its text ("" outside readers and styles): part
  /// of the parsed-chain cache's key.
  var scopeKey: String {
    guard let scoped, !scoped.geometryNames.isEmpty || !scoped.configuration.isEmpty else {
      return ""
    }
    let values = scoped.configuration.keys.sorted().map { "\($0)=\(scoped.configuration[$0]!)" }
    return (scoped.geometryNames.sorted() + values).joined(separator: ",")
  }

  /// The environment names a condition may test (`@Environment(\.horizontalSizeClass)` is
  /// often bound to a property called `sizeClass`).
  static let environmentNames = [
    "horizontalSizeClass", "sizeClass", "verticalSizeClass", "colorScheme", "dynamicTypeSize",
    "isEnabled", "layoutDirection",
  ]

  /// `e` with constants replaced and conditions decided. `bound` holds closure parameters,
  /// which shadow constants of the same name.
  func resolve(_ e: Expr, bound: Set<String> = []) throws(ResolveFailure) -> Expr {
    switch e {
    case .identifier(let name):
      if let scoped, scoped.geometryNames.contains(name), !bound.contains(name) { return e }
      if meter.failed.contains(name), !bound.contains(name) { throw ConstantMeter.silent }
      if !bound.contains(name), let constant = constants[name] {
        try meter.use(name, weight: constant.weight)
        return constant.value
      }
      // `$wifi`: a binding reads as the value it projects (a constant `wifi`).
      if name.first == "$", let first = name.dropFirst().first, first.isLetter || first == "_",
        constants[String(name.dropFirst())] != nil
      {
        return try resolve(.identifier(String(name.dropFirst())), bound: bound)
      }
      // An environment value that is a Bool (`isEnabled`) decides conditions itself.
      if !bound.contains(name), let value = environment[name], value == "true" || value == "false" {
        return .bool(value == "true")
      }
      return e
    case .member(let base, let name):
      if let dotted = Self.dottedName(e), let root = dotted.split(separator: ".").first,
        !bound.contains(String(root)), let constant = constants[dotted]
      {
        try meter.use(dotted, weight: constant.weight)
        return constant.value
      }
      guard let base else { return e }
      // A style's `configuration.isPressed`: a preview shows the control at rest, unpressed;
      // a ToggleStyle's `configuration.isOn` is the toggle's.
      // `$configuration.isOn` (a Toggle inside the style bound to it) reads the same.
      if case .identifier(let root) = base, root == "configuration" || root == "$configuration",
        !bound.contains("configuration")
      {
        if name == "isPressed" { return .bool(false) }
        if let value = scoped?.configuration[name] { return value }
      }
      if let scoped, case .identifier(let root) = base, scoped.geometryNames.contains(root),
        !bound.contains(root)
      {
        return e
      }
      // `dynamicTypeSize.isAccessibilitySize`, decided from the environment's size (§9.1).
      if case .identifier("dynamicTypeSize") = base, name == "isAccessibilitySize",
        !bound.contains("dynamicTypeSize"), let size = environment["dynamicTypeSize"]
      {
        return .bool(size.hasPrefix("accessibility"))
      }
      let resolvedBase = try resolve(base, bound: bound)
      // `user?.name` with `user` nil: optional chaining gives nil.
      if case .nilLiteral = resolvedBase { return .nilLiteral }
      // `title.isEmpty`, `items.count` on a constant string or array.
      switch (resolvedBase, name) {
      case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
      case (.string(let text), "count"): return .number(Double(text.count))
      case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
      case (.array(let elements), "count"): return .number(Double(elements.count))
      default: return .member(base: resolvedBase, name: name)
      }
    case .call(.identifier("ForEach"), let arguments, let trailing)
    where !Self.closureParameters(arguments, trailing).isSubset(of: dataNames):
      var binding = self
      binding.dataNames.formUnion(Self.closureParameters(arguments, trailing))
      return try binding.resolve(e, bound: bound)
    case .call(let callee, let arguments, let trailing):
      var resolvedCallee = callee
      if case .member(let base?, let name) = callee {
        let resolvedBase = try resolve(base, bound: bound)
        if case .nilLiteral = resolvedBase { return .nilLiteral }
        resolvedCallee = .member(base: resolvedBase, name: name)
      }
      let resolvedArguments = try resolve(arguments, bound: bound)
      if trailing == nil, let value = Self.evaluated(resolvedCallee, resolvedArguments) {
        return value
      }
      return .call(
        callee: Self.initializer(resolvedCallee, resolvedArguments),
        arguments: resolvedArguments,
        trailingClosure: try trailing.map { (t) throws(ResolveFailure) in
          try resolve(t, bound: bound)
        })
    case .subscriptCall(let base, let arguments):
      return .subscriptCall(
        base: try resolve(base, bound: bound), arguments: try resolve(arguments, bound: bound))
    case .array(let elements):
      var resolved: [Expr] = []
      for element in elements { resolved.append(try resolve(element, bound: bound)) }
      return .array(resolved)
    case .closure(let parameters, let body):
      return .closure(
        parameters: parameters, body: try resolve(body, bound: bound.union(parameters)))
    case .unary(let op, let inner):
      let value = try resolve(inner, bound: bound)
      if op == "!" {
        guard let holds = truth(value) else { throw undecidable(value, bound: bound) }
        return .bool(!holds)
      }
      return .unary(op, value)
    case .binary(let op, let a, let b):
      let x = try resolve(a, bound: bound)
      let y = try resolve(b, bound: bound)
      if op == "+", case .string(let s) = x, case .string(let t) = y {
        try meter.join(bytes: s.utf8.count + t.utf8.count)
        return .string(s + t)
      }
      return .binary(op, x, y)
    case .comparison("??", let a, let b):
      // `value ?? fallback`: the fallback when the value is nil.
      let x = try resolve(a, bound: bound)
      if case .nilLiteral = x { return try resolve(b, bound: bound) }
      return x
    case .comparison(let op, let a, let b):
      let x = try resolve(a, bound: bound)
      let y = try resolve(b, bound: bound)
      let resolved = Expr.comparison(op, x, y)
      if let holds = try decide(resolved, bound: bound) { return .bool(holds) }
      return resolved
    case .range(let lower, let upper, let closed):
      return .range(
        lower: try lower.map { (x) throws(ResolveFailure) in try resolve(x, bound: bound) },
        upper: try upper.map { (x) throws(ResolveFailure) in try resolve(x, bound: bound) },
        closed: closed)
    case .conditional(let condition, let a, let b):
      let c = try resolve(condition, bound: bound)
      guard let holds = truth(c) else {
        // A condition on a GeometryProxy is decided at layout time.
        if let scoped, GeometryProxies.reads(c, scoped.geometryNames.subtracting(bound)) {
          return .conditional(c, try resolve(a, bound: bound), try resolve(b, bound: bound))
        }
        throw undecidable(c, bound: bound)
      }
      return try resolve(holds ? a : b, bound: bound)
    case .block(let statements):
      var resolved: [Expr] = []
      for statement in statements {
        let value = try resolve(statement, bound: bound)
        // A decided `if` contributes its branch's views to the enclosing body.
        if case .ifElse = statement, case .block(let inner) = value {
          resolved.append(contentsOf: inner)
        } else {
          resolved.append(value)
        }
      }
      return resolved.count == 1 ? resolved[0] : .block(resolved)
    case .ifElse(
      .comparison("let", .identifier(let name), let optional), let thenBranch, let elseBranch):
      // `if let name = value`: the else branch when the value is nil, else the then branch
      // with `name` standing for the value.
      let value = try resolve(optional, bound: bound)
      if let free = Self.freeNames(in: value, bound: bound).first { throw unknownConstant(free) }
      let chosen: Expr
      if case .nilLiteral = value {
        chosen = try resolve(elseBranch ?? .block([]), bound: bound)
      } else {
        var unwrapped = self
        unwrapped.constants[name] = Constant(value: value, text: name)
        chosen = try unwrapped.resolve(thenBranch, bound: bound.subtracting([name]))
      }
      if case .block = chosen { return chosen }
      return .block([chosen])
    case .ifElse(let condition, let thenBranch, let elseBranch):
      let c = try resolve(condition, bound: bound)
      guard let holds = truth(c) else { throw undecidable(c, bound: bound) }
      let chosen = holds ? thenBranch : (elseBranch ?? .block([]))
      let value = try resolve(chosen, bound: bound)
      if case .block = value { return value }
      return .block([value])
    case .string(let s) where s.utf8.contains(Self.interpolationLeadByte):
      return .string(try interpolated(s, bound: bound))
    case .number, .string, .bool, .nilLiteral, .template:
      return e
    }
  }

  /// The names the closures of a call bind (a ForEach's element, whichever way the closure
  /// is passed).
  private static func closureParameters(_ arguments: [Argument], _ trailing: Expr?)
    -> Set<String>
  {
    var names: Set<String> = []
    for value in arguments.map(\.value) + (trailing.map { [$0] } ?? []) {
      if case .closure(let parameters, _) = value { names.formUnion(parameters) }
    }
    return names
  }

  private func resolve(_ arguments: [Argument], bound: Set<String>) throws(ResolveFailure)
    -> [Argument]
  {
    var result = arguments
    for index in result.indices {
      result[index].value = try resolve(result[index].value, bound: bound)
    }
    return result
  }

  /// `a`, `a.b`, `A.b.c`: a name made of identifiers and dots only.
  static func dottedName(_ e: Expr) -> String? {
    switch e {
    case .identifier(let name): return name
    case .member(let base?, let name): return dottedName(base).map { $0 + "." + name }
    default: return nil
    }
  }

  /// A value a condition can compare.
  enum Scalar: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case caseName(String)
    case none

    var kind: String {
      switch self {
      case .number: "a number"
      case .string: "a string"
      case .bool: "a Bool"
      case .caseName: "an enum case"
      case .none: "nil"
      }
    }
  }

  /// The comparable value of a resolved expression, if it has one.
  func scalar(_ e: Expr) -> Scalar? {
    switch e {
    case .string(let s): return .string(s)
    case .bool(let b): return .bool(b)
    case .nilLiteral: return Scalar.none
    case .identifier(let name):
      return environment[name].map { .caseName($0) }
    case .member(nil, let name): return .caseName(name)
    case .member(.identifier(let type)?, let name) where type.first?.isUppercase == true:
      if let number = Values.number(e) { return .number(number) }
      return .caseName(name)
    default:
      return Values.number(e).map { .number($0) }
    }
  }

  /// Whether a resolved condition holds, or nil when it cannot be decided.
  func truth(_ e: Expr) -> Bool? {
    switch e {
    case .bool(let b): return b
    case .comparison(let op, let a, let b) where op == "&&" || op == "||":
      guard let x = truth(a), let y = truth(b) else { return nil }
      return op == "&&" ? x && y : x || y
    default: return nil
    }
  }

  /// Decides a comparison of two resolved operands, nil when one has no known value.
  private func decide(_ e: Expr, bound: Set<String>) throws(ResolveFailure) -> Bool? {
    guard case .comparison(let op, let a, let b) = e else { return nil }
    if op == "&&" || op == "||" { return truth(e) }
    guard let x = scalar(a), let y = scalar(b) else { return nil }
    switch (x, y) {
    case (.number(let p), .number(let q)):
      switch op {
      case "==": return p == q
      case "!=": return p != q
      case "<": return p < q
      case ">": return p > q
      case "<=": return p <= q
      default: return p >= q
      }
    case (.string(let p), .string(let q)) where op == "<" || op == ">":
      return op == "<" ? p < q : p > q
    case (.caseName(let p), .caseName(let q)) where op != "==" && op != "!=":
      // Dynamic Type sizes are ordered (`dynamicTypeSize >= .accessibility1`).
      guard let p = DynamicTypeSize(rawValue: p), let q = DynamicTypeSize(rawValue: q) else {
        throw ResolveFailure(
          message: "cannot order \(x.kind) values using '\(op)'", id: "constant-type")
      }
      switch op {
      case "<": return p < q
      case ">": return p > q
      case "<=": return p <= q
      default: return p >= q
      }
    default:
      let sameKind = x.kind == y.kind || x == .none || y == .none
      guard sameKind, op == "==" || op == "!=" else {
        throw ResolveFailure(
          message: "cannot compare \(x.kind) with \(y.kind) using '\(op)'", id: "constant-type")
      }
      return (x == y) == (op == "==")
    }
  }

  /// The error for a condition that could not be decided: it names the first free name in it.
  func undecidable(_ condition: Expr, bound: Set<String>) -> ResolveFailure {
    if let name = Self.freeNames(in: condition, bound: bound).first {
      return unknownConstant(name)
    }
    return ResolveFailure(
      message:
        "a condition here must be decided from constants, literals and the environment (horizontalSizeClass, verticalSizeClass, colorScheme, dynamicTypeSize, isEnabled)",
      id: "condition")
  }

  /// The error for a name used as a value that no constant declares.
  func unknownConstant(_ name: String) -> ResolveFailure {
    if scoped?.outerGeometryNames.contains(name) == true {
      return ResolveFailure(
        message:
          "'\(name)' is an enclosing GeometryReader's proxy; inside a nested reader only its own can be read",
        id: "geometry-proxy", name: name)
    }
    let candidates = Array(constants.keys) + Self.environmentNames
    let hint = Suggestions.hint(for: name, in: candidates)
    let advice =
      hint.isEmpty ? "; declare it with <Constant name=\"\(name)\" value=\"…\"/>" : hint
    return ResolveFailure(
      message: "unknown constant '\(name)'\(advice)", id: "unknown-constant", name: name,
      isTypo: !hint.isEmpty)
  }

  /// Names in value positions that are neither constants, environment values, closure
  /// parameters nor types (`Color`, `CGFloat`): what an unknown-constant error names.
  static func freeNames(in e: Expr, bound: Set<String>) -> [String] {
    switch e {
    case .identifier(let name):
      if bound.contains(name) || environmentNames.contains(name) || name.hasPrefix("$")
        || name.first?.isUppercase == true
      {
        return []
      }
      return [name]
    case .member(let base?, _):
      if case .identifier(let name) = base, name.first?.isUppercase == true { return [] }
      return freeNames(in: base, bound: bound)
    case .unary(_, let x): return freeNames(in: x, bound: bound)
    case .binary(_, let x, let y), .comparison(_, let x, let y):
      return freeNames(in: x, bound: bound) + freeNames(in: y, bound: bound)
    case .call(.member(let base?, _), let arguments, _):
      return arguments.reduce(freeNames(in: base, bound: bound)) {
        $0 + freeNames(in: $1.value, bound: bound)
      }
    case .conditional(let c, let x, let y):
      return freeNames(in: c, bound: bound) + freeNames(in: x, bound: bound)
        + freeNames(in: y, bound: bound)
    case .range(let lower, let upper, _):
      return (lower.map { freeNames(in: $0, bound: bound) } ?? [])
        + (upper.map { freeNames(in: $0, bound: bound) } ?? [])
    default: return []
    }
  }
}

/// A declared constant's value (resolved) and its text as written, for messages.
struct Constant {
  var value: Expr
  var text: String
  /// What one use expands to: nodes plus string bytes, 1 for a number (ConstantExpansion.swift).
  var weight = 1

  /// The value as text a component parameter takes: a number as written by Stackup, a
  /// string's characters, `true`/`false`, an enum case's name; nil for anything else.
  var literalText: String? {
    switch value {
    case .string(let s): return s
    case .bool(let b): return b ? "true" : "false"
    case .member(nil, let name): return name
    default: return Values.number(value).map(formatNumber)
    }
  }

  /// What kind of value it is, for type-mismatch messages.
  var kind: String {
    switch value {
    case .string: "a String"
    case .bool: "a Bool"
    case .member: "an enum case or colour"
    case .array: "an array"
    default: Values.number(value) != nil ? "a number" : "an expression"
    }
  }
}

/// Why an expression could not be resolved; `name` is the name to point at, when one is to
/// blame.
struct ResolveFailure: Error {
  var message: String
  var id: String
  var name: String? = nil
  /// An unknown name close to a declared one: a typo, never the app's own value.
  var isTypo = false
}

/// The resolver's values that hold only inside a GeometryReader or a style's body.
private struct ResolverScope {
  var geometryNames: Set<String> = []
  var outerGeometryNames: Set<String> = []
  var configuration: [String: Expr] = [:]
  var dataNames: Set<String> = []

  var isEmpty: Bool {
    geometryNames.isEmpty && outerGeometryNames.isEmpty && configuration.isEmpty
      && dataNames.isEmpty
  }
}
