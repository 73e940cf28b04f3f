/// A `Button`'s chrome around its label (the layer's child), by the button style and control
/// size in its environment (§8.2): a bordered or prominent button on iOS pads its label by
/// `ControlMetrics.borderedPadding` and draws its shape behind it; the borderless, plain and
/// automatic styles are the label itself. On macOS 26 the automatic, bordered and prominent
/// styles are push buttons (`ControlMetrics.macPushButtonPadding`, recorded); before macOS 26
/// every style is the label (not researched).
package struct ButtonLayout: ChromePaddingLayout, Hashable {
  /// Whether this is a Link or NavigationLink, which the automatic style leaves a label on
  /// macOS too (§8.8).
  package var isLink: Bool

  package init(isLink: Bool = false) { self.isLink = isLink }

  /// The padding around the label in `environment`, nil for none.
  package func insets(_ environment: LayoutEnvironment) -> EdgeInsets? {
    let os = environment[OSVersionKey.self]
    guard os.platform == .iOS else {
      let style = environment[ButtonStyleKey.self]
      guard os.major >= 26, style != .plain, style != .borderless, !isLink || style != .automatic
      else { return nil }
      return ControlMetrics.macPushButtonPadding
    }
    switch environment[ButtonStyleKey.self] {
    case .bordered, .borderedProminent:
      let (h, v) = ControlMetrics.borderedPadding(environment[ControlSizeKey.self])
      return EdgeInsets(top: v, leading: h, bottom: v, trailing: h)
    case .automatic, .borderless, .plain:
      return nil
    }
  }
}

extension ButtonLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    guard insets(environment) != nil else { return [] }
    return [.bezel(frame, isProminent: environment[ButtonStyleKey.self] == .borderedProminent)]
  }
}
