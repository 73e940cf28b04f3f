import LayoutEngine
import PropertyBased
import Rendering
import Testing

/// Properties every layout must have, checked on random trees (RandomTrees.swift) in random
/// proposals, nil and zero axes included.
@Suite struct LayoutPropertyTests {
  private func frames(_ tree: ViewTree, _ proposal: ProposedViewSize) -> (
    LayoutComputer, LayoutResult
  ) {
    let computer = LayoutComputer(tree: tree)
    return (computer, computer.run(in: proposal))
  }

  /// The same ops built twice and laid out give identical frames, and the JSON is
  /// byte-identical (README: output is byte-identical from run to run).
  @Test func layoutAndJSONAreDeterministic() async {
    await propertyCheck(count: 150, input: TreeOp.list, Proposals.generator) { ops, proposal in
      let first = BuiltTree(ops).tree
      let second = BuiltTree(ops).tree
      let a = frames(first, proposal).1
      let b = frames(second, proposal).1
      #expect(a.frames.elementsEqual(b.frames) { $0 == $1 }, "frames differ for \(ops)")
      let json = JSONRenderer().render(first, a)
      #expect(json == JSONRenderer().render(second, b))
      #expect(json == JSONRenderer().render(first, frames(first, proposal).1))
    }
  }

  /// No frame, size or canvas is NaN.
  @Test func noNaN() async {
    await propertyCheck(count: 200, input: TreeOp.list, Proposals.generator) { ops, proposal in
      let built = BuiltTree(ops)
      let result = frames(built.tree, proposal).1
      #expect(!result.canvas.width.isNaN && !result.canvas.height.isNaN)
      for (index, frame) in result.frames.enumerated() {
        guard let frame else { continue }
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        #expect(!values.contains { $0.isNaN }, "node \(index) has \(frame) for \(ops)")
      }
    }
  }

  /// An HStack's children follow each other left to right in source order without
  /// overlapping, a VStack's top to bottom (§1.4: origins accumulate in source order; every
  /// gap here is ≥ 0).
  @Test func stackChildrenKeepOrderAndNeverOverlap() async {
    await propertyCheck(count: 200, input: TreeOp.list, Proposals.generator) { ops, proposal in
      let built = BuiltTree(ops)
      let result = frames(built.tree, proposal).1
      for (stack, axis) in built.stacks {
        let children = built.tree[stack].children.compactMap { result.frames[Int($0)] }
        for (previous, next) in zip(children, children.dropFirst()) {
          let end = axis == .horizontal ? previous.maxX : previous.maxY
          let start = axis == .horizontal ? next.minX : next.minY
          let tolerance = 1e-9 * max(1, abs(end))
          #expect(
            start >= end - tolerance,
            "\(axis) stack \(stack.index): \(previous) then \(next) for \(ops)")
        }
      }
    }
  }

  /// A view under fixedSize() is laid out at its ideal size: its size for an unspecified
  /// proposal (§1.10).
  @Test func fixedSizeGivesTheIdealSize() async {
    await propertyCheck(count: 200, input: TreeOp.list, Proposals.generator) { ops, proposal in
      let built = BuiltTree(ops)
      let (computer, result) = frames(built.tree, proposal)
      for (layer, child) in built.fixedSizes {
        guard let frame = result.frame(of: child) else { continue }
        let ideal = computer.size(child.index, .unspecified)
        #expect(
          frame.size == ideal,
          "fixedSize layer \(layer.index): \(frame.size) vs ideal \(ideal) for \(ops)")
      }
    }
  }

  /// frame(width:height:) with both lengths is exactly that size whatever it is proposed (§1.8).
  @Test func fixedFrameHasExactlyItsSize() async {
    await propertyCheck(count: 200, input: TreeOp.list, Proposals.generator) { ops, proposal in
      let built = BuiltTree(ops)
      let result = frames(built.tree, proposal).1
      for (layer, size) in built.fixedFrames {
        guard let frame = result.frame(of: layer) else { continue }
        #expect(frame.size == size, "frame layer \(layer.index): \(frame.size) for \(ops)")
      }
    }
  }
}
