/// A value stored on a view for its container's layout to read (`LayoutValueKey`), carried as
/// a trait: it survives the view's outer modifiers but not an intermediate container.
///
/// Keys are identified by `name` (by default the type's name), so a key declared in Swift and
/// one declared in markup with the same name are the same key.
public protocol LayoutValueKey {
  associatedtype Value: LayoutValueConvertible
  static var defaultValue: Value { get }
  static var name: String { get }
}

extension LayoutValueKey {
  /// The key's name: its type name, which matches a key declared in markup under that name.
  public static var name: String { String(describing: Self.self) }
}

/// A layout value as stored in the tree: a number, a string or a boolean.
public enum LayoutValue: Hashable, Sendable, CustomStringConvertible {
  case number(Double)
  case string(String)
  case bool(Bool)

  /// The value as markup would write it.
  public var description: String {
    switch self {
    case .number(let v): formatNumber(v)
    case .string(let s): "\"\(s)\""
    case .bool(let b): String(b)
    }
  }
}

/// Types a `LayoutValueKey` may hold.
public protocol LayoutValueConvertible {
  init?(layoutValue: LayoutValue)
  var layoutValue: LayoutValue { get }
}

extension Double: LayoutValueConvertible {
  /// A number value as a Double (nil for strings and booleans).
  public init?(layoutValue: LayoutValue) {
    guard case .number(let v) = layoutValue else { return nil }
    self = v
  }
  /// The Double as a number value.
  public var layoutValue: LayoutValue { .number(self) }
}

extension Int: LayoutValueConvertible {
  /// A whole number value as an Int (nil for fractions, strings and booleans).
  public init?(layoutValue: LayoutValue) {
    guard case .number(let v) = layoutValue, v == v.rounded(), abs(v) < 1e15 else { return nil }
    self = Int(v)
  }
  /// The Int as a number value.
  public var layoutValue: LayoutValue { .number(Double(self)) }
}

extension String: LayoutValueConvertible {
  /// A string value (nil for numbers and booleans).
  public init?(layoutValue: LayoutValue) {
    guard case .string(let v) = layoutValue else { return nil }
    self = v
  }
  /// The string as a string value.
  public var layoutValue: LayoutValue { .string(self) }
}

extension Bool: LayoutValueConvertible {
  /// A boolean value (nil for numbers and strings).
  public init?(layoutValue: LayoutValue) {
    guard case .bool(let v) = layoutValue else { return nil }
    self = v
  }
  /// The boolean as a boolean value.
  public var layoutValue: LayoutValue { .bool(self) }
}
