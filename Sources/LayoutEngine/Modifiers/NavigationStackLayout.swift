/// How a navigation stack shows its bar (§8.11), read from its root view's chain:
/// `.navigationTitle` with the default display mode is large, `.navigationBarTitleDisplayMode
/// (.inline)` inline, `.navigationBarHidden(true)` or `.toolbar(.hidden, for: .navigationBar)`
/// hidden; without a title the bar is an empty inline bar.
package enum NavigationBarMode: String, Sendable, Hashable {
  case large, inline, hidden
}

/// An item of a navigation bar's `.toolbar { … }` (a `ToolbarItem`'s button), for drawing
/// only: the items in the navigation bar take no space from the content (§8.11, §9.8); those
/// in the bottom bar make the bar, which does.
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
/// the rest and centred in it, as the host centres a root in its safe area (§1.20). A bottom
/// toolbar (`.bottomBar`/`.status` items), and on iOS 26 a `.searchable` field, take the
/// bottom of it the same way. On macOS the title, the toolbar and the search field go to the
/// window's toolbar, outside the content, so there is no bar.
package struct NavigationStackLayout: ModifierLayout, Hashable {
  package var title: String
  package var mode: NavigationBarMode
  /// The `.toolbar { … }` items shown in the navigation bar (drawing only).
  package var items: [BarItem]
  /// The bottom toolbar's items; any makes the bar (§8.11).
  package var bottomItems: [BarItem]
  /// Whether the root is `.searchable` with the automatic placement: iOS 26 floats its field
  /// in a bar at the bottom, outside a tab view (`InTabViewKey`).
  package var searchable: Bool
  /// Whether the navigation bar's items are views of their own (the layer's attached view, a
  /// `NavigationBarItemsLayout` row), laid out in the bar's row rather than only drawn.
  package var laysOutItems: Bool
  /// Whether the bottom toolbar's items are views of their own (iOS 26): the attached view is
  /// then a `NavigationBarRowsLayout` holding the navigation bar's row, if any, and theirs.
  package var laysOutBottomItems: Bool

  package init(
    title: String, mode: NavigationBarMode, items: [BarItem] = [], bottomItems: [BarItem] = [],
    searchable: Bool = false, laysOutItems: Bool = false, laysOutBottomItems: Bool = false
  ) {
    self.title = title
    self.mode = mode
    self.items = items
    self.bottomItems = bottomItems
    self.searchable = searchable
    self.laysOutItems = laysOutItems
    self.laysOutBottomItems = laysOutBottomItems
  }

  package var attachesView: Bool { laysOutItems || laysOutBottomItems }

  /// The row the bar's items sit in, relative to the bar's top: iOS 26's 44-point platters
  /// start 10 points down, where the bar's own frame starts (measured by iamcgn/swiftui-web,
  /// `Docs/elements/UIKit/Navigation.md`: the bar 10 below the safe area, 54 tall inline).
  static let itemRow = (top: 10.0, height: 44.0)

  /// The bar's height on the OS release in `environment`. iOS 26 shows no bar for a stack
  /// with neither a title nor toolbar items; earlier releases keep an empty inline bar.
  func barHeight(_ environment: LayoutEnvironment) -> Double {
    let os = environment[OSVersionKey.self]
    guard os.platform == .iOS, mode != .hidden else { return 0 }
    if os.major >= 26 && title.isEmpty && items.isEmpty { return 0 }
    return ControlMetrics.navigationBarHeight(large: mode == .large, iOS: os.major)
  }

  /// The bottom bar's height on the OS release in `environment`: a bottom toolbar, or iOS
  /// 26's floating search field, above the host's bottom safe-area inset (§8.11).
  func bottomBarHeight(_ environment: LayoutEnvironment) -> Double {
    let os = environment[OSVersionKey.self]
    let floatingSearch = searchable && os.major >= 26 && !environment[InTabViewKey.self]
    guard os.platform == .iOS, !bottomItems.isEmpty || floatingSearch else { return 0 }
    return ControlMetrics.bottomToolbarHeight(
      iOS: os.major, bottomInset: environment.options.safeAreaInsets.bottom)
  }

  func contentProposal(_ proposal: ProposedViewSize, bars: Double) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bars) })
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let bars = barHeight(child.environment) + bottomBarHeight(child.environment)
    let content = child.sizeThatFits(contentProposal(proposal, bars: bars))
    return Size(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars)
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let bar = barHeight(child.environment)
    let bars = bar + bottomBarHeight(child.environment)
    let p = contentProposal(ProposedViewSize(size), bars: bars)
    let content = child.sizeThatFits(p)
    return ChildPlacement(
      origin: Point(
        x: (size.width - content.width) / 2,
        y: bar + (size.height - bars - content.height) / 2),
      proposal: p)
  }
}

extension NavigationStackLayout {
  /// Tells the root's lists that they sit below a bar (`BelowNavigationBarKey`).
  package func adjust(_ environment: inout LayoutEnvironment) {
    if barHeight(environment) > 0 { environment[BelowNavigationBarKey.self] = true }
  }

  /// The bars are safe-area insets of the root, as UIKit's bars are: a view inside that
  /// ignores the top safe area reaches under the bar (§8.11, recorded on iOS 26), and the
  /// bottom bar's the same at the bottom.
  package func placeChildren(in bounds: Rect, proposal: ProposedViewSize, child: ModifierChild) {
    let bar = barHeight(child.environment)
    let bottom = bottomBarHeight(child.environment)
    let safe = Rect(
      x: bounds.minX, y: bounds.minY + bar, width: bounds.width,
      height: max(0, bounds.height - bar - bottom))
    let inner =
      bar + bottom > 0 ? child.addingSafeArea((outer: bounds, safe: safe), isBar: true) : child
    placeByChildPlacement(in: bounds, proposal: proposal, child: inner)
    if let rows = child.attachment, laysOutBottomItems {
      // From the top row's top (the bar's top when there is none) to the bottom platters'
      // bottom, the band's top 48 points.
      let top = bounds.minY + (bar > 0 ? Self.itemRow.top : 0)
      let end = bottom > 0 ? bounds.maxY - bottom + BottomBarItemsLayout.platter : top
      let size = Size(width: bounds.width, height: max(0, end - top))
      rows.place(at: Point(x: bounds.minX, y: top), proposal: ProposedViewSize(size), size: size)
    } else if let row = child.attachment {
      // A hidden bar keeps its items out of sight: a zero row at the top.
      let size = Size(width: bar > 0 ? bounds.width : 0, height: bar > 0 ? Self.itemRow.height : 0)
      row.place(
        at: Point(x: bounds.minX, y: bounds.minY + (bar > 0 ? Self.itemRow.top : 0)),
        proposal: ProposedViewSize(size), size: size)
    }
  }
}

extension NavigationStackLayout: ControlDrawing {
  package func parts(in frame: Rect, label: Rect?, environment: LayoutEnvironment)
    -> [ControlPart]
  {
    var parts: [ControlPart] = []
    let bar = barHeight(environment)
    if bar > 0 {
      parts.append(
        .navigationBar(
          Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bar), title: title,
          isLarge: mode == .large, items: laysOutItems ? [] : items))
    }
    // The bottom bar is drawn as an untitled inline bar holding its items.
    let bottom = bottomBarHeight(environment)
    if bottom > 0 {
      parts.append(
        .navigationBar(
          Rect(x: frame.minX, y: frame.maxY - bottom, width: frame.width, height: bottom),
          title: "", isLarge: false, items: laysOutBottomItems ? [] : bottomItems))
    }
    return parts
  }
}

/// Whether the views are in a navigation stack's root below its bar (§8.11): an iOS 26 list
/// there starts its first header-less section at its top (§5.7).
package enum BelowNavigationBarKey: EnvironmentKey {
  package static let defaultValue = false
}
