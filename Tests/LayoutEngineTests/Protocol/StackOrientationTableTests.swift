import LayoutEngine
import Testing

/// Seed 000, "布局属性和 Spacer()": a Spacer's minimum, ideal and maximum sizes, read through a
/// `LayoutSubview` proxy inside layouts whose `layoutProperties.stackOrientation` differs.
///
/// | stackOrientation | minimum   | ideal     | maximum   |
/// |------------------|-----------|-----------|-----------|
/// | .horizontal      | 8.0 × 0.0 | 8.0 × 0.0 | ∞ × 0.0   |
/// | .vertical        | 0.0 × 8.0 | 0.0 × 8.0 | 0.0 × ∞   |
/// | .none or nil     | 8.0 × 8.0 | 8.0 × 8.0 | ∞ × ∞     |
@Suite struct StackOrientationTable {
  /// Records what the first subview answers to .zero, .unspecified and .infinity.
  final class Probe: @unchecked Sendable {
    var minimum = Size.zero
    var ideal = Size.zero
    var maximum = Size.zero
  }

  struct Horizontal: Layout {
    let probe: Probe
    static var layoutProperties: LayoutProperties {
      LayoutProperties(stackOrientation: .horizontal)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size
    {
      record(probe, subviews)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
    ) {}
  }

  struct Vertical: Layout {
    let probe: Probe
    static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size
    {
      record(probe, subviews)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
    ) {}
  }

  /// No `layoutProperties`: the protocol's default, `stackOrientation == nil`.
  struct Unoriented: Layout {
    let probe: Probe
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size
    {
      record(probe, subviews)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()
    ) {}
  }

  static func record(_ probe: Probe, _ subviews: LayoutSubviews) -> Size {
    probe.minimum = subviews[0].sizeThatFits(.zero)
    probe.ideal = subviews[0].sizeThatFits(.unspecified)
    probe.maximum = subviews[0].sizeThatFits(.infinity)
    return .zero
  }

  func measure(_ make: (Probe) -> any Layout) -> Probe {
    let probe = Probe()
    let tree = ViewTree()
    _ = tree.container(AnyLayout(make(probe)), kind: "Probe", [tree.spacer()])
    _ = tree.layout(width: 100, height: 100, options: .fixedText)
    return probe
  }

  @Test func horizontal() {
    let p = measure { Horizontal(probe: $0) }
    #expect(p.minimum == Size(width: 8, height: 0))
    #expect(p.ideal == Size(width: 8, height: 0))
    #expect(p.maximum == Size(width: .infinity, height: 0))
  }

  @Test func vertical() {
    let p = measure { Vertical(probe: $0) }
    #expect(p.minimum == Size(width: 0, height: 8))
    #expect(p.ideal == Size(width: 0, height: 8))
    #expect(p.maximum == Size(width: 0, height: .infinity))
  }

  @Test func none() {
    let p = measure { Unoriented(probe: $0) }
    #expect(p.minimum == Size(width: 8, height: 8))
    #expect(p.ideal == Size(width: 8, height: 8))
    #expect(p.maximum == Size(width: .infinity, height: .infinity))
  }

  /// AnyLayout's orientation is the wrapped layout's (semantics §1.19), even wrapped twice.
  @Test func anyLayoutTakesTheWrappedOrientation() {
    let p = measure { AnyLayout(AnyLayout(Vertical(probe: $0))) }
    #expect(p.ideal == Size(width: 0, height: 8))
    #expect(p.maximum == Size(width: 0, height: .infinity))
  }

  /// The built-in stacks are layouts like these: HStackLayout is horizontal, VStackLayout
  /// vertical, ZStackLayout has none.
  @Test func builtInStacks() {
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
  }
}
