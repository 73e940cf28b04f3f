/// A `Menu` around its label (the layer's child), §8.8. On macOS 26 every menu style is a
/// pull-down button (recorded, swiftui-web `menu/basic`): the label in a push button's padding
/// (`ControlMetrics.macPushButtonPadding`), 24 tall for a 16-point line, with the indicator
/// after it unless `.menuIndicator(.hidden)` (`MenuIndicatorKey`). Elsewhere a menu is its
/// label; its items show only when it opens.
package struct MenuLayout: ChromePaddingLayout, Hashable {
  package init() {}

  /// The padding around the label in `environment`, nil where a menu is its bare label.
  package func insets(_ environment: LayoutEnvironment) -> EdgeInsets? {
    let os = environment[OSVersionKey.self]
    guard os.platform == .macOS, os.major >= 26 else { return nil }
    var insets = ControlMetrics.macPushButtonPadding
    if environment[MenuIndicatorKey.self] {
      insets.trailing += ControlMetrics.macMenuIndicatorWidth
    }
    return insets
  }
}

extension MenuLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    guard insets(environment) != nil else { return [] }
    return [.bezel(frame, isProminent: false)]
  }
}

/// Whether a Menu shows its indicator (`.menuIndicator(…)`, §8.8): `.hidden` writes false;
/// `.visible` and `.automatic` true.
package enum MenuIndicatorKey: EnvironmentKey {
  package static let defaultValue = true
}
