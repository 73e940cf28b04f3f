import LayoutEngine
import Testing

@Suite struct ViewTreeStructureTests {
  @Test func childrenReadTheSameHoweverStored() {
    let tree = ViewTree()
    let a = tree.color("red")
    let b = tree.color("blue")
    let c = tree.color("green")
    let framed = a.frame(width: 10, height: 10)
    let stack = tree.hstack([framed, b, c])
    let group = tree.group([stack])
    let empty = tree.group([])

    #expect(Array(tree[a.id].children).isEmpty)
    #expect(Array(tree[framed.id].children) == [a.id.index])
    #expect(Array(tree[stack.id].children) == [framed.id.index, b.id.index, c.id.index])
    #expect(Array(tree[group.id].children) == [stack.id.index])
    #expect(tree[empty.id].children.isEmpty)
    #expect(tree[framed.id].children == [a.id.index])
    #expect(tree.parents[Int(a.id.index)] == framed.id.index)
  }

  @Test func addingOverOneChildMatchesTheGeneralForm() {
    let tree = ViewTree()
    let one = tree.color("red")
    let two = tree.color("red")
    let info = NodeInfo(kind: "padding")
    let modifier = PaddingLayout(EdgeInsets(.all, 4))
    let single = tree.add(.modifier(modifier), child: one.id, info: info)
    let general = tree.add(.modifier(modifier), children: [two.id], info: info)

    #expect(Array(tree[single].children) == [one.id.index])
    #expect(tree[general].children == [two.id.index])
    #expect(tree.parents[Int(one.id.index)] == single.index)
    #expect(tree.parents[Int(two.id.index)] == general.index)
    #expect(tree.root == general)
  }
}
