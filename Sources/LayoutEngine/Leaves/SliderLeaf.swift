/// A `Slider` (§8.6): as tall as the OS release's slider (UISlider's 34 through iOS 18),
/// filling the width offered (offered none, 10
/// wide like a fill); its label is for accessibility only on iOS and is not laid out.
package struct SliderLeaf: LeafLayout, Hashable {
  /// Where the knob sits, from 0 (the lower bound) to 1.
  package var fraction: Double

  package init(fraction: Double) { self.fraction = fraction }

  package func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment)
    -> Size
  {
    Size(
      width: proposal.replacingUnspecifiedDimensions().width,
      height: ControlMetrics.sliderHeight(environment[OSVersionKey.self]))
  }
}

extension SliderLeaf: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    [.track(frame, fraction: fraction, hasKnob: true)]
  }
}
