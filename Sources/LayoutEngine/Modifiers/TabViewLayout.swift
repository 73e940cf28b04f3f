/// A `TabView` around its selected tab's content (the layer's child), §8.12. SwiftUI creates
/// only the selected tab's view (UITabBarController loads a tab's view when it is first
/// shown), so the other tabs are read for the bar's titles but not laid out.
///
/// On iOS the tab bar takes the bottom 49 points (on iOS 26, 83 from the screen's edge) of the space offered (above the bottom
/// safe-area inset, which the host has already taken away, §7.7); the tab's content is
/// proposed the rest and centred in it. On macOS the tabs are a strip above the content
/// (chosen height). The page style (`TabViewStyleKey`, read where the tab view is laid out)
/// has no bar: the content takes the whole area.
package struct TabViewLayout: ModifierLayout, Hashable {
  package var titles: [String]
  package var selected: Int?
  /// Each tab's SF Symbol name from its `.tabItem` label (empty when it names none), for
  /// drawing.
  package var symbols: [String]

  package init(titles: [String], selected: Int?, symbols: [String] = []) {
    self.titles = titles
    self.symbols = symbols
    self.selected = selected
  }

  /// The bar's height and whether it sits on top (macOS) rather than at the bottom (iOS).
  func bar(_ environment: LayoutEnvironment) -> (height: Double, onTop: Bool) {
    if environment[TabViewStyleKey.self] == .page { return (0, false) }
    let os = environment[OSVersionKey.self]
    return os.platform == .iOS
      ? (
        ControlMetrics.tabBarHeight(
          iOS: os.major, bottomInset: environment.options.safeAreaInsets.bottom), false
      )
      : (ControlMetrics.macTabStripHeight(os), true)
  }

  func contentProposal(_ proposal: ProposedViewSize, bar: Double) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let bar = bar(child.environment).height
    let content = child.sizeThatFits(contentProposal(proposal, bar: bar))
    return Size(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let (bar, onTop) = bar(child.environment)
    let p = contentProposal(ProposedViewSize(size), bar: bar)
    let content = child.sizeThatFits(p)
    return ChildPlacement(
      origin: Point(
        x: (size.width - content.width) / 2,
        y: (onTop ? bar : 0) + (size.height - bar - content.height) / 2),
      proposal: p)
  }
}

extension TabViewLayout {
  /// Tells the tab's navigation stacks that a tab bar is below them (`InTabViewKey`).
  package func adjust(_ environment: inout LayoutEnvironment) {
    environment[InTabViewKey.self] = true
  }
}

/// Whether the views are in a TabView's tab (§8.11): iOS 26 floats a `.searchable` field at
/// the bottom of a navigation stack only outside one, where it was recorded.
package enum InTabViewKey: EnvironmentKey {
  package static let defaultValue = false
}

extension TabViewLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    let (bar, onTop) = bar(environment)
    guard bar > 0 else { return [] }
    let y = onTop ? frame.minY : frame.maxY - bar
    return [
      .tabBar(
        Rect(x: frame.minX, y: y, width: frame.width, height: bar), titles: titles,
        selected: selected, symbols: symbols)
    ]
  }
}

/// A tab view's style (§8.12): `.automatic` (a tab bar) or `.page` (none).
package enum TabViewStyleKind: Sendable, Hashable {
  case automatic, page
}

/// The tab view style in force (§8.12), written by `.tabViewStyle(…)` for every TabView below.
package enum TabViewStyleKey: EnvironmentKey {
  package static let defaultValue = TabViewStyleKind.automatic
}
