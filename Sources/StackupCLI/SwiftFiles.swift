import ArgumentParser
import Interpreter
import MarkupSyntax
import Pipeline
import SwiftSource

/// A `.swift` input of `render`, `check`, `watch` and `convert`: read with its `--view` and
/// `--data`, converted (Pipeline's `SwiftInput`), its warnings printed.
enum SwiftFiles {
  /// Converts `file`; a failure is printed and ends the command with exit code 1.
  static func load(
    _ file: SourceFile, view: String?, data: String?, settings: RenderSettings,
    printWarnings: Bool = true
  ) throws -> SwiftInput {
    var options = SwiftConversionOptions(viewName: view)
    if let data { options.data = try values(data) }
    do throws(DiagnosticError) {
      let input = try SwiftInput.load(file, options: options, settings: settings)
      if printWarnings {
        StandardError.write(input.warnings.map { $0.rendered(in: file) + "\n" }.joined())
      }
      return input
    } catch {
      StandardError.write(error.rendered(in: file) + "\n")
      throw ExitCode(1)
    }
  }

  /// `--data FILE.json`: a JSON object whose members are the view's properties.
  private static func values(_ path: String) throws -> [String: DataValue] {
    let file = try InputFile.read(path, limit: 16 << 20)
    let bytes = file.bytes.withUnsafeBufferPointer { Array($0) }
    let value: DataValue
    do throws(JSONFailure) {
      value = try JSONReader.read(bytes)
    } catch {
      let location = file.location(ofOffset: error.offset)
      StandardError.write("\(path):\(location.line):\(location.column): error: \(error.message)\n")
      throw ExitCode(1)
    }
    guard case .object(let fields) = value else {
      StandardError.write(
        "stackup: error: --data \(path) must hold a JSON object (a value per property)\n")
      throw ExitCode(1)
    }
    return Dictionary(fields, uniquingKeysWith: { $1 })
  }
}
