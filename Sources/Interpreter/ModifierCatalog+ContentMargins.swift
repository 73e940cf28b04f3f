import LayoutEngine
import MarkupSyntax

/// `.contentMargins(…)` (semantics §5.11): checked where it is written and made a
/// `ContentMarginsModifier`, whose value the scroll views below it read when laid out.
extension ModifierCatalog {
  /// `.contentMargins(16)`, `(.horizontal, 20)`, `(.top, 8, for: .scrollContent)`,
  /// `(EdgeInsets(…))`, `(.vertical, nil)`.
  static func contentMargins(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext) -> NodeID {
    let value = contentMarginsValue(call) { id, message, offset, length in
      c.error(id, message, at: offset, length: length)
    }
    guard let value else { return node }
    return c.wrap(node, value, kind: call.name)
  }

  /// The margins a `.contentMargins` call sets, or nil after reporting through `report`
  /// (id, message, offset, length).
  static func contentMarginsValue(
    _ call: ModifierCall, report: (String, String, Int, Int) -> Void
  ) -> ContentMarginsModifier? {
    func fail(_ id: String, _ message: String, _ argument: Argument?) -> ContentMarginsModifier? {
      let offset = argument?.start ?? call.nameStart
      let length = argument.map { max(1, $0.end - $0.start) } ?? call.name.count
      report(id, message, offset, length)
      return nil
    }
    var positional: [Argument] = []
    var placement: Argument? = nil
    for argument in call.arguments {
      switch argument.label {
      case nil where placement == nil && positional.count < 2: positional.append(argument)
      case "for"? where placement == nil: placement = argument
      default:
        report(
          "bad-argument-label",
          "contentMargins takes (edges, length, for: placement); '\(argument.label ?? "_")' is not expected here",
          argument.labelStart, max(1, argument.label?.count ?? (argument.end - argument.start)))
        return nil
      }
    }
    var insetsContent = true
    if let placement {
      let names = ["automatic", "scrollContent", "scrollIndicators"]
      guard let name = Values.caseName(placement.value, types: ["ContentMarginPlacement"]),
        names.contains(name)
      else {
        let written = Values.caseName(placement.value) ?? ""
        return fail(
          "bad-argument",
          "a content margin placement is .automatic, .scrollContent or .scrollIndicators\(Suggestions.hint(for: written, in: names))",
          placement)
      }
      insetsContent = name != "scrollIndicators"
    }
    guard let first = positional.first else {
      return fail(
        "missing-argument", "contentMargins needs a length, e.g. (16) or (.horizontal, 20)", nil)
    }
    var edges = Edge.Set.all
    var lengthArgument: Argument? = first
    if let set = Values.edgeSet(first.value) {
      edges = set
      guard positional.count == 2 else {
        return fail("missing-argument", "contentMargins(edges, length) needs a length", first)
      }
      lengthArgument = positional[1]
    } else if positional.count == 2 {
      return fail(
        "bad-argument", "expected edges such as .horizontal before the length", first)
    }
    guard let argument = lengthArgument else { return nil }
    if case .call(.identifier("EdgeInsets"), let fields, nil) = argument.value {
      var values: [String: Double] = [:]
      for field in fields {
        guard let label = field.label, ["top", "leading", "bottom", "trailing"].contains(label),
          values[label] == nil
        else {
          return fail("bad-argument", "EdgeInsets takes top:, leading:, bottom:, trailing:", field)
        }
        guard let v = Values.number(field.value), v.isFinite else {
          return fail("bad-argument", "EdgeInsets \(label) must be a finite number", field)
        }
        values[label] = v
      }
      let insets = EdgeInsets(
        top: values["top"] ?? 0, leading: values["leading"] ?? 0,
        bottom: values["bottom"] ?? 0, trailing: values["trailing"] ?? 0)
      return ContentMarginsModifier(edges: edges, insets: insets, insetsContent: insetsContent)
    }
    if case .nilLiteral = argument.value {
      // nil restores the scroll view's own margins on those edges.
      return ContentMarginsModifier(
        edges: edges, insets: EdgeInsets(), insetsContent: insetsContent)
    }
    guard let length = Values.number(argument.value), length.isFinite else {
      return fail(
        "bad-argument", "a content margin is a finite length, nil or EdgeInsets(…)", argument)
    }
    return ContentMarginsModifier(
      edges: edges, insets: EdgeInsets(edges, length), insetsContent: insetsContent)
  }
}
