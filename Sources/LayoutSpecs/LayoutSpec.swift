package import LayoutEngine
package import MarkupSyntax

/// A self-contained layout test: markup in a `<Preview>`, the proposals to lay it out in, and
/// the frames (or diagnostics) SwiftUI is expected to produce, with where those numbers come
/// from. The format is described in `docs/spec-format.md`.
///
/// A spec keeps its whole source and syntax tree, because the Preview inside it is laid out
/// straight from that tree (so diagnostics point into the spec file) and because `record`
/// edits the file text in place.
public struct LayoutSpec: Sendable {
  /// How far the expected numbers can be trusted, strongest first (reference-cases.md's
  /// A/B/C scale, plus `recorded` for snapshots of Stackup's own output).
  package enum Trust: String, Sendable, CaseIterable {
    /// Measured on real SwiftUI (trust A).
    case measured
    /// The configuration was pixel-compared with real SwiftUI; numbers computed with a
    /// verified algorithm (OSU-UI, trust B).
    case verifiedConfiguration = "verified-configuration"
    /// Derived by hand from a documented rule (trust C).
    case derived
    /// Written by `stackup record` from Stackup's own output: a regression guard only.
    case recorded
  }

  /// The spec file.
  package let file: SourceFile
  /// The whole spec, parsed; the Preview is one of its elements.
  package let syntax: SyntaxTree
  /// The limits `syntax` was parsed under (set by `load`): a run under the same limits lays
  /// the Preview out from `syntax` instead of parsing the file again.
  package var syntaxLimits: MarkupLimits? = nil
  /// Where the expected numbers come from (`source="…"`).
  package var source: String
  package var trust: Trust
  /// The spec-wide tolerance for frame values (default 0.01 pt).
  package var tolerance: Double
  /// The free text of `<Note>`, trimmed.
  package var note: String?
  /// The reason given by `<Skip reason="…"/>`, when the spec is skipped.
  package var skipReason: String?
  /// The `<Preview>` element's index in `syntax`.
  package var preview: Int32
  /// The Preview's own `width`/`height` (nil when absent): the proposal an `<Expect>` falls
  /// back to on an axis it does not name.
  package var previewProposal: ProposedViewSize
  package var expectations: [Expectation]
  package var expectedDiagnostics: [ExpectedDiagnostic]
  /// The `<Expect>` insertion point `record` uses when the spec has none: just after
  /// `</Preview>` (a byte offset into the file).
  var previewEnd: Int

  /// The spec's display name (its file name).
  public var name: String { file.name }

  /// Whether the spec checks anything at all.
  package var hasExpectations: Bool {
    expectations.contains { !$0.frames.isEmpty } || !expectedDiagnostics.isEmpty
  }
}

/// One `<Expect>` block: a proposal and the frames expected in it.
package struct Expectation: Sendable {
  /// What the host proposes to the root view.
  package var proposal: ProposedViewSize
  /// The tolerance for this block's frames (the spec's unless the block sets one).
  package var tolerance: Double
  package var frames: [ExpectedFrame]
  /// Whether the frames are as displayed, snapped to the pixel grid (`frames="display"`,
  /// semantics §7.9), rather than the unrounded layout frames.
  package var displayFrames = false
  /// The `<Expect>` element's index in the spec's syntax tree.
  package var element: Int32
  package var location: MarkupLocation
}

/// One `<Frame>`: the expected global frame of the view whose `id` matches. Left-out fields
/// are not checked.
package struct ExpectedFrame: Sendable {
  package var id: String
  package var x: Double?
  package var y: Double?
  package var width: Double?
  package var height: Double?
  package var tolerance: Double
  /// The `<Frame>` element's index in the spec's syntax tree.
  package var element: Int32
  package var location: MarkupLocation

  /// The checked fields in display order, with their expected values.
  package var fields: [(name: FrameField, value: Double)] {
    FrameField.allCases.compactMap { field in self[field].map { (field, $0) } }
  }

  package subscript(field: FrameField) -> Double? {
    switch field {
    case .x: x
    case .y: y
    case .width: width
    case .height: height
    }
  }
}

/// The four numbers of a frame, named as in the spec's `<Frame>` attributes.
package enum FrameField: String, Sendable, CaseIterable {
  case x, y, width, height

  /// This field of a rectangle.
  package func value(in rect: Rect) -> Double {
    switch self {
    case .x: rect.origin.x
    case .y: rect.origin.y
    case .width: rect.size.width
    case .height: rect.size.height
    }
  }
}

/// One `<ExpectDiagnostic>`: a diagnostic the Preview must produce. Every left-out attribute
/// matches anything.
package struct ExpectedDiagnostic: Sendable {
  /// How `message` is compared with the diagnostic's message.
  package enum Match: String, Sendable, CaseIterable {
    case substring, exact
  }

  package var message: String?
  package var match: Match
  /// Line and column in the spec file (1-based; the column counts Unicode scalars).
  package var line: Int?
  package var column: Int?
  /// The diagnostic's stable id, e.g. `unknown-element`.
  package var code: String?
  package var severity: DiagnosticSeverity
  package var location: MarkupLocation

  /// Whether `diagnostic` is the one this expectation describes.
  package func matches(_ diagnostic: Diagnostic) -> Bool {
    if diagnostic.severity != severity { return false }
    if let code, diagnostic.id != code { return false }
    if let line, diagnostic.location?.line != line { return false }
    if let column, diagnostic.location?.column != column { return false }
    if let message {
      switch match {
      case .exact: if diagnostic.message != message { return false }
      case .substring: if !diagnostic.message.contains(message) { return false }
      }
    }
    return true
  }

  /// The expectation as one line of text, for reports.
  package var summary: String {
    var parts: [String] = [severity.rawValue]
    if let line { parts.append("at \(line):\(column.map(String.init) ?? "*")") }
    if let code { parts.append("[\(code)]") }
    if let message { parts.append(match == .exact ? "'\(message)'" : "containing '\(message)'") }
    return parts.joined(separator: " ")
  }
}
