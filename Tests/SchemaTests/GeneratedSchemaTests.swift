import Foundation
import TestSupport
import Testing

/// The committed schemas are exactly what `stackup schema` generates from the dialect's tables,
/// so they cannot drift from the interpreter. On a failure, regenerate them (README, "Layout
/// specs and schemas").
@Suite struct GeneratedSchemaTests {
  @Test(arguments: [
    ("--xml", "schemas/stackup.rng"), ("--json", "schemas/stackup-render.schema.json"),
  ])
  func committedSchemaIsGenerated(flag: String, file: String) throws {
    let generated = try Tools.run(try Tools.stackup(), ["schema", flag])
    #expect(generated.status == 0, "stackup schema \(flag) failed: \(generated.stderr)")
    let committed = try String(contentsOfFile: Tools.path(file), encoding: .utf8)
    #expect(
      generated.stdout == committed,
      "\(file) differs from `stackup schema \(flag)`; regenerate it: swift run stackup schema \(flag) > \(file)"
    )
  }

  @Test func schemaNeedsExactlyOneFormat() throws {
    let both = try Tools.run(try Tools.stackup(), ["schema", "--xml", "--json"])
    #expect(both.status == 2)
    #expect(both.stderr.contains("exactly one of --xml and --json"))
    let neither = try Tools.run(try Tools.stackup(), ["schema"])
    #expect(neither.status == 2)
  }
}
