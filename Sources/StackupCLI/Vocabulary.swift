import ArgumentParser
import Interpreter

extension Command {
  /// `stackup vocabulary --markdown`: the table of SwiftUI's views and modifiers with what
  /// Stackup does with each, as docs/porting.md holds it (a test checks the two are equal).
  struct Vocabulary: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "vocabulary",
      abstract: "Print every SwiftUI view and modifier name with its status in Stackup.",
      discussion:
        "Statuses: layout (laid out as SwiftUI does), no layout effect (accepted and recorded), accepted, layout effect ignored, not yet (an error naming an alternative). docs/porting.md holds this table."
    )

    @Flag(help: "Print the Markdown tables of docs/porting.md (the only format).")
    var markdown = false

    func validate() throws {
      if !markdown { throw ValidationError("give --markdown") }
    }

    func run() throws {
      StandardOutput.write(DialectRegistry.swiftUIVocabularyMarkdown())
    }
  }
}
