import Foundation
import TestSupport

/// The broken documents that cannot be layout specs (malformed XML, wrong encodings, an empty
/// file would break the spec file itself): plain `.xml` files under `Documents/`, each beside
/// `NAME.stderr`, the exact text `stackup` prints for it. They live here rather than with the
/// spec fixtures, whose every `.xml` the schema tests validate. Found from this file's path, so
/// `RECORD=1` writes into the source tree. (Broken markup that fits in a spec file is in
/// `Tests/FixtureTests/Fixtures/invalid/`.)
enum BrokenDocuments {
  static let packageRoot: URL = TestSupport.StackupBinary.packageRoot

  static let directory: URL = packageRoot.appendingPathComponent("Tests/DiagnosticsTests/Documents")

  /// Paths relative to `directory` of every plain (non-spec) `.xml` file, sorted.
  static let paths: [String] = files(withExtension: "xml").filter { path in
    let data = (try? Data(contentsOf: directory.appendingPathComponent(path))) ?? Data()
    return data.range(of: Data("<LayoutSpec".utf8)) == nil
  }

  /// Paths relative to `directory` of every `.stderr` golden, sorted.
  static let goldens: [String] = files(withExtension: "stderr")

  private static func files(withExtension ext: String) -> [String] {
    let base = directory.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(atPath: base)
    var found: [String] = []
    while let next = enumerator?.nextObject() as? String {
      if next.hasSuffix("." + ext) { found.append(next) }
    }
    return found.sorted()
  }
}
