/// The layout of a modifier layer over one child: how big it is for a proposal, and where and
/// with what proposal its child goes once its own size is known.
protocol UnaryLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> Size
  func childPlacement(in size: Size, proposal: ProposedViewSize, child: UnaryChild)
    -> ChildPlacement
}

/// A modifier layer's child as its layout sees it: measured through the pass directly.
///
/// Not a `LayoutSubview`, whose `unowned` reference costs an atomic retain and release each
/// time one is made, once per evaluation of every modifier layer. This one is made on the
/// computer's own call stack for a single call and never stored, so it holds the computer
/// unmanaged and calls it as a guaranteed reference, without counting (a strong or
/// `unowned(unsafe)` reference was retained for every call made through it).
struct UnaryChild {
  let computer: Unmanaged<LayoutComputer>
  let node: Int32

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    computer._withUnsafeGuaranteedRef { $0.size(node, proposal) }
  }

  func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    computer._withUnsafeGuaranteedRef { $0.dimensions(node, proposal) }
  }
}

/// Where a wrapper puts its child, relative to the wrapper's origin.
struct ChildPlacement {
  var origin: Point
  var proposal: ProposedViewSize
}

/// Aligns a child of `childDimensions` in a box of `size` so their guides coincide. The box's
/// guide takes its default value (frames compute theirs with the default computer, §1.8).
func align(_ childDimensions: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
  let h = alignment.horizontal.key
  let v = alignment.vertical.key
  return Point(
    x: offsetOrZero(h.defaultValue(width: size.width, height: size.height) - childDimensions[h]),
    y: offsetOrZero(v.defaultValue(width: size.width, height: size.height) - childDimensions[v]))
}
