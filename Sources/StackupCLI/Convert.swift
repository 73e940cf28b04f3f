import ArgumentParser
import MarkupSyntax
import Pipeline

extension Command {
  /// `stackup convert View.swift`: the markup a SwiftUI view's Swift file converts to, with
  /// what could not be carried over as comments (needs the SwiftSource trait).
  struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "convert",
      abstract:
        "Print the markup a SwiftUI view's .swift file converts to (needs the SwiftSource trait).")

    @Argument(help: "The Swift file to convert.")
    var file: String

    @OptionGroup var swift: SwiftOptionsGroup

    @OptionGroup var layout: LayoutOptionsGroup

    func run() throws {
      guard SwiftInput.isSwift(file) else {
        throw ValidationError("convert reads a SwiftUI view's .swift file, not '\(file)'")
      }
      var settings = RenderSettings()
      try layout.apply(to: &settings)
      let source = try InputFile.read(file, limit: layout.inputLimit)
      let input = try SwiftFiles.load(
        source, view: swift.view, data: swift.data, settings: settings, printWarnings: false)
      StandardOutput.write(input.convertedText)
    }
  }
}
