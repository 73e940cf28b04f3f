/// How a navigation stack shows its bar (§8.11), read from its root view's chain:
/// `.navigationTitle` with the default display mode is large, `.navigationBarTitleDisplayMode
/// (.inline)` inline, `.navigationBarHidden(true)` or `.toolbar(.hidden, for: .navigationBar)`
/// hidden; without a title the bar is an empty inline bar.
package enum NavigationBarMode: String, Sendable, Hashable {
  case large, inline, hidden
}

/// An item of a navigation bar's `.toolbar { … }` (a `ToolbarItem`'s button), for drawing
/// only: toolbar items take no space from the content (§8.11, §9.8).
package struct BarItem: Sendable, Hashable {
  /// The SF Symbol it shows (`systemImage:`, `Image(systemName:)`), or empty.
  package var symbol: String
  /// Its title when it shows no symbol.
  package var title: String
  /// Whether it sits at the bar's leading edge (`.topBarLeading`, `.cancellationAction` …).
  package var leading: Bool

  package init(symbol: String, title: String, leading: Bool) {
    self.symbol = symbol
    self.title = title
    self.leading = leading
  }
}

/// A `NavigationStack` (or `NavigationView`) around its root view (the layer's child), §8.11.
/// On iOS a UINavigationController hosts the root below its bar: the stack takes the space
/// offered, the bar takes the top 44 points (96 with a large title; 64 and 116.5 on iOS 26), and the root is proposed
/// the rest and centred in it, as the host centres a root in its safe area (§1.20). On macOS
/// the title goes to the window's toolbar, outside the content, so there is no bar.
package struct NavigationStackLayout: ModifierLayout, Hashable {
  package var title: String
  package var mode: NavigationBarMode
  /// The `.toolbar { … }` items shown in the bar (drawing only).
  package var items: [BarItem]

  package init(title: String, mode: NavigationBarMode, items: [BarItem] = []) {
    self.title = title
    self.mode = mode
    self.items = items
  }

  /// The bar's height on the OS release in `environment`. iOS 26 shows no bar for a stack
  /// with neither a title nor toolbar items; earlier releases keep an empty inline bar.
  func barHeight(_ environment: LayoutEnvironment) -> Double {
    let os = environment[OSVersionKey.self]
    guard os.platform == .iOS, mode != .hidden else { return 0 }
    if os.major >= 26 && title.isEmpty && items.isEmpty { return 0 }
    return ControlMetrics.navigationBarHeight(large: mode == .large, iOS: os.major)
  }

  func contentProposal(_ proposal: ProposedViewSize, bar: Double) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let bar = barHeight(child.environment)
    let content = child.sizeThatFits(contentProposal(proposal, bar: bar))
    return Size(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let bar = barHeight(child.environment)
    let p = contentProposal(ProposedViewSize(size), bar: bar)
    let content = child.sizeThatFits(p)
    return ChildPlacement(
      origin: Point(
        x: (size.width - content.width) / 2,
        y: bar + (size.height - bar - content.height) / 2),
      proposal: p)
  }
}

extension NavigationStackLayout {
  /// Tells the root's lists that they sit below a bar (`BelowNavigationBarKey`).
  package func adjust(_ environment: inout LayoutEnvironment) {
    if barHeight(environment) > 0 { environment[BelowNavigationBarKey.self] = true }
  }

  /// The bar is a safe-area inset of the root, as UIKit's bars are: a view inside that ignores
  /// the top safe area reaches under the bar (§8.11, recorded on iOS 26).
  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    let bar = barHeight(child.environment)
    let safe = Rect(
      x: bounds.minX, y: bounds.minY + bar, width: bounds.width,
      height: max(0, bounds.height - bar))
    let inner = bar > 0 ? child.addingSafeArea((outer: bounds, safe: safe), isBar: true) : child
    placeByChildPlacement(in: bounds, proposal: proposal, child: inner)
  }
}

extension NavigationStackLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    let bar = barHeight(environment)
    guard bar > 0 else { return [] }
    return [
      .navigationBar(
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bar), title: title,
        isLarge: mode == .large, items: items)
    ]
  }
}

/// Whether the views are in a navigation stack's root below its bar (§8.11): an iOS 26 list
/// there starts its first header-less section at its top (§5.7).
package enum BelowNavigationBarKey: EnvironmentKey {
  package static let defaultValue = false
}
