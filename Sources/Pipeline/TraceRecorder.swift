package import LayoutEngine

/// Collects `LayoutTraceEvent`s and prints them per container, in the order each container was
/// first asked, the way seed 000 lists the calls SwiftUI makes ("makeCache called",
/// "sizeThatFits called" …), with each call's proposal and answer.
package final class TraceRecorder {
  private var events: [LayoutTraceEvent] = []

  package init() {}

  package func record(_ event: LayoutTraceEvent) { events.append(event) }

  /// Every call recorded for each view, in order, by node index.
  package func calls(count: Int) -> [[LayoutTraceEvent.Call]] {
    var calls = Array(repeating: [LayoutTraceEvent.Call](), count: count)
    for event in events where Int(event.node.index) < count {
      calls[Int(event.node.index)].append(event.call)
    }
    return calls
  }

  package func report(_ tree: ViewTree) -> String {
    var order: [NodeID] = []
    var byNode: [NodeID: [LayoutTraceEvent.Call]] = [:]
    for event in events {
      // `--trace` lists the `Layout` calls of containers (seed 000's list); what leaves and
      // modifiers were asked, and where views were placed, is the inspector's (`calls`).
      guard case .container = tree[event.node].kind else { continue }
      if case .placed = event.call { continue }
      if byNode[event.node] == nil { order.append(event.node) }
      byNode[event.node, default: []].append(event.call)
    }
    var text = ""
    for node in order {
      let info = tree[node].info
      var title = info.kind
      if let id = info.id { title += " #\(id)" }
      if info.isImplicit { title += " (implicit)" }
      let calls = byNode[node]!
      text += "\(title), line \(info.line): \(calls.count) calls\n"
      for call in calls { text += "  \(call)\n" }
    }
    return text
  }
}
