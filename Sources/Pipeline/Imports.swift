package import MarkupSyntax

/// `<Import file="components.xml"/>`: component definitions from another file.
///
/// Policy (so a document cannot make Stackup read files it was not meant to): the path is
/// relative to the importing file's folder, has no `..` component, ends in `.xml`, and the
/// importing document must itself be a file (not standard input). Imports may import, up to
/// 8 levels and 64 files; a file imported twice is read once.
package enum Imports {
  static let maxDepth = 8
  static let maxFiles = 64

  /// The path of every file `syntax` imports (transitively), including files that are missing
  /// or malformed, in the order they are met: what `stackup watch` watches besides the file
  /// itself, so that fixing or creating an import re-renders.
  package static func paths(importedBy syntax: SyntaxTree, limits: MarkupLimits) -> [String] {
    var paths: [String] = []
    _ = try? resolve(syntax, limits: limits) { paths.append($0) }
    return paths
  }

  /// Every tree imported (transitively) by `syntax`; `visit` sees each path before it is read.
  static func resolve(
    _ syntax: SyntaxTree, limits: MarkupLimits, visit: (String) -> Void = { _ in }
  ) throws(DiagnosticError)
    -> [SyntaxTree]
  {
    var loaded: [String: SyntaxTree] = [:]
    var order: [SyntaxTree] = []
    var diagnostics: [Diagnostic] = []
    var pending: [(SyntaxTree, Int)] = [(syntax, 0)]
    while let (tree, depth) = pending.popLast() {
      for index in tree.elements(named: "Import") {
        let element = tree.element(index)
        func fail(_ message: String, at location: SourceLocation? = nil) {
          var d = Diagnostic(id: "import", message: message, at: location ?? element.location)
          if tree.file.name != syntax.file.name { d.file = tree.file }
          diagnostics.append(d)
        }
        guard let attribute = tree.attributes(of: index).first(where: { $0.name == "file" })
        else {
          fail("Import needs file=\"…\"")
          continue
        }
        let path = attribute.value
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") {
          fail(
            "an import path must be relative to this file's folder, not absolute",
            at: attribute.valueLocation)
          continue
        }
        if parts.contains("..") {
          fail(
            "an import path may not leave this file's folder with '..'", at: attribute.valueLocation
          )
          continue
        }
        if !path.hasSuffix(".xml") || path.contains("\0") {
          fail("an import names a .xml file", at: attribute.valueLocation)
          continue
        }
        guard tree.file.name != "<stdin>" else {
          fail(
            "a document read from standard input cannot import files", at: attribute.valueLocation)
          continue
        }
        guard depth < maxDepth else {
          fail("imports nest deeper than \(maxDepth) levels", at: attribute.valueLocation)
          continue
        }
        let folder = tree.file.name.split(separator: "/", omittingEmptySubsequences: false)
          .dropLast()
          .joined(separator: "/")
        let resolved = folder.isEmpty ? path : folder + "/" + path
        if loaded[resolved] != nil || resolved == syntax.file.name { continue }
        guard loaded.count < maxFiles else {
          fail("more than \(maxFiles) imported files", at: attribute.valueLocation)
          continue
        }
        visit(resolved)
        let source: SourceFile
        do {
          source = try FileReading.read(resolved, limit: limits.maxInputBytes)
        } catch {
          fail(error.message, at: attribute.valueLocation)
          continue
        }
        do {
          let imported = try SyntaxTree.parse(source, limits: limits)
          loaded[resolved] = imported
          order.append(imported)
          pending.append((imported, depth + 1))
        } catch {
          diagnostics.append(
            contentsOf: error.diagnostics.map { d in
              var d = d
              d.file = source
              return d
            })
        }
      }
    }
    if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
    return order
  }
}
