public import LayoutEngine
import MarkupSyntax
import SeedLayouts

/// The arguments a registered layout is built from: an element's attributes
/// (`<FlowLayout spacing="12">`) or a call's arguments in a layout expression
/// (`layout="FlowLayout(spacing: 12)"`). Readers report bad values as located errors and
/// return nil.
public final class LayoutArguments {
  struct Value {
    var expression: Expr
    var location: MarkupLocation
    var text: String
    /// Where the argument's label is, in a layout call (errors about the label point here).
    var labelLocation: MarkupLocation? = nil
  }

  let values: [String: Value]
  let layoutName: String
  private let report: (Diagnostic) -> Void

  init(layoutName: String, values: [String: Value], report: @escaping (Diagnostic) -> Void) {
    self.layoutName = layoutName
    self.values = values
    self.report = report
  }

  /// Whether the argument is present.
  public func has(_ label: String) -> Bool { values[label] != nil }

  /// Reports an error at an argument (or at the layout when it is absent).
  public func error(_ label: String, _ message: String) {
    report(Diagnostic(id: "bad-layout-argument", message: message, at: values[label]?.location))
  }

  /// The argument as a finite number (`12`, `-2.5`, `.infinity` is refused), nil when absent
  /// or `nil`; anything else is reported and gives nil.
  public func number(_ label: String) -> Double? {
    guard let value = values[label] else { return nil }
    if case .nilLiteral = value.expression { return nil }
    guard let v = Values.number(value.expression), v.isFinite else {
      error(label, "\(layoutName) \(label) must be a finite number, not '\(value.text)'")
      return nil
    }
    return v
  }

  /// The argument as a string: a string literal's content, else the argument's text.
  public func string(_ label: String) -> String? {
    guard let value = values[label] else { return nil }
    if case .string(let s) = value.expression { return s }
    return value.text
  }

  /// The argument as `true` or `false`; anything else is reported and gives nil.
  public func bool(_ label: String) -> Bool? {
    guard let value = values[label] else { return nil }
    if case .bool(let b) = value.expression { return b }
    error(label, "\(layoutName) \(label) must be true or false")
    return nil
  }

  private func caseName(_ label: String) -> String? {
    guard let value = values[label] else { return nil }
    switch value.expression {
    case .identifier(let name): return name
    default:
      return Values.caseName(
        value.expression, types: ["Alignment", "HorizontalAlignment", "VerticalAlignment"])
    }
  }

  private func lookup<T>(_ label: String, _ table: [String: T], _ what: String) -> T? {
    guard has(label) else { return nil }
    if let name = caseName(label), let found = table[name] { return found }
    let name = caseName(label) ?? values[label]!.text
    error(label, "'\(name)' is not a \(what)\(Suggestions.hint(for: name, in: table.keys))")
    return nil
  }

  /// The argument as a `HorizontalAlignment` (`.leading`, `leading` …); an unknown name is
  /// reported, with a suggestion, and gives nil.
  public func horizontalAlignment(_ label: String) -> HorizontalAlignment? {
    lookup(label, Values.horizontalAlignments, "HorizontalAlignment")
  }

  /// The argument as a `VerticalAlignment` (`.top`, `.firstTextBaseline` …); an unknown name is
  /// reported, with a suggestion, and gives nil.
  public func verticalAlignment(_ label: String) -> VerticalAlignment? {
    lookup(label, Values.verticalAlignments, "VerticalAlignment")
  }

  /// The argument as an `Alignment` (`.topLeading` …); an unknown name is reported, with a
  /// suggestion, and gives nil.
  public func alignment(_ label: String) -> Alignment? {
    lookup(label, Values.alignments, "Alignment")
  }
}

/// Custom layouts usable from markup, by element name: a library user registers a Swift
/// `Layout` here and writes `<Name attribute="…">children</Name>` (or uses it in an
/// `AnyLayout` expression).
public struct LayoutRegistry: Sendable {
  /// Makes the layout from an element's arguments; nil when they are unusable (after reporting
  /// why with `LayoutArguments.error` or a reader).
  public typealias Factory = @Sendable (LayoutArguments) -> AnyLayout?

  struct Entry: Sendable {
    var attributes: Set<String>
    var make: Factory
  }

  var entries: [String: Entry] = [:]

  /// An empty registry (`LayoutRegistry.standard` holds the built-in custom layouts).
  public init() {}

  /// Registers a layout under `name`, taking the given attributes (argument labels).
  public mutating func register(
    _ name: String, attributes: Set<String> = [], _ make: @escaping Factory
  ) {
    entries[name] = Entry(attributes: attributes, make: make)
  }

  /// The registered element names, sorted.
  package var names: [String] { entries.keys.sorted() }

  /// FlowLayout (seed 001) and SimpleHStack (seed 000).
  package static let standard: LayoutRegistry = {
    var registry = LayoutRegistry()
    registry.register(
      "FlowLayout", attributes: ["spacing", "horizontalSpacing", "verticalSpacing"]
    ) { args in
      let both = args.number("spacing") ?? 10
      return AnyLayout(
        FlowLayout(
          spacing: Size(
            width: args.number("horizontalSpacing") ?? both,
            height: args.number("verticalSpacing") ?? both)))
    }
    registry.register("SimpleHStack", attributes: ["spacing"]) { args in
      AnyLayout(SimpleHStack(spacing: args.number("spacing")))
    }
    return registry
  }()
}

extension InterpreterSettings {
  /// Declares a layout value key from Swift, so markup may set it with `.layoutValue`.
  public mutating func register<Key: LayoutValueKey>(_ key: Key.Type) {
    layoutValueKeys[Key.name] = Key.defaultValue.layoutValue
  }
}
