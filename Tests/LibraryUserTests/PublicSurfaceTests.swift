import Foundation
import Testing

/// Every `public` declaration is part of what `import Stackup` promises a user, so each one says
/// what it is for: a `///` comment right above it (attributes aside). Anything a user does not
/// need is `package` instead, and needs no such promise.
@Suite struct PublicSurfaceTests {
  /// Modules not checked here: LayoutEngine's surface is audited on its own; MemoryAdvice is
  /// going away.
  static let unchecked: Set<String> = ["LayoutEngine", "MemoryAdvice"]

  @Test func everyPublicDeclarationIsDocumented() throws {
    let sources = repositoryRoot + "Sources/"
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
      .filter { $0.hasSuffix(".swift") }
      .filter { !Self.unchecked.contains(String($0.prefix { $0 != "/" })) }
    #expect(files.count > 20)
    var undocumented: [String] = []
    for file in files.sorted() {
      let text = try String(contentsOfFile: sources + file, encoding: .utf8)
      var previous = ""
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.drop { $0 == " " }
        if code.hasPrefix("public "), !code.hasPrefix("public import "),
          !previous.hasPrefix("///")
        {
          undocumented.append("Sources/\(file):\(number + 1): \(code)")
        }
        if !code.hasPrefix("@") { previous = String(code) }
      }
    }
    #expect(undocumented.isEmpty, "\(undocumented.joined(separator: "\n"))")
  }
}
