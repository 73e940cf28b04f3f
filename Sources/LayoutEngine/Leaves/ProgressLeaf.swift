/// A `ProgressView`'s indicator (§8.5): circular (a spinner, UIActivityIndicatorView's side for
/// the control size: 14, 20 or 37), or linear when it has a value (a bar UIProgressView's 4
/// points tall, filling the width offered; offered none, 10 wide like a fill). A
/// `.progressViewStyle` in the environment picks the kind whatever the value (recorded on
/// iOS 26). A label, when there is one, is stacked with it by the element (§8.5).
package struct ProgressLeaf: LeafLayout, Hashable {
  /// The fraction completed, nil when the progress is indeterminate.
  package var fraction: Double?

  package init(fraction: Double?) { self.fraction = fraction }

  /// Whether it shows a bar rather than a spinner in `environment`.
  func isLinear(_ environment: LayoutEnvironment) -> Bool {
    switch environment[ProgressViewStyleKey.self] {
    case .automatic: fraction != nil
    case .linear: true
    case .circular: false
    }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    guard isLinear(environment) else {
      let side = ControlMetrics.spinnerSide(
        environment[ControlSizeKey.self], environment[OSVersionKey.self])
      return Size(width: side, height: side)
    }
    return Size(
      width: proposal.replacingUnspecifiedDimensions().width,
      height: ControlMetrics.progressBarHeight(environment[OSVersionKey.self]))
  }
}

extension ProgressLeaf: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    guard isLinear(environment) else { return [.spinner(frame)] }
    return [.track(frame, fraction: fraction ?? 0, hasKnob: false)]
  }
}
