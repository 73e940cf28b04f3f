import Interpreter
import LayoutEngine
import MarkupSyntax
import Pipeline
import Rendering
import Testing

/// Infinite, zero, negative and huge numbers in layout: no NaN ever, ∞ only where SwiftUI's own
/// arithmetic gives it, and no loop or drawing that grows with the size of a number.
@Suite struct NumericEdgeTests {
  private func isClean(_ result: LayoutResult) -> Bool {
    result.frames.allSatisfy { f in
      guard let f else { return true }
      return ![f.minX, f.minY, f.width, f.height].contains { $0.isNaN }
    }
  }

  @Test func maxWidthInfinityWithAnUnspecifiedProposalIsTheChildsIdealWidth() {
    // §1.9: only maxWidth given and a nil proposal → the child's ideal width; a Color's ideal
    // is 10 × 10 (§1.2). Twenty nested frames change nothing.
    let tree = ViewTree()
    let color = tree.color("red")
    var view = color
    for _ in 0..<20 { view = view.frame(maxWidth: .infinity) }
    let result = tree.layout(width: nil, height: nil)
    #expect(result.frame(of: color.id) == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(result.frame(of: view.id) == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(result.canvas == Size(width: 10, height: 10))
  }

  @Test func maxWidthInfinityInAnInfiniteProposalIsInfiniteAtOrigin0() {
    // §1.9: "an ∞ proposal gives ∞" — SwiftUI reports ∞. Centring ∞ in an ∞ host is ∞ − ∞;
    // the view stays at 0 instead of NaN (LayoutEngine/Geometry/InfiniteArithmetic.swift).
    let tree = ViewTree()
    let color = tree.color("red")
    let framed = color.frame(maxWidth: .infinity)
    let result = tree.layout(width: .infinity, height: 50)
    #expect(result.frame(of: framed.id) == Rect(x: 0, y: 0, width: .infinity, height: 50))
    #expect(isClean(result))
  }

  @Test func zeroProposalGivesMinimumSizes() {
    // §1.1: 0 asks for the minimum; Colors shrink to 0, the stack's gaps (8, §1.3) remain.
    let tree = ViewTree()
    let a = tree.color("red")
    let b = tree.color("blue")
    let stack = tree.vstack([a, b])
    let result = tree.layout(width: 0, height: 0)
    #expect(result.frame(of: a.id)?.size == Size(width: 0, height: 0))
    #expect(result.frame(of: stack.id)?.height == 8)
    #expect(isClean(result))
  }

  @Test func negativeFrameWidthIsIgnored() throws {
    // §1.8: a negative width counts as nil, so the Color takes the proposed 120.
    let laidOut = try Markup.layout(
      SourceFile(
        name: "n.xml",
        text:
          #"<Preview width="120" height="40"><Color id="c" name="red" modifiers=".frame(width: -10)"/></Preview>"#
      ))
    #expect(laidOut.frame(ofID: "c") == Rect(x: 0, y: 0, width: 120, height: 40))
    #expect(laidOut.document.warnings.map(\.id) == ["frame-invalid"])
  }

  @Test func hugeSizesStayExactAndDrawClipped() throws {
    // frame(width: 1e300) is a legal CGFloat: SwiftUI reports it as is. The drawing is clipped
    // to ASCIIRenderer.maxCells columns instead of trapping or allocating 1e297 cells.
    let source = SourceFile(
      name: "h.xml",
      text:
        #"<Preview><Color id="c" name="red" modifiers=".frame(width: 1e300, height: 16)"/></Preview>"#
    )
    let laidOut = try Markup.layout(source)
    #expect(laidOut.frame(ofID: "c")?.width == 1e300)
    let drawing = Markup.render(laidOut, format: .ascii)
    let width = drawing.split(separator: "\n").first?.count
    #expect(width == ASCIIRenderer.maxCells + 2)
    #expect(Markup.render(laidOut, format: .json).contains(#""width": 1e+300"#))
  }

  @Test func infiniteIdealsAndInfiniteSiblingsNeverGiveNaN() {
    // Bad input SwiftUI still lays out (it warns): an infinite ideal under fixedSize, and an
    // infinite minimum followed by a sibling in a stack.
    for build in [
      { (tree: ViewTree) in
        _ = tree.vstack([
          tree.color("red").frame(idealWidth: .infinity).fixedSize(), tree.color("blue"),
        ])
      },
      { (tree: ViewTree) in
        _ = tree.hstack([tree.color("red").frame(minWidth: .infinity), tree.color("blue")])
      },
      { (tree: ViewTree) in
        _ = tree.color("red").frame(idealHeight: .infinity, alignment: .bottom).fixedSize()
      },
      { (tree: ViewTree) in
        _ = tree.zstack(
          alignment: .bottomTrailing,
          [tree.color("red").frame(minWidth: .infinity, minHeight: .infinity)])
      },
    ] {
      for proposal in [ProposedViewSize(width: 200, height: 200), .unspecified, .infinity, .zero] {
        let tree = ViewTree()
        build(tree)
        let result = tree.layout(width: proposal.width, height: proposal.height)
        #expect(isClean(result), "NaN for proposal \(proposal)")
      }
    }
  }
}
