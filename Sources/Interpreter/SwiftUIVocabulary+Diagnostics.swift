import LayoutEngine
import MarkupSyntax

/// Names the catalogues do not implement: SwiftUI's other modifiers and views are accepted or
/// reported as "not supported yet", and only names SwiftUI does not have get "did you mean".
/// With `InterpreterSettings.lenient`, the errors become warnings so a draft still renders.
extension SwiftUIVocabulary {
  /// A modifier the catalogue has no case for: recorded when SwiftUI's layout does not depend
  /// on it, otherwise reported (the view is returned unchanged).
  static func apply(_ call: ModifierCall, to node: NodeID, _ c: ModifierContext) -> NodeID {
    let report = c.builder.lenient ? c.warning : c.error
    switch modifierStatus(call.name) {
    case .noLayoutEffect?, .approximated?:
      if let note = modifierNotes[call.name] {
        c.warning(
          "modifier-partly-modelled", note, at: call.nameStart, length: call.name.count)
      }
      return ModifierCatalog.style(call, node, c)
    case .notYet(let alternative)?:
      report(
        "unsupported-modifier",
        "SwiftUI's `.\(call.name)` changes layout and is not supported yet"
          + (alternative.map { "; use \($0)" } ?? ""),
        call.nameStart, call.name.count)
      return node
    case .layout? where elementReadModifiers.contains(call.name):
      // Read by the element above it (a navigation stack's title, a tab's item): recorded
      // here like a style.
      return ModifierCatalog.style(call, node, c)
    case .layout?, nil:
      report(
        "unknown-modifier",
        "unknown modifier '\(call.name)'\(c.builder.unknownModifierHint(call.name))",
        call.nameStart, call.name.count)
      return node
    }
  }

  /// An element no table knows, at `element`: reported, with the alternative when SwiftUI has
  /// the view and "did you mean" when it does not. Under `lenient` its children are kept as a
  /// `Group` would keep them (a leaf gives nothing), so the rest of a draft still lays out.
  static func unknownElement(_ element: Int32, in builder: Builder) -> Item? {
    let node = builder.syntax.element(element)
    let location = MarkupLocation(
      line: node.location.line, column: node.location.column + 1,
      offset: node.location.offset + 1)
    let report = builder.lenient ? builder.warning : builder.error
    if case .notYet(let alternative)? = viewStatus(node.name, implemented: false) {
      report(
        "unsupported-element",
        "`\(node.name)` is not supported yet" + (alternative.map { "; use \($0)" } ?? ""),
        location, node.name.count)
    } else {
      // Within the document's suggestion budget (`Builder.hint`): names a document defines
      // can be long and many.
      let hint = builder.hint(for: node.name) {
        Array(ElementCatalog.specs.keys) + builder.registry.names + builder.components.keys
          + viewNames
      }
      report(
        "unknown-element", "unknown element '\(node.name)'\(hint)", location, node.name.count)
    }
    // Still read what is inside, so its errors are reported in the same run.
    let children = builder.buildChildren(of: element)
    guard builder.lenient else { return nil }
    return .list(NodeInfo(kind: node.name, line: node.location.line), children)
  }
}

extension Builder {
  /// "Did you mean" for an unknown modifier name, found once per name and within the
  /// document's suggestion budget: a misspelt modifier inside nested ForEach copies was
  /// compared with every SwiftUI modifier name once per copy (a fuzzed 4 KB document took
  /// 9 s).
  func unknownModifierHint(_ name: String) -> String {
    memoizedHint(scope: ".", for: name) {
      ModifierCatalog.allNames + SwiftUIVocabulary.modifierNames + Array(modifierExtensions.keys)
    }
  }
}
