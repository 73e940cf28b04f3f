/// Where a navigation bar's toolbar item sits in the bar's row (§8.11): at the leading edge
/// (`.topBarLeading`, `.navigationBarLeading`, `.cancellationAction`, `.navigation`), centred
/// (`.principal`), or at the trailing edge (every other placement).
package enum BarItemSide: Sendable, Hashable {
  case leading, principal, trailing
}

/// The row of a navigation bar's toolbar items (§8.11), as iOS 26's UINavigationBar lays out
/// its bar button items: the leading items from 16 points in, the trailing ones ending 16 points
/// from the other edge, each group in declaration order 8 points apart, a principal item
/// centred; each item at its own size, centred in the row's height (measured by
/// iamcgn/swiftui-web, `Docs/elements/UIKit/Navigation.md`). It takes the whole row offered.
package struct NavigationBarItemsLayout: BarRowLayout, Hashable {
  /// Each subview's side, in subview order.
  package var sides: [BarItemSide]

  package init(sides: [BarItemSide]) { self.sides = sides }

  /// The measured margin at the bar's edges and the gap between items.
  static let margin = 16.0
  static let gap = 8.0

  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    func place(_ i: Int, x: Double) {
      subviews[i].place(
        at: Point(x: x, y: bounds.minY + (bounds.height - sizes[i].height) / 2),
        anchor: .topLeading,
        proposal: .unspecified)
    }
    let indices = Array(sizes.indices)
    let side = { (i: Int) in i < sides.count ? sides[i] : .trailing }
    var x = bounds.minX + Self.margin
    for i in indices where side(i) == .leading {
      place(i, x: x)
      x += sizes[i].width + Self.gap
    }
    let trailing = indices.filter { side($0) == .trailing }
    let trailingWidth =
      trailing.reduce(0) { $0 + sizes[$1].width } + Self.gap * Double(max(0, trailing.count - 1))
    x = bounds.maxX - Self.margin - trailingWidth
    for i in trailing {
      place(i, x: x)
      x += sizes[i].width + Self.gap
    }
    for i in indices where side(i) == .principal {
      place(i, x: bounds.midX - sizes[i].width / 2)
    }
  }
}

/// A toolbar item in iOS 26's navigation bar (§8.11). A bar button item is a platter 44
/// points tall, 44 wide for a symbol, its title's width plus 12 on each side for a title
/// (measured by iamcgn/swiftui-web, `Docs/elements/UIKit/Navigation.md`); a principal item is a
/// title view at its own size (chosen: UIKit sizes a title view by its content). The content
/// is centred in it at its ideal size.
package struct BarItemPlatterLayout: ModifierLayout, Hashable {
  package enum Kind: Sendable, Hashable {
    case symbol, title, principal
  }

  package var kind: Kind
  /// The platter's height, and its width for a symbol: 44 in the navigation bar, 48 in the
  /// bottom toolbar (`BottomBarItemsLayout.platter`).
  package var height: Double

  package init(kind: Kind, height: Double = 44) {
    self.kind = kind
    self.height = height
  }

  static let titlePadding = 12.0

  package func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let content = child.sizeThatFits(.unspecified)
    switch kind {
    case .symbol: return Size(width: height, height: height)
    case .title: return Size(width: content.width + 2 * Self.titlePadding, height: height)
    case .principal: return content
    }
  }

  package func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    let content = child.sizeThatFits(.unspecified)
    return ChildPlacement(
      origin: Point(x: (size.width - content.width) / 2, y: (size.height - content.height) / 2),
      proposal: .unspecified)
  }
}
