/// A node's children (arena indices), as a collection of `Int32`.
///
/// Half the nodes of a document are modifier layers with exactly one child, and most others
/// are leaves with none, so those are stored inline; only containers, groups and decorations
/// hold an array. An `[Int32]` per node was an allocation (48 bytes) for every modifier layer;
/// this takes the same 8 bytes in the node as the array reference did.
package struct ViewChildren: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  private enum Storage: Hashable, Sendable {
    case none
    case one(Int32)
    case many([Int32])
  }

  private let storage: Storage

  package init(_ children: [Int32]) {
    switch children.count {
    case 0: storage = .none
    case 1: storage = .one(children[0])
    default: storage = .many(children)
    }
  }

  package init(arrayLiteral children: Int32...) { self.init(children) }

  init(_ children: [NodeID]) {
    switch children.count {
    case 0: storage = .none
    case 1: storage = .one(children[0].index)
    default: storage = .many(children.map(\.index))
    }
  }

  /// One child, stored inline.
  package init(only child: Int32) { storage = .one(child) }

  package var startIndex: Int { 0 }

  package var endIndex: Int { count }

  /// How many children there are. Spelled out rather than inherited from `Collection`: from
  /// another module the inherited one is generic, reaching `startIndex`, `endIndex` and
  /// `distance(from:to:)` through the protocol's witnesses (about 110 instructions per node of
  /// the JSON writer, which asks every node).
  package var count: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case .many(let children): children.count
    }
  }

  /// Whether there are none (see `count`).
  package var isEmpty: Bool {
    if case .none = storage { true } else { false }
  }

  package subscript(position: Int) -> Int32 {
    switch storage {
    case .none: preconditionFailure("a view without children")
    case .one(let child):
      precondition(position == 0, "index out of range")
      return child
    case .many(let children): return children[position]
    }
  }
}
