import Foundation
import TestSupport
import Testing

/// Every sample and every layout spec validates against schemas/stackup.rng with xmllint
/// (libxml2-utils), and the schema rejects what it promises to reject.
@Suite(.needs(.xmllint)) struct MarkupSchemaTests {
  static let schema = "schemas/stackup.rng"

  static let samples = Tools.files(under: "samples", suffix: ".xml", recursive: false)
  /// Every spec but the broken-markup corpus (`invalid/`), whose mistakes range from structure
  /// the schema sees (an `Else` outside an `If`) to values it cannot (a misspelt modifier).
  static let specs = Tools.files(
    under: "Tests/FixtureTests/Fixtures", suffix: ".xml", recursive: true
  )
  .filter { !$0.contains("/invalid/") }

  /// Validates one document; returns xmllint's verdict and messages.
  static func validate(_ document: String) throws -> (valid: Bool, messages: String) {
    let result = try Tools.run(try Tools.xmllint(), ["--noout", "--relaxng", schema, document])
    return (result.status == 0, result.stderr)
  }

  /// Validates markup given as text (written to a temporary file).
  static func validate(markup: String) throws -> (valid: Bool, messages: String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-schema-\(UUID().uuidString).xml")
    try Data(markup.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try validate(url.path)
  }

  @Test func theSchemaCompiles() throws {
    let result = try Tools.run(
      try Tools.xmllint(), ["--noout", "--relaxng", Self.schema, "samples/hello.xml"])
    #expect(!result.stderr.contains("failed to compile"), "\(result.stderr)")
  }

  @Test func thereIsSomethingToValidate() {
    #expect(Self.samples.count >= 10)
    #expect(Self.specs.count >= 160)
  }

  @Test("Sample validates", arguments: samples)
  func sampleValidates(_ file: String) throws {
    let (valid, messages) = try Self.validate(file)
    #expect(valid, "\(file) does not validate against \(Self.schema):\n\(messages)")
  }

  /// Specs that expect an unknown-attribute error hold invalid markup on purpose: the schema
  /// must reject them too. Every other spec (markup the interpreter accepts, or errors the
  /// schema cannot see, such as a misspelt modifier inside `modifiers`) must validate.
  @Test("Spec validates", arguments: specs)
  func specValidates(_ file: String) throws {
    let text = try String(contentsOfFile: Tools.path(file), encoding: .utf8)
    let (valid, messages) = try Self.validate(file)
    if text.contains("code=\"unknown-attribute\"") {
      #expect(!valid, "\(file) expects an unknown attribute, which the schema should reject")
    } else {
      #expect(valid, "\(file) does not validate against \(Self.schema):\n\(messages)")
    }
  }

  @Test(
    "The schema rejects",
    arguments: [
      // A known element keeps its attribute list, also inside a component use.
      #"<Preview><Badge><HStack spacng="1"/></Badge></Preview>"#,
      // A leaf takes template children only.
      #"<Preview><Text>hi <Color name="red"/></Text></Preview>"#,
      // Else only inside If, at most once.
      #"<Preview><Else/></Preview>"#,
      #"<Preview><If condition="horizontalSizeClass == .regular"><Else/><Else/></If></Preview>"#,
      // Preview only at the root; Parameter only in a Component, with a known type.
      #"<Preview><Preview/></Preview>"#,
      #"<Preview><Parameter name="x"/></Preview>"#,
      #"<Preview><Component name="B"><Parameter name="x" type="numbr"/></Component></Preview>"#,
      // The spec vocabulary: required attributes, known trust values, one Preview.
      #"<LayoutSpec trust="derived"><Preview><Color name="red"/></Preview></LayoutSpec>"#,
      #"<LayoutSpec source="s" trust="guessed"><Preview><Color name="red"/></Preview></LayoutSpec>"#,
      #"<LayoutSpec source="s" trust="derived"/>"#,
      #"<LayoutSpec source="s" trust="derived"><Preview/><Expect><Frame x="1"/></Expect></LayoutSpec>"#,
    ])
  func schemaRejects(_ markup: String) throws {
    let (valid, _) = try Self.validate(markup: markup)
    #expect(!valid, "the schema accepted \(markup)")
  }

  @Test(
    "The schema accepts",
    arguments: [
      // Component uses: any name, any attributes, view children checked down the tree.
      #"<Preview><Badge label="New"><Badge><HStack spacing="4"><Card x="1"><Text>x</Text></Card></HStack></Badge></Badge></Preview>"#,
      #"<Preview><Color name="red" modifiers=".overlay(:b)"><Badge template="b"><Text>!</Text></Badge></Color></Preview>"#,
      #"<Preview><Component name="B" root="multi"><Parameter name="n" type="number" required="true"/><HStack spacing="$(n)"><Slot/></HStack></Component><B n="3"><Text>a</Text></B></Preview>"#,
      #"<Preview><If condition="width > 10"><Text>a</Text><Else><Text>b</Text></Else><Text>c</Text></If></Preview>"#,
      // A bare view root, and a component library.
      #"<HStack spacing="2"><Text>a</Text></HStack>"#,
      #"<Components><Component name="A"><Text>a</Text></Component></Components>"#,
    ])
  func schemaAccepts(_ markup: String) throws {
    let (valid, messages) = try Self.validate(markup: markup)
    #expect(valid, "the schema rejected \(markup):\n\(messages)")
  }
}
