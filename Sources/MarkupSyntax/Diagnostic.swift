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
  public var location: MarkupLocation?
  /// How many columns the caret underline spans (at least 1).
  package var length: Int
  /// The file the location is in, when it is not the input being processed (an imported
  /// file, the standard components).
  package var file: SourceFile?

  package init(
    _ severity: DiagnosticSeverity = .error, id: String, message: String,
    at location: MarkupLocation?, length: Int = 1
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
    if let quoted = quote(location, in: file) { text += "\n" + quoted }
    return text
  }

  /// A line longer than this many bytes is decoded only near the caret (`bytesBefore` and
  /// `bytesAfter` it), so quoting costs the same on a 449 KB line as on a short one. The
  /// window holds the `quotedWidth` characters shown even if each took four bytes.
  static let longLine = 2048
  static let bytesBefore = 256
  static let bytesAfter = 512

  /// The quoted source line and the caret line, or nil when the line is empty or holds
  /// control characters (a UTF-16 file read as bytes, say, would garble the terminal; the
  /// location alone says enough then).
  private func quote(_ location: MarkupLocation, in file: SourceFile) -> String? {
    guard location.line >= 1, location.line <= file.lineStarts.count else { return nil }
    let lineStart = location.line == 1 ? file.bomLength : file.lineStarts[location.line - 1]
    var lineEnd =
      location.line < file.lineStarts.count
      ? file.lineStarts[location.line] - 1 : file.bytes.count
    if lineEnd > lineStart, file.bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
    let caret = location.offset
    guard lineEnd - lineStart > Self.longLine, caret >= lineStart, caret <= lineEnd else {
      return quote(file.lineText(location.line), column: location.column)
    }
    // A window of whole scalars around the caret; the window's own columns count from its start.
    var from = max(lineStart, caret - Self.bytesBefore)
    while from < caret, file.bytes[from] & 0xC0 == 0x80 { from += 1 }
    var to = min(lineEnd, caret + Self.bytesAfter)
    while to < lineEnd, file.bytes[to] & 0xC0 == 0x80 { to += 1 }
    let window = file.bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[from..<to]), as: UTF8.self)
    }
    return quote(
      window, column: 1 + file.scalarCount(from: from, to: caret), cutBefore: from > lineStart,
      cutAfter: to < lineEnd)
  }

  /// Quotes `line` (or a window of it, cut before or after) with a caret under `column`.
  private func quote(
    _ line: String, column caretColumn: Int, cutBefore: Bool = false,
    cutAfter: Bool = false
  ) -> String? {
    let printable = !line.unicodeScalars.contains {
      $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F
    }
    guard !line.isEmpty, printable else { return nil }
    let characters = Array(line)
    // The character the caret is under (columns count scalars).
    var caretIndex = 0
    var column = 1
    while caretIndex < characters.count, column < caretColumn {
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
    var shown = start > 0 || cutBefore ? "…" : ""
    var caret = start > 0 || cutBefore ? " " : ""
    for (i, character) in characters[start..<end].enumerated() {
      shown += character == "\t" ? " " : String(character)
      if start + i < caretIndex {
        caret += String(repeating: " ", count: max(1, CellWidth.cells(character)))
      }
    }
    if end < characters.count || cutAfter { shown += "…" }
    let available = max(1, end - caretIndex)
    caret += "^" + String(repeating: "~", count: max(0, min(length, available) - 1))
    return shown + "\n" + caret
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
