import LayoutEngine
package import MarkupSyntax
import Pipeline

/// One edit `record` made to a spec, or one it declined to make.
package struct RecordChange: Sendable, CustomStringConvertible {
  /// The line in the original file.
  package let line: Int
  package let message: String

  package var description: String { "line \(line): \(message)" }
}

/// What `record` would write: the new file text, the edits made, and what it left alone.
package struct RecordOutcome: Sendable {
  /// The whole spec after the edits (equal to the input when nothing changed).
  package let text: String
  package let changes: [RecordChange]
  /// Values that differ from the layout but were kept (no `force`), and Frames naming no view.
  package let conflicts: [RecordChange]

  package var changed: Bool { !changes.isEmpty }
}

extension LayoutSpec {
  /// Writes the frames Stackup computes into the spec's `<Expect>` blocks, for authoring.
  ///
  /// The file text is edited in place; comments, formatting and everything else stay byte for
  /// byte. What gets filled:
  /// - no `<Expect>` at all (and no `<ExpectDiagnostic>`): a block for the Preview's own
  ///   proposal is added after `</Preview>`, with a Frame for every view that has an id;
  /// - an `<Expect>` without Frames: a Frame for every view that has an id;
  /// - a `<Frame id="…"/>` without fields: all four fields.
  ///
  /// Frames that list some fields keep exactly those fields (leaving one out is a statement).
  /// A value that differs from the layout by more than its tolerance is replaced only with
  /// `force`; otherwise it is reported in `conflicts`. Recorded numbers are Stackup's own
  /// output, not SwiftUI's: review them against the spec's `source` before trusting them.
  ///
  /// - Throws: the Preview's diagnostics when it cannot be laid out.
  package func record(force: Bool = false, options: SpecRunOptions = SpecRunOptions())
    throws(DiagnosticError)
    -> RecordOutcome
  {
    let scanner = TagScanner(file)
    let lineBreak = scanner.lineBreak
    var edits: [(start: Int, end: Int, text: String)] = []
    var changes: [RecordChange] = []
    var conflicts: [RecordChange] = []
    // Interpreted once, laid out once per distinct proposal, within the view budget.
    let layouts = SpecLayouts(self, options: options)

    if expectations.isEmpty {
      if expectedDiagnostics.isEmpty {
        let laidOut = try layouts.layout(at: nil).get()
        let indent = scanner.indentation(ofLineContaining: syntax.element(preview).location.offset)
        var block =
          lineBreak + indent + "<Expect\(Self.proposalAttributes(previewProposal))>" + lineBreak
        let views = Self.identifiedFrames(laidOut)
        for (id, rect) in views {
          block += indent + "  " + Self.frameElement(id: id, rect, tolerance) + lineBreak
        }
        block += indent + "</Expect>"
        edits.append((previewEnd, previewEnd, block))
        let line = file.location(ofOffset: previewEnd).line
        changes.append(
          RecordChange(line: line, message: "added an Expect block with \(views.count) frame(s)"))
      }
    }

    for expectation in expectations {
      let laidOut = try layouts.layout(at: expectation.proposal, for: expectation.location).get()
      let expectStart = expectation.location.offset
      if expectation.frames.isEmpty {
        let views = Self.identifiedFrames(laidOut)
        let indent = scanner.indentation(ofLineContaining: expectStart)
        let frameLines = views.map {
          indent + "  " + Self.frameElement(id: $0.id, $0.rect, expectation.tolerance) + lineBreak
        }.joined()
        let (tagEnd, selfClosing) = scanner.startTagEnd(from: expectStart)
        if selfClosing {
          var slash = tagEnd - 2
          while slash > expectStart, scanner.bytes[slash - 1] == UInt8(ascii: " ") { slash -= 1 }
          edits.append((slash, tagEnd, ">" + lineBreak + frameLines + indent + "</Expect>"))
        } else if let closing = scanner.closingTag(named: "Expect", after: tagEnd) {
          if let lineStart = scanner.lineStartIfBlankBefore(closing), lineStart >= tagEnd {
            edits.append((lineStart, lineStart, frameLines))
          } else {
            edits.append((closing, closing, lineBreak + frameLines + indent))
          }
        }
        changes.append(
          RecordChange(
            line: expectation.location.line,
            message:
              "filled the Expect block at \(ProposalResult.describe(expectation.proposal)) with \(views.count) frame(s)"
          ))
        continue
      }
      for frame in expectation.frames {
        let line = frame.location.line
        guard let node = laidOut.node(withID: frame.id), let actual = laidOut.result.frame(of: node)
        else {
          conflicts.append(
            RecordChange(
              line: line, message: "no placed view has id \"\(frame.id)\"; Frame left as it is"))
          continue
        }
        let attributes = syntax.attributes(of: frame.element)
        if frame.fields.isEmpty {
          guard let idAttribute = attributes.first(where: { $0.name == "id" }) else { continue }
          let after = scanner.valueEnd(from: idAttribute.valueLocation.offset) + 1
          edits.append((after, after, " " + Self.fieldAttributes(actual, frame.tolerance)))
          changes.append(RecordChange(line: line, message: "filled the Frame of \"\(frame.id)\""))
          continue
        }
        for (field, expected) in frame.fields {
          let value = field.value(in: actual)
          guard !Self.agree(expected, value, tolerance: frame.tolerance) else { continue }
          let what =
            "\(frame.id).\(field.rawValue) is \(SpecNumber.format(value)) in the layout, \(SpecNumber.format(expected)) in the spec"
          guard force, let attribute = attributes.first(where: { $0.name == field.rawValue }) else {
            conflicts.append(
              RecordChange(line: line, message: what + "; kept (record with --force to replace)"))
            continue
          }
          let start = attribute.valueLocation.offset
          edits.append(
            (
              start, scanner.valueEnd(from: start),
              SpecNumber.format(value, within: frame.tolerance)
            ))
          changes.append(RecordChange(line: line, message: what + "; replaced"))
        }
      }
    }

    var bytes = scanner.bytes
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
    }
    return RecordOutcome(
      text: String(decoding: bytes, as: UTF8.self), changes: changes, conflicts: conflicts)
  }

  /// Every view with an id that was placed, once per id, in source order.
  static func identifiedFrames(_ laidOut: LaidOutDocument) -> [(id: String, rect: Rect)] {
    var seen: Set<String> = []
    var found: [(id: String, rect: Rect, line: Int, column: Int)] = []
    let tree = laidOut.tree
    for index in 0..<tree.count {
      let node = NodeID(index: Int32(index))
      let info = tree[node].info
      guard let id = info.id, !seen.contains(id), let rect = laidOut.result.frame(of: node) else {
        continue
      }
      seen.insert(id)
      found.append((id, rect, info.line, info.column))
    }
    return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { ($0.id, $0.rect) }
  }

  /// A Frame element whose values `check` accepts within `tolerance`.
  static func frameElement(id: String, _ rect: Rect, _ tolerance: Double) -> String {
    "<Frame id=\"\(XMLEscaping.attribute(id))\" \(fieldAttributes(rect, tolerance))/>"
  }

  static func fieldAttributes(_ rect: Rect, _ tolerance: Double) -> String {
    FrameField.allCases.map {
      "\($0.rawValue)=\"\(SpecNumber.format($0.value(in: rect), within: tolerance))\""
    }
    .joined(separator: " ")
  }

  static func proposalAttributes(_ proposal: ProposedViewSize) -> String {
    var text = ""
    // Exactly: the block must name the Preview's own proposal.
    if let width = proposal.width { text += " width=\"\(SpecNumber.format(width, within: 0))\"" }
    if let height = proposal.height {
      text += " height=\"\(SpecNumber.format(height, within: 0))\""
    }
    return text
  }
}
