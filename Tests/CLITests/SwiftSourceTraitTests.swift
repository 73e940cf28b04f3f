// Without the SwiftSource package trait (the default build), a .swift input is a clear error
// that names the trait; with it, Tests/SwiftSourceTests covers the conversion.
#if !SwiftSource
  import Foundation
  import Testing
  import TestSupport

  @Suite struct MissingSwiftSourceTraitTests {
    static let view = """
      import SwiftUI
      struct Hello: View { var body: some View { Text("Hi") } }
      """

    @Test(
      "render, convert and check of a .swift file name the SwiftSource trait",
      arguments: [
        ["render"], ["convert"], ["check"],
      ])
    func refused(_ command: [String]) throws {
      let input = try StackupBinary.temporaryFile(named: "Hello.swift", contents: Self.view)
      defer { StackupBinary.removeTemporaryFile(input) }
      let run = try StackupBinary.run(command + [input.path])
      #expect(run.status == 1)
      #expect(
        run.stdout.isEmpty || run.stdout.contains("FAIL"), "\(run.stdout)")
      #expect(
        (run.stderr + run.stdout).contains(
          "\(input.path): error: this build of stackup lacks the SwiftSource package trait, so it cannot read Swift files; rebuild with `swift build --traits SwiftSource`"
        ), "\(run.stderr)")
    }
  }
#endif
