import LayoutEngine

/// `.ignoresSafeArea(…)` and `.edgesIgnoringSafeArea(…)` (semantics §7.7).
extension ModifierCatalog {
  /// `.ignoresSafeArea()`, `(.container)`, `(.keyboard)`, `(.all, edges: .top)`,
  /// `(edges: [.top, .bottom])`; `.edgesIgnoringSafeArea(.all)`.
  static func ignoresSafeArea(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    let deprecated = call.name == "edgesIgnoringSafeArea"
    let labels: [String?] = deprecated ? [nil] : [nil, "edges"]
    guard let args = Signature(labels: labels).match(call, c) else { return node }
    var ignoresContainer = true
    let edgesArgument = deprecated ? args[0] : args[1]
    if deprecated, edgesArgument == nil {
      c.error(
        "missing-argument", "edgesIgnoringSafeArea needs edges, e.g. (.all)",
        at: call.nameStart, length: call.name.count)
      return node
    }
    guard let edges = edgeSet(edgesArgument, or: .all, c) else { return node }
    if !deprecated, let argument = args[0] {
      var regions: [Expr] = [argument.value]
      if case .array(let items) = argument.value { regions = items }
      var names: Set<String> = []
      for region in regions {
        guard let name = Values.caseName(region, types: ["SafeAreaRegions"]),
          ["all", "container", "keyboard"].contains(name)
        else {
          c.error(
            "bad-argument", "safe-area regions are .all, .container or .keyboard",
            at: argument.start, length: max(1, argument.end - argument.start))
          return node
        }
        names.insert(name)
      }
      ignoresContainer = names.contains("all") || names.contains("container")
    }
    let layer = c.wrap(
      node, SafeAreaIgnoringLayout(edges: edges, ignoresContainer: ignoresContainer),
      kind: call.name)
    c.builder.noteSafeAreaIgnoring(layer, at: c.location(call.nameStart))
    return layer
  }

  /// The edges `argument` names (`.all`, `.top`, `[.top, .bottom]`, `[]`), `fallback` when
  /// there is no argument; nil, reported, when it names none.
  static func edgeSet(_ argument: Argument?, or fallback: Edge.Set, _ c: ModifierContext)
    -> Edge.Set?
  {
    guard let argument else { return fallback }
    guard let set = Values.edgeSet(argument.value) else {
      c.error(
        "bad-argument", "expected edges such as .all, .top or [.top, .bottom]",
        at: argument.start, length: max(1, argument.end - argument.start))
      return nil
    }
    return set
  }
}
