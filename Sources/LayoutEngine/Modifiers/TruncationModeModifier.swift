/// `.truncationMode(.head | .middle | .tail)` (§7.4): where every Text below shows the
/// ellipsis of a cut line (`TruncationModeKey`); no layout effect itself.
package struct TruncationModeModifier: EnvironmentValuesLayer {
  package var mode: TextLayout.Truncation

  package init(_ mode: TextLayout.Truncation) { self.mode = mode }

  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[TruncationModeKey.self] = mode
  }
}

/// Where a Text's cut line shows its ellipsis (§7.4): at the tail unless a
/// `TruncationModeModifier` above says otherwise.
package enum TruncationModeKey: EnvironmentKey {
  package static let defaultValue = TextLayout.Truncation.tail
}
