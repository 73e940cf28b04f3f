package import Interpreter

/// A SwiftUI view's Swift file turned into markup (`stackup convert`, `.swift` inputs of
/// `render`, `check` and `watch`): the markup, where each of its lines came from, and what
/// the translation could not carry over.
package struct SwiftConversion: Sendable {
  /// The markup, a whole document with a `<Preview>` root.
  package var markup: String
  /// For each markup line (index 0 is line 1), the Swift position it was made from, with the
  /// finer positions of its parts (each modifier of a chain), so a diagnostic the interpreter
  /// reports against a generated line can be shown at the Swift code that caused it.
  package var lines: [SwiftLineOrigin]
  /// What the translation dropped or replaced by a placeholder, located in the Swift file.
  package var warnings: [SwiftWarning]

  /// The Swift position of markup `line` and `column` (1-based): the part of the line that
  /// covers the column, else the line's own origin.
  package func origin(line: Int, column: Int) -> SwiftPosition? {
    guard line >= 1, line <= lines.count else { return nil }
    let entry = lines[line - 1]
    let part = entry.parts.last { $0.columns.contains(column) }
    return part?.position ?? entry.position
  }

  /// The part of markup `line` that covers `column`, which can be left out of the line.
  package func removal(line: Int, column: Int) -> SwiftLinePart? {
    guard line >= 1, line <= lines.count else { return nil }
    return lines[line - 1].parts.last { $0.columns.contains(column) }
  }

  /// Records that `columns` of `line` were removed, or replaced by `replacement` characters:
  /// the part goes (a stand-in is not replaced again), later parts move.
  package mutating func removePart(line: Int, columns: ClosedRange<Int>, replacement: Int = 0) {
    let shift = columns.count - replacement
    lines[line - 1].parts = lines[line - 1].parts.compactMap { part in
      if part.columns == columns { return nil }
      guard part.columns.lowerBound > columns.upperBound else { return part }
      var moved = part
      moved.columns = (part.columns.lowerBound - shift)...(part.columns.upperBound - shift)
      return moved
    }
  }
}

/// A 1-based line and column (in UTF-8 bytes, as swift-syntax counts) of the Swift file, with
/// the length of the code it names.
package struct SwiftPosition: Sendable, Hashable {
  package var line: Int
  package var column: Int
  package var length: Int

  package init(line: Int, column: Int, length: Int = 1) {
    self.line = line
    self.column = column
    self.length = max(1, length)
  }
}

/// Where one markup line came from.
package struct SwiftLineOrigin: Sendable {
  /// The Swift code of the element the line opens (or closes).
  package var position: SwiftPosition?
  /// Parts of the line made from other Swift code: one per modifier call of a copied chain,
  /// one per attribute.
  package var parts: [SwiftLinePart]

  package init(position: SwiftPosition?, parts: [SwiftLinePart] = []) {
    self.position = position
    self.parts = parts
  }
}

/// A modifier call or an attribute (with the space before it) of a markup line.
package struct SwiftLinePart: Sendable {
  /// 1-based columns of the line, in Unicode scalars.
  package var columns: ClosedRange<Int>
  package var position: SwiftPosition
  /// A modifier call (else an attribute).
  package var isModifier: Bool
  /// What the part becomes when the interpreter finds an app's value in it, where leaving it
  /// out would leave its element without an attribute it needs (a grid's `columns` read from
  /// the app's constants): the attribute with its stand-in value.
  package var standIn: String?

  package init(
    columns: ClosedRange<Int>, position: SwiftPosition, isModifier: Bool, standIn: String? = nil
  ) {
    self.columns = columns
    self.position = position
    self.isModifier = isModifier
    self.standIn = standIn
  }
}

/// Something the Swift file says that the markup does not carry over.
package struct SwiftWarning: Sendable, Hashable {
  package var position: SwiftPosition
  package var message: String

  package init(_ message: String, at position: SwiftPosition) {
    self.message = message
    self.position = position
  }
}

/// Why a Swift file could not be converted at all (no view to show, a `--view` that names no
/// view, a file with no `body`).
package struct SwiftConversionError: Error, Sendable {
  package var message: String
  package var position: SwiftPosition?

  package init(_ message: String, at position: SwiftPosition? = nil) {
    self.message = message
    self.position = position
  }
}

/// What the command line adds to a Swift file: the view to show and the data it receives.
package struct SwiftConversionOptions: Sendable {
  /// `--view Name`: the view struct shown instead of the `#Preview`.
  package var viewName: String?
  /// `--data FILE.json`'s object: values of the properties the view receives from outside.
  package var data: [String: DataValue] = [:]

  package init(viewName: String? = nil, data: [String: DataValue] = [:]) {
    self.viewName = viewName
    self.data = data
  }
}

/// Swift source in, markup out.
package enum SwiftSourceConverter {
  /// Whether this build reads Swift files (it was built with the SwiftSource package trait).
  package static var isAvailable: Bool {
    #if SwiftSource
      true
    #else
      false
    #endif
  }

  /// Why a build without the trait refuses a `.swift` input.
  package static let missingTrait =
    "this build of stackup lacks the SwiftSource package trait, so it cannot read Swift files; rebuild with `swift build --traits SwiftSource` (it fetches and builds swift-syntax)"

  /// Converts the Swift file `source`, called `fileName` in messages.
  package static func convert(
    _ source: String, fileName: String, options: SwiftConversionOptions = SwiftConversionOptions()
  ) throws(SwiftConversionError) -> SwiftConversion {
    #if SwiftSource
      return try ViewFileTranslator(source: source, fileName: fileName, options: options).run()
    #else
      throw SwiftConversionError(missingTrait)
    #endif
  }
}
