import LayoutEngine
import MarkupSyntax
import Pipeline
import Testing

/// Per-child queries stay linear in the document (issue 34): each class laid out at a size and
/// at 2× and 4× that size, counting the work (`LayoutResult.evaluations`, size computations,
/// plus `LayoutComputer.alignmentEvaluations`, containers' alignment values computed) rather
/// than timing it. Linear work doubles with the size; the bounds allow a constant on top.
@Suite struct QueryGrowthTests {
  /// The work laying out `text` takes.
  func work(_ text: String) throws -> Int {
    let document = try Markup.interpret(SourceFile(name: "growth.xml", text: text))
    let (laidOut, pass) = Markup.layoutKeepingPass(document)
    let computer = try #require(pass as? LayoutComputer)
    return laidOut.result.evaluations + computer.alignmentEvaluations
  }

  /// Work at sizes n, 2n and 4n grows no faster than linearly (with 25% of slack).
  func expectLinear(
    _ make: (Int) -> String, from n: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let base = try work(make(n))
    let double = try work(make(2 * n))
    let quadruple = try work(make(4 * n))
    #expect(base > 0, sourceLocation: sourceLocation)
    #expect(
      Double(double) <= 2.5 * Double(base), "\(base) → \(double) at 2×",
      sourceLocation: sourceLocation)
    #expect(
      Double(quadruple) <= 5 * Double(base), "\(base) → \(quadruple) at 4×",
      sourceLocation: sourceLocation)
  }

  /// Nested stacks, each asking its child's baseline: the dry run of a container's placement
  /// asked every level twice, 2^depth in all, before alignment values were remembered.
  static func nestedStacks(_ depth: Int, alternating: Bool) -> String {
    var body = "<Text>a</Text>"
    for level in 0..<depth {
      body =
        alternating && level % 2 == 1
        ? #"<VStack alignment="leading"><Text>x</Text>\#(body)</VStack>"#
        : #"<HStack alignment="firstTextBaseline"><Text>x</Text>\#(body)</HStack>"#
    }
    return "<Preview>\(body)</Preview>"
  }

  @Test func baselineStacksAreLinearInTheirDepth() throws {
    try expectLinear({ Self.nestedStacks($0, alternating: false) }, from: 8)
    // Alternating stacks cost a constant more at the start (153, 384, 846 … at 6, 12, 24).
    try expectLinear({ Self.nestedStacks($0, alternating: true) }, from: 12)
  }

  /// Last-baseline and custom guides go through the same memo.
  @Test func otherGuidesAreLinearToo() throws {
    try expectLinear(
      { depth in
        var body = "<Text>a</Text>"
        for _ in 0..<depth {
          body = #"<HStack alignment="lastTextBaseline"><Text>x</Text>\#(body)</HStack>"#
        }
        return "<Preview>\(body)</Preview>"
      }, from: 6)
  }

  /// `.safeAreaInset { … }` repeated, on a device with a safe area: each layer measures its
  /// content at two proposals (its minimum, then what the inset leaves), which the memo shares.
  /// (With `.ignoresSafeArea()` after each, every layer reaches and measures the rest again,
  /// like the padding chains below, until the proposals reach 0; the nesting limit bounds it.)
  @Test func safeAreaInsetChainsAreLinear() throws {
    try expectLinear(
      {
        let chain = String(
          repeating: ".safeAreaInset(edge: .top) { Color.blue.frame(height: 1) }", count: $0)
        return
          #"<Preview device="iPhone 15 Pro" platform="iOS"><Color name="red" modifiers="\#(chain)"/></Preview>"#
      }, from: 16)
  }

  /// `.safeAreaPadding(1).ignoresSafeArea()` repeated is quadratic as SwiftUI lays it out (each
  /// layer reaches 1 pt further and measures the rest of the chain at a size nobody asked for);
  /// past 64 nested layers it is refused instead (Builder.maxNestedSafeAreaIgnoring).
  @Test func safeAreaPaddingChainsAreBoundedByTheNestingLimit() throws {
    func chain(_ n: Int) -> String {
      #"<Preview device="iPhone 15 Pro" platform="iOS"><Color name="red" modifiers="\#(String(repeating: ".safeAreaPadding(1).ignoresSafeArea()", count: n))"/></Preview>"#
    }
    let atLimit = try work(chain(64))
    #expect(atLimit < 64 * 64 * 4, "\(atLimit)")
    #expect(throws: DiagnosticError.self) {
      try Markup.interpret(SourceFile(name: "c.xml", text: chain(65)))
    }
    #expect(throws: DiagnosticError.self) {
      try Markup.interpret(SourceFile(name: "c.xml", text: chain(2_400)))
    }
  }

  /// A chain of frames over a view with explicit guides: each frame asks its child for the two
  /// guides that place it and then the key asked, so 14 frames over a titled Picker (a layout
  /// answering every guide) or a Text with `alignmentGuide`s took 0.6 s, ×2.8 a frame, until
  /// layers' values were remembered like containers' (issue 34, found by the fuzzer).
  @Test func frameChainsOverExplicitGuidesAreLinear() throws {
    try expectLinear(
      {
        let frames = String(repeating: ".frame(width: 1e7)", count: $0)
        return
          #"<Preview os="iOS 26" width="320" height="240"><Picker selection="2" title="Size" modifiers=".pickerStyle(.segmented)\#(frames)"><Text modifiers=".tag(2)">Medium</Text><Text modifiers=".tag(3)">Large</Text></Picker></Preview>"#
      }, from: 8)
    try expectLinear(
      {
        let frames = String(repeating: ".frame(width: 1e7, alignment: .leading)", count: $0)
        return
          #"<Preview><HStack alignment="firstTextBaseline"><Text>x</Text><Text modifiers=".alignmentGuide(.leading) { _ in 3 }.alignmentGuide(VerticalAlignment.center) { _ in 3 }\#(frames)">Hi</Text></HStack></Preview>"#
      }, from: 8)
  }
}
