package import Interpreter
package import MarkupSyntax

/// The JSON files `<ForEach items="….json">` elements name (§11.6), read before
/// interpretation as imports are, under the same policy (`Imports.locate`): relative to the
/// naming file, no `..`, inside the document's real folder, regular files only, and all of
/// them together within the input limit. A file that cannot be read becomes a message the
/// interpreter reports at the `items` attribute.
package enum DataFiles {
  /// Most data files one document may read.
  static let maxFiles = 64

  /// The data files named in `document` and in the files it imports, by `DataFile.key`.
  package static func read(
    for document: SyntaxTree, imports: [SyntaxTree], limits: MarkupLimits
  ) -> [String: DataFile] {
    var files: [String: DataFile] = [:]
    var budget = limits.maxInputBytes
    // Resolved at the first data file only: it costs a readlink per folder of the path.
    var rootFolderFound = false
    var rootFolder: String? = nil
    for tree in [document] + imports {
      for element in tree.elements(named: "ForEach") {
        for attribute in tree.attributes(of: element)
        where attribute.name == "items" && DataFile.isPath(attribute.value) {
          let path = DataFile.path(of: attribute.value)
          let key = DataFile.key(path, nextTo: tree.file.name)
          guard files[key] == nil else { continue }
          guard files.count < maxFiles else {
            files[key] = .failed("more than \(maxFiles) data files")
            continue
          }
          switch Imports.locate(
            path, namedIn: tree, suffix: ".json", noun: "a data file",
            rootFolder: {
              if !rootFolderFound {
                (rootFolderFound, rootFolder) = (true, Imports.rootFolder(of: document))
              }
              return rootFolder
            }())
          {
          case .failure(let failure):
            files[key] = .failed(failure.message)
          case .success(let (resolved, real)):
            do {
              let source = try FileReading.read(
                real, named: resolved, limit: budget, regularOnly: true)
              budget -= source.bytes.count
              files[key] = .loaded(source)
            } catch {
              files[key] = .failed(
                error.isTooLarge && budget < limits.maxInputBytes
                  ? "'\(resolved)' takes the data files together past the limit of \(limits.maxInputBytes) bytes (raise it with --max-input-bytes)"
                  : error.message)
            }
          }
        }
      }
    }
    return files
  }
}
