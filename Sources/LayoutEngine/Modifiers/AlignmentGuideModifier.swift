/// `.alignmentGuide(_:computeValue:)` (§1.15): the view's explicit value of one guide,
/// computed from its dimensions; every other guide and the layout are the child's.
package struct AlignmentGuideModifier: ModifierLayout, Hashable {
  package var key: AlignmentKey
  package var expression: GuideExpression

  package init(_ key: AlignmentKey, _ expression: GuideExpression) {
    self.key = key
    self.expression = expression
  }

  package var explicitGuide: AlignmentKey? { key }

  package func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, child: ModifierChild
  ) -> Double? {
    guard key == self.key else {
      return child.explicitAlignment(key, proposal: proposal, size: size)
    }
    return expression.evaluate(child.dimensions(in: proposal))
  }
}

extension ViewRef {
  /// `.alignmentGuide(_:computeValue:)`: the view's explicit value of `key`.
  package func alignmentGuide(_ key: AlignmentKey, _ expression: GuideExpression) -> ViewRef {
    modifier(AlignmentGuideModifier(key, expression), kind: "alignmentGuide")
  }
}
