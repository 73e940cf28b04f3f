/// `LabeledContent`'s layout (semantics §8.9): three subviews, the label, a Spacer and the
/// content (absent when there is none), by the platform and release in the environment.
///
/// - **macOS 26, outside lists and forms** (recorded, swiftui-web `labeledcontent/basic`): the
///   label and the content hug each other, 8 apart and centred vertically, with the Spacer
///   left out; `.labelsHidden()` leaves the content alone. The label's text lines are a
///   control's (`ControlLabelLineModifier`, §9.7).
/// - **Elsewhere**: the label, the Spacer and the content in a first-text-baseline HStack that
///   fills the width (reported).
package struct LabeledContentLayout: SubviewChoosingStack, EnvironmentReadingLayout, Hashable {
  /// How the subviews are laid out where the layout is (resolved by the pass).
  enum Form: Hashable { case filling, hugging, contentOnly }
  var form = Form.filling

  package init() {}

  /// Horizontal, so the Spacer between label and content grows only across.
  package static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }

  package func resolved(in environment: LayoutEnvironment) -> LabeledContentLayout {
    let os = environment[OSVersionKey.self]
    var copy = self
    if os.platform == .macOS, os.major >= 26, !environment[ListRowKey.self] {
      copy.form = environment[LabelsHiddenKey.self] ? .contentOnly : .hugging
    } else {
      copy.form = .filling
    }
    return copy
  }

  /// The spacing between label and content on macOS 26 (recorded).
  static let macSpacing = 8.0

  var stack: HStackLayout {
    form == .filling
      ? HStackLayout(alignment: .firstTextBaseline)
      : HStackLayout(alignment: .center, spacing: Self.macSpacing)
  }

  /// The subviews `form` shows: all three when filling, else the label (unless hidden) and
  /// the content.
  func shown(_ subviews: LayoutSubviews) -> LayoutSubviews {
    switch form {
    case .filling: return subviews
    case .hugging: return subviews.subset(subviews.count > 2 ? [0, 2] : [0])
    case .contentOnly: return subviews.subset(subviews.count > 2 ? [2] : [])
    }
  }

}

/// Sets the text of a control's label in the control's taller lines where the release does
/// (macOS 26: `ControlMetrics.controlLabelLeading`, §9.7); no layout effect elsewhere.
package struct ControlLabelLineModifier: ModifierLayout, Hashable {
  package init() {}

  package func adjust(_ environment: inout LayoutEnvironment) {
    let leading = ControlMetrics.controlLabelLeading(environment[OSVersionKey.self])
    guard leading > 0 else { return }
    environment[TextEnvironmentKey.self].controlLabelLeading = leading
  }
}
