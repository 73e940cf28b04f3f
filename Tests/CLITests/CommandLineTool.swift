import Foundation
import TestSupport

/// The built `stackup`, run as a user runs it (`TestSupport.StackupBinary`), under the name this
/// target's tests use; being declared here, it needs no import in each test file.
typealias CommandLineTool = StackupBinary

extension StackupBinary {
  /// `samples/` in the package root: the documents whose goldens `SampleGoldenTests` checks.
  static let samplesDirectory = packageRoot.appendingPathComponent("samples")
}
