import MarkupSyntax

/// Answers the builder has worked out once and looks up again: parsed chains, colour names,
/// element specs, node information, suggestions, template and binding indexes. Each depends
/// only on its key and on declarations fixed before building, so keeping it changes no output;
/// each table that grows with the input stops growing at a bound (`Builder.parsedChainLimit`,
/// `SharedInfo.limit`). The lookups themselves are the builder's methods, named below.
struct BuildCaches {
  /// `modifiers` chains already parsed, by their text (see `Builder.parsedChain`).
  var parsedChains: [String: ParsedChain] = [:]
  /// The same chains by the syntax tree's value id (`SyntaxTree.Attribute.valueID`), found
  /// without hashing their text (see `Builder.parsedChain`).
  var parsedChainsByValue: [ParsedChain?] = []
  /// How many chains `parsedChainsByValue` holds (at most `Builder.parsedChainLimit`).
  var parsedChainsByValueCount = 0
  /// The calls of chains' stretches already read, by text, offset and scope (`ChainCalls`).
  var chainCalls: [ChainCalls.Key: ChainCalls] = [:]
  /// Colour names by the value id of Color's `name` attribute (see `Builder.colorName(of:)`).
  var colorNamesByValue: [(name: String, known: Bool)?] = []
  /// The specs of the catalogue's elements met so far, found by comparing short names rather
  /// than hashing each element's name (see `Builder.spec(named:)`).
  var recentSpecs: [(name: String, spec: ElementSpec)] = []
  /// Node information shared between views alike (see `SharedInfo`).
  var sharedInfo = SharedInfo()
  /// "Did you mean" for each unknown name met so far, by the candidates' scope and the name
  /// (see `Builder.memoizedHint`).
  var hintMemo: [String: String] = [:]
  /// Template children by name, per element and tree, indexed on first lookup (see
  /// `Builder.template(named:from:)`).
  var templateIndex: [TemplateScope: [String: Int32]] = [:]
  /// The last character located in an attribute value (see `Builder.location(_:_:)`).
  var lastValueLocation: (tree: SyntaxTree, value: Int, character: Int, offset: Int)?
  /// The characters of the attribute value last asked for (see `Builder.characters(of:)`).
  var lastValueCharacters: (value: String, characters: [Character]) = ("", [])
  /// Whether the attribute value last cut by `Builder.text(of:from:to:)` is plain ASCII.
  var lastValueIsASCII: (value: String, ascii: Bool) = ("", true)
  /// `items` arrays already read, by their text (see `ForEachData`).
  var parsedItems: [String: [DataValue]] = [:]
  /// Whether a ForEach's body writes `{index}`, per element and tree (see
  /// `Builder.usesBinding`).
  var bindingUse: [TemplateScope: Bool] = [:]
}
