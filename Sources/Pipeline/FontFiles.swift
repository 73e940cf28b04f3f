package import LayoutEngine
package import MarkupSyntax
import Platform

#if RealFonts
  import RealFonts
#endif

/// Font files for measuring text with a real font (semantics §10): `render --font FILE` and the
/// Preview's `font="FILE"`. Loading needs the RealFonts package trait; without it every font
/// request is refused with `missingTrait`, so the default build needs only libxml2.
package enum FontFiles {
  /// Whether this build can measure with fonts (it was built with the RealFonts trait).
  package static var isAvailable: Bool {
    #if RealFonts
      true
    #else
      false
    #endif
  }

  /// Why a build without the trait refuses a font.
  package static let missingTrait =
    "this build of stackup lacks the RealFonts package trait, so it cannot measure text with a font; rebuild with `swift build --traits RealFonts` (needs libharfbuzz-dev and libfreetype-dev)"

  /// The largest font file read: large CJK fonts are about 20 MB.
  package static let maxBytes = 64 << 20

  /// Loads the font at `path` (`--font`: any file the user names), called `name` in messages.
  package static func load(_ path: String, named name: String? = nil) throws(FileReading.Failure)
    -> any TextMeasuring
  {
    if path == systemFontName { return try installedSystemFont() }
    #if RealFonts
      let file = try FileReading.read(path, named: name, limit: maxBytes, regularOnly: true)
      do throws(FontLoadError) {
        return try HarfBuzzFont(
          bytes: Array(file.bytes), name: (try? FilePaths.realPath(path)) ?? path)
      } catch {
        throw FileReading.Failure(
          message: "cannot use '\(name ?? path)' as a font: \(error.message)")
      }
    #else
      throw FileReading.Failure(message: missingTrait)
    #endif
  }

  /// `--font system`: the font installed as the system font (macOS), not a file.
  package static let systemFontName = "system"

  /// The system font the Mac has, through Core Text (`InstalledSystemFont`); elsewhere a
  /// failure saying why none is needed.
  private static func installedSystemFont() throws(FileReading.Failure) -> any TextMeasuring {
    #if canImport(CoreText)
      return InstalledSystemFont()
    #else
      throw FileReading.Failure(
        message:
          "--font system measures with the system font installed on macOS (Core Text), which this platform lacks; the default text model already sizes text as the system font does (docs/semantics.md §9.7)"
      )
    #endif
  }

  /// The font the root Preview of `syntax` names with `font="…"`, if any, loaded.
  ///
  /// The path follows the import policy (`Imports`): relative to the document's folder, no
  /// `..`, a `.ttf` or `.otf` name, the document a file rather than standard input, and the
  /// real file (links resolved) inside the document's real folder and a regular file.
  package static func previewFont(_ syntax: SyntaxTree, root: Int32?) throws(DiagnosticError)
    -> (any TextMeasuring)?
  {
    let rootIndex = root ?? syntax.root
    guard syntax.element(rootIndex).name == "Preview",
      let attribute = syntax.attributes(of: rootIndex).first(where: { $0.name == "font" })
    else { return nil }
    func fail(_ message: String) -> DiagnosticError {
      DiagnosticError(
        Diagnostic(
          id: "font", message: message, at: attribute.valueLocation,
          length: max(1, attribute.value.count)))
    }
    guard isAvailable else { throw fail(missingTrait) }
    let path = attribute.value
    let lowered = path.lowercased()
    if path.hasPrefix("/") {
      throw fail("a font path must be relative to this file's folder, not absolute")
    }
    if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      throw fail("a font path may not leave this file's folder with '..'")
    }
    if !(lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf")) || path.contains("\0") {
      throw fail("a font names a .ttf or .otf file, not '\(path)'")
    }
    let documentName = syntax.file.name
    guard documentName != "<stdin>" else {
      throw fail("a document read from standard input cannot name a font file")
    }
    let folder = folder(of: documentName)
    let resolved = folder == "." && !documentName.hasPrefix("./") ? path : folder + "/" + path
    guard let rootFolder = try? FilePaths.realPath(folder) else {
      throw fail("cannot find the folder of '\(documentName)'")
    }
    let real: String
    do {
      real = try FilePaths.realPath(resolved)
    } catch {
      throw fail("cannot read '\(resolved)': \(error.message)")
    }
    guard real.hasPrefix(rootFolder == "/" ? "/" : rootFolder + "/") else {
      throw fail("'\(resolved)' is a symbolic link that leads outside the document's folder")
    }
    do {
      return try load(real, named: resolved)
    } catch {
      throw fail(error.message)
    }
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
