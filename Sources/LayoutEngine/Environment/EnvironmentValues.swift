/// A value passed down the view tree, as SwiftUI's `EnvironmentKey`: the key is a type, its
/// value whatever the nearest modifier above a view wrote, else `defaultValue`.
///
/// Each key is declared in the file of the modifier that writes it (`LineLimitKey` beside
/// `LineLimitModifier` …), or with the host's options for those the host gives
/// (`HostEnvironment.swift`); views read it by key (`environment[LineLimitKey.self]`).
package protocol EnvironmentKey {
  associatedtype Value: Hashable & Sendable
  /// The value where no modifier above a view wrote one.
  static var defaultValue: Value { get }
}

/// The environment values in force at a view, as SwiftUI's `EnvironmentValues`: what the
/// modifiers above it wrote, read by key (docs/semantics.md §1.21).
///
/// Hashable, so that the pass keeps one copy of each distinct environment and a view holds an
/// index into that table (`PassFacts`). Only the keys written are stored, ordered by key so
/// that equal settings make equal values whatever order they were written in; reading one is
/// a scan of those few entries, with no dynamic cast. Each value is hashed once, when written:
/// the pass looks up every environment a layer writes, and hashing the font settings afresh
/// for each lookup made the table cost more than the copies it replaced.
package struct EnvironmentValues: Hashable, Sendable {
  private var entries: [Entry] = []

  /// Nothing written: every key reads its default.
  package init() {}

  /// The value of `key`: the one written last, else the key's default.
  package subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in entries where entry.key == id {
        return unsafeDowncast(entry.box, to: ValueBox<Key.Value>.self).value
      }
      return Key.defaultValue
    }
    set {
      let entry = Entry(
        key: ObjectIdentifier(key), hash: newValue.hashValue, box: ValueBox(newValue, equals: ==))
      if let k = entries.firstIndex(where: { $0.key >= entry.key }) {
        if entries[k].key == entry.key {
          entries[k] = entry
        } else {
          entries.insert(entry, at: k)
        }
      } else {
        entries.append(entry)
      }
    }
  }

  /// One written key, its value and the value's hash.
  private struct Entry: Hashable, Sendable {
    let key: ObjectIdentifier
    let hash: Int
    let box: AnyValueBox

    static func == (a: Entry, b: Entry) -> Bool {
      a.key == b.key && a.hash == b.hash && (a.box === b.box || a.box.isEqual(to: b.box))
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(hash)
    }
  }
}

/// A written value behind its key's type: the entry's key tells which `ValueBox` it is, so a
/// read downcasts without checking.
private class AnyValueBox: @unchecked Sendable {
  func isEqual(to other: AnyValueBox) -> Bool { false }
}

///
/// The box takes `==` as a function rather than requiring `Value: Equatable`: the runtime checks
/// a generic class's requirements when it first makes the class for a type, and in the static
/// binary each check scans every conformance record (about 150k instructions), once for every
/// value type an environment key holds.
private final class ValueBox<Value>: AnyValueBox, @unchecked Sendable {
  let value: Value
  let equals: (Value, Value) -> Bool

  init(_ value: Value, equals: @escaping (Value, Value) -> Bool) {
    self.value = value
    self.equals = equals
  }

  /// Called only for boxes under the same key, hence of the same type.
  override func isEqual(to other: AnyValueBox) -> Bool {
    equals(value, unsafeDowncast(other, to: ValueBox<Value>.self).value)
  }
}
