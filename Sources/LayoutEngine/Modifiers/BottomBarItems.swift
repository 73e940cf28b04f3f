/// The row of an iOS 26 bottom toolbar's items (§8.11), as a navigation controller's toolbar
/// lays out its bar button items (measured by iamcgn/swiftui-web on iOS 26,
/// `Docs/elements/UIKit/Bars.md`; applied to SwiftUI's items, derived): 48-point platters 12
/// apart, the content 28 points in from each side, and the flexible spaces (`Spacer()` in a
/// `ToolbarItemGroup`, `ToolbarSpacer`) splitting the items into groups: one group leads, two
/// lead and trail, three put the middle one centred, more spread evenly. It takes the row
/// offered.
package struct BottomBarItemsLayout: BarRowLayout, Hashable {
  /// How many subviews each group has, in order; a group may be empty (a leading spacer).
  package var groups: [Int]

  package init(groups: [Int]) { self.groups = groups }

  /// The measured platter height, margin at the bar's sides and gap between platters.
  package static let platter = 48.0
  static let margin = 28.0
  static let gap = 12.0

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var ranges: [Range<Int>] = []
    var start = 0
    for count in groups {
      let end = min(sizes.count, start + max(0, count))
      ranges.append(start..<end)
      start = end
    }
    let widths = ranges.map { range in
      range.reduce(0) { $0 + sizes[$1].width } + Self.gap * Double(max(0, range.count - 1))
    }
    let inner = bounds.width - 2 * Self.margin
    let free = inner - widths.reduce(0, +)
    for (g, range) in ranges.enumerated() {
      var x: Double
      switch (ranges.count, g) {
      case (1, _): x = 0
      case (3, 1): x = (inner - widths[g]) / 2
      default:
        x = widths[..<g].reduce(0, +) + free / Double(ranges.count - 1) * Double(g)
      }
      for i in range {
        subviews[i].place(
          at: Point(
            x: bounds.minX + Self.margin + x, y: bounds.minY + (bounds.height - sizes[i].height) / 2
          ),
          anchor: .topLeading, proposal: .unspecified)
        x += sizes[i].width + Self.gap
      }
    }
  }
}

/// A navigation stack's attached item rows when its bottom toolbar's items are laid out
/// (§8.11): the navigation bar's row (if any) in its top 44 points, the bottom toolbar's row
/// in its bottom 48. The stack places it from the top row's top to the bottom platters'
/// bottom.
package struct NavigationBarRowsLayout: BarRowLayout, Hashable {
  /// Whether the first subview is the navigation bar's row.
  package var hasTopRow: Bool

  package init(hasTopRow: Bool) { self.hasTopRow = hasTopRow }

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      let isTop = hasTopRow && index == 0
      let height = isTop ? NavigationStackLayout.itemRow.height : BottomBarItemsLayout.platter
      let size = Size(width: bounds.width, height: height)
      subview.place(
        at: Point(x: bounds.minX, y: isTop ? bounds.minY : bounds.maxY - height),
        anchor: .topLeading, proposal: ProposedViewSize(size))
    }
  }
}
