import Foundation
import TestSupport
import Testing

/// Every samples/*.json (the golden output of `stackup render --format json`, kept true by the
/// CLI tests) validates against schemas/stackup-render.schema.json with Python's jsonschema
/// (Draft 2020-12), and the schema rejects output of another shape.
@Suite(.needs(.jsonschema)) struct RenderSchemaTests {
  static let schema = "schemas/stackup-render.schema.json"
  static let samples = Tools.files(under: "samples", suffix: ".json", recursive: false)

  /// Checks the schema itself, then validates each document; prints one line per invalid one.
  static let script = """
    import json, sys
    from jsonschema import Draft202012Validator
    schema = json.load(open(sys.argv[1]))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    bad = 0
    for path in sys.argv[2:]:
        for error in validator.iter_errors(json.load(open(path))):
            bad += 1
            print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    sys.exit(1 if bad else 0)
    """

  static func validate(_ files: [String]) throws -> Tools.Output {
    try Tools.run(try Tools.pythonWithJSONSchema(), ["-c", script, schema] + files)
  }

  @Test func thereIsSomethingToValidate() {
    #expect(Self.samples.count >= 10)
  }

  @Test("Sample validates", arguments: samples)
  func sampleValidates(_ file: String) throws {
    let result = try Self.validate([file])
    #expect(
      result.status == 0,
      "\(file) does not validate against \(Self.schema):\n\(result.stdout)\(result.stderr)")
  }

  @Test(
    "The schema rejects",
    arguments: [
      #"{"canvas": {"width": 1, "height": 1}}"#,
      // No `stackup` version.
      #"{"canvas": {"width": 1, "height": 1}, "root": null}"#,
      #"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "line": 1}}"#,
      #"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "line": 1, "frame": {"x": 0, "y": 0, "width": 1}}}"#,
      #"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "line": 1, "frame": null, "layer": "middle"}}"#,
      #"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "line": 1, "frame": null, "colour": "red"}}"#,
    ])
  func schemaRejects(_ json: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-schema-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try Self.validate([url.path])
    #expect(
      result.status == 1,
      "expected a validation failure for \(json): \(result.stdout)\(result.stderr)")
    #expect(!result.stdout.isEmpty)
  }

  /// Fresh output with an unplaced view (a child ViewThatFits did not choose: `"frame": null`).
  @Test func renderedOutputValidates() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let markup = scratch.appendingPathComponent("fits.xml")
    try Data(
      #"<Preview width="40" height="40"><ViewThatFits><Text id="long">Far too long</Text><Text>ok</Text></ViewThatFits></Preview>"#
        .utf8
    ).write(to: markup)
    let rendered = try Tools.run(try Tools.stackup(), ["render", "--format", "json", markup.path])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stdout.contains("\"frame\": null"))
    let output = scratch.appendingPathComponent("fits.json")
    try Data(rendered.stdout.utf8).write(to: output)
    let result = try Self.validate([output.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }
}
