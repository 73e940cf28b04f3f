import LayoutEngine
import PropertyBased

/// Random view trees for property tests. The library has no `flatMap`, so a tree is generated
/// as a flat list of operations and built from it deterministically (shrinking then works on
/// the list): leaves append to the innermost open container, `open` starts an HStack, VStack
/// or ZStack, `close` finishes it, and a modifier wraps the last view added.
struct TreeOp: Sendable, CustomStringConvertible {
  var code: Int
  var a: Int
  var b: Int

  var description: String { "(\(code), \(a), \(b))" }

  static let generator = zip(Gen.int(in: 0...12), Gen.int(in: 0...120), Gen.int(in: 0...120))
    .map { TreeOp(code: $0.0, a: $0.1, b: $0.2) }
  static let list = generator.array(of: 0...40)
}

/// A proposal with each axis unspecified (nil), zero, or a length up to 400.
enum Proposals {
  static let generator = zip(Gen.int(in: -1...400), Gen.int(in: -1...400))
    .map {
      ProposedViewSize(width: $0.0 < 0 ? nil : Double($0.0), height: $0.1 < 0 ? nil : Double($0.1))
    }
}

/// What a built tree holds, for the properties to inspect.
struct BuiltTree {
  let tree: ViewTree
  /// HStack/VStack nodes with their axis.
  var stacks: [(node: NodeID, axis: Axis)] = []
  /// fixedSize() layers (both axes) with the view they wrap.
  var fixedSizes: [(layer: NodeID, child: NodeID)] = []
  /// frame(width:height:) layers with both lengths.
  var fixedFrames: [(layer: NodeID, size: Size)] = []

  /// Builds the tree `ops` describe. `offset` and `position` are left out: they move a view
  /// away from where its stack put it, on purpose.
  init(_ ops: [TreeOp]) {
    let tree = ViewTree()
    self.tree = tree
    struct Open {
      var kind: Int
      var spacing: Double
      var children: [ViewRef]
    }
    var open = [Open(kind: 1, spacing: 8, children: [])]
    func close() {
      let finished = open.removeLast()
      let view: ViewRef
      switch finished.kind {
      case 0:
        view = tree.hstack(spacing: finished.spacing, finished.children)
        stacks.append((view.id, .horizontal))
      case 1:
        view = tree.vstack(spacing: finished.spacing, finished.children)
        stacks.append((view.id, .vertical))
      default:
        view = tree.zstack(finished.children)
      }
      open[open.count - 1].children.append(view)
    }
    for op in ops {
      let a = Double(op.a)
      let b = Double(op.b)
      switch op.code {
      case 0: open[open.count - 1].children.append(tree.color("red"))
      case 1:
        let words = (0..<(op.a % 6 + 1)).map { String(repeating: "w", count: ($0 + op.b) % 7 + 1) }
        open[open.count - 1].children.append(tree.text(words.joined(separator: " ")))
      case 2:
        open[open.count - 1].children.append(
          op.a % 3 == 0 ? tree.spacer(minLength: b / 4) : tree.divider())
      case 3: open[open.count - 1].children.append(tree.image(width: a, height: b))
      case 4, 5, 6:
        if open.count < 8 {
          open.append(
            Open(kind: op.code - 4, spacing: Double(op.a % 3 == 0 ? 8 : op.b % 20), children: []))
        }
      case 7:
        if open.count > 1 { close() }
      default:
        guard let last = open[open.count - 1].children.popLast() else { continue }
        let wrapped: ViewRef
        switch (op.code + op.a) % 6 {
        case 0: wrapped = last.padding(.all, b / 4 - 5)
        case 1:
          wrapped = last.frame(width: a, height: b)
          fixedFrames.append((wrapped.id, Size(width: a, height: b)))
        case 2:
          wrapped = last.fixedSize()
          fixedSizes.append((wrapped.id, last.id))
        case 3: wrapped = last.frame(minWidth: a / 2, maxWidth: op.b % 2 == 0 ? .infinity : a + b)
        case 4: wrapped = last.frame(maxHeight: op.b % 2 == 0 ? .infinity : b)
        default: wrapped = last.layoutPriority(Double(op.b % 3))
        }
        open[open.count - 1].children.append(wrapped)
      }
    }
    while open.count > 1 { close() }
    let root = tree.vstack(spacing: 8, open[0].children)
    stacks.append((root.id, .vertical))
  }
}
