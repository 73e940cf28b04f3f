/// The spec file's own vocabulary (docs/spec-format.md) as data: the loader checks attributes
/// against it and `stackup schema` describes it, so the two cannot drift apart.
package enum SpecVocabulary {
  /// One element of the spec vocabulary.
  package struct Element: Sendable {
    package var name: String
    /// Attribute names, in the order the format doc lists them.
    package var attributes: [String]
    package var requiredAttributes: Set<String>
    /// Attributes whose value is one of a fixed list.
    package var enumerations: [String: [String]]
    /// The spec elements it may hold (`Preview` holds markup instead).
    package var children: [String]
    package var acceptsText: Bool
    /// One line for editors' tooltips.
    package var summary: String
  }

  package static let elements: [Element] = [
    Element(
      name: LayoutSpec.rootElementName, attributes: ["source", "trust", "tolerance"],
      requiredAttributes: ["source", "trust"],
      enumerations: ["trust": LayoutSpec.Trust.allCases.map(\.rawValue)],
      children: ["Note", "Preview", "Expect", "ExpectDiagnostic", "Skip"], acceptsText: false,
      summary:
        "A self-contained layout spec: markup, proposals, expected frames or diagnostics, and their source."
    ),
    Element(
      name: "Note", attributes: [], requiredAttributes: [], enumerations: [:], children: [],
      acceptsText: true,
      summary: "Free text: the SwiftUI code the markup stands for and how each number was obtained."
    ),
    Element(
      name: "Expect", attributes: ["width", "height", "tolerance", "frames"],
      requiredAttributes: [],
      enumerations: ["frames": ["layout", "display"]],
      children: ["Frame"], acceptsText: false,
      summary:
        "A proposal (a number, inf or nil per axis; absent = the Preview's) and the frames expected in it."
    ),
    Element(
      name: "Frame", attributes: ["id", "x", "y", "width", "height", "tolerance"],
      requiredAttributes: ["id"],
      enumerations: [:], children: [], acceptsText: false,
      summary:
        "The expected global, unrounded frame of the view with this id; left-out fields are not checked."
    ),
    Element(
      name: "ExpectDiagnostic",
      attributes: ["message", "match", "line", "column", "code", "severity"],
      requiredAttributes: [],
      enumerations: [
        "match": ExpectedDiagnostic.Match.allCases.map(\.rawValue),
        "severity": ["error", "warning", "note"],
      ],
      children: [], acceptsText: false,
      summary: "A diagnostic the markup must produce (give a message, a code, or both)."),
    Element(
      name: "Skip", attributes: ["reason"], requiredAttributes: ["reason"], enumerations: [:],
      children: [],
      acceptsText: false, summary: "Marks the spec as skipped, with the reason."),
  ]

  /// The attribute names `name` takes (none for an unknown name).
  package static func attributes(of name: String) -> [String] {
    elements.first { $0.name == name }?.attributes ?? []
  }
}
