/// A `ProgressView`'s indicator (§8.5): circular (a spinner, UIActivityIndicatorView's side for
/// the control size: 14, 20 or 37), or linear when it has a value (a bar UIProgressView's 4
/// points tall, filling the width offered; offered none, 10 wide like a fill). A label, when
/// there is one, is stacked with it by the element (§8.5).
package struct ProgressLeaf: LeafLayout, Hashable {
  /// The fraction completed for a linear bar, nil for a circular spinner.
  package var fraction: Double?

  package init(fraction: Double?) { self.fraction = fraction }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    guard fraction != nil else {
      let side = ControlMetrics.spinnerSide(environment[ControlSizeKey.self])
      return Size(width: side, height: side)
    }
    return Size(
      width: proposal.replacingUnspecifiedDimensions().width,
      height: ControlMetrics.progressBarHeight)
  }
}

extension ProgressLeaf: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    guard let fraction else { return [.spinner(frame)] }
    return [.track(frame, fraction: fraction, hasKnob: false)]
  }
}
