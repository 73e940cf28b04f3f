import LayoutEngine
import Testing

/// A modifier is one type conforming to `ModifierLayout`: nothing else in the engine needs to
/// know it. This one, written here as a new modifier would be, doubles its child's size and
/// centres the child; the pass measures, places, memoises and traces around it like any other.
private struct DoublingLayout: ModifierLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, child: ModifierChild) -> Size {
    let s = child.sizeThatFits(proposal)
    return Size(width: s.width * 2, height: s.height * 2)
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, child: ModifierChild)
    -> ChildPlacement?
  {
    ChildPlacement(origin: Point(x: size.width / 4, y: size.height / 4), proposal: proposal)
  }
}

/// A leaf is one type conforming to `LeafLayout`, likewise: a square of its proposal's shorter
/// side, with a layout priority its container reads through `LayoutSubview.priority`.
private struct SquareLeaf: LeafLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, in environment: LayoutEnvironment) -> Size {
    let s = proposal.replacingUnspecifiedDimensions()
    return Size(width: min(s.width, s.height), height: min(s.width, s.height))
  }

  var layoutPriority: Double { 1 }
}

@Suite struct ModifierDoorTests {
  /// HStack(spacing: 0) of the doubled 10² red (20²) and a 10² blue, in 100²: the stack is
  /// 30 × 20 at (35, 40); red is centred in its layer at (40, 45); blue is centred vertically.
  @Test func aNewModifierIsOneType() {
    let t = ViewTree()
    let red = t.color("red").frame(width: 10, height: 10)
    let doubled = red.modifier(DoublingLayout(), kind: "doubling")
    let blue = t.color("blue").frame(width: 10, height: 10)
    let stack = t.hstack(spacing: 0, [doubled, blue])
    let r = t.layout(width: 100, height: 100, options: .fixedText)
    #expect(r.frame(of: stack.id) == Rect(x: 35, y: 40, width: 30, height: 20))
    #expect(r.frame(of: doubled.id) == Rect(x: 35, y: 40, width: 20, height: 20))
    #expect(r.frame(of: red.id) == Rect(x: 40, y: 45, width: 10, height: 10))
    #expect(r.frame(of: blue.id) == Rect(x: 55, y: 45, width: 10, height: 10))
  }

  /// In a 100-wide HStack with a 60-wide Color, the square leaf (priority 1) is offered the
  /// whole width first: it takes 100 × 100 (the proposal's shorter side), leaving the Color 0.
  @Test func aNewLeafIsOneType() {
    let t = ViewTree()
    let square = t.leaf(SquareLeaf(), kind: "Square")
    let color = t.color("red")
    _ = t.hstack(spacing: 0, [color, square])
    let r = t.layout(width: 100, height: 100, options: .fixedText)
    #expect(r.frame(of: square.id) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(r.frame(of: color.id)?.width == 0)
  }
}
