/// The grid cell modifiers (§6.3, §6.5): `.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`,
/// `.gridCellAnchor(_:)` and `.gridCellUnsizedAxes(_:)`. Each sets a trait an enclosing `Grid`
/// reads (`GridCellTraits`); none has a layout effect of its own, so outside a grid the view
/// lays out as if unmodified, as in SwiftUI.
package struct GridCellModifier: ModifierLayout, Hashable {
  /// Which of the four settings this layer makes.
  package enum Setting: Hashable, Sendable {
    /// How many columns the cell spans (1 or more).
    case columns(Int)
    /// The horizontal alignment the cell asks for its column.
    case columnAlignment(HorizontalAlignment)
    /// Where the cell sits in its cell, as a unit point.
    case anchor(UnitPoint)
    /// The axes on which the grid offers the cell no share of the space.
    case unsizedAxes(horizontal: Bool, vertical: Bool)
  }

  package var setting: Setting

  package init(_ setting: Setting) { self.setting = setting }

  package var layoutValue: (key: String, value: LayoutValue)? {
    switch setting {
    case .columns(let n): (GridTraitKey.columns, .number(Double(n)))
    case .columnAlignment(let a): (GridTraitKey.columnAlignment, .string(a.key.description))
    case .anchor(let p):
      (GridTraitKey.anchor, .string("\(formatNumber(p.x)) \(formatNumber(p.y))"))
    case .unsizedAxes(let h, let v):
      (GridTraitKey.unsizedAxes, .string((h ? "h" : "") + (v ? "v" : "")))
    }
  }
}

extension ViewRef {
  /// `.gridCellColumns(_:)`: the cell spans `count` columns of its grid row.
  package func gridCellColumns(_ count: Int) -> ViewRef {
    modifier(GridCellModifier(.columns(max(1, count))), kind: "gridCellColumns")
  }

  /// `.gridColumnAlignment(_:)`: the horizontal alignment of the cell's whole column.
  package func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewRef {
    modifier(GridCellModifier(.columnAlignment(guide)), kind: "gridColumnAlignment")
  }

  /// `.gridCellAnchor(_:)`: where the view sits in its grid cell.
  package func gridCellAnchor(_ anchor: UnitPoint) -> ViewRef {
    modifier(GridCellModifier(.anchor(anchor)), kind: "gridCellAnchor")
  }

  /// `.gridCellUnsizedAxes(_:)`: the grid offers the view no share of the space on these axes.
  package func gridCellUnsizedAxes(horizontal: Bool, vertical: Bool) -> ViewRef {
    modifier(
      GridCellModifier(.unsizedAxes(horizontal: horizontal, vertical: vertical)),
      kind: "gridCellUnsizedAxes")
  }
}
