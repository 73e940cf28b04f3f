/// A view's spacing preferences (`ViewSpacing`): per edge, values by category, from which two
/// neighbours compute the distance between them (semantics §1.3).
///
/// `distance(to:along:)` follows SwiftUI's rules:
/// 1. For every category present on this view's trailing edge *and* the next view's leading
///    edge, combine the two values (two plain distances add; a plain distance beside a text
///    metric wins; two text metrics use the fonts' line spacing). The distance is the maximum.
/// 2. Otherwise, the maximum of the uncategorised values on those two edges, if any.
/// 3. Otherwise the platform default, 8 points.
public struct ViewSpacing: Hashable, Sendable {
  /// Which neighbours a value applies to (`nil` = uncategorised, matching anything in rule 2).
  package enum Category: Hashable, Sendable {
    /// The edge below a text (a plain view's top edge).
    case edgeBelowText
    /// The edge above a text (a plain view's bottom edge).
    case edgeAboveText
    /// The edge right of a text (a plain view's leading edge).
    case edgeRightOfText
    /// The edge left of a text (a plain view's trailing edge).
    case edgeLeftOfText
    /// Text line spacing against another text.
    case textToText
    /// Baseline-to-edge distances of a text (negative: they only compete with `textToText`).
    case textBaseline
  }

  /// A preference value: a plain distance, or the metrics of a text edge.
  package enum Value: Hashable, Sendable {
    case distance(Double)
    /// A text's font metrics on its top (`isTop`) or bottom edge; two texts meeting
    /// bottom-to-top are spaced by the font's leading (rounded up to a pixel when made).
    case textMetrics(isTop: Bool, leading: Double)
  }

  package struct Entry: Hashable, Sendable {
    package var category: Category?
    package var edge: Edge
    package var value: Value
    package init(_ category: Category?, _ edge: Edge, _ value: Value) {
      self.category = category
      self.edge = edge
      self.value = value
    }
  }

  package private(set) var entries: [Entry]

  package init(entries: [Entry] = []) { self.entries = entries }

  /// Empty preferences: the distance to anything is the default 8 (SwiftUI's `ViewSpacing()`).
  public static let `default` = ViewSpacing()

  /// Uncategorised zeros on every edge: distance 0 to anything (`ViewSpacing.zero`).
  public static let zero = ViewSpacing(entries: Edge.allCases.map { Entry(nil, $0, .distance(0)) })

  /// A plain view (Color, shapes, frames …): zero entries that only match text neighbours.
  package static let plain = ViewSpacing(entries: [
    Entry(.edgeBelowText, .top, .distance(0)),
    Entry(.edgeAboveText, .bottom, .distance(0)),
    Entry(.edgeRightOfText, .leading, .distance(0)),
    Entry(.edgeLeftOfText, .trailing, .distance(0)),
  ])

  /// Spacer: uncategorised zeros on the major-axis edges (all four with no orientation).
  package static func spacer(orientation: Axis?) -> ViewSpacing {
    guard let orientation else { return .zero }
    return ViewSpacing(entries: [
      Entry(nil, .start(of: orientation), .distance(0)),
      Entry(nil, .end(of: orientation), .distance(0)),
    ])
  }

  /// The platform default distance when nothing matches.
  package static let defaultDistance: Double = 8

  /// Distance from this view (before) to `next` (after) along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    let myEdge = Edge.end(of: axis)
    let theirEdge = Edge.start(of: axis)
    var best: Double? = nil
    for mine in entries where mine.edge == myEdge {
      guard let category = mine.category else { continue }
      for theirs in next.entries where theirs.edge == theirEdge && theirs.category == category {
        guard let value = Self.combine(mine.value, theirs.value) else { continue }
        best = max(best ?? value, value)
      }
    }
    if let best { return best }
    var uncategorised: Double? = nil
    for entry in entries where entry.edge == myEdge && entry.category == nil {
      if case .distance(let v) = entry.value { uncategorised = max(uncategorised ?? v, v) }
    }
    for entry in next.entries where entry.edge == theirEdge && entry.category == nil {
      if case .distance(let v) = entry.value { uncategorised = max(uncategorised ?? v, v) }
    }
    return uncategorised ?? Self.defaultDistance
  }

  /// Combines the facing values of one category (OSU `Spacing.swift`
  /// `distanceToSuccessorView`): distances add; a distance beside text metrics wins; a text's
  /// bottom metrics against the next text's top metrics give the leading; two metrics of the
  /// same side give nothing.
  static func combine(_ a: Value, _ b: Value) -> Double? {
    switch (a, b) {
    case (.distance(let x), .distance(let y)): x + y
    case (.distance(let x), .textMetrics): x
    case (.textMetrics, .distance(let y)): y
    case (.textMetrics(let aTop, let leading), .textMetrics(let bTop, _)):
      !aTop && bTop ? leading : nil
    }
  }

  /// Merges preferences: per (category, edge), the larger value (a container's union).
  package mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for entry in other.entries {
      let set = Edge.Set(rawValue: 1 << UInt8(entry.edge.rawValue))
      guard edges.contains(set) else { continue }
      if let i = entries.firstIndex(where: {
        $0.category == entry.category && $0.edge == entry.edge
      }) {
        if case .distance(let old) = entries[i].value, case .distance(let new) = entry.value,
          new > old
        {
          entries[i].value = entry.value
        }
      } else {
        entries.append(entry)
      }
    }
  }

  /// The same preferences with the given edges replaced by a plain view's.
  ///
  /// A plain view's come back unchanged (the same entries, where rebuilding them would only
  /// reorder them): a frame or padding around a Color or shape, the common case, then costs
  /// no new array.
  package func resettingToPlain(_ edges: Edge.Set) -> ViewSpacing {
    if self == .plain { return self }
    var kept = entries.filter { !edges.contains(Edge.Set(rawValue: 1 << UInt8($0.edge.rawValue))) }
    for entry in ViewSpacing.plain.entries
    where edges.contains(Edge.Set(rawValue: 1 << UInt8(entry.edge.rawValue))) {
      kept.append(entry)
    }
    return ViewSpacing(entries: kept)
  }
}
