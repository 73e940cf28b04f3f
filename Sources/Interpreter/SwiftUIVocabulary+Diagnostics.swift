import LayoutEngine
import MarkupSyntax

/// Names the catalogues do not implement: SwiftUI's other views are reported as "not supported
/// yet" (its modifiers have entries in the modifier table), and only names SwiftUI does not
/// have get "did you mean".
/// With `InterpreterSettings.lenient`, the errors become warnings so a draft still renders.
extension SwiftUIVocabulary {
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
      ModifierCatalog.layoutNames + ModifierCatalog.styleNames + SwiftUIVocabulary.modifierNames
        + Array(modifierExtensions.keys)
    }
  }
}
