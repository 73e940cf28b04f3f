/// `.lineLimit(_:)`: an environment value read by every Text below; no layout effect itself.
package struct LineLimitModifier: ModifierLayout, Hashable {
  package var limit: Int?

  package init(_ limit: Int?) { self.limit = limit }

  package func adjust(_ environment: inout LayoutEnvironment) { environment.lineLimit = limit }
}

extension ViewRef {
  /// `.lineLimit(_:)`: at most `limit` lines for every Text below (nil: no limit).
  public func lineLimit(_ limit: Int?) -> ViewRef {
    modifier(LineLimitModifier(limit), kind: "lineLimit")
  }
}
