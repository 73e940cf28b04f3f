/// `Spacer(minLength:)` (§1.6): along its orientation max(proposal, minLength) and 0 across;
/// with no orientation both axes take max(proposal, minLength). A nil proposal counts as −∞.
/// Its layout priority is −∞: stacks give it space last.
package struct SpacerLeaf: LeafLayout, Hashable {
  /// nil uses the default spacing (8).
  package var minLength: Double?

  package init(minLength: Double? = nil) { self.minLength = minLength }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    let length = minLength ?? ViewSpacing.defaultDistance
    func along(_ axis: Axis) -> Double { max(proposal[axis] ?? -.infinity, length) }
    switch environment.orientation {
    case .horizontal?: return Size(width: along(.horizontal), height: 0)
    case .vertical?: return Size(width: 0, height: along(.vertical))
    case nil: return Size(width: along(.horizontal), height: along(.vertical))
    }
  }

  package func spacing(in environment: LayoutEnvironment) -> ViewSpacing {
    .spacer(orientation: environment.orientation)
  }

  package var layoutPriority: Double { -.infinity }
}

extension ViewTree {
  /// `Spacer(minLength:)`.
  public func spacer(minLength: Double? = nil, id: String? = nil) -> ViewRef {
    leaf(SpacerLeaf(minLength: minLength), kind: "Spacer", id: id)
  }
}
