/// Structure-aware mutations, beside libFuzzer's own byte mutations (three times in four):
/// deep nesting and repetition, which byte flips almost never build. A fragment pair (an
/// element, brackets, a modifier, a parameter reference) is wrapped around a random stretch of
/// the input many times over, or a random stretch is repeated. This is how the classes found by
/// hand (deep modifier expressions, deep markup, chains of layers, templates and parameters
/// that refer to themselves) come within the fuzzer's reach.
@_cdecl("LLVMFuzzerCustomMutator")
public func mutate(
  _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32
) -> Int {
  var random = SplitMix64(seed: UInt64(seed))
  if random.next() % 4 != 0 || maxSize == 0 { return LLVMFuzzerMutate(data, size, maxSize) }
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  // Mostly a few levels, sometimes hundreds: the nesting limits sit at 100 (expressions),
  // 1,000 (elements) and 100,000 (view levels).
  let times = random.next() % 8 == 0 ? 1 + Int(random.next() % 1_000) : 1 + Int(random.next() % 16)
  let a = size == 0 ? 0 : Int(random.next() % UInt64(size + 1))
  let b = a + (size == a ? 0 : Int(random.next() % UInt64(size - a + 1)))
  var output: [UInt8] = Array(input[..<a])
  if random.next() % 5 == 0 {
    // Repeat the stretch a..<b.
    for _ in 0..<times where output.count < maxSize { output += input[a..<b] }
  } else {
    let (open, close) = nestingFragments[Int(random.next() % UInt64(nestingFragments.count))]
    for _ in 0..<times where output.count < maxSize { output += open.utf8 }
    output += input[a..<b]
    for _ in 0..<times where output.count < maxSize { output += close.utf8 }
  }
  output += input[b...]
  let count = min(output.count, maxSize)
  output.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: count) }
  return count
}

/// Pairs wrapped around a stretch of input: markup nesting, expression nesting, chains.
private let nestingFragments: [(String, String)] = [
  ("<VStack>", "</VStack>"), ("<HStack>", "</HStack>"), ("<ZStack>", "</ZStack>"),
  ("<Group>", "</Group>"), (#"<ForEach count="3">"#, "</ForEach>"),
  ("<FlowLayout>", "</FlowLayout>"), ("<SimpleHStack>", "</SimpleHStack>"),
  (#"<Component name="C"><Parameter name="p"/>"#, "</Component>"),
  (#"<Color name="red" template="t" modifiers=".overlay(:t)">"#, "</Color>"),
  ("(", ")"), ("{", "}"), ("[", "]"), ("{ d in ", " }"), ("-", ""), ("+", ""), ("1+", ""),
  ("!", ""), (".padding(1)", ""), (".padding(-1e308)", ""), (".frame(width: 1e7)", ""),
  (".overlay(:t)", ""), (".background(Color.red", ")"), ("$(p)", ""), ("$(p)$(p)", ""),
  (" a=\"1\"", ""), ("&amp;", ""),
]

/// libFuzzer's own mutation of `data` in place; returns the new size.
@_silgen_name("LLVMFuzzerMutate")
private func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int)
  -> Int

/// A small deterministic generator: libFuzzer passes the seed, so a mutation can be replayed.
private struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
