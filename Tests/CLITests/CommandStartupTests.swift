import Foundation
import Testing

/// Two ArgumentParser defaults cost `stackup render hello.xml` 18% of its instructions
/// (callgrind: 43.3 M against 35.5 M): a command without a `commandName` is named with
/// `String(describing:)` of its type, and an option enum's values are described with
/// `String(describing:)` of each case. Each first such call for a type searches every protocol
/// conformance in the process. The CLI names its commands and spells its option values itself
/// (`ArgumentChoice`); these keep new commands and options doing the same.
@Suite struct CommandStartupTests {
  static let cli = PlatformImportTests.root.appendingPathComponent("Sources/StackupCLI")

  static func sources() throws -> [(name: String, text: String)] {
    try FileManager.default.contentsOfDirectory(atPath: cli.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { ($0, try String(contentsOf: cli.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test("every command configuration names its command")
  func everyCommandIsNamed() throws {
    var configurations = 0
    for (name, text) in try Self.sources() {
      let parts = text.components(separatedBy: "CommandConfiguration(").dropFirst()
      for part in parts {
        configurations += 1
        let arguments = part.drop(while: { $0 == " " || $0 == "\n" })
        #expect(arguments.hasPrefix("commandName:"), "\(name): a configuration without commandName")
      }
    }
    #expect(configurations >= 7, "the scan found the root command and its six subcommands")
  }

  @Test("option value enums are ArgumentChoices")
  func optionEnumsSpellTheirValues() throws {
    var offenders: [String] = []
    for (name, text) in try Self.sources() {
      for line in text.split(separator: "\n")
      where line.hasPrefix("enum ") && line.contains("ExpressibleByArgument") {
        offenders.append("\(name): \(line)")
      }
    }
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }
}
