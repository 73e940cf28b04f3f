import Stackup
import Testing

/// A registered layout misused from markup: the errors are located where the misuse is, as for
/// the built-in elements.
@Test func customLayoutMisuseIsLocated() {
  let markup = """
    <Preview width="200" height="100">
      <EqualWidthHStack spacng="4">
        <Color name="red" modifiers=".layoutValue(key: Rank.self, value: &quot;high&quot;)"/>
      </EqualWidthHStack>
    </Preview>
    """
  let source = SourceFile(name: "bad.xml", text: markup)
  #expect {
    try Markup.layout(source, settings: userSettings())
  } throws: { error in
    guard let error = error as? DiagnosticError else { return false }
    let text = error.rendered(in: source)
    return text.contains(
      "bad.xml:2:21: error: 'EqualWidthHStack' has no attribute 'spacng'; did you mean 'spacing'?"
    )
      && text.contains("bad.xml:3:70: error: Rank takes a finite number (its default is 0)")
  }
}
