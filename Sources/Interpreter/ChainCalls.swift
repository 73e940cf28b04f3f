/// The calls of one stretch of a `modifiers` chain, read once and shared by every chain that
/// has the same stretch at the same place.
///
/// Real screens rarely repeat a whole chain: each row has its own size, colour or opacity, yet
/// nearly every call recurs (`.font(.body)`, `.foregroundStyle(.secondary)`). The realistic
/// screen's 423 distinct chains hold 1,405 calls but only 265 distinct ones; parsing and
/// resolving each chain whole was a fifth of its run, and each call's layer was made afresh
/// per chain. A chain is therefore cut into its calls, each read once per text and offset, and
/// a call's replayable layer (`ReplayableLayer`) is kept with it for every chain that has it.
///
/// Keyed by the offset as well as the text, a stretch parses to exactly the calls the whole
/// chain would have, offsets included, so diagnostics are unchanged. A chain with any syntax
/// or resolution failure is read whole instead (`ParsedChain.init`): its failures are sorted,
/// recovered from and reported as one.
final class ChainCalls {
  /// The calls of the stretch, resolved.
  let calls: [ModifierCall]
  /// Per call, the layer it made once it made one that can be replayed; empty until one
  /// does (most stretches of a spec suite are read once and never replayed).
  private var layers: [ReplayableLayer?] = []
  /// Per call, the layer it made that attaches views (`AttachingLayer`); empty until one
  /// does.
  private var attachingLayers: [AttachingLayer?] = []

  init(_ calls: [ModifierCall]) { self.calls = calls }

  /// The layer call `index` made, if one was kept.
  func layer(_ index: Int) -> ReplayableLayer? { index < layers.count ? layers[index] : nil }

  /// The layer with views call `index` made, if one was kept.
  func attachingLayer(_ index: Int) -> AttachingLayer? {
    index < attachingLayers.count ? attachingLayers[index] : nil
  }

  /// Whether a layer with views was kept.
  var hasAttachingLayers: Bool { !attachingLayers.isEmpty }

  /// Keeps the layer call `index` made.
  func keep(_ layer: ReplayableLayer, forCall index: Int) {
    if layers.isEmpty { layers = Array(repeating: nil, count: calls.count) }
    layers[index] = layer
  }

  /// Keeps the layer with views call `index` made.
  func keep(_ layer: AttachingLayer, forCall index: Int) {
    if attachingLayers.isEmpty { attachingLayers = Array(repeating: nil, count: calls.count) }
    attachingLayers[index] = layer
  }

  /// A stretch's text, its first character's offset in the chain, and the scope the chain
  /// is read in (`ExpressionResolver.scopeKey`).
  struct Key: Hashable {
    let text: Substring
    let offset: Int
    let scope: String
  }

  /// Most stretches a document keeps; later ones are read with their chain.
  static let limit = 16_384

  /// The calls of `text` stretch by stretch from `cache` (reading and adding the stretches
  /// not in it), each with where its layer is kept; nil when the chain cannot be cut (see
  /// `stretches`) or one of its stretches fails to parse or resolve.
  static func read(
    _ text: String, resolver: ExpressionResolver, cache: inout [Key: ChainCalls]
  ) -> [(calls: ChainCalls, index: Int)]? {
    guard let stretches = stretches(of: text) else { return nil }
    let utf8 = text.utf8
    let scope = resolver.scopeKey
    var read: [(calls: ChainCalls, index: Int)] = []
    // Most stretches are one call: room for them, grown by doubling only past that.
    read.reserveCapacity(stretches.count)
    for range in stretches {
      let from = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let to = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
      let key = Key(text: Substring(utf8[from..<to]), offset: range.lowerBound, scope: scope)
      let entry: ChainCalls
      if let known = cache[key] {
        entry = known
      } else {
        guard case .success(var tokens) = ChainTokenizer.tokenize(String(key.text)) else {
          return nil
        }
        // ASCII: characters are bytes, so the stretch's offsets move by its start.
        for index in tokens.indices {
          tokens[index].start += range.lowerBound
          tokens[index].end += range.lowerBound
          tokens[index].byteStart += range.lowerBound
          tokens[index].byteEnd += range.lowerBound
        }
        var parser = ChainParser(tokens, in: text)
        var (calls, failures) = parser.parseChainRecovering()
        guard failures.isEmpty else { return nil }
        ParsedChain.resolve(&calls, in: text, resolver, failures: &failures)
        guard failures.isEmpty else { return nil }
        entry = ChainCalls(calls)
        // Room for a screen's stretches at once, not grown from one by doubling.
        if cache.isEmpty { cache.reserveCapacity(64) }
        if cache.count < limit { cache[key] = entry }
      }
      for index in entry.calls.indices { read.append((entry, index)) }
    }
    return read
  }

  /// The byte ranges of a chain's stretches: each starts at a `.` outside any bracket whose
  /// previous non-blank character is `)` or `}` (or that starts the chain) and runs to the
  /// next. Nil unless the chain starts with `.`, its brackets balance, and it is ASCII without
  /// strings, comments or escapes (`"`, `'`, `/`, `#`, `\`): there a bracket or a dot may be
  /// text, so the whole chain's parser reads it.
  private static func stretches(of text: String) -> [Range<Int>]? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>]? in
      guard bytes.first == UInt8(ascii: ".") else { return nil }
      return byteClasses.withUnsafeBufferPointer { classes -> [Range<Int>]? in
        var ranges: [Range<Int>] = []
        // Room for a chain of eight calls: grown from empty, each stretch reallocated it.
        ranges.reserveCapacity(8)
        var start = 0
        var depth = 0
        // The last byte that is not blank.
        var last: UInt8 = 0
        for index in bytes.indices {
          let byte = bytes[index]
          // One table load for the bytes that are none of these (most of them): the
          // comparisons it replaced cost about 40 instructions a byte.
          switch classes[Int(byte)] {
          case .plain: break
          case .refused: return nil
          case .opening: depth += 1
          case .closing:
            depth -= 1
            if depth < 0 { return nil }
          case .dot:
            if depth == 0, index > start, last == 0x29 || last == 0x7D {
              ranges.append(start..<index)
              start = index
            }
          }
          if byte > 0x20 { last = byte }
        }
        guard depth == 0 else { return nil }
        ranges.append(start..<bytes.count)
        return ranges
      }
    } ?? nil
  }

  private enum ByteClass: UInt8 {
    case plain
    /// Not ASCII (or `~`, DEL), or a quote, `#`, `/` or a backslash: a string, a comment or
    /// an escape, whose brackets and dots may be text.
    case refused
    case opening
    case closing
    case dot
  }

  /// Each byte's class for `stretches`.
  private static let byteClasses: [ByteClass] = (0...255).map { byte -> ByteClass in
    switch UInt8(byte) {
    case 0x7E...0xFF, UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "'"),
      UInt8(ascii: "/"), UInt8(ascii: "\\"):
      return .refused
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return .opening
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return .closing
    case UInt8(ascii: "."): return .dot
    default: return .plain
    }
  }
}
