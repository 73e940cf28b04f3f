import LayoutEngine
import Pipeline
import Testing

@testable import Interpreter

/// A navigation stack's bottom toolbar items laid out in iOS 26's floating bar (docs/semantics.md
/// §8.11): 48-point platters 28 points in from the sides, 12 apart, the flexible spaces
/// splitting them into groups. Fixed metrics: 8 points a character, so a title's platter is 8
/// per character plus 24.
@Suite struct BottomBarItemTests {
  static func document(os: String, toolbar: String, device: String? = nil) -> String {
    let size = device.map { #"device="\#($0)""# } ?? #"width="320" height="480""#
    return """
      <Preview os="\(os)" \(size) textMetrics="fixed"><NavigationStack>\
      <List id="list" modifiers='.navigationTitle("Photos").toolbar { \(toolbar) }'>\
      <Text>Row</Text></List></NavigationStack></Preview>
      """
  }

  static func items(_ os: String, _ toolbar: String, device: String? = nil) throws -> [[Double]] {
    let laidOut = try #require(layOut(document(os: os, toolbar: toolbar, device: device)))
    return NavigationBarItemTests.frames("ToolbarItem", in: laidOut)
  }

  @Test("iOS 26: three groups lead, centre and trail, as UIKit's recorded toolbar does")
  func threeGroups() throws {
    // UIKit's recording: Edit at 28, plus centred at 136, share at 244 in 320.
    let toolbar =
      #"ToolbarItemGroup(placement: .bottomBar) { EditButton(); Spacer(); Button { } label: { Image(systemName: "plus") }; Spacer(); ShareLink(item: url) }"#
    #expect(
      try Self.items("iOS 26", toolbar) == [
        [28, 404, 56, 48], [136, 404, 48, 48], [244, 404, 48, 48],
      ])
  }

  @Test("iOS 26: one group leads, its platters 12 apart; a fixed ToolbarSpacer splits nothing")
  func oneGroup() throws {
    let toolbar =
      #"ToolbarItem(placement: .bottomBar) { Button("A") { } }; ToolbarSpacer(.fixed, placement: .bottomBar); ToolbarItem(placement: .bottomBar) { Button("Bee") { } }"#
    #expect(try Self.items("iOS 26", toolbar) == [[28, 404, 32, 48], [72, 404, 48, 48]])
  }

  @Test("iOS 26: a flexible ToolbarSpacer before the only item makes it trail")
  func leadingSpacer() throws {
    let toolbar =
      #"ToolbarSpacer(.flexible, placement: .bottomBar); ToolbarItem(placement: .bottomBar) { Button("Next") { } }"#
    #expect(try Self.items("iOS 26", toolbar) == [[236, 404, 56, 48]])
  }

  @Test("iOS 26: a status item is centred between the others")
  func statusCentred() throws {
    let toolbar =
      #"ToolbarItem(placement: .bottomBar) { Button("Folders", systemImage: "folder") { } }; ToolbarItem(placement: .status) { Text("Updated") }; ToolbarItem(placement: .bottomBar) { Button("New", systemImage: "square.and.pencil") { } }"#
    // "Updated": 56 + 24 = 80 wide, centred: (320 − 80) / 2 = 120.
    #expect(
      try Self.items("iOS 26", toolbar) == [
        [28, 404, 48, 48], [120, 404, 80, 48], [244, 404, 48, 48],
      ])
  }

  @Test("iOS 26 over a home-indicator inset: the platters sit right above it")
  func device() throws {
    let toolbar = #"ToolbarItem(placement: .bottomBar) { Button("Add", systemImage: "plus") { } }"#
    // An iPhone 16 Pro's stack ends at 840; the band keeps its 48-point platters: 792.
    #expect(
      try Self.items("iOS 26", toolbar, device: "iPhone 16 Pro") == [[28, 792, 48, 48]])
  }

  @Test("Through iOS 18, and with the bottom bar hidden, the items have no frames")
  func noFrames() throws {
    let toolbar = #"ToolbarItem(placement: .bottomBar) { Button("A") { } }"#
    #expect(try Self.items("iOS 18", toolbar).isEmpty)
    let laidOut = try #require(
      layOut(
        Self.document(os: "iOS 26", toolbar: toolbar).replacing(
          "'>", with: ".toolbar(.hidden, for: .bottomBar)'>")))
    #expect(NavigationBarItemTests.frames("ToolbarItem", in: laidOut).isEmpty)
    #expect(laidOut.frameArray("list") == [0, 116.5, 320, 363.5])
  }

  @Test("iOS 26: the navigation bar's items keep their row beside the bottom bar's")
  func bothBars() throws {
    let toolbar =
      #"ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { } }; ToolbarItem(placement: .bottomBar) { Button("Edit") { } }"#
    #expect(try Self.items("iOS 26", toolbar) == [[260, 10, 44, 44], [28, 404, 56, 48]])
  }
}
