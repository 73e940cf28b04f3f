/// The body of an alignment-guide closure, `{ d in d[.bottom] - 10 }`: arithmetic over the
/// view's dimensions, evaluated when a container asks for the guide.
package indirect enum GuideExpression: Sendable, Hashable, CustomStringConvertible {
  case number(Double)
  case width
  case height
  /// `d[guide]`: the guide's value (explicit or default).
  case guide(AlignmentKey)
  /// `d[explicit: guide]`, with a fallback when the view sets none (SwiftUI returns nil).
  case explicitGuide(AlignmentKey)
  case negate(GuideExpression)
  case binary(Operator, GuideExpression, GuideExpression)
  case call(Function, [GuideExpression])

  /// An arithmetic operator of a guide expression.
  package enum Operator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }

  /// A function a guide expression may call.
  package enum Function: String, Sendable, Hashable {
    case min, max, abs, round, floor, ceil
  }

  package func evaluate(_ d: ViewDimensions) -> Double {
    switch self {
    case .number(let v): return v
    case .width: return d.width
    case .height: return d.height
    case .guide(let key): return d[key]
    case .explicitGuide(let key): return d[explicit: key] ?? d[key]
    case .negate(let e): return -e.evaluate(d)
    case .binary(let op, let a, let b):
      let x = a.evaluate(d)
      let y = b.evaluate(d)
      switch op {
      case .add: return x + y
      case .subtract: return x - y
      case .multiply: return x * y
      case .divide: return x / y
      }
    case .call(let function, let arguments):
      let values = arguments.map { $0.evaluate(d) }
      switch function {
      case .min: return values.min() ?? 0
      case .max: return values.max() ?? 0
      case .abs: return Swift.abs(values.first ?? 0)
      case .round: return (values.first ?? 0).rounded()
      case .floor: return (values.first ?? 0).rounded(.down)
      case .ceil: return (values.first ?? 0).rounded(.up)
      }
    }
  }

  /// The expression as markup writes it.
  package var description: String {
    switch self {
    case .number(let v): formatNumber(v)
    case .width: "d.width"
    case .height: "d.height"
    case .guide(let key): "d[.\(key)]"
    case .explicitGuide(let key): "d[explicit: .\(key)]"
    case .negate(let e): "-(\(e))"
    case .binary(let op, let a, let b): "(\(a) \(op.rawValue) \(b))"
    case .call(let f, let args): "\(f.rawValue)(\(args.map(\.description).joined(separator: ", ")))"
    }
  }
}
