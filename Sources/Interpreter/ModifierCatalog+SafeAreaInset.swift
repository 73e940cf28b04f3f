import LayoutEngine

/// `.safeAreaInset(edge:alignment:spacing:content:)` (semantics §7.7).
extension ModifierCatalog {
  /// `.safeAreaInset(edge: .bottom) { … }`, `(edge: .top, alignment: .leading, spacing: 0,
  /// content: :bar)`: the content is a trailing closure or a template, as `overlay` takes.
  static func safeAreaInset(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    guard
      let args = Signature(labels: ["edge", "alignment", "spacing", "content"]).match(call, c)
    else { return node }
    guard let edgeArgument = args[0] else {
      c.error(
        "missing-argument", "safeAreaInset needs an edge, e.g. (edge: .bottom)",
        at: call.nameStart, length: call.name.count)
      return node
    }
    let edges: [String: Edge] = [
      "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    ]
    guard
      let name = Values.caseName(edgeArgument.value, types: ["VerticalEdge", "HorizontalEdge"]),
      let edge = edges[name]
    else {
      let written = Values.caseName(edgeArgument.value) ?? ""
      c.error(
        "bad-argument",
        "safeAreaInset's edge is .top, .bottom, .leading or .trailing\(Suggestions.hint(for: written, in: edges.keys))",
        at: edgeArgument.start, length: max(1, edgeArgument.end - edgeArgument.start))
      return node
    }
    // The alignment lies across the edge's axis: a HorizontalAlignment for .top and .bottom.
    let across: Axis = edge == .top || edge == .bottom ? .horizontal : .vertical
    var alignment: AlignmentKey? = nil
    if let argument = args[1] {
      guard let key = Values.guideKey(argument.value, axis: across) else {
        let type = across == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        let example = across == .horizontal ? ".leading" : ".top"
        c.error(
          "bad-argument",
          "with edge .\(name) the alignment is a \(type), such as \(example) or .center",
          at: argument.start, length: max(1, argument.end - argument.start))
        return node
      }
      alignment = key
    }
    guard let spacing = optionalNumber(args[2], "spacing", c) else { return node }
    if let spacing, !spacing.isFinite {
      c.error(
        "bad-argument", "safeAreaInset spacing must be finite", at: args[2]!.start,
        length: max(1, args[2]!.end - args[2]!.start))
      return node
    }
    guard let content = args[3]?.value ?? call.trailingClosure else {
      c.error(
        "missing-argument",
        "safeAreaInset needs content: a trailing closure { … } or a template (content: :name)",
        at: call.nameStart, length: call.name.count)
      return node
    }
    let at = args[3]?.start ?? call.trailingClosureStart ?? call.nameStart
    guard let inset = ViewExpressions.view(content, at: at, c) else { return node }
    return c.tree.add(
      .modifier(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)),
      children: [node, inset], info: NodeInfo(kind: call.name, line: c.line))
  }
}
