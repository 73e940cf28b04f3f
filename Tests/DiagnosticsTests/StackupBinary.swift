import Foundation
import TestSupport

/// The built `stackup`, run as a user runs it: `TestSupport.StackupBinary` under this target's
/// own name and result type. Declared here (rather than used directly) so that this target's
/// test files need no `import TestSupport` to read a run's fields: with `MemberImportVisibility`,
/// members of another module's types are only visible in files that import it.
enum StackupBinary {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The executable, or nil when none was found.
  static var url: URL? { TestSupport.StackupBinary.url }

  /// Thrown when the binary was never built.
  typealias Missing = TestSupport.StackupBinary.Missing

  /// Runs `stackup arguments` in the package root.
  static func run(_ arguments: [String]) throws -> Run {
    let output = try TestSupport.StackupBinary.run(arguments)
    return Run(status: output.status, stdout: output.stdout, stderr: output.stderr)
  }
}
