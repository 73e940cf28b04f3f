import Foundation
import Testing

/// Every call into the C library lives in Sources/Platform, which has a Darwin branch beside
/// the Glibc one, so the package builds on macOS: no other Swift file may import either.
@Suite struct PlatformImportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let accessLevels: Set<String> = [
    "public", "package", "internal", "fileprivate", "private",
  ]

  /// `import Glibc`, `internal import Darwin`, `@_exported import Glibc` …
  static func importsPlatform(_ line: Substring) -> Bool {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
      words[..<index].allSatisfy({ $0.hasPrefix("@") || accessLevels.contains(String($0)) })
    else { return false }
    let module = words[index + 1].split(separator: ".").first ?? ""
    return module == "Glibc" || module == "Darwin" || module == "ucrt" || module == "Musl"
  }

  @Test("only Sources/Platform imports Glibc or Darwin")
  func onlyPlatformImportsTheCLibrary() throws {
    var offenders: [String] = []
    var scanned = 0
    for folder in ["Sources", "Tests", "Benchmarks", "Fuzz"] {
      let base = Self.root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        let path = String(url.path.dropFirst(Self.root.path.count + 1))
        if path.hasPrefix("Sources/Platform/") { continue }
        scanned += 1
        let text = try String(contentsOf: url, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated() where Self.importsPlatform(line)
        {
          offenders.append("\(path):\(number + 1): \(line)")
        }
      }
    }
    #expect(scanned > 100, "the scan found the source tree")
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }

  @Test("the scan recognises every spelling of a platform import")
  func recognisesImports() {
    for line in [
      "import Glibc", "  import Darwin", "internal import Glibc", "@_exported import Darwin",
      "import Darwin.C", "public import Glibc",
    ] {
      #expect(Self.importsPlatform(Substring(line)), "\(line)")
    }
    for line in ["import Foundation", "// import Glibc is not allowed", "import Platform"] {
      #expect(!Self.importsPlatform(Substring(line)), "\(line)")
    }
  }
}
