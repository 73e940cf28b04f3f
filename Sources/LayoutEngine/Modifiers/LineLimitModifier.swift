/// `.lineLimit(_:)`, `.lineLimit(1...3)`, `.lineLimit(2...)`, `.lineLimit(...3)` and
/// `.lineLimit(2, reservesSpace: true)`: environment values read by every Text below (the most
/// lines shown, `LineLimitKey`, and the lines of height reserved, `ReservedLinesKey`, §7.4);
/// no layout effect itself.
package struct LineLimitModifier: EnvironmentValuesLayer {
  package var limit: Int?
  /// The lines of height a Text keeps even when it needs fewer.
  package var reserved: Int

  package init(_ limit: Int?, reserved: Int = 0) {
    self.limit = limit
    self.reserved = reserved
  }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[LineLimitKey.self] = limit
    environment[ReservedLinesKey.self] = reserved
  }
}

/// The most lines a Text shows, nil for no limit (§7.4).
package enum LineLimitKey: EnvironmentKey {
  package static let defaultValue: Int? = nil
}

/// The lines of height a Text reserves even when it needs fewer (§7.4), 0 for none.
package enum ReservedLinesKey: EnvironmentKey {
  package static let defaultValue = 0
}

extension ViewRef {
  /// `.lineLimit(_:)`: at most `limit` lines for every Text below (nil: no limit).
  package func lineLimit(_ limit: Int?) -> ViewRef {
    modifier(LineLimitModifier(limit), kind: "lineLimit")
  }
}
