import CellWidth

/// How serious a diagnostic is. Errors stop the pipeline before layout; warnings do not.
public enum DiagnosticSeverity: String, Sendable, Hashable {
  case error
  case warning
  case note
}

/// One located message about the user's input.
///
/// Rendered compiler-style (`file:line:col: error: message`, the source line, a caret), so
/// editors and people read it the same way. `id` is stable, for tests and tools.
public struct Diagnostic: Sendable, Hashable {
  /// Same severity, id, message, location, length and file name.
  public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
    a.severity == b.severity && a.id == b.id && a.message == b.message && a.location == b.location
      && a.length == b.length && a.file?.name == b.file?.name
  }

  /// Hashes the id, message and location.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(message)
    hasher.combine(location)
  }

  /// Whether it stops the pipeline (`error`) or not.
  public var severity: DiagnosticSeverity
  /// A stable name for the kind of problem (`unknown-element`, `bad-number` …), for tests and
  /// tools.
  public var id: String
  /// The message, one line, without the location.
  public var message: String
  /// Where the problem is, when it is somewhere in particular.
  public var location: SourceLocation?
  /// How many columns the caret underline spans (at least 1).
  package var length: Int
  /// The file the location is in, when it is not the input being processed (an imported
  /// file, the standard components).
  public var file: SourceFile?

  package init(
    _ severity: DiagnosticSeverity = .error, id: String, message: String,
    at location: SourceLocation?, length: Int = 1
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.location = location
    self.length = max(1, length)
  }

  /// The most characters of a source line a diagnostic quotes.
  static let quotedWidth = 160

  /// `file:line:col: severity: message`, then the quoted source line and a caret line. The
  /// diagnostic's own `file` wins over `file` when it has one.
  public func rendered(in file: SourceFile) -> String {
    let file = self.file ?? file
    guard let location else { return "\(file.name): \(severity.rawValue): \(message)" }
    var text = "\(file.name):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    let line = file.lineText(location.line)
    // A line with control characters (a UTF-16 file read as bytes, say) would garble the
    // terminal; the location alone says enough then.
    let printable = !line.unicodeScalars.contains {
      $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F
    }
    if !line.isEmpty, printable {
      let characters = Array(line)
      // The character the caret is under (columns count scalars).
      var caretIndex = 0
      var column = 1
      while caretIndex < characters.count, column < location.column {
        column += characters[caretIndex].unicodeScalars.count
        caretIndex += 1
      }
      // A very long line (minified markup, a hostile 1.5 MB start tag) is quoted as a window
      // around the caret, its cut ends marked with "…", rather than flooding the terminal.
      var start = 0
      var end = characters.count
      if characters.count > Self.quotedWidth {
        start = max(0, min(caretIndex - Self.quotedWidth / 3, characters.count - Self.quotedWidth))
        end = start + Self.quotedWidth
      }
      var shown = start > 0 ? "…" : ""
      var caret = start > 0 ? " " : ""
      for (i, character) in characters[start..<end].enumerated() {
        shown += character == "\t" ? " " : String(character)
        if start + i < caretIndex {
          caret += String(repeating: " ", count: max(1, CellWidth.cells(character)))
        }
      }
      if end < characters.count { shown += "…" }
      let available = max(1, end - caretIndex)
      caret += "^" + String(repeating: "~", count: max(0, min(length, available) - 1))
      text += "\n" + shown + "\n" + caret
    }
    return text
  }
}

/// A failure carrying every diagnostic that was collected (at least one error).
public struct DiagnosticError: Error, Sendable {
  /// Every diagnostic collected, warnings included.
  public var diagnostics: [Diagnostic]
  package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  package init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

  /// All diagnostics rendered against `file`, one block each, in source order.
  public func rendered(in file: SourceFile) -> String {
    diagnostics.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
      .map { $0.rendered(in: file) }.joined(separator: "\n")
  }
}
