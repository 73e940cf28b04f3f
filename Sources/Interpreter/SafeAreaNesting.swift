import LayoutEngine
import MarkupSyntax

/// A bound on `ignoresSafeArea` layers nested in one another (docs/limits.md). A layer that
/// reaches past its bounds proposes its content a larger size than it was offered, so everything
/// inside it is measured again, at sizes no other layer asked for: with a `safeAreaPadding`
/// between each, every layer reaches, and a chain of n layers costs n² measurements (2,400
/// `.safeAreaPadding(1).ignoresSafeArea()` took 2.5 s in a release build). SwiftUI lays such a
/// chain out the same way; no real view nests more than a few, so past `maxNestedSafeAreaIgnoring`
/// the document is refused with an error at the layer that passes it.
extension Builder {
  /// The most `ignoresSafeArea` (and `edgesIgnoringSafeArea`) layers on one path from the root.
  static let maxNestedSafeAreaIgnoring = 64

  /// Remembers a layer built by `ignoresSafeArea`, and where its call is when it is in the
  /// document (an imported component's is located at its use).
  func noteSafeAreaIgnoring(_ node: NodeID, at location: MarkupLocation) {
    safeAreaIgnoring[node.index] = syntax.isSameTree(as: document) ? location : nil
    safeAreaIgnoringCount += 1
  }

  /// Reports the first layer nested deeper than `maxNestedSafeAreaIgnoring`. Only documents
  /// with more layers than that in all are walked (once, from the root down).
  func checkSafeAreaNesting() {
    guard safeAreaIgnoringCount > Self.maxNestedSafeAreaIgnoring else { return }
    let parents = tree.parents
    var depth = [Int32](repeating: 0, count: parents.count)
    // Every node is added after its children: parents come later, so a walk from the end
    // meets each node's parent before the node.
    for i in parents.indices.reversed() {
      let parent = Int(parents[i])
      var d = parent >= 0 ? depth[parent] : 0
      if safeAreaIgnoring.keys.contains(Int32(i)) {
        d += 1
        if d > Self.maxNestedSafeAreaIgnoring {
          let info = tree.nodes[i].info
          let location =
            safeAreaIgnoring[Int32(i)].flatMap { $0 }
            ?? document.file.location(line: info.line, column: max(1, info.column))
          error(
            "too-deep-safe-area",
            "ignoresSafeArea layers nest more than \(Self.maxNestedSafeAreaIgnoring) deep here: each one that reaches past its bounds measures everything inside it again",
            at: location, length: info.kind.count)
          return
        }
      }
      depth[i] = d
    }
  }
}
