import Foundation
import MarkupSyntax
import Pipeline
import Testing

@testable import Interpreter

/// Issue 16's measure: real modifier calls from open-source SwiftUI apps
/// (`Corpus/modifier-calls.txt`, each with its source) pasted verbatim on a view. At least 95%
/// of the calls that name only SwiftUI's own types must interpret without an error.
@Suite("Real modifier calls paste verbatim")
struct CorpusTests {
  struct Call {
    var text: String
    /// The app's own names the call uses (empty: only SwiftUI's and Swift's).
    var appNames: [String]
    var source: String
    var line: Int
  }

  static let calls: [Call] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Corpus/modifier-calls.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var calls: [Call] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.hasPrefix("#") && !line.isEmpty {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else {
        calls.append(
          Call(text: String(line), appNames: ["<malformed>"], source: "", line: index + 1))
        continue
      }
      let appNames =
        fields[1].hasPrefix("app: ")
        ? fields[1].dropFirst(5).split(separator: " ").map(String.init) : []
      calls.append(Call(text: fields[0], appNames: appNames, source: fields[2], line: index + 1))
    }
    return calls
  }()

  /// The document a call is pasted into: on an Image for the image modifiers, on a Rectangle
  /// for the shape modifiers, on a Text otherwise.
  static func document(pasting call: String) -> String {
    let name = String(call.dropFirst().prefix { $0 != "(" })
    var escaped = ""
    for ch in call {
      switch ch {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(ch)
      }
    }
    let element: String
    if ModifierCatalog.specs[name]?.keepsImage == true || name == "resizable" {
      element = "<Image width=\"20\" height=\"20\" modifiers=\"\(escaped)\"/>"
    } else if ["fill", "stroke", "strokeBorder", "trim", "inset"].contains(name) {
      element = "<Rectangle modifiers=\"\(escaped)\"/>"
    } else {
      element = "<Text modifiers=\"\(escaped)\">Inbox</Text>"
    }
    return "<Preview width=\"400\" height=\"400\">\(element)</Preview>"
  }

  /// The first error a pasted call gives, or nil when it interprets.
  static func firstError(pasting call: String) -> String? {
    do {
      _ = try Markup.interpret(SourceFile(name: "paste.xml", text: document(pasting: call)))
      return nil
    } catch {
      return error.diagnostics.first { $0.severity == .error }?.message ?? "error"
    }
  }

  @Test("the corpus holds at least 300 SwiftUI-only calls, each with its source")
  func corpusIsLargeAndCited() {
    let swiftUIOnly = Self.calls.filter(\.appNames.isEmpty)
    #expect(swiftUIOnly.count >= 300, "only \(swiftUIOnly.count) calls name SwiftUI's types alone")
    for call in Self.calls {
      // owner/repository@commit:path:line
      let cited = call.source.wholeMatch(of: /[\w.-]+\/[\w.-]+@[0-9a-f]{12}:[^:]+\.swift:\d+/)
      #expect(
        cited != nil, "line \(call.line): '\(call.source)' is not repository@commit:path:line")
      #expect(call.text.hasPrefix("."), "line \(call.line): '\(call.text)' is not a modifier call")
    }
  }

  @Test("a call counted as the app's own names each of them, and none is a SwiftUI type")
  func exclusionsAreHonest() {
    // An app's variable may share a modifier's name (`help ?? ""`); a type may not be SwiftUI's.
    let swiftUITypes = Set(SwiftUIVocabulary.viewNames)
    for call in Self.calls where !call.appNames.isEmpty {
      for name in call.appNames {
        let occurs = call.text.contains(name)
        #expect(occurs, "line \(call.line): '\(name)' does not occur in \(call.text)")
        let isSwiftUIType = swiftUITypes.contains(name)
        #expect(!isSwiftUIType, "line \(call.line): '\(name)' is a SwiftUI type")
      }
    }
  }

  @Test("at least 95% of the SwiftUI-only calls paste verbatim")
  func pasteRate() {
    let measured = Self.calls.filter(\.appNames.isEmpty)
    var failures: [String] = []
    for call in measured {
      if let error = Self.firstError(pasting: call.text) {
        failures.append("\(call.text)  →  \(error)  (\(call.source))")
      }
    }
    let share = Double(measured.count - failures.count) / Double(max(1, measured.count))
    let summary =
      "\(measured.count - failures.count) of \(measured.count) calls paste verbatim "
      + "(\(String(format: "%.1f", share * 100))%); failing:\n" + failures.joined(separator: "\n")
    #expect(share >= 0.95, "\(summary)")
    if ProcessInfo.processInfo.environment["CORPUS_REPORT"] != nil { print(summary) }
  }
}
