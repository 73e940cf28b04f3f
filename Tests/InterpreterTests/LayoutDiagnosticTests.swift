import Foundation
import MarkupSyntax
import Pipeline
import TestSupport
import Testing

/// Diagnostics about layout expressions, custom layout arguments, components and imports,
/// each at its marker.
@Suite struct LayoutDiagnosticTests {
  /// An AnyLayout with the given layout expression around one Text.
  static func anyLayout(_ layout: String) -> String {
    preview("<AnyLayout layout=\"\(layout)\"><Text>a</Text></AnyLayout>")
  }

  @Test(arguments: [
    DiagnosticCase(
      "an unfinished layout", anyLayout("HStackLayout(1️⃣"),
      ["1️⃣": .error("layout-syntax", "expected a value, found the end of the attribute")]),
    DiagnosticCase(
      "not a layout", anyLayout("1️⃣5"),
      [
        "1️⃣": .error(
          "layout-syntax",
          "expected a layout such as HStackLayout(spacing: 10), or a condition choosing between two"
        )
      ]),
    DiagnosticCase(
      "an unknown layout, with a suggestion", anyLayout("1️⃣HStakLayout(spacing: 3)"),
      ["1️⃣": .error("unknown-layout", "unknown layout 'HStakLayout'; did you mean 'HStackLayout'?")]),
    DiagnosticCase(
      "an unknown layout in a branch points at its name",
      anyLayout("width > 5 ? VStackLayout() : 1️⃣HStakLayout()"),
      ["1️⃣": .error("unknown-layout", "unknown layout 'HStakLayout'")]),
    DiagnosticCase(
      "layout arguments are labelled", anyLayout("HStackLayout(1️⃣3)"),
      [
        "1️⃣": .error(
          "layout-argument", "HStackLayout arguments are labelled, e.g. HStackLayout(spacing: 10)")
      ]),
    DiagnosticCase(
      "an unknown layout argument, with a suggestion", anyLayout("HStackLayout(1️⃣spacng: 3)"),
      [
        "1️⃣": .error(
          "layout-argument", "HStackLayout has no argument 'spacng'; did you mean 'spacing'?")
      ]),
    DiagnosticCase(
      "a layout argument of the wrong kind quotes what was written",
      anyLayout("HStackLayout(spacing: 1️⃣wide)"),
      [
        "1️⃣": .error(
          "bad-layout-argument", "HStackLayout spacing must be a finite number, not 'wide'")
      ]),
    DiagnosticCase(
      "an alignment of the other axis", anyLayout("HStackLayout(alignment: 1️⃣.leading)"),
      ["1️⃣": .error("bad-layout-argument", "'leading' is not a VerticalAlignment")]),
    DiagnosticCase(
      "a custom layout's attribute",
      preview(#"<FlowLayout spacing="1️⃣x"><Text>a</Text></FlowLayout>"#),
      ["1️⃣": .error("bad-layout-argument", "FlowLayout spacing must be a finite number, not 'x'")]),
    DiagnosticCase(
      "conditions on something else", anyLayout("1️⃣height > 3 ? HStackLayout() : VStackLayout()"),
      ["1️⃣": .error("layout-condition", "a layout condition tests horizontalSizeClass or width")]),
    DiagnosticCase(
      "width compared to a case", anyLayout("1️⃣width == .regular ? HStackLayout() : VStackLayout()"),
      [
        "1️⃣": .error(
          "layout-condition",
          "compare width with <, <=, > or >= to a number or to height, e.g. width > 500 or width > height"
        )
      ]),
    DiagnosticCase(
      "an unknown size class",
      anyLayout("1️⃣horizontalSizeClass == .big ? HStackLayout() : VStackLayout()"),
      [
        "1️⃣": .error(
          "layout-condition", "compare horizontalSizeClass with == or != to .compact or .regular")
      ]),
    DiagnosticCase(
      "a condition that is no comparison", anyLayout("1️⃣true ? HStackLayout() : VStackLayout()"),
      [
        "1️⃣": .error(
          "layout-condition",
          "a layout condition compares horizontalSizeClass or width, e.g. width > 500")
      ]),
  ])
  func layoutExpressions(_ c: DiagnosticCase) { c.check() }

  @Test(arguments: [
    DiagnosticCase(
      "a component without a name; with a built-in's name",
      preview(
        #"1️⃣<Component><Text>a</Text></Component><Component name="2️⃣HStack"><Text>a</Text></Component><Text>b</Text>"#
      ),
      [
        "1️⃣": .error("component", "a Component needs a name"),
        "2️⃣": .error("component", "'HStack' is a built-in element; choose another component name"),
      ]),
    DiagnosticCase(
      "a component defined twice; a bad root",
      preview(
        #"<Component name="A"><Text>a</Text></Component>1️⃣<Component name="A"><Text>a</Text></Component><Component name="B" root="2️⃣bin"><Text>a</Text></Component><Text>b</Text>"#
      ),
      [
        "1️⃣": .error("component", "component 'A' is defined twice"),
        "2️⃣": .error("component", "root is unary or multi, not 'bin'"),
      ]),
    DiagnosticCase(
      "bad parameters: no name, a reserved name, an unknown type",
      preview(
        #"<Component name="A">1️⃣<Parameter/><Parameter name="2️⃣id"/><Parameter name="n" type="3️⃣int"/><Text>a</Text></Component><Text>b</Text>"#
      ),
      [
        "1️⃣": .error("component", "a Parameter needs a name"),
        "2️⃣": .error("component", "'id' is reserved (id, modifiers, template)"),
        "3️⃣": .error("component", "parameter type is string, number or bool, not 'int'"),
      ]),
    DiagnosticCase(
      "arguments: not a number, not a bool, a required one missing, a misspelt one",
      preview(
        #"<Component name="A"><Parameter name="n" type="number"/><Parameter name="b" type="bool"/><Parameter name="label" required="true"/><Text>a</Text></Component><VStack><A n="1️⃣wide" label="x"/><A b="2️⃣yes" label="x"/>3️⃣<A/><A label="x" 4️⃣lable="y"/></VStack>"#
      ),
      [
        "1️⃣": .error("component-argument", "'n' of A is a number, not 'wide'"),
        "2️⃣": .error("component-argument", "'b' of A is true or false, not 'yes'"),
        "3️⃣": .error("component-argument", "A needs its parameter 'label'"),
        "4️⃣": .error("unknown-attribute", "'A' has no attribute 'lable'; did you mean 'label'?"),
      ]),
    DiagnosticCase(
      "a component using itself: one error at the use that closes the cycle, no cascade",
      preview(#"<Component name="A"><B/></Component><Component name="B">1️⃣<A/></Component><A/>"#),
      ["1️⃣": .error("component-recursion", "component 'A' uses itself (A → B → A)")]),
    DiagnosticCase(
      "children given to a component without a slot",
      preview(#"<Component name="A"><Text>a</Text></Component><A>1️⃣<Text>c</Text></A>"#),
      ["1️⃣": .error("component-slot", "component 'A' has no <Slot/>, so it takes no child views")]),
    DiagnosticCase(
      "a component with no view",
      preview(#"<Component name="A"></Component>1️⃣<A/>"#),
      ["1️⃣": .error("component-empty", "component 'A' has no view in its body")]),
    DiagnosticCase(
      "a slot outside a component",
      preview("1️⃣<Slot/>"),
      ["1️⃣": .error("slot-outside-component", "<Slot/> can only be used in a Component's body")]),
  ])
  func components(_ c: DiagnosticCase) { c.check() }

  /// A folder with `files` written in it, removed after `body`.
  private func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try body(folder)
  }

  @Test("import errors: no file, a path outside the folder, a missing file, standard input")
  func importErrors() throws {
    try withFolder([:]) { folder in
      assertDiagnostics(
        preview(
          #"<VStack>1️⃣<Import/><Import file="2️⃣../up.xml"/><Import file="3️⃣/abs.xml"/><Import file="4️⃣lib.txt"/><Import file="5️⃣missing.xml"/><Text>a</Text></VStack>"#
        ),
        expected: [
          "1️⃣": .error("import", "Import needs file=\"…\""),
          "2️⃣": .error("import", "an import path may not leave this file's folder with '..'"),
          "3️⃣": .error(
            "import", "an import path must be relative to this file's folder, not absolute"),
          "4️⃣": .error("import", "an import names a .xml file"),
          "5️⃣": .error("import", "cannot read"),
        ], fileName: folder.appendingPathComponent("main.xml").path)
    }
    assertDiagnostics(
      preview(#"<Import file="1️⃣lib.xml"/><Text>a</Text>"#),
      expected: ["1️⃣": .error("import", "a document read from standard input cannot import files")],
      fileName: "<stdin>")
  }

  @Test("an error inside an imported file names that file, with its own line and column")
  func errorInImportedFile() throws {
    try withFolder([
      "lib.xml":
        "<Components>\n  <Component name=\"Tag\">\n    <Txt/>\n  </Component>\n</Components>\n"
    ]) { folder in
      let main = SourceFile(
        name: folder.appendingPathComponent("main.xml").path,
        text: preview(#"<Import file="lib.xml"/><Tag/>"#))
      let (diagnostics, _) = collectDiagnostics(main)
      try #require(diagnostics.count == 1, "\(diagnostics)")
      let d = diagnostics[0]
      #expect(d.id == "unknown-element")
      #expect(d.message == "unknown element 'Txt'; did you mean 'Text'?")
      #expect(d.file?.name == folder.appendingPathComponent("lib.xml").path)
      // Line 3, column 6: the name after "    <".
      #expect(d.location?.line == 3 && d.location?.column == 6)
      #expect(d.rendered(in: main).hasSuffix("    <Txt/>\n     ^~~"))
    }
  }
}
