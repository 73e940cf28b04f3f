// The measure of a conversion: a view's frames equal those of a careful hand translation.
// Views/ holds realistic views written for these tests in the style of real apps (subviews,
// helpers, constants, data); samples/real-*.xml are the hand translations of the same views.
#if SwiftSource
  import Foundation
  import MarkupSyntax
  import Pipeline
  import SwiftSource
  import Testing
  import TestSupport

  @Suite struct HandTranslationTests {
    static let views = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Views")

    /// Each view's file and its hand translation.
    static let pairs: [(swift: String, markup: String)] = [
      ("SettingsRow.swift", "real-1-settings-row.xml"),
      ("SpecialsCard.swift", "real-2-card.xml"),
      ("ProfileHeader.swift", "real-3-profile-header.xml"),
      ("MovieListCell.swift", "real-4-list-cell.xml"),
      ("BottomToolbar.swift", "real-5-toolbar.xml"),
      ("NotesSettingsForm.swift", "real-6-form.xml"),
      ("BirdGrid.swift", "real-7-grid.xml"),
      ("OnboardingPage.swift", "real-8-onboarding.xml"),
    ]

    @Test("a converted view's leaf frames equal its hand translation's", arguments: pairs)
    func leafFrames(_ pair: (swift: String, markup: String)) throws {
      let swiftPath = Self.views.appendingPathComponent(pair.swift).path
      let swiftFile = SourceFile(
        name: swiftPath, text: try String(contentsOfFile: swiftPath, encoding: .utf8))
      let input = try SwiftInput.load(
        swiftFile, options: SwiftConversionOptions(), settings: RenderSettings())
      #expect(input.warnings.isEmpty, "\(input.warnings.map { $0.rendered(in: swiftFile) })")
      let markupPath = StackupBinary.packageRoot.appendingPathComponent("samples/\(pair.markup)")
        .path
      let hand = SourceFile(
        name: markupPath, text: try String(contentsOfFile: markupPath, encoding: .utf8))
      let converted = try LeafFrames(input.markup)
      let expected = try LeafFrames(hand)
      #expect(!expected.frames.isEmpty)
      #expect(converted.frames == expected.frames, "converted markup:\n\(input.markup.text)")
    }
  }

  /// The frames of a document's leaf views (views without children), in document order, as
  /// `render --format json` prints them.
  struct LeafFrames {
    var frames: [String] = []

    init(_ file: SourceFile) throws {
      let laidOut = try Markup.layout(file)
      let json = Markup.render(laidOut, format: .json)
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      collect(object?["root"] as? [String: Any])
    }

    private mutating func collect(_ node: [String: Any]?) {
      guard let node else { return }
      let children = node["children"] as? [[String: Any]] ?? []
      if children.isEmpty, let frame = node["frame"] as? [String: Any] {
        let values = ["x", "y", "width", "height"].map {
          (((frame[$0] as? NSNumber)?.doubleValue ?? .nan) * 100).rounded() / 100
        }
        frames.append(values.map { String($0) }.joined(separator: " "))
      }
      for child in children { collect(child) }
    }
  }
#endif
