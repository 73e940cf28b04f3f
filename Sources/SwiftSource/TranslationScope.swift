#if SwiftSource
  import Interpreter
  import SwiftSyntax

  /// A value the translation knows while it reads the file: a literal, or a literal built of
  /// literals (an array, a memberwise `Item(title: "a")`), so text, conditions and `ForEach`
  /// data can be filled in as a careful hand translation would.
  indirect enum SwiftValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case none
    /// An enum case or a static member as written (`.blue`, `Color.blue`, `.compact`).
    case member(String)
    case array([SwiftValue])
    /// A record: its fields in order, and how the Swift source wrote it.
    case record([(String, SwiftValue)], source: String)
    /// Any other expression, as markup would write it (`rowHeight / 4`).
    case expression(String)

    /// The value as a Swift literal, for a `<Constant value="…">` or a copied modifier.
    var swiftText: String {
      switch self {
      case .string(let s):
        "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
      case .number(let n): n
      case .bool(let b): b ? "true" : "false"
      case .none: "nil"
      case .member(let m): m
      case .array(let items): "[" + items.map(\.swiftText).joined(separator: ", ") + "]"
      case .record(_, let source): source
      case .expression(let text): text
      }
    }

    /// The value as displayed text (`Text(value)`), if it has one.
    var displayText: String? {
      switch self {
      case .string(let s): s
      case .number(let n): n
      case .bool(let b): b ? "true" : "false"
      case .member(let m): String(m.split(separator: ".").last ?? "")
      default: nil
      }
    }

    /// The value as JSON, for `<ForEach items='…'>`.
    var json: String {
      switch self {
      case .string(let s), .member(let s), .expression(let s):
        "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
      case .number(let n): n
      case .bool(let b): b ? "true" : "false"
      case .none: "null"
      case .array(let items): "[" + items.map(\.json).joined(separator: ", ") + "]"
      case .record(let fields, _):
        "{" + fields.map { "\"\($0.0)\": \($0.1.json)" }.joined(separator: ", ") + "}"
      }
    }

    /// `--data`'s JSON as a value.
    init(_ data: DataValue) {
      switch data {
      case .string(let s): self = .string(s)
      case .number(let n): self = .number(n)
      case .bool(let b): self = .bool(b)
      case .null: self = .none
      case .array(let items): self = .array(items.map(SwiftValue.init))
      case .object(let fields):
        let values = fields.map { ($0.0, SwiftValue($0.1)) }
        self = .record(values, source: "")
      }
    }

    /// The field `name` of a record.
    func field(_ name: String) -> SwiftValue? {
      guard case .record(let fields, _) = self else { return nil }
      return fields.first { $0.0 == name }?.1
    }
  }

  /// What a name stands for where a view is translated.
  enum Bound {
    /// A value known now; `constant` is the `<Constant>` name markup uses for it, if declared.
    case value(SwiftValue, constant: String?)
    /// An element of a `ForEach` copy: `{item}` in markup, fields `{item.title}`; with a
    /// sample element when the data is known, so a path the data lacks is noticed.
    case element(String, sample: SwiftValue?)
    /// Views passed in (a `@ViewBuilder` property, a closure argument) and where they were
    /// written, translated where they are used.
    case views(ExprSyntax, Scope)
    /// A view modifier's `content` or an extension's `self`: the view being modified.
    case content(() -> [MarkupNode])
    /// An environment value conditions read (`colorScheme`, `horizontalSizeClass`).
    case environment(String)
    /// State the file cannot give a value (a model object, an unknown environment value).
    case unknown(String)
  }

  /// Names in effect: a view's properties, a closure's parameters, a `ForEach`'s element.
  final class Scope {
    let parent: Scope?
    /// The type whose members (computed properties, helper functions) are in reach.
    let owner: DeclaredType?
    var names: [String: Bound] = [:]

    init(parent: Scope?, owner: DeclaredType?) {
      self.parent = parent
      self.owner = owner
    }

    func lookup(_ name: String) -> Bound? {
      names[name] ?? parent?.lookup(name)
    }

    /// The nearest type whose members are in reach.
    var type: DeclaredType? { owner ?? parent?.type }
  }

  extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
      split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
  }
#endif
