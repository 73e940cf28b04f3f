import MarkupSyntax

/// Where the builder is and what is in scope there: the tree being read, the components
/// declared, the component expansions and ForEach copies in progress and the constants in
/// effect. Nearly every element reads several of these, and they change only as an
/// expansion or a copy begins and ends.
struct BuildScope {
  /// The tree being read: the document's, or a component library's while one of its
  /// components is expanded.
  var syntax: SyntaxTree
  /// Components defined in the document and its libraries.
  var components: [String: ComponentDefinition] = [:] {
    didSet { recentNonComponents.removeAll() }
  }
  /// Element names found to be no component's since `components` last changed (see
  /// `component(named:)`).
  private var recentNonComponents: [String] = []
  /// Whether a style component is declared: only then are chains read for `.buttonStyle(…)`
  /// before their element is built.
  var hasStyleComponents = false
  /// Component expansions in progress, innermost last.
  var expansions: [Expansion] = []
  /// The values a data ForEach binds, innermost copy last (§11.6, ForEachData.swift).
  var dataBindings: [[String: DataValue]] = []
  /// Declared constants and the environment conditions read (§11.2, ExpressionResolver.swift).
  var resolver = ExpressionResolver()

  init(syntax: SyntaxTree) { self.syntax = syntax }

  /// The component called `name`, or nil. Names met that are no component's (nearly every
  /// element: the standard components make `components` non-empty in every document) are
  /// remembered and compared before the table is hashed, a tenth of building a Color leaf.
  mutating func component(named name: String) -> ComponentDefinition? {
    for known in recentNonComponents where known.isSameName(as: name) { return nil }
    if let definition = components[name] { return definition }
    if recentNonComponents.count < 8 { recentNonComponents.append(name) }
    return nil
  }
}
