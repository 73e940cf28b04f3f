import Foundation
import MarkupSyntax
import Testing

/// Parses `text` (or bytes) and returns the tree, or records an issue.
func parseOK(
  _ text: String, limits: MarkupLimits = .default,
  sourceLocation: SourceLocation_ = #_sourceLocation
)
  -> SyntaxTree?
{
  parseOK(bytes: Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

typealias SourceLocation_ = Testing.SourceLocation

func parseOK(
  bytes: [UInt8], limits: MarkupLimits = .default,
  sourceLocation: SourceLocation_ = #_sourceLocation
)
  -> SyntaxTree?
{
  let file = SourceFile(name: "t.xml", bytes: bytes)
  do {
    return try SyntaxTree.parse(file, limits: limits)
  } catch {
    Issue.record("unexpected failure: \(error.rendered(in: file))", sourceLocation: sourceLocation)
    return nil
  }
}

/// The single diagnostic of a failing parse (records an issue if the parse succeeds).
func parseError(
  _ text: String, limits: MarkupLimits = .default,
  sourceLocation: SourceLocation_ = #_sourceLocation
)
  -> (diagnostic: Diagnostic, rendered: String)?
{
  parseError(bytes: Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

func parseError(
  bytes: [UInt8], limits: MarkupLimits = .default,
  sourceLocation: SourceLocation_ = #_sourceLocation
)
  -> (diagnostic: Diagnostic, rendered: String)?
{
  let file = SourceFile(name: "t.xml", bytes: bytes)
  do {
    _ = try SyntaxTree.parse(file, limits: limits)
    Issue.record("expected a parse error", sourceLocation: sourceLocation)
    return nil
  } catch {
    #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
    guard let first = error.diagnostics.first else { return nil }
    return (first, error.rendered(in: file))
  }
}

/// "line:col" of a location, for compact expectations.
func lc(_ location: MarkupSyntax.MarkupLocation?) -> String {
  location.map { "\($0.line):\($0.column)" } ?? "nil"
}

/// Wall-clock seconds of `body`.
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs `body` with file descriptor 2 redirected to a temporary file and returns what was
/// written there. Serialised by the caller (a `.serialized` suite), since fd 2 is process-wide.
func capturingStandardError(_ body: () -> Void) -> String {
  let path = NSTemporaryDirectory() + "stackup-stderr-\(UUID().uuidString)"
  _ = FileManager.default.createFile(atPath: path, contents: nil)
  defer { try? FileManager.default.removeItem(atPath: path) }
  let saved = dup(2)
  let fd = open(path, O_WRONLY | O_TRUNC)
  dup2(fd, 2)
  close(fd)
  body()
  fflush(nil)
  dup2(saved, 2)
  close(saved)
  return (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>"
}
