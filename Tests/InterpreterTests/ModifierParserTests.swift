import Testing

@testable import Interpreter

/// The modifier-chain parser (`ChainParser`) on every form README.md's modifier table lists.
/// Each expectation is the parse tree of the Swift text written out (binary operations in
/// parentheses), so precedence and labels are visible.
@Suite struct ModifierParserTests {
  @Test("labels, nil, .infinity and enum cases")
  func frameForms() {
    #expect(
      showChain(".frame(width: 50, height: nil, alignment: .topLeading)") == [
        "frame(width: 50, height: nil, alignment: .topLeading)"
      ])
    #expect(
      showChain(".frame(minWidth: 0, maxWidth: .infinity, alignment: Alignment.top)") == [
        "frame(minWidth: 0, maxWidth: .infinity, alignment: Alignment.top)"
      ])
    #expect(
      showChain(".fixedSize(horizontal: true, vertical: false)") == [
        "fixedSize(horizontal: true, vertical: false)"
      ])
  }

  @Test("padding: none, length, edges, edge arrays, EdgeInsets")
  func paddingForms() {
    #expect(
      showChain(
        ".padding().padding(20).padding(.top, 30).padding(.horizontal).padding([.top, .leading], 8)"
      ) == [
        "padding()", "padding(20)", "padding(.top, 30)", "padding(.horizontal)",
        "padding([.top, .leading], 8)",
      ])
    #expect(
      showChain(".padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))") == [
        "padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15))"
      ])
  }

  @Test("a comma after the last array element or argument, as Swift allows")
  func trailingCommas() {
    #expect(
      showChain(".padding([.top, .leading,], 8,).frame(width: 4,)") == [
        "padding([.top, .leading], 8)", "frame(width: 4)",
      ])
    for text in [".padding([,])", ".padding(8,,)", ".padding(,)"] {
      #expect(throws: SyntaxFailure.self) {
        var parser = try ChainParser(text)
        _ = try parser.parseChain()
      }
    }
  }

  @Test("a view's modifier without a layout effect inside an argument skips its app code")
  func skippedInsideViews() {
    #expect(
      showChain(
        ".background { Color.clear.onAppear { width = proxy.size.width; save() }.padding(2) }")
        // The closure is kept unread, as its text (what a TabView reads of `.tabItem { … }`).
        == [
          #"background() { Color.clear.onAppear() "{ width = proxy.size.width; save() }".padding(2) }"#
        ])
  }

  @Test("comments as Swift writes them: // to the line's end, /* … */ nested")
  func comments() throws {
    // The value XML gives for two lines `.padding(4) // inset` and `.frame(width: 9)`: the line
    // break is a space, at character 20, and the comment ends there.
    let text = ".padding(4) // inset .frame(width: 9) // last"
    var parser = try ChainParser(text, lineBreaks: [20])
    #expect(try parser.parseChain().map(\.name) == ["padding", "frame"])
    #expect(
      showChain(".padding(/* a /* nested */ one */ 4) /* between */ .bold()") == [
        "padding(4)", "bold()",
      ])
    // Without a known line break a // comment runs to the end of the text.
    #expect(showChain(".padding(4) // .bold()") == ["padding(4)"])
    #expect(showChain(#".help("https://example.com")"#).count == 1)
    #expect(throws: SyntaxFailure.self) {
      var open = try ChainParser(".padding(4) /* open")
      _ = try open.parseChain()
    }
  }

  @Test("negative and decimal numbers, exponents, digit separators, arithmetic precedence")
  func numbers() {
    #expect(showChain(".offset(x: -10, y: 2.5)") == ["offset(x: -10, y: 2.5)"])
    #expect(
      showChain(".padding(1e2).padding(1_000).padding(-0.25)") == [
        "padding(100)", "padding(1000)", "padding(-0.25)",
      ])
    // * binds tighter than +, as in Swift: 1 + (2 * 3).
    #expect(showChain(".padding(1 + 2 * 3)") == ["padding((1 + (2 * 3)))"])
    #expect(showChain(".padding((1 + 2) * 3)") == ["padding(((1 + 2) * 3))"])
    // % is a multiplication-level operator (Swift's MultiplicationPrecedence).
    #expect(showChain(".padding(1 + 7 % 4 * 2)") == ["padding((1 + ((7 % 4) * 2)))"])
    #expect(Values.number(.binary("%", .number(-7), .number(4))) == -3)
    #expect(Values.number(.binary("%", .number(7), .number(0))) == nil)
    #expect(Values.number(.binary("%", .number(7.5), .number(2))) == nil)
  }

  @Test("ranges as arguments: closed, half-open, partial from and through (§7.4)")
  func ranges() {
    #expect(
      showChain(".lineLimit(1...3).lineLimit(0..<4).lineLimit(2...).lineLimit(...3)") == [
        "lineLimit(1...3)", "lineLimit(0..<4)", "lineLimit(2...)", "lineLimit(...3)",
      ])
    #expect(showChain(".lineLimit(1 + 1...2 * 2)") == ["lineLimit((1 + 1)...(2 * 2))"])
  }

  @Test("colours as Color.red, .red, Color(\"red\"), and inline views with modifiers")
  func colorsAndInlineViews() {
    #expect(
      showChain(".background(Color.red).overlay(.red).border(.black, width: 3)") == [
        "background(Color.red)", "overlay(.red)", "border(.black, width: 3)",
      ])
    #expect(
      showChain(".background(Color.orange.opacity(0.5))") == [
        "background(Color.orange.opacity(0.5))"
      ])
    #expect(showChain(".background(Rectangle())") == ["background(Rectangle())"])
    #expect(showChain(".background(Color(\"red\"))") == ["background(Color(\"red\"))"])
  }

  @Test("templates, positional and labelled")
  func templates() {
    #expect(
      showChain(
        ".background(:bg).overlay(alignment: .topTrailing, content: :badge).background(:bg, alignment: .top)"
      ) == [
        "background(:bg)", "overlay(alignment: .topTrailing, content: :badge)",
        "background(:bg, alignment: .top)",
      ])
  }

  @Test("closures: $0, a named parameter, _ in, as an argument and trailing")
  func closures() {
    #expect(
      showChain(".alignmentGuide(.top) { $0.height / 2 }") == [
        "alignmentGuide(.top) { ($0.height / 2) }"
      ])
    #expect(
      showChain(".alignmentGuide(.leading) { d in d[.trailing] - 10 }") == [
        "alignmentGuide(.leading) { d in (d[.trailing] - 10) }"
      ])
    #expect(
      showChain(".alignmentGuide(.bottom, computeValue: { _ in -10 })") == [
        "alignmentGuide(.bottom, computeValue: { _ in -10 })"
      ])
    #expect(
      showChain(".alignmentGuide(.top) { d in d[explicit: .top] }") == [
        "alignmentGuide(.top) { d in d[explicit: .top] }"
      ])
    // A trailing closure with no parentheses, and one holding a view.
    #expect(showChain(".overlay { Color.red }") == ["overlay() { Color.red }"])
  }

  @Test("layout values and style modifiers keep their arguments' text")
  func argumentText() {
    let calls = chain(".layoutValue(key: PreferredPosition.self, value: 1).font(.title)")
    #expect(calls.map { $0.name } == ["layoutValue", "font"])
    #expect(calls.first.map { show($0.arguments[0].value) } == "PreferredPosition.self")
    #expect(calls.last?.argumentText == ".title")
  }

  /// A quote before a non-ASCII character was read as that whole character, not as a quote,
  /// so every such string was "unterminated" (`.navigationTitle("é")`).
  @Test("non-ASCII text beside ASCII punctuation: quotes, parentheses and offsets hold")
  func nonASCIIText() throws {
    #expect(
      showChain(#".navigationTitle("é").padding(1)"#) == ["navigationTitle()", "padding(1)"])
    #expect(showChain(#".overlay { Text("日本") }"#).count == 1)
    #expect(showChain(#".help("😀 ok")"#) == ["help()"])
    // A letter with a combining mark is one character inside the string.
    #expect(showChain(".navigationTitle(\"e\u{301}\")").count == 1)
    let calls = chain(#".navigationTitle("é").padding(1)"#)
    try #require(calls.count == 2)
    #expect(calls[1].nameStart == 22)  // characters, not bytes
  }

  @Test("key paths kept as their text, force unwraps read as their operand; errors located")
  func keyPaths() throws {
    #expect(showChain(#".overlay { ForEach(xs, id: \.self) { x in Text(x) } }"#).count == 1)
    #expect(showChain(#".overlay { ForEach(xs, id: \Item.id.value) { x in Text(x) } }"#).count == 1)
    // A force unwrap touching its operand is read as the operand; `!=` stays a comparison.
    #expect(
      showChain(#".overlay { Link("Docs", destination: URL(string: "https://a.b")!) }"#).count == 1)
    #expect(showChain(".padding(x! != 1 ? 2 : 3)") == ["padding(((x != 1) ? 2 : 3))"])
    #expect(showChain(".padding(x!=1 ? 2 : 3)") == ["padding(((x != 1) ? 2 : 3))"])
    var bad = try ChainParser(#".padding(\5)"#)
    do {
      _ = try bad.parseChain()
      Issue.record("no error")
    } catch {
      #expect(error.message == "expected '.' and a property in the key path" && error.offset == 9)
    }
  }

  @Test("offsets: a call's name and each argument's value and label point into the text")
  func offsets() throws {
    //         0         1         2
    //         0123456789012345678901234567 (".padding(8)" is offsets 17..<28)
    let text = ".frame(width: 50).padding(8)"
    let calls = chain(text)
    try #require(calls.count == 2)
    #expect(calls[0].nameStart == 1)  // "frame"
    #expect(calls[0].arguments[0].labelStart == 7)  // "width"
    #expect(calls[0].arguments[0].start == 14)  // "50"
    #expect(calls[0].arguments[0].end == 16)
    #expect(calls[1].nameStart == 18)  // "padding"
    #expect(calls[1].end == 28)
  }

  @Test(
    "syntax errors say what was expected, at the right character",
    arguments: [
      // (text, offset, message) — offsets are recorded from the parser's own tokens.
      ("padding()", 0, "expected '.' to start a modifier, found 'padding'"),
      (".padding", 1, "modifier 'padding' needs parentheses: write .padding(…)"),
      (".padding(", 9, "expected a value"),
      (".padding(8", 10, "expected ')' to close the argument list"),
      (".padding(#)", 9, "unexpected character '#'"),
      (".(8)", 1, "expected a modifier name after '.'"),
      (".overlay(:)", 10, "expected a template name after ':'"),
      (".font(\"big)", 6, "unterminated string literal"),
      (".padding([.top, 8)", 17, "expected ']' to close the array"),
      (".alignmentGuide(.top) { d in d.height", 37, "expected '}' to close the closure"),
      (".padding(\\5)", 9, "expected '.' and a property in the key path"),
    ])
  func syntaxErrors(text: String, offset: Int, message: String) {
    do {
      var parser = try ChainParser(text)
      let calls = try parser.parseChain()
      Issue.record("parsed \(calls.map { $0.name }) without an error")
    } catch {
      #expect(error.offset == offset)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test("layout expressions: calls, comparisons and conditionals")
  func layoutExpressions() throws {
    func parse(_ text: String) throws -> String {
      var parser = try ChainParser(text)
      return show(try parser.parseLayoutExpression())
    }
    #expect(try parse("VStackLayout(spacing: 5)") == "VStackLayout(spacing: 5)")
    #expect(
      try parse("horizontalSizeClass == .regular ? HStackLayout() : VStackLayout()")
        == "((horizontalSizeClass == .regular) ? HStackLayout() : VStackLayout())")
    #expect(
      try parse("width >= 500 ? HStackLayout() : VStackLayout()")
        == "((width >= 500) ? HStackLayout() : VStackLayout())")
    #expect(throws: SyntaxFailure.self) { try parse("width = 5 ? HStackLayout() : VStackLayout()") }
  }
}
