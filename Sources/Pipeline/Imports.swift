import Interpreter
package import MarkupSyntax
import Platform

/// `<Import file="components.xml"/>`: component definitions from another file.
///
/// Policy (so a document cannot make Stackup read files it was not meant to): the path is
/// relative to the importing file's folder, has no `..` component, ends in `.xml`, and the
/// importing document must itself be a file (not standard input). Imports may import, up to
/// 8 levels and 64 files.
///
/// Symbolic links are resolved before anything is read: the real file must lie inside the real
/// folder of the document being rendered (a link to `/etc/passwd` or to `/` is refused before
/// a byte is read) and must be a regular file (a FIFO would block). A real file is loaded
/// once however many spellings name it (`lib.xml`, `./lib.xml`, `././lib.xml` …), and all
/// imports together may not exceed the input limit, so memory stays within twice that limit.
package enum Imports {
  static let maxDepth = 8
  static let maxFiles = 64

  /// The path of every file `syntax` imports (transitively), including files that are missing
  /// or malformed, in the order they are met: what `stackup watch` watches besides the file
  /// itself, so that fixing or creating an import re-renders.
  package static func paths(importedBy syntax: SyntaxTree, limits: MarkupLimits) -> [String] {
    var paths: [String] = []
    let imported = (try? resolve(syntax, limits: limits) { paths.append($0) }) ?? []
    // The JSON files ForEach reads (§11.6) are watched too.
    for tree in [syntax] + imported {
      for element in tree.elements(named: "ForEach") {
        for attribute in tree.attributes(of: element)
        where attribute.name == "items" && DataFile.isPath(attribute.value) {
          paths.append(DataFile.key(DataFile.path(of: attribute.value), nextTo: tree.file.name))
        }
      }
    }
    return paths
  }

  /// Every tree imported (transitively) by `syntax`; `visit` sees each path (as the document
  /// spells it, relative to the importing file) before it is resolved or read.
  static func resolve(
    _ syntax: SyntaxTree, limits: MarkupLimits, visit: (String) -> Void = { _ in }
  ) throws(DiagnosticError)
    -> [SyntaxTree]
  {
    // Nothing to resolve: no path is looked at (resolving the document's real path costs a
    // readlink per folder of it, and `check` runs every spec through here).
    if syntax.elements(named: "Import").isEmpty { return [] }
    var loaded: [String: SyntaxTree] = [:]
    var order: [SyntaxTree] = []
    // The folder every import must resolve into, and the document itself (never re-imported).
    // (The folder the document is named in, resolved: a document that is itself a link imports
    // from the folder of the link, as the relative paths are read.)
    let isFile = syntax.file.name != "<stdin>"
    let rootFile = isFile ? try? FilePaths.realPath(syntax.file.name) : nil
    let rootFolder = isFile ? try? FilePaths.realPath(folder(of: syntax.file.name)) : nil
    var budget = limits.maxInputBytes
    var diagnostics: [Diagnostic] = []
    var pending: [(SyntaxTree, Int)] = [(syntax, 0)]
    while let (tree, depth) = pending.popLast() {
      for index in tree.elements(named: "Import") {
        let element = tree.element(index)
        func fail(_ message: String, at location: MarkupLocation? = nil) {
          var d = Diagnostic(id: "import", message: message, at: location ?? element.location)
          if tree.file.name != syntax.file.name { d.file = tree.file }
          diagnostics.append(d)
        }
        guard let attribute = tree.attributes(of: index).first(where: { $0.name == "file" })
        else {
          fail("Import needs file=\"…\"")
          continue
        }
        guard depth < maxDepth else {
          fail("imports nest deeper than \(maxDepth) levels", at: attribute.valueLocation)
          continue
        }
        let resolved: String
        let real: String
        switch locate(
          attribute.value, namedIn: tree, suffix: ".xml", noun: "an import", rootFolder: rootFolder,
          visit: visit)
        {
        case .failure(let failure):
          fail(failure.message, at: attribute.valueLocation)
          continue
        case .success(let found):
          (resolved, real) = found
        }
        if loaded[real] != nil || real == rootFile { continue }
        guard loaded.count < maxFiles else {
          fail("more than \(maxFiles) imported files", at: attribute.valueLocation)
          continue
        }
        let source: SourceFile
        do {
          source = try FileReading.read(
            real, named: resolved, limit: budget, regularOnly: true)
        } catch {
          let shared = error.isTooLarge && budget < limits.maxInputBytes
          fail(
            shared
              ? "'\(resolved)' takes the imports together past the limit of \(limits.maxInputBytes) bytes (raise it with --max-input-bytes)"
              : error.message,
            at: attribute.valueLocation)
          continue
        }
        budget -= source.bytes.count
        do {
          let imported = try SyntaxTree.parse(source, limits: limits)
          loaded[real] = imported
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

  /// Why a path named in markup is refused.
  struct PolicyFailure: Error {
    var message: String
  }

  /// The policy for a file named in markup (`<Import file=…>`, `<ForEach items="….json">`):
  /// `path` is relative to the naming file's folder, has no `..` component, ends in `suffix`,
  /// the naming file is itself a file (not standard input), and its real path (links resolved)
  /// lies inside `rootFolder`, the real folder of the document being rendered. Returns the
  /// path joined to the naming file's folder and its real path; `visit` sees the joined path
  /// before it is resolved.
  static func locate(
    _ path: String, namedIn tree: SyntaxTree, suffix: String, noun: String, rootFolder: String?,
    visit: (String) -> Void = { _ in }
  ) -> Result<(resolved: String, real: String), PolicyFailure> {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if path.hasPrefix("/") {
      return .failure(
        PolicyFailure(
          message: "\(noun) path must be relative to this file's folder, not absolute"))
    }
    if parts.contains("..") {
      return .failure(
        PolicyFailure(message: "\(noun) path may not leave this file's folder with '..'"))
    }
    if !path.hasSuffix(suffix) || path.contains("\0") {
      return .failure(PolicyFailure(message: "\(noun) names a \(suffix) file"))
    }
    guard tree.file.name != "<stdin>" else {
      return .failure(
        PolicyFailure(
          message:
            "a document read from standard input cannot \(noun == "an import" ? "import files" : "read data files")"
        ))
    }
    let folder = tree.file.name.split(separator: "/", omittingEmptySubsequences: false)
      .dropLast()
      .joined(separator: "/")
    let resolved = folder.isEmpty ? path : folder + "/" + path
    visit(resolved)
    func inside(_ real: String) -> Bool {
      guard let rootFolder else { return false }
      return real == rootFolder || real.hasPrefix(rootFolder == "/" ? "/" : rootFolder + "/")
    }
    let real: String
    do {
      real = try FilePaths.realPath(resolved)
    } catch {
      // Whether a file exists outside the folder is none of the document's business either.
      let outside = (try? FilePaths.realPath(Self.folder(of: resolved))).map { !inside($0) }
      return .failure(
        PolicyFailure(
          message: outside == true
            ? "'\(resolved)' is a symbolic link that leads outside the document's folder"
            : "cannot read '\(resolved)': \(error.message)"))
    }
    guard inside(real), real != rootFolder else {
      return .failure(
        PolicyFailure(
          message: "'\(resolved)' is a symbolic link that leads outside the document's folder"))
    }
    return .success((resolved, real))
  }

  /// The real folder of the document `syntax` (nil for standard input).
  static func rootFolder(of syntax: SyntaxTree) -> String? {
    syntax.file.name != "<stdin>" ? try? FilePaths.realPath(folder(of: syntax.file.name)) : nil
  }

  /// The folder part of a path (`.` for a bare file name).
  private static func folder(of path: String) -> String {
    // Found by its byte (searching `Character`s backwards cost 10k instructions a document);
    // a slash next to something non-ASCII may be part of a larger character, and is left to
    // the `Character` search.
    let utf8 = path.utf8
    if let byte = utf8.lastIndex(of: UInt8(ascii: "/")),
      utf8.index(after: byte) == utf8.endIndex || utf8[utf8.index(after: byte)] < 0x80,
      byte == utf8.startIndex || utf8[utf8.index(before: byte)] < 0x80
    {
      return byte == path.startIndex ? "/" : String(path[..<byte])
    }
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
