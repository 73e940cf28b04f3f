/// One call the engine made on a container's `Layout`, for `stackup render --trace`
/// (seed 000 lists these calls to show how often SwiftUI asks a layout).
package struct LayoutTraceEvent: Sendable {
  /// Which `Layout` method the container was asked.
  package enum Call: Sendable {
    case makeCache
    case updateCache
    case sizeThatFits(proposal: ProposedViewSize, result: Size)
    case placeSubviews(bounds: Rect, proposal: ProposedViewSize)
    case explicitAlignment(guide: String, proposal: ProposedViewSize, result: Double?)
    case spacing
    /// Where the view's parent put it, with the proposal it was placed with. Recorded for
    /// every view, with `sizeThatFits` for leaves and modifiers, for the live preview's
    /// inspector (`watch --serve`); `--trace` lists only the `Layout` calls of containers.
    case placed(bounds: Rect, proposal: ProposedViewSize)
  }

  /// The container node the call was made on.
  package var node: NodeID
  /// The method called.
  package var call: Call
}

extension LayoutTraceEvent.Call: CustomStringConvertible {
  /// The call as the trace prints it.
  package var description: String {
    switch self {
    case .makeCache: "makeCache(subviews:)"
    case .updateCache: "updateCache(_:subviews:)"
    case .sizeThatFits(let proposal, let result): "sizeThatFits(proposal: \(proposal)) -> \(result)"
    case .placeSubviews(let bounds, let proposal):
      "placeSubviews(in: \(bounds), proposal: \(proposal))"
    case .explicitAlignment(let guide, let proposal, let result):
      "explicitAlignment(of: .\(guide), proposal: \(proposal)) -> \(result.map(formatNumber) ?? "nil")"
    case .spacing: "spacing(subviews:)"
    case .placed(let bounds, let proposal): "placed at \(bounds), proposal: \(proposal)"
    }
  }
}
