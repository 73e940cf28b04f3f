import TestSupport
import Testing

/// Diagnostics about elements and their attributes, each asserted at its marker. Columns are
/// recorded Stackup choices: an element's errors point at its `<` (or its name, for an unknown
/// one), an attribute's at its name, a bad value at its first character.
@Suite struct ElementDiagnosticTests {
  @Test(arguments: [
    DiagnosticCase(
      "unknown element, with a suggestion",
      preview("<VStack><1️⃣HStak/></VStack>"),
      ["1️⃣": .error("unknown-element", "unknown element 'HStak'; did you mean 'HStack'?")]),
    DiagnosticCase(
      "inside an unknown element, errors are still found",
      preview(#"<1️⃣Gizmo><Text 2️⃣colr="x">a</Text></Gizmo>"#),
      [
        "1️⃣": .error("unknown-element", "unknown element 'Gizmo'"),
        "2️⃣": .error("unknown-attribute", "'Text' has no attribute 'colr'"),
      ]),
    DiagnosticCase(
      "unknown attribute, with a suggestion",
      preview(#"<HStack 1️⃣spacng="8"><Text>a</Text></HStack>"#),
      [
        "1️⃣": .error(
          "unknown-attribute", "'HStack' has no attribute 'spacng'; did you mean 'spacing'?")
      ]),
    DiagnosticCase(
      "a number attribute that is not a number",
      preview(#"<HStack spacing="1️⃣wide"><Text>a</Text></HStack>"#),
      ["1️⃣": .error("bad-number", "'spacing' must be a number, not 'wide'")]),
    DiagnosticCase(
      "a Preview size that is not positive",
      #"<Preview width="1️⃣-5" height="2️⃣x"><Text>a</Text></Preview>"#,
      [
        "1️⃣": .error("bad-number", "'width' must be a positive number up to 1000000, not '-5'"),
        "2️⃣": .error("bad-number", "'height' must be a positive number"),
      ]),
    DiagnosticCase(
      "an alignment of the other axis lists the valid ones",
      preview(#"<HStack alignment="1️⃣leading"><Text>a</Text></HStack>"#),
      [
        "1️⃣": .error(
          "bad-value",
          "'leading' is not a valid alignment; use bottom, center, firstTextBaseline, lastTextBaseline, top"
        )
      ]),
    DiagnosticCase(
      "a misspelt alignment, with a suggestion",
      preview(#"<ZStack alignment="1️⃣.topLeadin"><Text>a</Text></ZStack>"#),
      ["1️⃣": .error("bad-value", "'topLeadin' is not a valid alignment; did you mean 'topLeading'?")]
    ),
    DiagnosticCase(
      "ViewThatFits takes axes",
      preview(#"<ViewThatFits in="1️⃣diagonal"><Text>a</Text></ViewThatFits>"#),
      ["1️⃣": .error("bad-value", "'diagonal' is not an axis")]),
    DiagnosticCase(
      "the size class is compact or regular",
      #"<Preview width="100" height="100" horizontalSizeClass="1️⃣large"><Text>a</Text></Preview>"#,
      ["1️⃣": .error("bad-value", "horizontalSizeClass is compact or regular, not 'large'")]),
    DiagnosticCase(
      "required attributes",
      preview(
        #"<VStack>1️⃣<Color/>2️⃣<Image width="3"/>3️⃣<AnyLayout><Text>a</Text></AnyLayout>4️⃣<If><Text>a</Text></If></VStack>"#
      ),
      [
        "1️⃣": .error("missing-attribute", "'Color' needs a name"),
        "2️⃣": .error("missing-attribute", "'Image' needs its point size"),
        "3️⃣": .error("missing-attribute", "'AnyLayout' needs layout="),
        "4️⃣": .error("missing-attribute", "'If' needs condition="),
      ]),
    DiagnosticCase(
      "an unknown colour is a warning, with a suggestion",
      preview(#"<Color name="1️⃣redd"/>"#),
      [
        "1️⃣": .warning(
          "unknown-color",
          "'redd' is not a standard SwiftUI colour (drawn as a neutral placeholder); did you mean 'red'?"
        )
      ]),
    DiagnosticCase(
      "an unknown border colour is a warning too",
      preview(#"<Color name="red" modifiers=".border(1️⃣.blu, width: 2)"/>"#),
      [
        "1️⃣": .warning(
          "unknown-color",
          "'blu' is not a standard SwiftUI colour (drawn as a neutral placeholder); did you mean 'blue'?"
        )
      ]),
    DiagnosticCase(
      "children and text where none are taken",
      preview("<VStack><Spacer>1️⃣<Text>x</Text></Spacer><Divider>  2️⃣hello</Divider></VStack>"),
      [
        "1️⃣": .error(
          "unexpected-child", "'Spacer' takes no child views; 'Text' is not allowed here"),
        "2️⃣": .error("unexpected-text", "'Divider' takes no text content"),
      ]),
    DiagnosticCase(
      "ForEach: both count and range",
      preview(#"<ForEach 1️⃣count="3" range="0...2"><Text>x</Text></ForEach>"#),
      ["1️⃣": .error("forEach-both", "give ForEach either count or range, not both")]),
    DiagnosticCase(
      "ForEach: a bad count, a bad range, neither",
      preview(
        #"<VStack><ForEach count="1️⃣-1"><Text>x</Text></ForEach><ForEach range="2️⃣3...1"><Text>x</Text></ForEach>3️⃣<ForEach><Text>x</Text></ForEach></VStack>"#
      ),
      [
        "1️⃣": .error(
          "forEach-count", "ForEach count must be a whole number from 0 to 100000, not '-1'"),
        "2️⃣": .error(
          "forEach-range",
          "ForEach range must look like 0...3 or 0..<4 with the lower bound first, not '3...1'"),
        "3️⃣": .error("forEach-missing", "ForEach needs count=\"N\" or range=\"0...3\""),
      ]),
    DiagnosticCase(
      "a Button with no label",
      preview("<VStack>1️⃣<Button/></VStack>"),
      ["1️⃣": .error("empty-button", "'Button' needs a title or a label view")]),
    DiagnosticCase(
      "an empty Preview",
      #"1️⃣<Preview width="100" height="100"><Component name="A"><Text>x</Text></Component></Preview>"#,
      ["1️⃣": .error("empty-preview", "the Preview has no content")]),
    DiagnosticCase(
      "a Preview inside the document, alone: no cascade about the empty Preview",
      preview("1️⃣<Preview/>"),
      ["1️⃣": .error("nested-preview", "'Preview' can only be the document's root element")]),
    DiagnosticCase(
      "Else outside If, and twice in one If",
      preview(
        #"<VStack>1️⃣<Else/><If condition="horizontalSizeClass == .compact"><Text>a</Text><Else/>2️⃣<Else/></If></VStack>"#
      ),
      [
        "1️⃣": .error("else-outside-if", "'Else' belongs directly inside an 'If'"),
        "2️⃣": .error("if-else", "an 'If' has at most one 'Else'"),
      ]),
    DiagnosticCase(
      "an If condition that no value decides",
      preview(#"<If condition="1️⃣1 + 2"><Text>a</Text></If>"#),
      [
        "1️⃣": .error(
          "condition",
          "a condition here must be decided from constants, literals and the environment (horizontalSizeClass, verticalSizeClass, colorScheme, dynamicTypeSize, isEnabled)"
        )
      ]),
    DiagnosticCase(
      "an If condition on the app's own state shows its first branch, warned",
      preview(
        #"<If condition="!1️⃣viewModel.isLoading &amp;&amp; Brand.showsTips"><Text>a</Text></If>"#),
      [
        "1️⃣": .warning(
          "app-value",
          "'viewModel' is the app's own value, which Stackup cannot compute: the If's first branch is shown; declare it with <Constant name=\"viewModel\" value=\"…\"/> to decide it"
        )
      ]),
    DiagnosticCase(
      "a misspelt constant in an If condition stays an error",
      #"<Preview width="100" height="100"><Constant name="showBadge" value="true"/><If condition="1️⃣showBadges"><Text>a</Text></If></Preview>"#,
      ["1️⃣": .error("unknown-constant", "unknown constant 'showBadges'; did you mean 'showBadge'?")]),
    DiagnosticCase(
      "an If condition that does not parse",
      preview(#"<If condition="horizontalSizeClass 1️⃣= .regular"><Text>a</Text></If>"#),
      ["1️⃣": .error("condition-syntax", "'=' is not a comparison; use ==, !=, <, >, <= or >=")]),
  ])
  func reported(_ c: DiagnosticCase) { c.check() }

  @Test(arguments: [
    DiagnosticCase(
      "a key needs a name and a default",
      preview(#"1️⃣<LayoutValueKey defaultValue="0"/>2️⃣<LayoutValueKey name="K"/><Text>a</Text>"#),
      [
        "1️⃣": .error("layout-value-key", "LayoutValueKey needs a name"),
        "2️⃣": .error("layout-value-key", "LayoutValueKey 'K' needs a defaultValue"),
      ]),
    DiagnosticCase(
      "a default that is not of its type; an unknown type",
      preview(
        #"<LayoutValueKey name="A" type="number" defaultValue="1️⃣x"/><LayoutValueKey name="B" type="bool" defaultValue="2️⃣1"/><LayoutValueKey name="C" type="3️⃣int" defaultValue="1"/><Text>a</Text>"#
      ),
      [
        "1️⃣": .error("layout-value-key", "defaultValue 'x' is not a number"),
        "2️⃣": .error("layout-value-key", "defaultValue '1' is not true or false"),
        "3️⃣": .error("layout-value-key", "type 'int' is not number, string or bool"),
      ]),
    DiagnosticCase(
      "a key declared again with another type",
      preview(#"1️⃣<LayoutValueKey name="PreferredPosition" defaultValue="true"/><Text>a</Text>"#),
      [
        "1️⃣": .error(
          "layout-value-key",
          "LayoutValueKey 'PreferredPosition' is already declared with another type")
      ]),
  ])
  func layoutValueKeys(_ c: DiagnosticCase) { c.check() }
}
