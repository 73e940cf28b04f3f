import LayoutEngine
import MarkupSyntax

/// A `modifiers` chain parsed once per distinct text.
///
/// Documents repeat the same few chains (a 111k-view benchmark has two), and tokenising each
/// one afresh for every element was the largest cost of interpretation.
final class ParsedChain {
  /// The parse: the calls, or the syntax error (offsets are relative to the text, so a cached
  /// failure reports exactly as a fresh one).
  let calls: Result<[ModifierCall], SyntaxFailure>

  init(_ text: String) {
    do {
      var parser = try ChainParser(text)
      calls = .success(try parser.parseChain())
    } catch {
      calls = .failure(error)
    }
  }
}

extension Builder {
  /// Most entries a document's chain cache keeps (distinct `modifiers` strings).
  static let parsedChainLimit = 4096
  /// How many chains are also kept in `recentChains`.
  static let recentChainLimit = 8

  /// The parsed chain of a `modifiers` value. The cache stops growing at `parsedChainLimit`
  /// entries, so hostile input cannot make it large.
  func parsedChain(_ text: String) -> ParsedChain {
    if let known = parsedChains[text] { return known }
    let chain = ParsedChain(text)
    if parsedChains.count < Self.parsedChainLimit { parsedChains[text] = chain }
    return chain
  }

  /// The parsed chain of a `modifiers` attribute: by its value id when it has one (an integer
  /// hash instead of the whole text's), else by its text.
  func parsedChain(_ attribute: SyntaxTree.Attribute) -> ParsedChain {
    let id = attribute.valueID
    guard id >= 0 else { return parsedChain(attribute.value) }
    for entry in recentChains where entry.valueID == id { return entry.chain }
    if let known = parsedChainsByValue[id] { return known }
    let chain = parsedChain(attribute.value)
    if recentChains.count < Self.recentChainLimit {
      recentChains.append((id, chain))
    } else if parsedChainsByValue.count < Self.parsedChainLimit {
      parsedChainsByValue[id] = chain
    }
    return chain
  }
}
