/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): SwiftUI's `GridItem` (§6.6).
package struct GridItem: Hashable, Sendable {
  /// How the item's length is found.
  package enum Size: Hashable, Sendable {
    /// Exactly this length, whatever the space.
    case fixed(Double)
    /// A share of what is left, kept within the bounds (SwiftUI's defaults: 10 and ∞).
    case flexible(minimum: Double, maximum: Double)
    /// As many cells of at least `minimum` (and at most `maximum`) as a share of what is left
    /// holds.
    case adaptive(minimum: Double, maximum: Double)
  }

  /// The item's sizing.
  package var size: Size
  /// The distance to the next item; nil is the default, 8 (§6.6).
  package var spacing: Double?
  /// How a cell sits in its slot; nil uses the grid's alignment, centred across.
  package var alignment: Alignment?

  /// A grid item, flexible by default, as `GridItem(_:spacing:alignment:)`.
  package init(
    _ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil,
    alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// `LazyVGrid`'s and `LazyHGrid`'s layout (§6.6–§6.8): the grid items are resolved into tracks
/// along the cross axis (columns of a LazyVGrid, rows of a LazyHGrid), then the subviews fill
/// the tracks in order, one line (row of a LazyVGrid) after another along the scroll axis.
///
/// Along the cross axis the grid is as long as its tracks; along the scroll axis it hugs its
/// lines, whatever is proposed. Stackup lays every cell out: laziness changes when views are
/// made, not where they go.
package struct LazyGridLayout: Layout {
  /// The axis the lines follow one another along: vertical for a LazyVGrid.
  package var axis: Axis
  /// The tracks across, in order.
  package var items: [GridItem]
  /// How a cell sits across its track when its item names no alignment (LazyVGrid's
  /// horizontal alignment, LazyHGrid's vertical one).
  package var alignment: AlignmentKey
  /// The distance between lines; nil is the default, 8 (§6.6).
  package var spacing: Double?
  /// Whether `Section`s stand among the subviews (`LazyGridSectionTrait` on their headers,
  /// footers and first cells), so the lines are read from the traits (§6.6).
  package var hasSections: Bool

  /// A lazy grid along `axis` with the given items, alignment and spacing.
  package init(
    axis: Axis, items: [GridItem], alignment: AlignmentKey, spacing: Double? = nil,
    hasSections: Bool = false
  ) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
    self.hasSections = hasSections
  }

  /// The default distance between tracks and between lines (§6.6).
  static let defaultSpacing = 8.0

  /// The most tracks the adaptive items of one grid make together (docs/limits.md).
  package static let maxTracks = 10_000

  /// One resolved track: where it starts across the grid, its length, and how cells sit in it.
  package struct Track {
    package var start: Double
    package var length: Double
    package var alignment: Alignment?
  }

  /// Resolves the items for a cross length (§6.6): fixed items take their length; the others,
  /// in order, each take an even share of what the fixed ones and the spacing leave, a
  /// flexible one clamped to its bounds, an adaptive one split into as many tracks of at least
  /// its minimum as fit (one, however short). Nil resolves as if no length were
  /// left (§6.7).
  package func tracks(for cross: Double?) -> [Track] {
    guard !items.isEmpty else { return [] }
    let gaps = items.dropLast().map { $0.spacing ?? Self.defaultSpacing }
    var remaining = (cross ?? 0) - gaps.reduce(0, +)
    var left = 0
    for item in items {
      if case .fixed(let length) = item.size { remaining -= length } else { left += 1 }
    }
    var lengths = [Double](repeating: 0, count: items.count)
    for (i, item) in items.enumerated() {
      switch item.size {
      case .fixed(let length): lengths[i] = length
      case .flexible(let lo, let hi):
        lengths[i] = min(max(remaining / Double(left), lo), hi)
      case .adaptive:
        // Not raised to the minimum: an adaptive item short of it still holds one track of
        // what is left (objc.io's quiz: 52 pt for a minimum of 70, §6.6).
        lengths[i] = max(remaining / Double(left), 0)
      }
      if case .fixed = item.size { continue }
      remaining -= lengths[i]
      left -= 1
    }
    var result: [Track] = []
    var position = 0.0
    for (i, item) in items.enumerated() {
      let spacing = item.spacing ?? Self.defaultSpacing
      if case .adaptive(let lo, let hi) = item.size {
        let fitting = ((lengths[i] + spacing) / (lo + spacing)).rounded(.down)
        // Bounded, so that a tiny minimum in a huge width cannot make millions of tracks.
        let room = Double(max(1, Self.maxTracks - result.count - (items.count - i - 1)))
        let count = max(1, fitting.isFinite ? Int(min(fitting, room)) : 1)
        let each = min((lengths[i] - Double(count - 1) * spacing) / Double(count), hi)
        for k in 0..<count {
          result.append(Track(start: position, length: each, alignment: item.alignment))
          position += each + (k < count - 1 ? spacing : 0)
        }
      } else {
        result.append(Track(start: position, length: lengths[i], alignment: item.alignment))
        position += lengths[i]
      }
      if i < items.count - 1 { position += spacing }
    }
    return result
  }

  /// The cross length the tracks take, spacing included.
  private func crossLength(_ tracks: [Track]) -> Double {
    guard let last = tracks.last else { return 0 }
    return last.start + last.length
  }

  /// A line of the grid: cells filling the tracks in order, or a section's header or footer
  /// spanning the grid across (§6.6).
  enum Line {
    case cells(Range<Int>)
    case spanning(Int)
  }

  /// The subviews' lines: runs of as many cells as there are tracks; with sections, a header
  /// or footer is a line of its own and a section's first cell starts a line.
  private func lines(_ subviews: LayoutSubviews, tracks: Int) -> [Line] {
    guard tracks > 0 else { return [] }
    var lines: [Line] = []
    var start = 0
    func close(_ end: Int) {
      if end > start { lines.append(.cells(start..<end)) }
      start = end
    }
    for index in subviews.indices {
      if index - start == tracks { close(index) }
      guard hasSections, let role = LazyGridSectionTrait.role(of: subviews[index]) else {
        continue
      }
      close(index)
      if role != .firstCell {
        lines.append(.spanning(index))
        start = index + 1
      }
    }
    close(subviews.count)
    return lines
  }

  /// What a header or footer is proposed: the grid's length across and nil along.
  private func spanningProposal(_ cross: Double) -> ProposedViewSize {
    ProposedViewSize(major: nil, minor: cross, axis: axis)
  }

  /// The length of each line along the scroll axis: its tallest (widest) cell, each cell
  /// proposed its track's length across and nil along; a header's or footer's own length.
  private func lineLengths(
    _ lines: [Line], _ tracks: [Track], cross: Double, _ subviews: LayoutSubviews
  ) -> [Double] {
    lines.map { line in
      switch line {
      case .spanning(let index):
        return subviews[index].sizeThatFits(spanningProposal(cross))[axis]
      case .cells(let range):
        var length = 0.0
        for index in range {
          let track = tracks[index - range.lowerBound]
          length = max(length, subviews[index].sizeThatFits(cellProposal(track, nil))[axis])
        }
        return length
      }
    }
  }

  private func cellProposal(_ track: Track, _ along: Double?) -> ProposedViewSize {
    ProposedViewSize(major: along, minor: track.length, axis: axis)
  }

  /// The grid's size: across, the proposal (its tracks' length when that is longer or the
  /// proposal open; recorded on macOS 26: three fixed 60-pt columns fill a 240-pt frame, §6.7),
  /// and its lines along.
  package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    let tracks = tracks(for: proposal[axis.other])
    let trackCross = crossLength(tracks)
    let cross = proposal[axis.other].map { max($0, trackCross) } ?? trackCross
    let lengths = lineLengths(lines(subviews, tracks: tracks.count), tracks, cross: cross, subviews)
    let gap = spacing ?? Self.defaultSpacing
    let along = lengths.reduce(0, +) + Double(max(0, lengths.count - 1)) * gap
    return Size(major: along, minor: cross, axis: axis)
  }

  /// Places the cells line by line, in the tracks resolved for the proposal (not again for
  /// the grid's own cross length, as recorded from SwiftUI on macOS 26, §6.6; the grid's own
  /// length when the proposal leaves it open), from the grid's leading (top) edge.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let tracks = tracks(for: proposal[axis.other] ?? bounds.size[axis.other])
    guard !tracks.isEmpty else { return }
    let cross = bounds.size[axis.other]
    let plan = lines(subviews, tracks: tracks.count)
    let lengths = lineLengths(plan, tracks, cross: cross, subviews)
    let gap = spacing ?? Self.defaultSpacing
    // The tracks sit at the grid's alignment across it when they are shorter (§6.7).
    let extra = max(0, cross - crossLength(tracks))
    let shift =
      offsetOrZero(
        axis == .vertical
          ? alignment.defaultValue(width: extra, height: 0)
          : alignment.defaultValue(width: 0, height: extra))
    let defaultAlignment =
      axis == .vertical
      ? Alignment(horizontal: HorizontalAlignment(alignment), vertical: .center)
      : Alignment(horizontal: .center, vertical: VerticalAlignment(alignment))
    var lineStart = 0.0
    for (line, length) in zip(plan, lengths) {
      switch line {
      case .spanning(let index):
        // A header or footer spans the grid from its leading (top) edge (§6.6).
        let corner = Point(major: lineStart, minor: 0, axis: axis)
        subviews[index].place(
          at: Point(x: bounds.minX + corner.x, y: bounds.minY + corner.y), anchor: .topLeading,
          proposal: spanningProposal(cross))
      case .cells(let range):
        for index in range {
          let track = tracks[index - range.lowerBound]
          let cell = Size(major: length, minor: track.length, axis: axis)
          let p = ProposedViewSize(cell)
          let d = subviews[index].dimensions(in: p)
          let a = track.alignment ?? defaultAlignment
          let h = a.horizontal.key
          let v = a.vertical.key
          let inCell = Point(
            x: offsetOrZero(h.defaultValue(width: cell.width, height: cell.height) - d[h]),
            y: offsetOrZero(v.defaultValue(width: cell.width, height: cell.height) - d[v]))
          let corner = Point(major: lineStart, minor: track.start + shift, axis: axis)
          subviews[index].place(
            at: Point(x: bounds.minX + corner.x + inCell.x, y: bounds.minY + corner.y + inCell.y),
            anchor: .topLeading, proposal: p)
        }
      }
      lineStart += length + gap
    }
  }
}

/// The trait a `Section` in a lazy grid sets on its header, footer and first cell (§6.6): the
/// grid gives a header or footer a line of its own across the grid, and starts a line at a
/// section's first cell.
package enum LazyGridSectionTrait {
  package enum Role: String { case header, footer, firstCell }

  /// The layout value's key.
  package static let key = "lazyGridSection"

  /// The trait's value for `role`.
  package static func value(_ role: Role) -> LayoutValue { .string(role.rawValue) }

  /// The role a subview's trait names, nil for none.
  static func role(of subview: LayoutSubview) -> Role? {
    guard case .string(let text)? = subview.layoutValue(named: key) else { return nil }
    return Role(rawValue: text)
  }
}

extension ViewTree {
  /// `LazyVGrid(columns:alignment:spacing:)` (§6.6, §6.7).
  package func lazyVGrid(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    id: String? = nil, _ children: [ViewRef]
  ) -> ViewRef {
    container(
      LazyGridLayout(axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing),
      kind: "LazyVGrid", id: id, children)
  }

  /// `LazyHGrid(rows:alignment:spacing:)` (§6.6, §6.7).
  package func lazyHGrid(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
    id: String? = nil, _ children: [ViewRef]
  ) -> ViewRef {
    container(
      LazyGridLayout(axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing),
      kind: "LazyHGrid", id: id, children)
  }
}
