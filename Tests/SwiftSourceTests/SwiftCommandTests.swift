// The commands on .swift files, run as a user runs them: render, convert, check, --view,
// --data, and diagnostics shown at the Swift code with its line and a caret.
#if SwiftSource
  import Foundation
  import Testing
  import TestSupport

  @Suite struct SwiftCommandTests {
    static let view = """
      import SwiftUI

      struct Greeting: View {
        let name: String
        var body: some View {
          VStack(spacing: 4) {
            Text("Hello, \\(name)").font(.title)
            Text(model.subtitle)
              .padding(.leading, model.inset)
          }
          .id("stack")
        }
      }

      struct Other: View {
        var body: some View { Color.blue.frame(width: 40, height: 40).id("square") }
      }

      // stackup: width=200 height=100
      // stackup-expect: <Expect width="200" height="100">
      // stackup-expect:   <Frame id="stack" height="59"/>
      // stackup-expect: </Expect>
      #Preview {
        Greeting(name: "Ada")
      }
      """

    func withFile(_ text: String = view, _ body: (URL) throws -> Void) throws {
      let file = try StackupBinary.temporaryFile(named: "Greeting.swift", contents: text)
      defer { StackupBinary.removeTemporaryFile(file) }
      try body(file)
    }

    @Test("render: warnings at the Swift code, with its line and a caret; exit 0")
    func locatedWarnings() throws {
      try withFile { file in
        let run = try StackupBinary.run(["render", file.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
          run.stderr.contains(
            """
            \(file.path):8:12: warning: 'model.subtitle' has no value here; its text is a placeholder (give it with --data, or a literal)
                  Text(model.subtitle)
                       ^~~~~~~~~~~~~~
            """), "\(run.stderr)")
        // The interpreter's refusal of the padding's argument, left out, shown at the Swift call.
        #expect(
          run.stderr.contains(
            """
            \(file.path):9:9: warning: 'model' is the app's own value, which Stackup cannot compute: '.padding' is left out (give it with --data, or a literal)
                    .padding(.leading, model.inset)
                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """), "\(run.stderr)")
        #expect(!run.stderr.contains("error"))
        #expect(run.stdout.contains("\"text\": \"Hello, Ada\""))
      }
    }

    @Test("an error the conversion cannot mend is shown at the Swift code, exit 1")
    func mappedErrors() throws {
      let text = """
        import SwiftUI
        struct G: View {
          var body: some View {
            LazyVGrid(columns: [GridItem(.weird)]) { Text("A") }
          }
        }
        #Preview { G() }
        """
      try withFile(text) { file in
        let run = try StackupBinary.run(["render", file.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(file.path):4:5: error: "), "\(run.stderr)")
        #expect(
          run.stderr.contains(
            "    LazyVGrid(columns: [GridItem(.weird)]) { Text(\"A\") }\n    ^~~~"))
      }
    }

    @Test("a grid's columns read from the app's constants: two flexible columns stand in")
    func gridColumnsStandIn() throws {
      let text = """
        import SwiftUI
        struct Archive: View {
          private let gridItems = [
            GridItem(.adaptive(minimum: Defaults.gridWidth, maximum: Defaults.gridWidth))
          ]
          var body: some View {
            LazyVGrid(columns: gridItems) {
              ForEach(0..<4) { i in Color.red.frame(height: 40) }
            }
          }
        }
        // stackup: width=200 height=200
        #Preview { Archive() }
        """
      try withFile(text) { file in
        let run = try StackupBinary.run(["render", file.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
          run.stderr.contains(
            "'Defaults.gridWidth' has no value the file gives; a stand-in is used: columns="),
          "\(run.stderr)")
        #expect(!run.stderr.contains("error"), "\(run.stderr)")
        // Two flexible columns of (200 − 8) / 2 = 96: the second cell starts at 104.
        #expect(
          run.stdout.contains("\"x\" : 104") || run.stdout.contains("\"x\": 104"),
          "\(run.stdout.prefix(2000))")
      }
    }

    @Test("a file Swift cannot parse is a located error, exit 1")
    func syntaxError() throws {
      let text =
        "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"a\"\n  }\n}\n"
      try withFile(text) { file in
        let run = try StackupBinary.run(["render", file.path])
        #expect(run.status == 1)
        #expect(
          run.stderr
            == "\(file.path):4:13: error: the Swift file does not parse: expected ')' here\n    Text(\"a\"\n            ^\n"
        )
      }
    }

    @Test("--view picks a view; --data gives its values")
    func viewAndData() throws {
      try withFile { file in
        let other = try StackupBinary.run([
          "render", file.path, "--view", "Other", "--format", "json",
        ])
        #expect(other.status == 0, "\(other.stderr)")
        #expect(other.stdout.contains("\"id\": \"square\""))
        let missing = try StackupBinary.run(["render", file.path, "--view", "Nope"])
        #expect(missing.status == 1)
        #expect(
          missing.stderr.contains("declares no view named 'Nope' (its views: Greeting, Other)"))
        let data = file.deletingLastPathComponent().appendingPathComponent("data.json")
        try Data(#"{"name": "Grace", "subtitle": "x"}"#.utf8).write(to: data)
        let run = try StackupBinary.run(
          ["render", file.path, "--view", "Greeting", "--data", data.path, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"text\": \"Hello, Grace\""))
      }
    }

    @Test("convert prints the markup with the warnings as comments")
    func convert() throws {
      try withFile { file in
        let run = try StackupBinary.run(["convert", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("<!-- Converted from \(file.path) by stackup convert. -->\n"))
        #expect(
          run.stdout.contains(
            "<!-- \(file.path):8:12: warning: 'model.subtitle' has no value here; its text is a placeholder (give it with \u{2011}\u{2011}data, or a literal) -->"
          ))
        #expect(run.stdout.contains(#"<Text modifiers=".font(.title)">Hello, Ada</Text>"#))
        #expect(run.stdout.contains(#"<VStack spacing="4" id="stack">"#))
      }
    }

    @Test("check: a view passes when it renders and its // stackup-expect: frames hold")
    func check() throws {
      try withFile { file in
        let pass = try StackupBinary.run(["check", file.path])
        #expect(pass.status == 0, "\(pass.stdout)")
        #expect(pass.stdout == "PASS \(file.path)\n1 passed, 0 failed\n")
      }
      try withFile(Self.view.replacingOccurrences(of: "height=\"59\"", with: "height=\"60\"")) {
        file in
        let fail = try StackupBinary.run(["check", file.path])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("stack.height: expected 60, actual 59"), "\(fail.stdout)")
      }
    }
  }
#endif
