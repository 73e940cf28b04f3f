/// `.lineLimit(_:)`, `.lineLimit(1...3)`, `.lineLimit(2...)`, `.lineLimit(...3)` and
/// `.lineLimit(2, reservesSpace: true)`: environment values read by every Text below (the most
/// lines shown, and the lines of height reserved, §7.4); no layout effect itself.
package struct LineLimitModifier: ModifierLayout, Hashable {
  package var limit: Int?
  /// The lines of height a Text keeps even when it needs fewer.
  package var reserved: Int

  package init(_ limit: Int?, reserved: Int = 0) {
    self.limit = limit
    self.reserved = reserved
  }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment.lineLimit = limit
    environment.reservedLines = reserved
  }
}

extension ViewRef {
  /// `.lineLimit(_:)`: at most `limit` lines for every Text below (nil: no limit).
  package func lineLimit(_ limit: Int?) -> ViewRef {
    modifier(LineLimitModifier(limit), kind: "lineLimit")
  }
}
