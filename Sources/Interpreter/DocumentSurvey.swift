import MarkupSyntax

/// What interpretation needs to know about the whole document before building a view, found
/// in one pass over its elements and one over its attributes.
///
/// Looking for each name separately (`Component`, `LayoutValueKey`, a `template` attribute,
/// and counting `modifiers` to size the view tree) read the syntax tree's 21 MB four times
/// at 111k views, about a tenth of interpreting them.
struct DocumentSurvey {
  /// The `Component` elements, in document order.
  private(set) var components: [Int32] = []
  /// The `LayoutValueKey` elements, in document order.
  private(set) var layoutValueKeys: [Int32] = []
  /// Whether any element has a `template` attribute.
  private(set) var hasTemplates = false
  /// How many `modifiers` attributes there are (about one view-tree node each).
  private(set) var modifierCount = 0

  init(_ syntax: SyntaxTree) {
    let elements = syntax.elements
    // By index, reading only the names, compared by length first (see `isSameName`).
    for index in elements.indices {
      if elements[index].name.isSameName(as: "Component") {
        components.append(Int32(index))
      } else if elements[index].name.isSameName(as: "LayoutValueKey") {
        layoutValueKeys.append(Int32(index))
      }
    }
    let attributes = syntax.attributes
    for index in attributes.indices {
      if attributes[index].name.isSameName(as: "modifiers") {
        modifierCount += 1
      } else if attributes[index].name.isSameName(as: "template") {
        hasTemplates = true
      }
    }
  }
}
