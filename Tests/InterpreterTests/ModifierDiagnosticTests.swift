import TestSupport
import Testing

/// Diagnostics about modifier chains, each at its marker inside the `modifiers` value. Columns
/// are recorded Stackup choices: a name's errors point at the name, an argument's at its value
/// (or its label, for a wrong label).
@Suite struct ModifierDiagnosticTests {
  /// A Text with the given modifiers in a 200 × 200 Preview.
  static func text(_ modifiers: String) -> String {
    preview("<Text modifiers=\"\(modifiers)\">Hi</Text>")
  }

  @Test(arguments: [
    DiagnosticCase(
      "a syntax error", text(".padding(1️⃣#)"),
      ["1️⃣": .error("modifier-syntax", "unexpected character '#'")]),
    DiagnosticCase(
      "an unfinished call", text(".padding(1️⃣"),
      ["1️⃣": .error("modifier-syntax", "expected a value, found the end of the attribute")]),
    DiagnosticCase(
      "a modifier without its dot", text("1️⃣padding()"),
      ["1️⃣": .error("modifier-syntax", "expected '.' to start a modifier, found 'padding'")]),
    DiagnosticCase(
      "an unknown modifier, with a suggestion", text(".frame(width: 10).1️⃣pading(8)"),
      [
        "1️⃣": .warning(
          "unknown-modifier",
          "unknown modifier 'pading' (no layout effect here); did you mean 'padding'?")
      ]),
    DiagnosticCase(
      "a wrong label, with a suggestion", text(".frame(width: 10, 1️⃣hieght: 5)"),
      [
        "1️⃣": .error(
          "bad-argument-label", "'frame' has no argument 'hieght' here; did you mean 'height'?")
      ]),
    DiagnosticCase(
      "an extra unlabelled argument", text(".offset(1️⃣5)"),
      ["1️⃣": .error("bad-argument-label", "extra unlabelled argument to 'offset'")]),
    DiagnosticCase(
      "a length that is not a number", text(".frame(width: 1️⃣&quot;wide&quot;)"),
      ["1️⃣": .error("bad-argument", "width must be a number, .infinity or nil")]),
    DiagnosticCase(
      "NaN", text(".frame(width: 1️⃣.nan)"), ["1️⃣": .error("bad-number", "width is NaN")]),
    DiagnosticCase(
      "a misspelt alignment, with a suggestion", text(".frame(alignment: 1️⃣.topLeadin)"),
      [
        "1️⃣": .error(
          "bad-argument", "expected an Alignment such as .topLeading; did you mean 'topLeading'?")
      ]),
    DiagnosticCase(
      "padding: not a length; two lengths; infinite lengths",
      preview(
        #"<VStack><Text modifiers=".padding(1️⃣&quot;x&quot;)">a</Text><Text modifiers=".padding(10, 2️⃣20)">b</Text><Text modifiers=".padding(.top, 3️⃣.infinity)">c</Text><Text modifiers=".padding(EdgeInsets(top: 4️⃣.infinity))">d</Text><Text modifiers=".padding(5️⃣.infinity)">e</Text></VStack>"#
      ),
      [
        "1️⃣": .error("bad-argument", "padding takes a length, edges such as .horizontal"),
        "2️⃣": .error("bad-argument", "padding(length) takes one argument"),
        "3️⃣": .error("bad-argument", "padding length must be finite"),
        "4️⃣": .error("bad-argument", "EdgeInsets top must be a finite number"),
        "5️⃣": .error("bad-argument", "padding length must be finite"),
      ]),
    DiagnosticCase(
      "fixedSize takes booleans", text(".fixedSize(horizontal: 1️⃣1)"),
      ["1️⃣": .error("bad-argument", "expected true or false")]),
    DiagnosticCase(
      "offset and position take finite numbers",
      text(".offset(x: 1️⃣.infinity).position(y: 2️⃣-.infinity)"),
      [
        "1️⃣": .error("bad-argument", "offset needs finite numbers"),
        "2️⃣": .error("bad-argument", "position needs finite numbers"),
      ]),
    DiagnosticCase(
      "lineLimit takes a whole number of lines or nil", text(".lineLimit(1️⃣0).lineLimit(2️⃣1.5)"),
      [
        "1️⃣": .error("bad-argument", "lineLimit takes a whole number of lines (1 or more) or nil"),
        "2️⃣": .error("bad-argument", "lineLimit takes a whole number of lines"),
      ]),
    DiagnosticCase(
      "border takes a colour", text(".border(1️⃣5)"),
      ["1️⃣": .error("bad-argument", "border needs a colour such as .blue")]),
    DiagnosticCase(
      "a priority cannot be nil", text(".layoutPriority(1️⃣nil)"),
      ["1️⃣": .error("bad-argument", "a priority cannot be nil")]),
    DiagnosticCase(
      "missing arguments point at the modifier's name",
      text(
        ".1️⃣layoutPriority().2️⃣overlay().3️⃣alignmentGuide(.top).4️⃣lineLimit().5️⃣layoutValue(key: PreferredPosition.self).6️⃣alignmentGuide()"
      ),
      [
        "1️⃣": .error("missing-argument", "'layoutPriority' needs a priority"),
        "2️⃣": .error(
          "missing-argument", "'overlay' needs content: a template (:name), a colour or a view"),
        "3️⃣": .error("missing-argument", "alignmentGuide needs a closure, e.g. { d in d[.bottom] }"),
        "4️⃣": .error("missing-argument", "lineLimit needs a number of lines or nil"),
        "5️⃣": .error("missing-argument", "layoutValue needs key: and value:"),
        "6️⃣": .error("missing-argument", "alignmentGuide needs a guide such as .top"),
      ]),
    DiagnosticCase(
      "frame warnings: infinite minimum, contradictory, negative",
      preview(
        #"<VStack><Text modifiers=".frame(minWidth: 1️⃣.infinity)">a</Text><Text modifiers=".frame(minWidth: 2️⃣50, maxWidth: 10)">b</Text><Text modifiers=".frame(width: 3️⃣-5)">c</Text></VStack>"#
      ),
      [
        "1️⃣": .warning("frame-infinite", "minWidth of .infinity is not a valid frame length"),
        "2️⃣": .warning(
          "frame-contradictory", "contradictory frame constraints: minWidth is larger than maxWidth"
        ),
        "3️⃣": .warning(
          "frame-invalid",
          "SwiftUI ignores a width of -5 (negative or non-finite lengths count as nil)"),
      ]),
    DiagnosticCase(
      "coordinateSpace: no name; a wrong label; a name that is not a string",
      preview(
        #"<VStack><Text modifiers=".1️⃣coordinateSpace()">a</Text><Text modifiers=".coordinateSpace(2️⃣title: &quot;x&quot;)">b</Text><Text modifiers=".coordinateSpace(3️⃣.named(Space.list))">c</Text></VStack>"#
      ),
      [
        "1️⃣": .error("bad-argument", #"coordinateSpace takes .named("name") or name: "name""#),
        "2️⃣": .error("bad-argument", #"coordinateSpace takes .named("name") or name: "name""#),
        "3️⃣": .warning(
          "coordinate-space",
          #"Stackup reads a coordinate space named by a string (.named("name")); this one is left out, so frame(in:) with it reads the global frame"#
        ),
      ]),
  ])
  func arguments(_ c: DiagnosticCase) { c.check() }

  @Test(arguments: [
    DiagnosticCase(
      "an ambiguous .center guide", text(".alignmentGuide(1️⃣.center) { _ in 0 }"),
      [
        "1️⃣": .error(
          "ambiguous-guide",
          "'.center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center"
        )
      ]),
    DiagnosticCase(
      "not a guide", text(".alignmentGuide(1️⃣.foo) { _ in 0 }"),
      ["1️⃣": .error("bad-argument", "expected an alignment guide such as .top or .leading")]),
    DiagnosticCase(
      "a bad trailing closure is underlined from its brace",
      text(".alignmentGuide(.top) 1️⃣{ d in d.widht }"),
      [
        "1️⃣": .error(
          "bad-closure", "ViewDimensions has no member 'widht'; use width, height or d[guide]")
      ]),
    DiagnosticCase(
      "a bad computeValue closure", text(".alignmentGuide(.top, computeValue: 1️⃣{ d in e })"),
      ["1️⃣": .error("bad-closure", "unknown name 'e' in the closure; its parameter is 'd'")]),
    DiagnosticCase(
      "a closure that is not about dimensions",
      text(".alignmentGuide(.top, computeValue: 1️⃣{ d in d })"),
      ["1️⃣": .error("bad-closure", "use a dimension of 'd', such as d.width or d[.top]")]),
    DiagnosticCase(
      "the app's own view is a placeholder, warned; an element is checked as in markup",
      text(
        ".background(1️⃣KFImage(url).resizable()).overlay(alignment: .top, content: ProgressView(2️⃣valu: 0.5))"
      ),
      [
        "1️⃣": .warning(
          "app-view",
          "'KFImage' is the app's own view, which Stackup cannot lay out without its body: a placeholder colour fills its proposal; declare it as <Component name=\"KFImage\"> to lay it out"
        ),
        "2️⃣": .error(
          "unknown-attribute", "'ProgressView' has no attribute 'valu'; did you mean 'value'?"),
      ]),
    DiagnosticCase(
      "an element's value, labels and unlabelled argument are checked where they are written",
      text(
        ".overlay { Toggle(isOn: true) { Text(1️⃣title) } }.background2️⃣ { Slider(3️⃣valeu: 0.5) }"
      ),
      [
        "1️⃣": .error(
          "bad-argument",
          "expected a string or a declared <Constant>: 'Text' shows its argument as text"),
        "2️⃣": .error("missing-attribute", "'Slider' needs its value"),
        "3️⃣": .error(
          "unknown-attribute", "'Slider' has no attribute 'valeu'; did you mean 'value'?"),
      ]),
    DiagnosticCase(
      "not a view", text(".background(1️⃣42).overlay(alignment: .top, content: 2️⃣AnyView(x))"),
      [
        "1️⃣": .error(
          "bad-view",
          "expected a view here: a template such as :badge, a colour such as .red, or a shape such as Rectangle()"
        ),
        "2️⃣": .error("unsupported-element", "`AnyView` is not supported yet; use `Group`"),
      ]),
    DiagnosticCase(
      "a missing template, with a suggestion",
      preview(#"<Text modifiers=".overlay(1️⃣:bdge)">Hi<Circle template="badge"/></Text>"#),
      ["1️⃣": .error("missing-template", "no template named 'bdge'; did you mean 'badge'?")]),
    DiagnosticCase(
      "resizable on a Text, and after another modifier on an Image",
      preview(
        #"<VStack><Text modifiers=".1️⃣resizable()">a</Text><Image width="10" height="10" modifiers=".padding().2️⃣resizable()"/></VStack>"#
      ),
      [
        "1️⃣": .error(
          "resizable-misplaced", "resizable() applies to an Image, before any other modifier"),
        "2️⃣": .error(
          "resizable-misplaced", "resizable() applies to an Image, before any other modifier"),
      ]),
    DiagnosticCase(
      "resizable on a view expression that is not an Image (its table entry)",
      text(".background(1️⃣Color.red.resizable())"),
      [
        "1️⃣": .error(
          "resizable-misplaced", "resizable() applies to an Image, before any other modifier")
      ]),
    DiagnosticCase(
      "an undeclared layout value key, with a suggestion",
      preview(
        #"<LayoutValueKey name="Rank" defaultValue="0"/><Text modifiers=".layoutValue(key: 1️⃣Rnk.self, value: 1)">a</Text>"#
      ),
      [
        "1️⃣": .error(
          "unknown-layout-value-key", "unknown LayoutValueKey 'Rnk'; did you mean 'Rank'?")
      ]),
    DiagnosticCase(
      "a key that is not a type", text(".layoutValue(key: 1️⃣5, value: 1)"),
      ["1️⃣": .error("bad-argument", "the key is a LayoutValueKey type, e.g. PreferredPosition.self")]
    ),
    DiagnosticCase(
      "a layout value of the wrong type",
      text(".layoutValue(key: PreferredPosition.self, value: 1️⃣true)"),
      [
        "1️⃣": .error(
          "layout-value-type", "PreferredPosition takes a finite number (its default is 0)")
      ]),
  ])
  func viewsGuidesAndValues(_ c: DiagnosticCase) { c.check() }

  @Test("several mistakes in one chain are each reported")
  func severalAtOnce() {
    assertDiagnostics(
      Self.text(".1️⃣fram(width: 10).padding(2️⃣&quot;x&quot;).frame(width: 10, 3️⃣heigth: 2)"),
      expected: [
        "1️⃣": .warning("unknown-modifier", "did you mean 'frame'?"),
        "2️⃣": .error("bad-argument", "padding takes a length"),
        "3️⃣": .error("bad-argument-label", "did you mean 'height'?"),
      ])
  }
}
