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

  /// A lazy grid along `axis` with the given items, alignment and spacing.
  package init(axis: Axis, items: [GridItem], alignment: AlignmentKey, spacing: Double? = nil) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
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

  /// The length of each line along the scroll axis: its tallest (widest) cell, each cell
  /// proposed its track's length across and nil along.
  private func lineLengths(_ tracks: [Track], _ subviews: LayoutSubviews) -> [Double] {
    guard !tracks.isEmpty else { return [] }
    var lines: [Double] = []
    for (index, subview) in subviews.enumerated() {
      let track = tracks[index % tracks.count]
      let length = subview.sizeThatFits(cellProposal(track, nil))[axis]
      if index % tracks.count == 0 { lines.append(0) }
      lines[lines.count - 1] = max(lines[lines.count - 1], length)
    }
    return lines
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
    let lines = lineLengths(tracks, subviews)
    let gap = spacing ?? Self.defaultSpacing
    let along = lines.reduce(0, +) + Double(max(0, lines.count - 1)) * gap
    let cross = crossLength(tracks)
    return Size(
      major: along, minor: proposal[axis.other].map { max($0, cross) } ?? cross, axis: axis)
  }

  /// Places the cells line by line, in the tracks resolved for the proposal (not again for
  /// the grid's own cross length, as recorded from SwiftUI on macOS 26, §6.6; the grid's own
  /// length when the proposal leaves it open), from the grid's leading (top) edge.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let tracks = tracks(for: proposal[axis.other] ?? bounds.size[axis.other])
    guard !tracks.isEmpty else { return }
    let lines = lineLengths(tracks, subviews)
    let gap = spacing ?? Self.defaultSpacing
    // The tracks sit at the grid's alignment across it when they are shorter (§6.7).
    let extra = max(0, bounds.size[axis.other] - crossLength(tracks))
    let shift =
      offsetOrZero(
        axis == .vertical
          ? alignment.defaultValue(width: extra, height: 0)
          : alignment.defaultValue(width: 0, height: extra))
    var lineStart = 0.0
    for (index, subview) in subviews.enumerated() {
      let line = index / tracks.count
      if index > 0, index % tracks.count == 0 { lineStart += lines[line - 1] + gap }
      let track = tracks[index % tracks.count]
      let cell = Size(major: lines[line], minor: track.length, axis: axis)
      let p = ProposedViewSize(cell)
      let d = subview.dimensions(in: p)
      let defaultAlignment =
        axis == .vertical
        ? Alignment(horizontal: HorizontalAlignment(alignment), vertical: .center)
        : Alignment(horizontal: .center, vertical: VerticalAlignment(alignment))
      let a = track.alignment ?? defaultAlignment
      let h = a.horizontal.key
      let v = a.vertical.key
      let inCell = Point(
        x: offsetOrZero(h.defaultValue(width: cell.width, height: cell.height) - d[h]),
        y: offsetOrZero(v.defaultValue(width: cell.width, height: cell.height) - d[v]))
      let corner = Point(major: lineStart, minor: track.start + shift, axis: axis)
      subview.place(
        at: Point(x: bounds.minX + corner.x + inCell.x, y: bounds.minY + corner.y + inCell.y),
        anchor: .topLeading, proposal: p)
    }
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
