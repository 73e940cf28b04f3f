import Foundation

/// The built `stackup` executable, run as a user runs it. It is found beside the test product
/// (`.build/<triple>/debug/` holds `stackup` and `StackupPackageTests.xctest`; `swift test`
/// builds both), else at `.build/debug/stackup`.
enum StackupBinary {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let url: URL? = {
    let testProduct = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidates = [
      testProduct.deletingLastPathComponent().appendingPathComponent("stackup"),
      BrokenDocuments.packageRoot.appendingPathComponent(".build/debug/stackup"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs `stackup arguments` in the package root; output goes through files, so a large
  /// output cannot block on a full pipe.
  static func run(_ arguments: [String]) throws -> Run {
    guard let url else { throw Missing() }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stackup-exit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = BrokenDocuments.packageRoot
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "no stackup executable beside the tests or at .build/debug/stackup; run swift build"
    }
  }
}
