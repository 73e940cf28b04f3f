import Interpreter
package import MarkupSyntax
package import SwiftSource

/// A SwiftUI view's Swift file as the pipeline reads it (`render`, `check`, `watch` and
/// `convert` on a `.swift` path): converted to markup (SwiftSource), then interpreted; what the
/// interpreter refuses in the converted markup (a modifier's argument that reads app state, a
/// value markup cannot hold) is left out and becomes a warning, so the rest renders. Every
/// diagnostic is shown at the Swift code it came from, never at a generated markup line.
package struct SwiftInput: Sendable {
  /// The Swift file as read.
  package let swiftFile: SourceFile
  /// The converted markup, named as the Swift file (its imports and data resolve beside it).
  package let markup: SourceFile
  /// Where each markup line came from.
  package let conversion: SwiftConversion
  /// The conversion's warnings and the repairs', located in the Swift file.
  package let warnings: [Diagnostic]

  /// Whether `path` names a Swift file.
  package static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

  /// The most rounds of leaving out what the interpreter refused: each round removes every
  /// refused modifier or attribute it can, so a few rounds settle any file.
  static let maxRepairs = 8

  /// Converts `swiftFile`, then interprets the markup under `settings` until it is accepted,
  /// leaving out each modifier or attribute refused (a warning each). Errors that no removal
  /// mends (a broken Swift file, a view that cannot be found) are thrown, located in the
  /// Swift file.
  package static func load(
    _ swiftFile: SourceFile, options: SwiftConversionOptions, settings: RenderSettings
  ) throws(DiagnosticError) -> SwiftInput {
    let text = swiftFile.text
    var conversion: SwiftConversion
    do throws(SwiftConversionError) {
      conversion = try SwiftSourceConverter.convert(
        text, fileName: swiftFile.name, options: options)
    } catch {
      let location = error.position.map { swiftLocation($0, in: swiftFile) }
      var diagnostic = Diagnostic(
        id: "swift-source", message: error.message, at: location,
        length: error.position?.length ?? 1)
      diagnostic.file = swiftFile
      throw DiagnosticError(diagnostic)
    }
    var warnings = conversion.warnings.map { warning in
      var diagnostic = Diagnostic(
        .warning, id: "swift-source", message: warning.message,
        at: swiftLocation(warning.position, in: swiftFile), length: warning.position.length)
      diagnostic.file = swiftFile
      return diagnostic
    }
    var lines = conversion.markup.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for _ in 0..<maxRepairs {
      let markup = SourceFile(name: swiftFile.name, text: document(lines))
      let input = SwiftInput(
        swiftFile: swiftFile, markup: markup, conversion: conversion, warnings: warnings)
      let errors: [Diagnostic]
      do throws(DiagnosticError) {
        _ = try Markup.interpret(markup, settings: settings)
        return input
      } catch {
        errors = error.diagnostics.filter { $0.severity == .error }
      }
      var repaired = false
      // Right to left on each line, so earlier columns stay where they were.
      for error in errors.sorted(by: { ($0.location?.offset ?? 0) > ($1.location?.offset ?? 0) }) {
        guard error.file == nil, let location = error.location,
          let removal = conversion.removal(line: location.line, column: location.column)
        else { continue }
        var characters = Array(lines[location.line - 1].unicodeScalars)
        guard removal.columns.upperBound <= characters.count else { continue }
        // A stand-in replaces the app's value (an unknown name), not a value written wrong.
        let standIn = error.id == "unknown-constant" ? removal.standIn : nil
        let replacement = Array((standIn ?? "").unicodeScalars)
        characters.replaceSubrange(
          (removal.columns.lowerBound - 1)..<removal.columns.upperBound, with: replacement)
        lines[location.line - 1] = String(String.UnicodeScalarView(characters))
        conversion.removePart(
          line: location.line, columns: removal.columns, replacement: replacement.count)
        let outcome =
          standIn.map { "a stand-in is used:" + $0 }
          ?? ((removal.isModifier ? "the modifier" : "the argument") + " is left out")
        var warning = Diagnostic(
          .warning, id: "swift-source", message: swiftMessage(error) + "; " + outcome,
          at: swiftLocation(removal.position, in: swiftFile), length: removal.position.length)
        warning.file = swiftFile
        warnings.append(warning)
        repaired = true
      }
      guard repaired else {
        throw DiagnosticError(errors.map { input.mapped($0) })
      }
    }
    let markup = SourceFile(name: swiftFile.name, text: document(lines))
    return SwiftInput(
      swiftFile: swiftFile, markup: markup, conversion: conversion, warnings: warnings)
  }

  /// The markup's lines as one text. A chain whose every call was left out loses its empty
  /// `modifiers=""` too (it is the last attribute of its line, so no part moves).
  static func document(_ lines: [String]) -> String {
    lines.map { $0.split(separator: " modifiers=\"\"", omittingEmptySubsequences: false).joined() }
      .joined(separator: "\n")
  }

  /// The interpreter's message, said for Swift code: a name markup lacks a `<Constant>` for
  /// is state the Swift file does not give a value (a model object, a computed property).
  static func swiftMessage(_ diagnostic: Diagnostic) -> String {
    guard diagnostic.id == "unknown-constant",
      let name = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
        .dropFirst().first
    else { return diagnostic.message }
    return "'\(name)' has no value the file gives"
  }

  /// `diagnostic`, reported against the converted markup, moved to the Swift code its line
  /// came from (with the Swift line quoted). Diagnostics of other files stay as they are.
  package func mapped(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.file == nil, let location = diagnostic.location,
      let origin = conversion.origin(line: location.line, column: location.column)
    else { return diagnostic }
    var moved = diagnostic
    // Markup's advice (a `<Constant>`) said for Swift code, whose outside values come from
    // `--data`.
    if diagnostic.id == "app-value",
      let advice = diagnostic.message.firstRange(of: "; declare it with <Constant")
    {
      moved.message =
        String(diagnostic.message[..<advice.lowerBound]) + " (give it with --data, or a literal)"
    }
    moved.location = Self.swiftLocation(origin, in: swiftFile)
    moved.length = origin.length
    moved.file = swiftFile
    return moved
  }

  /// The markup `convert` prints: the warnings as comments, then the document.
  package var convertedText: String {
    var text = "<!-- Converted from \(swiftFile.name) by stackup convert. -->\n"
    for warning in warnings {
      let location = warning.location.map { ":\($0.line):\($0.column)" } ?? ""
      // XML comments cannot hold `--`: `--data` is written with non-breaking hyphens.
      let message = warning.message.split(separator: "--", omittingEmptySubsequences: false)
        .joined(separator: "\u{2011}\u{2011}")
      text += "<!-- \(swiftFile.name)\(location): warning: \(message) -->\n"
    }
    return text + markup.text
  }

  /// A Swift position (a UTF-8 column, as swift-syntax counts) as a location in `file`.
  static func swiftLocation(_ position: SwiftPosition, in file: SourceFile) -> MarkupLocation {
    guard position.line >= 1, position.line <= file.lineStarts.count else {
      return file.location(line: position.line, column: position.column)
    }
    return file.location(ofOffset: file.lineStarts[position.line - 1] + position.column - 1)
  }
}

extension SourceFile {
  /// The whole file as text (invalid UTF-8 repaired).
  package var text: String {
    bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }
}
