import LayoutEngine

/// What real SwiftUI code writes where a value stands, reduced to the literal shapes the
/// readers know (§11.2): `.init(…)` by the type its labels name, `T.init(…)` as `T(…)`, and
/// `contains` on an array or set literal.
extension ExpressionResolver {
  /// The value of a call that a literal can stand for, or nil to keep the call.
  static func evaluated(_ callee: Expr, _ arguments: [Argument]) -> Expr? {
    switch callee {
    case .member(.array(let elements)?, "contains"):
      // `[1, 3].contains(index)`, `selected.contains(i)` with a constant array or set.
      guard arguments.count == 1, arguments[0].label == nil,
        let wanted = literal(arguments[0].value)
      else { return nil }
      var known: [Literal] = []
      for element in elements {
        guard let value = literal(element) else { return nil }
        known.append(value)
      }
      return .bool(known.contains(wanted))
    case .member(nil, "init"), .member(.identifier("CGFloat")?, "init"),
      .member(.identifier("Double")?, "init"):
      // `.frame(width: .init(100))`: a number's initializer is the number.
      guard arguments.count == 1, arguments[0].label == nil,
        let number = Values.number(arguments[0].value)
      else { return nil }
      return .number(number)
    case .identifier(let function) where ["min", "max", "abs"].contains(function):
      // `min(width / 2, 150)`, `max(a, b, c)`, `abs(x)`: Swift's functions on numbers.
      var values: [Double] = []
      for argument in arguments {
        guard argument.label == nil, let v = Values.number(argument.value) else { return nil }
        values.append(v)
      }
      if function == "abs" { return values.count == 1 ? .number(Swift.abs(values[0])) : nil }
      guard values.count >= 2 else { return nil }
      return .number(function == "min" ? values.min()! : values.max()!)
    default:
      return nil
    }
  }

  /// The callee a call means: `EdgeInsets.init(…)` is `EdgeInsets(…)`, and `.init(…)` is the
  /// type its labels belong to where Swift would infer it from the parameter
  /// (`.padding(.init(top: 8, leading: 0, bottom: 8, trailing: 0))`).
  static func initializer(_ callee: Expr, _ arguments: [Argument]) -> Expr {
    switch callee {
    case .member(.identifier(let type)?, "init") where type.first?.isUppercase == true:
      return .identifier(type)
    case .member(nil, "init"):
      let labels = Set(arguments.compactMap(\.label))
      guard !labels.isEmpty, labels.count == arguments.count else { return callee }
      if labels.isSubset(of: ["top", "leading", "bottom", "trailing"]) {
        return .identifier("EdgeInsets")
      }
      if labels == ["width", "height"] { return .identifier("CGSize") }
      if labels == ["x", "y"] { return .identifier("CGPoint") }
      return callee
    default:
      return callee
    }
  }

  /// A literal that `contains` can compare.
  private enum Literal: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case caseName(String)
  }

  private static func literal(_ e: Expr) -> Literal? {
    switch e {
    case .string(let s): return .string(s)
    case .bool(let b): return .bool(b)
    case .member(nil, let name): return .caseName(name)
    default: return Values.number(e).map { .number($0) }
    }
  }
}

/// String interpolation (`Text("\(count) items")`, Swift's "String Interpolation"): the
/// tokenizer marks each `\(` with a private-use character, and the resolver fills in each
/// interpolated expression it can decide, as its literal text. One it cannot (the app's state)
/// keeps its text in parentheses, as Stackup showed every interpolation before.
extension ExpressionResolver {
  /// The marker the tokenizer puts before the `(` of each `\(` in a string literal.
  static let interpolation = "\u{E000}"
  /// The marker's first UTF-8 byte, for the quick test that a string holds none.
  static let interpolationLeadByte: UInt8 = 0xEE

  /// The text each interpolation adds counts against the expanded-text budget, as joining
  /// strings with `+` does (ConstantExpansion.swift): constants interpolating one another
  /// three times each would otherwise grow the text exponentially.
  func interpolated(_ s: String, bound: Set<String>) throws(ResolveFailure) -> String {
    var result = ""
    var rest = Substring(s)
    while let marker = rest.firstIndex(of: Character(Self.interpolation)) {
      result += rest[..<marker]
      let open = rest.index(after: marker)
      guard open < rest.endIndex, rest[open] == "(" else {
        rest = rest[open...]
        continue
      }
      // The matching parenthesis (strings inside are rare in an interpolation).
      var depth = 0
      var close: Substring.Index? = nil
      for index in rest[open...].indices {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" {
          depth -= 1
          if depth == 0 {
            close = index
            break
          }
        }
      }
      guard let close else {
        result += rest[open...]
        return result
      }
      let inner = String(rest[rest.index(after: open)..<close])
      var text = "(" + inner + ")"
      if var parser = try? ChainParser(inner), let e = try? parser.parseStandaloneExpression() {
        let value: Expr?
        do throws(ResolveFailure) {
          value = try resolve(e, bound: bound)
        } catch {
          // Only the budget's failures stop the string; an undecidable one keeps its text.
          if error.id == "too-much-text" || error.id == ConstantMeter.alreadyReported {
            throw error
          }
          value = nil
        }
        let data = dataNames
        if let value, !data.isEmpty, let name = ExpressionResolver.dottedName(value),
          let root = name.split(separator: ".").first, data.contains(String(root)),
          bound.contains(String(root))
        {
          // A ForEach's element (`\(i)`, `\(row.title)`): markup's placeholder, filled in by
          // each copy (§11.6). Any other use of one (`\(i + 1)`) is left as written.
          text = "{" + name + "}"
        } else if let value,
          ExpressionResolver.freeNames(
            in: value, bound: data.isEmpty ? bound : bound.subtracting(data)
          ).isEmpty,
          let literal = Values.number(value).map(formatNumber) ?? Builder.literalText(value)
        {
          text = literal
        }
      }
      try meter.join(bytes: text.utf8.count)
      result += text
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
