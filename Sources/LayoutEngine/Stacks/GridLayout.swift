/// `Grid`'s layout (`GridLayout`; semantics §6.1–§6.5): cells in rows and columns, each column
/// as wide as its widest cell and each row as tall as its tallest, the space left over shared
/// among flexible columns and rows the way a stack shares it (§1.4).
///
/// The rows come from traits (§6.1): a `GridRow` is a group whose members carry
/// `GridCellTraits.row`; a subview without one is a row of its own spanning every column. Cells
/// read `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes`
/// from their traits too, so the grid works the same inside `AnyLayout`.
package struct GridLayout: Layout {
  /// How cells sit in their cells by default (`Grid(alignment:)`).
  package var alignment: Alignment
  /// Distance between columns; nil uses the cells' spacing preferences (§6.4).
  package var horizontalSpacing: Double?
  /// Distance between rows; nil uses the cells' spacing preferences (§6.4).
  package var verticalSpacing: Double?

  /// A grid layout with the given alignment and spacing.
  package init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The rows and cells found from the subviews' traits (§6.1), which depend on the subviews
  /// only, and the plans made for the proposals met so far.
  package struct Cache {
    var rows: [GridPlanRow] = []
    var columnCount = 0
    var columnAlignments: [HorizontalAlignment?] = []
    var columnGaps: [Double] = []
    var rowGaps: [Double] = []
    /// The plans made so far, by proposal and purpose. A plan reads its cells' guides, which a
    /// nested grid answers by laying itself out again: kept, each is made once per pass.
    var plans: [PlanKey: GridSizing] = [:]
  }

  /// What a plan was made for.
  struct PlanKey: Hashable {
    var proposal: ProposedViewSize
    var placing: Bool
  }

  /// The plan for `proposal`, made once (see `Cache.plans`).
  private func plan(
    _ cache: inout Cache, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize,
    placing: Bool
  ) -> GridSizing {
    let key = PlanKey(proposal: proposal, placing: placing)
    if let known = cache.plans[key] { return known }
    let made = GridSizing(self, cache, subviews, proposal, placing: placing)
    // A grid meets a handful of proposals; the bound keeps a huge grid's plans from piling up.
    if cache.plans.count >= 16 { cache.plans.removeAll(keepingCapacity: true) }
    cache.plans[key] = made
    return made
  }

  /// Finds the rows, columns, alignments and gaps (§6.1, §6.4, §6.5).
  package func makeCache(subviews: LayoutSubviews) -> Cache {
    var cache = Cache()
    var previousRow: Double? = nil
    for (index, subview) in subviews.enumerated() {
      let traits = GridCellTraits(subview)
      if let row = traits.row, row == previousRow, !cache.rows.isEmpty {
        cache.rows[cache.rows.count - 1].cells.append(
          GridPlanCell(index: index, column: 0, span: traits.columns, traits: traits))
      } else {
        cache.rows.append(
          GridPlanRow(
            cells: [GridPlanCell(index: index, column: 0, span: traits.columns, traits: traits)],
            alignment: traits.rowAlignment, spansAll: traits.row == nil))
      }
      previousRow = traits.row
    }
    var columnCount = 0
    for r in cache.rows.indices where !cache.rows[r].spansAll {
      var column = 0
      for c in cache.rows[r].cells.indices {
        cache.rows[r].cells[c].column = column
        column += cache.rows[r].cells[c].span
      }
      columnCount = max(columnCount, column)
    }
    columnCount = max(columnCount, cache.rows.isEmpty ? 0 : 1)
    for r in cache.rows.indices where cache.rows[r].spansAll {
      cache.rows[r].cells[0].span = columnCount
    }
    cache.columnCount = columnCount
    // The first cell that names its column's alignment decides it (§6.5).
    var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for row in cache.rows where !row.spansAll {
      for cell in row.cells where alignments[cell.column] == nil {
        alignments[cell.column] = cell.traits.columnAlignment
      }
    }
    cache.columnAlignments = alignments
    cache.columnGaps = gaps(cache, subviews, along: .horizontal)
    cache.rowGaps = gaps(cache, subviews, along: .vertical)
    return cache
  }

  /// The distance after each column (horizontal) or row (vertical) but the last: the grid's
  /// spacing when given, else, across columns, the largest preferred distance of two cells
  /// meeting there in any row, and across rows, the distance of the two rows' united spacing
  /// preferences (§6.4).
  private func gaps(_ cache: Cache, _ subviews: LayoutSubviews, along axis: Axis) -> [Double] {
    let count = axis == .horizontal ? cache.columnCount : cache.rows.count
    guard count > 1 else { return [] }
    if let fixed = axis == .horizontal ? horizontalSpacing : verticalSpacing {
      return [Double](repeating: fixed, count: count - 1)
    }
    var result = [Double](repeating: 0, count: count - 1)
    if axis == .horizontal {
      for row in cache.rows {
        for (a, b) in zip(row.cells, row.cells.dropFirst()) {
          let boundary = a.column + a.span - 1
          guard boundary < count - 1 else { continue }
          let d = subviews[a.index].spacing.distance(to: subviews[b.index].spacing, along: axis)
          result[boundary] = max(result[boundary], d)
        }
      }
    } else {
      // Two rows meet as two HStacks in a VStack would: each row's spacing is the union of its
      // cells' (§1.3), which also keeps this linear in the number of cells.
      func union(_ row: GridPlanRow) -> ViewSpacing {
        var spacing = ViewSpacing()
        for cell in row.cells { spacing.formUnion(subviews[cell.index].spacing) }
        return spacing
      }
      var upper = union(cache.rows[0])
      for r in 0..<(count - 1) {
        let lower = union(cache.rows[r + 1])
        result[r] = upper.distance(to: lower, along: axis)
        upper = lower
      }
    }
    return result
  }

  /// The grid's size for `proposal`: the columns' widths and the rows' heights with the gaps
  /// between them (§6.2, §6.3).
  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  )
    -> Size
  {
    guard !cache.rows.isEmpty else { return .zero }
    return plan(&cache, subviews, proposal, placing: false).size
  }

  /// Places each cell (§6.5). A cell in one column lines up its column's horizontal guide and
  /// its row's vertical guide with those of the other cells there, as an HStack in a VStack
  /// would; a cell with `gridCellAnchor`, or spanning several columns, is placed by a unit
  /// point instead: the same point of the view and of its cell coincide. Cells are proposed
  /// their cell's size, so a flexible view fills it.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache
  ) {
    guard !cache.rows.isEmpty else { return }
    let plan = plan(&cache, subviews, proposal, placing: true)
    var columnStarts = [Double](repeating: 0, count: cache.columnCount)
    var x = 0.0
    for c in 0..<cache.columnCount {
      columnStarts[c] = x
      x = saturatingSum(
        x, saturatingSum(plan.widths[c], c < cache.columnGaps.count ? cache.columnGaps[c] : 0))
    }
    var y = 0.0
    for (r, row) in cache.rows.enumerated() {
      let height = plan.heights[r]
      for cell in row.cells {
        let width = plan.width(of: cell)
        let cellProposal = plan.proposal(for: cell, row: r)
        let subview = subviews[cell.index]
        let origin: Point
        if let anchor = anchor(of: cell, in: row) {
          let size = subview.sizeThatFits(cellProposal)
          origin = Point(
            x: offsetOrZero((width - size.width) * anchor.x),
            y: offsetOrZero((height - size.height) * anchor.y))
        } else {
          let guides = plan.cellGuides[cell.index]
          origin = Point(
            x: offsetOrZero(plan.columnLines[cell.column] - guides.x),
            y: offsetOrZero(plan.rowLines[r] - guides.y))
        }
        subview.place(
          at: Point(
            x: bounds.minX + columnStarts[cell.column] + origin.x, y: bounds.minY + y + origin.y),
          anchor: .topLeading, proposal: cellProposal)
      }
      y += height + (r < cache.rowGaps.count ? cache.rowGaps[r] : 0)
    }
  }

  /// The unit point a cell is placed by: its `gridCellAnchor`; for a cell spanning several
  /// columns (a view outside a row spans them all), the grid's horizontal alignment and the
  /// row's vertical one turned into a unit point (each guide's default on a unit square:
  /// leading 0, centre ½, trailing 1; a text baseline, like the bottom, 1); else nil (§6.5).
  func anchor(of cell: GridPlanCell, in row: GridPlanRow) -> UnitPoint? {
    if let anchor = cell.traits.anchor { return anchor }
    guard cell.span > 1 || row.spansAll else { return nil }
    return UnitPoint(
      x: alignment.horizontal.key.defaultValue(width: 1, height: 1),
      y: rowGuide(row).defaultValue(width: 1, height: 1))
  }

  /// The vertical guide a row's cells line up by: the row's alignment, else the grid's.
  func rowGuide(_ row: GridPlanRow) -> AlignmentKey {
    (row.alignment ?? alignment.vertical).key
  }

  /// The horizontal guide a column's cells line up by: the column's, else the grid's.
  func columnGuide(_ column: Int, _ cache: Cache) -> AlignmentKey {
    (cache.columnAlignments[column] ?? alignment.horizontal).key
  }
}

/// One row of a grid's plan: its cells in order, its own vertical alignment, and whether it is
/// a view outside any `GridRow` (one cell spanning every column, §6.1).
struct GridPlanRow {
  var cells: [GridPlanCell]
  var alignment: VerticalAlignment?
  var spansAll: Bool
}

/// One cell of a grid's plan: the subview, its first column and how many columns it spans.
struct GridPlanCell {
  var index: Int
  var column: Int
  var span: Int
  var traits: GridCellTraits
}

/// The column widths and row heights of a grid for one proposal (§6.2, §6.3), and the
/// proposal each cell gets.
///
/// A cell is proposed its cell's size, so that a flexible view fills it (Apple-Grid), except
/// where that would only repeat a measurement under another name: a cell that already had the
/// width (height) it was measured with, or that overflowed it, keeps that proposal, as a stack
/// child keeps its share. Proposing a measured size there would hand a nested grid that
/// overflows its share one more proposal per level and make nesting cost exponential time.
struct GridSizing {
  var widths: [Double]
  var heights: [Double]
  let columnGaps: [Double]
  let rowGaps: [Double]

  /// Where each row's vertical guide line lies below the row's top, and each column's
  /// horizontal guide line right of the column's leading edge (§6.5).
  var rowLines: [Double] = []
  var columnLines: [Double] = []
  /// The heights the rows had before their guide lines were found (a row aligned on text
  /// baselines may then grow, as an HStack does).
  private var rowHeightsBeforeGuides: [Double] = []
  /// Each row's share of the height (nil when the grid's height is unspecified).
  private var rowShares: [Double?] = []
  /// By subview: the width a cell was offered when its column was sized, and the width it
  /// took; nil for a cell that sized nothing (unsized horizontally).
  private var offeredWidths: [Double??]
  private var takenWidths: [Double]
  /// By subview: the height a cell took for its row's share.
  private var takenHeights: [Double?]
  /// Whether this plan places the cells or only sizes the grid.
  private let placing: Bool
  /// By subview: the values of its column's and row's guides in a cell placed by guides.
  private(set) var cellGuides: [Point]

  /// The plan for `proposal`; `placing` when the cells are about to be placed (their guides
  /// are then read at their final proposals).
  init(
    _ grid: GridLayout, _ cache: GridLayout.Cache, _ subviews: LayoutSubviews,
    _ proposal: ProposedViewSize, placing: Bool = false
  ) {
    columnGaps = cache.columnGaps
    rowGaps = cache.rowGaps
    self.placing = placing
    widths = []
    heights = []
    offeredWidths = [Double??](repeating: nil, count: subviews.count)
    takenWidths = [Double](repeating: 0, count: subviews.count)
    takenHeights = [Double?](repeating: nil, count: subviews.count)
    cellGuides = [Point](repeating: .zero, count: subviews.count)
    sizeColumns(cache, subviews, proposal)
    sizeRows(cache, subviews, proposal)
    rowHeightsBeforeGuides = heights
    findGuideLines(grid, cache, subviews)
  }

  /// The width a cell's cell has: the columns it spans and the gaps between them.
  func width(of cell: GridPlanCell) -> Double {
    var total = 0.0
    for c in cell.column..<(cell.column + cell.span) {
      total = saturatingSum(total, widths[c])
      if c > cell.column { total = saturatingSum(total, columnGaps[c - 1]) }
    }
    return total
  }

  /// The width a cell is proposed: its cell's, unless it took its cell's width from what it was
  /// offered, or overflowed that; then what it was offered.
  private func proposedWidth(_ cell: GridPlanCell) -> Double? {
    let cellWidth = width(of: cell)
    guard let offered = offeredWidths[cell.index] else { return cellWidth }
    let taken = takenWidths[cell.index]
    if let offered, taken > offered { return offered }
    return taken == cellWidth ? offered : cellWidth
  }

  /// The height a cell is proposed when placed, by the same rule along the row.
  private func proposedHeight(_ cell: GridPlanCell, row: Int) -> Double? {
    let rowHeight = rowHeightsBeforeGuides[row]
    guard let taken = takenHeights[cell.index] else { return rowHeight }
    let share = rowShares[row]
    if let share, taken > share { return share }
    return taken == rowHeight ? share : rowHeight
  }

  /// The proposal a cell is placed with, or, sizing only, the one its row measured it with.
  func proposal(for cell: GridPlanCell, row: Int) -> ProposedViewSize {
    ProposedViewSize(
      width: proposedWidth(cell),
      height: placing ? proposedHeight(cell, row: row) : rowShares[row])
  }

  /// Lines up the guides of the cells placed by alignment guides (one column, no anchor):
  /// each row's line lies where its cells' guide values put it, the block of cells aligned in
  /// the row by the guide's own default; likewise each column. A row or column grows when its
  /// aligned cells need more than it has (§6.5).
  private mutating func findGuideLines(
    _ grid: GridLayout, _ cache: GridLayout.Cache, _ subviews: LayoutSubviews
  ) {
    let rows = cache.rows.count
    let columns = cache.columnCount
    var above = [Double?](repeating: nil, count: rows)
    var below = [Double](repeating: 0, count: rows)
    var left = [Double?](repeating: nil, count: columns)
    var right = [Double](repeating: 0, count: columns)
    for (r, row) in cache.rows.enumerated() {
      let v = grid.rowGuide(row)
      for cell in row.cells where grid.anchor(of: cell, in: row) == nil {
        // Each guide is read once: a nested grid answers a baseline by laying itself out.
        let d = subviews[cell.index].dimensions(in: proposal(for: cell, row: r))
        let gy = d[v]
        let gx = d[grid.columnGuide(cell.column, cache)]
        cellGuides[cell.index] = Point(x: gx, y: gy)
        // A cell unsized on an axis takes no part in sizing its row or column (§6.3).
        if !cell.traits.unsizedVertically {
          above[r] = max(above[r] ?? -.infinity, gy)
          below[r] = max(below[r], d.height - gy)
        }
        if !cell.traits.unsizedHorizontally {
          left[cell.column] = max(left[cell.column] ?? -.infinity, gx)
          right[cell.column] = max(right[cell.column], d.width - gx)
        }
      }
    }
    rowLines = [Double](repeating: 0, count: rows)
    for r in 0..<rows {
      guard let a = above[r] else { continue }
      let v = grid.rowGuide(cache.rows[r])
      let block = a + below[r]
      if block > heights[r] { heights[r] = block }
      rowLines[r] =
        v.defaultValue(width: 0, height: heights[r]) - v.defaultValue(width: 0, height: block) + a
    }
    columnLines = [Double](repeating: 0, count: columns)
    for c in 0..<columns {
      guard let a = left[c] else { continue }
      let h = grid.columnGuide(c, cache)
      let block = a + right[c]
      if block > widths[c] { widths[c] = block }
      columnLines[c] =
        h.defaultValue(width: widths[c], height: 0) - h.defaultValue(width: block, height: 0) + a
    }
  }

  var size: Size {
    Size(
      width: saturatingSum(
        widths.reduce(0, saturatingSum), columnGaps.reduce(0, saturatingSum)),
      height: saturatingSum(heights.reduce(0, saturatingSum), rowGaps.reduce(0, saturatingSum)))
  }

  /// Columns as a stack shares width (§6.2): the single-column cells of each column, columns
  /// least flexible first, each offered an even share of what is left; then any cell spanning
  /// several columns (a view outside a row spans them all) that is wider than its columns
  /// widens them evenly. Horizontally unsized cells size nothing (§6.3).
  private mutating func sizeColumns(
    _ cache: GridLayout.Cache, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize
  ) {
    let count = cache.columnCount
    let gaps = columnGaps
    var members = [[Int]](repeating: [], count: count)
    var spanning: [GridPlanCell] = []
    for row in cache.rows {
      for cell in row.cells where !cell.traits.unsizedHorizontally {
        if cell.span == 1 { members[cell.column].append(cell.index) } else { spanning.append(cell) }
      }
    }
    widths = [Double](repeating: 0, count: count)
    func measure(_ index: Int, _ width: Double?) -> Double {
      subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).width
    }
    func offer(_ index: Int, _ width: Double?) -> Double {
      let taken = measure(index, width)
      offeredWidths[index] = .some(width)
      takenWidths[index] = taken
      return taken
    }
    if let total = proposal.width {
      var available = total - gaps.reduce(0, +)
      var flexibility = [Double](repeating: 0, count: count)
      for c in 0..<count where !members[c].isEmpty {
        let lo = members[c].map { measure($0, 0) }.max() ?? 0
        let hi = members[c].map { measure($0, .infinity) }.max() ?? 0
        flexibility[c] = hi - lo
      }
      let order = (0..<count).sorted { a, b in
        let fa = flexibility[a]
        let fb = flexibility[b]
        if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
        return a < b
      }
      var remaining = Double(count)
      for c in order {
        let share = max(available / remaining, 0)
        widths[c] = members[c].map { offer($0, share) }.max() ?? 0
        let next = available - widths[c]
        if !next.isNaN { available = next }
        remaining -= 1
      }
    } else {
      for c in 0..<count { widths[c] = members[c].map { offer($0, nil) }.max() ?? 0 }
    }
    // Spanning cells, fewest columns first: the excess over their columns goes evenly to them.
    for cell in spanning.sorted(by: { $0.span < $1.span }) {
      let current = width(of: cell)
      let offered: Double? = proposal.width.map { max(current, $0 - outside(cell)) }
      let needed = offer(cell.index, offered)
      guard needed > current, needed.isFinite || current.isFinite else { continue }
      let extra = (needed - current) / Double(cell.span)
      for c in cell.column..<(cell.column + cell.span) { widths[c] += extra }
    }
  }

  /// The width of the columns and gaps outside a spanning cell's columns: what a spanning cell
  /// cannot have of the proposal.
  private func outside(_ cell: GridPlanCell) -> Double {
    var total = 0.0
    for c in widths.indices where c < cell.column || c >= cell.column + cell.span {
      total += widths[c]
    }
    for g in columnGaps.indices where g < cell.column || g >= cell.column + cell.span - 1 {
      total += columnGaps[g]
    }
    return total
  }

  /// Rows as a stack shares height (§6.2): each cell proposed its width (`proposedWidth`),
  /// rows least flexible first, each offered an even share of what is left. Vertically
  /// unsized cells size nothing (§6.3).
  private mutating func sizeRows(
    _ cache: GridLayout.Cache, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize
  ) {
    let count = cache.rows.count
    heights = [Double](repeating: 0, count: count)
    rowShares = [Double?](repeating: nil, count: count)
    let cellWidths = cache.rows.map { $0.cells.map { proposedWidth($0) } }
    func measure(_ r: Int, _ k: Int, _ height: Double?) -> Double {
      let cell = cache.rows[r].cells[k]
      return subviews[cell.index].sizeThatFits(
        ProposedViewSize(width: cellWidths[r][k], height: height)
      ).height
    }
    func sized(_ r: Int) -> [Int] {
      cache.rows[r].cells.indices.filter { !cache.rows[r].cells[$0].traits.unsizedVertically }
    }
    func offer(_ r: Int, _ height: Double?) -> Double {
      var tallest = 0.0
      for k in sized(r) {
        let taken = measure(r, k, height)
        takenHeights[cache.rows[r].cells[k].index] = taken
        tallest = max(tallest, taken)
      }
      rowShares[r] = height
      return tallest
    }
    guard let total = proposal.height else {
      for r in 0..<count { heights[r] = offer(r, nil) }
      return
    }
    var available = total - rowGaps.reduce(0, +)
    var flexibility = [Double](repeating: 0, count: count)
    for r in 0..<count {
      let cells = sized(r)
      let lo = cells.map { measure(r, $0, 0) }.max() ?? 0
      let hi = cells.map { measure(r, $0, .infinity) }.max() ?? 0
      flexibility[r] = hi - lo
    }
    let order = (0..<count).sorted { a, b in
      let fa = flexibility[a]
      let fb = flexibility[b]
      if fa != fb && !(fa.isNaN || fb.isNaN) { return fa < fb }
      return a < b
    }
    var remaining = Double(count)
    for r in order {
      let share = max(available / remaining, 0)
      heights[r] = offer(r, share)
      let next = available - heights[r]
      if !next.isNaN { available = next }
      remaining -= 1
    }
  }
}

/// What a grid reads from one subview's traits (§6.1, §6.3, §6.5).
struct GridCellTraits {
  /// The `GridRow` the view belongs to (an identity shared by its cells), nil outside rows.
  var row: Double?
  /// The row's own vertical alignment (`GridRow(alignment:)`).
  var rowAlignment: VerticalAlignment?
  /// `gridCellColumns`: how many columns the cell spans (1 by default).
  var columns = 1
  /// `gridColumnAlignment`: the alignment the cell asks for its whole column.
  var columnAlignment: HorizontalAlignment?
  /// `gridCellAnchor`: where the cell sits in its cell, as a unit point.
  var anchor: UnitPoint?
  var unsizedHorizontally = false
  var unsizedVertically = false

  init(_ subview: LayoutSubview) {
    if case .number(let r)? = subview.layoutValue(named: GridTraitKey.row) { row = r }
    if case .string(let name)? = subview.layoutValue(named: GridTraitKey.rowAlignment) {
      rowAlignment = GridTraitKey.verticalAlignment(name)
    }
    if case .number(let n)? = subview.layoutValue(named: GridTraitKey.columns), n >= 1,
      n < 1_000_000
    {
      columns = Int(n)
    }
    if case .string(let name)? = subview.layoutValue(named: GridTraitKey.columnAlignment) {
      columnAlignment = GridTraitKey.horizontalAlignment(name)
    }
    if case .string(let text)? = subview.layoutValue(named: GridTraitKey.anchor) {
      anchor = GridTraitKey.unitPoint(text)
    }
    if case .string(let axes)? = subview.layoutValue(named: GridTraitKey.unsizedAxes) {
      unsizedHorizontally = axes.contains("h")
      unsizedVertically = axes.contains("v")
    }
  }
}

/// The trait names grids read, and how their values are written (§6.1).
package enum GridTraitKey {
  /// The row a `GridRow`'s members share (a number unique to the row).
  package static let row = "_GridRow"
  /// The row's vertical alignment, by name.
  package static let rowAlignment = "_GridRowAlignment"
  /// `gridCellColumns`.
  package static let columns = "_gridCellColumns"
  /// `gridColumnAlignment`, by name.
  package static let columnAlignment = "_gridColumnAlignment"
  /// `gridCellAnchor`, as "x y".
  package static let anchor = "_gridCellAnchor"
  /// `gridCellUnsizedAxes`: "h", "v" or "hv".
  package static let unsizedAxes = "_gridCellUnsizedAxes"

  static func horizontalAlignment(_ name: String) -> HorizontalAlignment? {
    switch name {
    case "leading": .leading
    case "center": .center
    case "trailing": .trailing
    default: nil
    }
  }

  static func verticalAlignment(_ name: String) -> VerticalAlignment? {
    switch name {
    case "top": .top
    case "center": .center
    case "bottom": .bottom
    case "firstTextBaseline": .firstTextBaseline
    case "lastTextBaseline": .lastTextBaseline
    default: nil
    }
  }

  static func unitPoint(_ text: String) -> UnitPoint? {
    let parts = text.split(separator: " ").compactMap { Double($0) }
    guard parts.count == 2 else { return nil }
    return UnitPoint(x: parts[0], y: parts[1])
  }
}

extension ViewTree {
  /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: its children are `gridRow`s and
  /// views that span every column (§6.1).
  package func grid(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, id: String? = nil, _ children: [ViewRef]
  ) -> ViewRef {
    container(
      GridLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing),
      kind: "Grid", id: id, children)
  }

  /// `GridRow(alignment:)`: a group whose views are one row of the enclosing grid (§6.1).
  package func gridRow(
    alignment: VerticalAlignment? = nil, id: String? = nil, _ cells: [ViewRef]
  ) -> ViewRef {
    let row = add(.group, children: cells.map(\.id), info: NodeInfo(kind: "GridRow", id: id))
    markGridRow(row, alignment: alignment?.key.description)
    return ViewRef(tree: self, id: row)
  }

  /// Makes group `row` a grid row: its views carry the row's identity (its node) and the name
  /// of its vertical alignment, if any, to the grid (§6.1).
  package func markGridRow(_ row: NodeID, alignment: String?) {
    setGroupTrait(GridTraitKey.row, .number(Double(row.index)), on: row)
    if let alignment { setGroupTrait(GridTraitKey.rowAlignment, .string(alignment), on: row) }
  }
}
