import Testing

@testable import Interpreter

/// A chain read stretch by stretch (`ChainCalls`) must give the calls the whole chain's parser
/// gives, offsets and argument text included, and share each stretch between the chains that
/// have it at the same place.
@Suite struct ChainCallsTests {
  /// What a call is to diagnostics and layers: its name, offsets and arguments as written.
  private func described(_ call: ModifierCall) -> String {
    let arguments = call.arguments.map {
      "\($0.label ?? "_")@\($0.labelStart)/\($0.start)-\($0.end)"
    }
    return
      "\(call.name)@\(call.nameStart)-\(call.end) (\(call.argumentText)) \(arguments) "
      + "closure@\(call.trailingClosureStart.map(String.init) ?? "-")"
  }

  private func whole(_ text: String) throws -> [String] {
    var parser = try ChainParser(text)
    return try parser.parseChain().map(described)
  }

  @Test("stretch by stretch reads what the whole chain's parser reads")
  func sameCalls() throws {
    let chains = [
      ".font(.system(size: 15)).foregroundStyle(.blue).frame(width: 26, height: 26)",
      ".padding(.horizontal, 4.0) .padding(.vertical, 1).background(Capsule().fill(Color.blue))",
      ".overlay { Circle().frame(width: 4) }.padding([.top, .leading], 8)",
      ".backport.fontWeight(.bold).padding()",
      ".frame(maxWidth: .infinity, alignment: .leading).alignmentGuide(.leading) { d in d[.trailing] - 10 }",
    ]
    for text in chains {
      var cache: [ChainCalls.Key: ChainCalls] = [:]
      let read = try #require(ChainCalls.read(text, resolver: ExpressionResolver(), cache: &cache))
      #expect(read.map { described($0.calls.calls[$0.index]) } == (try whole(text)), "\(text)")
    }
  }

  @Test("a stretch at the same place in two chains is read once")
  func sharedStretches() throws {
    var cache: [ChainCalls.Key: ChainCalls] = [:]
    let resolver = ExpressionResolver()
    let first = try #require(
      ChainCalls.read(".font(.body).lineLimit(1).opacity(0.5)", resolver: resolver, cache: &cache))
    let second = try #require(
      ChainCalls.read(".font(.body).lineLimit(1).opacity(0.7)", resolver: resolver, cache: &cache))
    #expect(cache.count == 4)
    #expect(first[0].calls === second[0].calls)
    #expect(first[1].calls === second[1].calls)
    #expect(first[2].calls !== second[2].calls)
    // Elsewhere in a chain the same text has other offsets: a stretch of its own.
    let moved = try #require(
      ChainCalls.read(".padding(1).font(.body)", resolver: resolver, cache: &cache))
    #expect(moved[1].calls !== first[0].calls)
    #expect(moved[1].calls.calls[0].nameStart == 12)
  }

  @Test("chains the stretches cannot read exactly are left to the whole chain's parser")
  func leftWhole() {
    var cache: [ChainCalls.Key: ChainCalls] = [:]
    let resolver = ExpressionResolver()
    for text in [
      ".navigationTitle(\"a.b(c)\")",  // a string may hold brackets and dots
      ".padding(1) // note",  // a comment
      ".font(.title).padding(1",  // unbalanced
      "padding(1)",  // no leading dot
      ".padding(#)",  // a syntax error: the whole chain reports it
      ".frame(width: unknownWidth)",  // an unknown constant: so does resolution
      ".font(.title).é()",
    ] {
      #expect(ChainCalls.read(text, resolver: resolver, cache: &cache) == nil, "\(text)")
    }
  }
}
