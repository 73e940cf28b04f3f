/// Descriptive information kept for output: the element's kind name, its `id`, where it came
/// from, and the non-layout modifiers recorded on it.
///
/// Every node of the arena holds one, so it is kept to 16 bytes: the line and column in 32
/// bits each, and everything else in one immutable, shared `Description`. Views made alike
/// (the copies of a replayed modifier layer, leaves of one kind and colour) differ only in
/// where they came from, so the interpreter gives them one description (`at(line:column:)`):
/// a node then costs one retain instead of a string, a dictionary and an optional reference
/// (40 bytes, three retains), which took 24 bytes off every node of the view tree.
///
/// The getters are inlinable, so that output, which reads them for every node, loads the
/// fields rather than calling into this module for each.
package struct NodeInfo: Sendable, Hashable {
  @usableFromInline var shared: Description
  @usableFromInline var storedLine: Int32
  @usableFromInline var storedColumn: Int32

  /// The fields alike views share; replaced, never changed, so copies stay independent.
  @usableFromInline final class Description: Sendable {
    @usableFromInline let kind: String
    @usableFromInline let details: [String: String]
    @usableFromInline let id: String?
    @usableFromInline let isImplicit: Bool

    init(kind: String, details: [String: String], id: String?, isImplicit: Bool) {
      self.kind = kind
      self.details = details
      self.id = id
      self.isImplicit = isImplicit
    }
  }

  /// The SwiftUI type or modifier name shown as `"kind"` in JSON (`HStack`, `frame` …).
  package var kind: String {
    @inlinable get { shared.kind }
    set { replaceDescription(kind: newValue) }
  }
  /// Extra descriptive fields for output (a Color's name, a style modifier's arguments …).
  package var details: [String: String] {
    @inlinable get { shared.details }
    set { replaceDescription(details: newValue) }
  }
  package var id: String? {
    @inlinable get { shared.id }
    set { replaceDescription(id: .some(newValue)) }
  }
  /// True for views Stackup inserted (an implicit VStack at the root, ZStack in a background).
  package var isImplicit: Bool {
    @inlinable get { shared.isImplicit }
    set { replaceDescription(isImplicit: newValue) }
  }
  package var line: Int {
    @inlinable get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  package var column: Int {
    @inlinable get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  package init(
    kind: String, id: String? = nil, line: Int = 0, column: Int = 0, isImplicit: Bool = false,
    details: [String: String] = [:]
  ) {
    shared = Description(kind: kind, details: details, id: id, isImplicit: isImplicit)
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// The same information for a view made at `line` and `column`, sharing this one's
  /// description rather than allocating another (consuming, so a copy made for the new node
  /// moves into the result instead of being copied again).
  @inlinable package consuming func at(line: Int, column: Int = 0) -> NodeInfo {
    var copy = self
    copy.storedLine = Int32(clamping: line)
    copy.storedColumn = Int32(clamping: column)
    return copy
  }

  private mutating func replaceDescription(
    kind: String? = nil, details: [String: String]? = nil, id: String?? = nil,
    isImplicit: Bool? = nil
  ) {
    shared = Description(
      kind: kind ?? shared.kind, details: details ?? shared.details, id: id ?? shared.id,
      isImplicit: isImplicit ?? shared.isImplicit)
  }

  package static func == (a: NodeInfo, b: NodeInfo) -> Bool {
    guard a.storedLine == b.storedLine, a.storedColumn == b.storedColumn else { return false }
    if a.shared === b.shared { return true }
    return a.kind == b.kind && a.id == b.id && a.isImplicit == b.isImplicit
      && a.details == b.details
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(id)
    hasher.combine(storedLine)
    hasher.combine(storedColumn)
    hasher.combine(isImplicit)
    hasher.combine(details)
  }
}

extension NodeInfo {
  /// The same information, marked as inserted by Stackup.
  package func implicit() -> NodeInfo {
    var copy = self
    copy.isImplicit = true
    return copy
  }
}
