/// Where the scroll views below start (§5.3): `.defaultScrollAnchor(_:for:)`'s points for
/// content larger than the viewport (the initial offset) and for content smaller than it (its
/// alignment), each nil for the top-leading default.
package struct ScrollAnchors: Sendable, Hashable {
  package var initialOffset: UnitPoint?
  package var alignment: UnitPoint?

  package init(initialOffset: UnitPoint? = nil, alignment: UnitPoint? = nil) {
    self.initialOffset = initialOffset
    self.alignment = alignment
  }
}

/// `.defaultScrollAnchor(_:)` and `.defaultScrollAnchor(_:for:)` (§5.3): the anchors of every
/// scroll view below (`ScrollAnchorsKey`); no layout effect itself. The scroll view reads
/// them where the pass resolves it. A call for one role keeps what an outer call set for the
/// other; `.sizeChanges` has no effect on a layout at rest.
package struct DefaultScrollAnchorModifier: ModifierLayout, Hashable {
  /// The point, nil to restore the default.
  package var anchor: UnitPoint?
  /// Whether it sets the initial offset and the alignment.
  package var initialOffset: Bool
  package var alignment: Bool

  package init(_ anchor: UnitPoint?, initialOffset: Bool, alignment: Bool) {
    self.anchor = anchor
    self.initialOffset = initialOffset
    self.alignment = alignment
  }

  package func adjust(_ environment: inout LayoutEnvironment) {
    var anchors = environment[ScrollAnchorsKey.self]
    if initialOffset { anchors.initialOffset = anchor }
    if alignment { anchors.alignment = anchor }
    environment[ScrollAnchorsKey.self] = anchors
  }
}

/// The scroll anchors in force (§5.3).
package enum ScrollAnchorsKey: EnvironmentKey {
  package static let defaultValue = ScrollAnchors()
}
