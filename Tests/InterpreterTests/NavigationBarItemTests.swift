import LayoutEngine
import Pipeline
import Testing

@testable import Interpreter

/// A navigation stack's toolbar items laid out in iOS 26's bar (docs/semantics.md §8.11): each
/// `ToolbarItem` a platter with its content, placed by its placement, taking no space from the
/// root. The items have no markup ids, so they are found by kind in document order.
@Suite struct NavigationBarItemTests {
  static let toolbar =
    #".toolbar { ToolbarItem(placement: .topBarLeading) { EditButton() }; ToolbarItem(placement: .principal) { Text("Mail") }; ToolbarItem(placement: .topBarTrailing) { Button("Compose", systemImage: "square.and.pencil") { } }; ToolbarItem(placement: .primaryAction) { Button("Sort") { } } }"#

  static func document(os: String) -> String {
    """
    <Preview os="\(os)" width="320" height="480" textMetrics="fixed"><NavigationStack>\
    <List id="list" modifiers='.navigationTitle("Inbox")\(toolbar)'><Text>Row</Text></List>\
    </NavigationStack></Preview>
    """
  }

  /// The frames of the nodes of `kind`, in document order, as `[x, y, width, height]`.
  static func frames(_ kind: String, in laidOut: LaidOutDocument) -> [[Double]] {
    (0..<laidOut.tree.count).compactMap { index in
      let node = NodeID(index: Int32(index))
      guard laidOut.tree[node].info.kind == kind, let f = laidOut.result.frame(of: node) else {
        return nil
      }
      return [f.minX, f.minY, f.width, f.height]
    }
  }

  @Test("iOS 26: platters 44 tall at y 10, 16 from the edges, 8 apart; the principal centred")
  func iOS26Items() throws {
    let laidOut = try #require(layOut(Self.document(os: "iOS 26")))
    // Fixed metrics: 8 per character, 16-point lines. "Edit" (32) makes a 56-wide platter at
    // 16; the trailing symbol (44) and "Sort" (56) end 16 from the edge: 320 − 16 − 108 = 196.
    #expect(
      Self.frames("ToolbarItem", in: laidOut) == [
        [16, 10, 56, 44], [144, 24, 32, 16], [196, 10, 44, 44], [248, 10, 56, 44],
      ])
    #expect(Self.frames("ToolbarItems", in: laidOut) == [[0, 10, 320, 44]])
    // The title's text is centred in its platter (the list's row is the other Text).
    #expect(Self.frames("Text", in: laidOut).contains([28, 24, 32, 16]))
    // The items take no space: the list is under the 116.5-point bar.
    #expect(laidOut.frameArray("list") == [0, 116.5, 320, 363.5])
  }

  @Test("iOS 18: no recorded item geometry, so the items stay drawn only")
  func iOS18ItemsDrawnOnly() throws {
    let laidOut = try #require(layOut(Self.document(os: "iOS 18")))
    #expect(Self.frames("ToolbarItem", in: laidOut).isEmpty)
    #expect(laidOut.frameArray("list") == [0, 96, 320, 384])
  }

  @Test("The deprecated .navigationBarItems(leading:trailing:) gives a leading and a trailing item")
  func deprecatedBarItems() throws {
    let document = Self.document(os: "iOS 26").replacing(
      Self.toolbar,
      with:
        #".navigationBarItems(leading: Button("Edit") { }, trailing: Button(action: add) { Image(systemName: "plus") })"#
    )
    let laidOut = try #require(layOut(document))
    // "Edit" (32 + 24) from 16 in; the symbol's 44 ending 16 from the edge.
    #expect(Self.frames("ToolbarItem", in: laidOut) == [[16, 10, 56, 44], [260, 10, 44, 44]])
  }
}
