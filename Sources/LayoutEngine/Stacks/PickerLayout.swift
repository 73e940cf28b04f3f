/// A titled `Picker`'s layout (semantics §8.7): three subviews, its label (a Text), a Spacer
/// and the picker control (`PickerLeaf`), shown by the platform, release, style and place in
/// the environment:
///
/// - **A row of an iOS list or form**, menu style: the label leading and the selection
///   trailing, filling the row, centred vertically (HIG "Pickers"; recorded on iOS 26).
/// - **macOS 26**, menu or segmented style: the label then the control, 8 apart, hugging them,
///   centred vertically (recorded, swiftui-web `picker/basic`, `picker/forms`).
/// - **Elsewhere**, or under `.labelsHidden()`: the control alone; the label is not shown.
package struct PickerLayout: SubviewChoosingStack, EnvironmentReadingLayout, Hashable {
  /// Which subviews are shown, and how.
  enum Form: Hashable { case row, labelled, controlOnly }
  var form = Form.controlOnly

  package init() {}

  /// Horizontal, so the Spacer between label and control grows only across.
  package static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }

  package func resolved(in environment: LayoutEnvironment) -> PickerLayout {
    let os = environment[OSVersionKey.self]
    let style = environment[PickerStyleKey.self]
    var copy = self
    if environment[LabelsHiddenKey.self] {
      copy.form = .controlOnly
    } else if os.platform == .iOS, environment[ListRowKey.self], style != .segmented {
      copy.form = .row
    } else if os.platform == .macOS, os.major >= 26 {
      copy.form = .labelled
    } else {
      copy.form = .controlOnly
    }
    return copy
  }

  /// The distance between label and control on macOS 26 (recorded: a labelled pop-up 36 wider
  /// than its control, for a 28-pt label).
  static let macLabelSpacing = 8.0

  var stack: HStackLayout {
    form == .row
      ? HStackLayout(alignment: .center)
      : HStackLayout(alignment: .center, spacing: Self.macLabelSpacing)
  }

  /// The subviews `form` shows.
  func shown(_ subviews: LayoutSubviews) -> LayoutSubviews {
    guard subviews.count == 3 else { return subviews }
    switch form {
    case .row: return subviews
    case .labelled: return subviews.subset([0, 2])
    case .controlOnly: return subviews.subset([2])
    }
  }

}
