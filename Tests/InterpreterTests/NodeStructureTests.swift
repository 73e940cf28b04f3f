import LayoutEngine
import Pipeline
import Testing

@testable import Interpreter

/// The node tree the interpreter builds: one layer per modifier in order, the id on the view
/// itself, lists opened into their parent, implicit containers where SwiftUI makes them.
@Suite struct NodeStructureTests {
  @Test("each modifier is its own layer, applied left to right; the id stays on the base view")
  func modifierLayersInOrder() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Color id="red" name="red" modifiers=".frame(width: 50).padding(8).offset(x: 3).layoutPriority(1)"/>"#
        )))
    #expect(laidOut.structure == "layoutPriority(offset(padding(frame(Color#red))))")
    let red = try #require(laidOut.node("red"))
    #expect(laidOut.tree.base(of: laidOut.tree.root!) == red)
  }

  @Test("the layers carry the decoded arguments")
  func layerArguments() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Color id="c" name="red" modifiers=".frame(width: 50, height: nil, alignment: .topLeading).frame(minWidth: 10, maxWidth: .infinity).padding([.top, .leading], 8).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).padding(.horizontal).fixedSize(horizontal: true, vertical: false).position(x: -5, y: 2.5)"/>"#
        )))
    var node = try #require(laidOut.node("c"))
    var layers: [any ModifierLayout] = []
    while let parent = laidOut.parent(of: node) {
      if let m = laidOut.modifier(parent) { layers.append(m) }
      node = parent
    }
    try #require(layers.count == 7)
    guard let frame = layers[0] as? FrameLayout, let flexible = layers[1] as? FlexibleFrameLayout,
      let edges = layers[2] as? PaddingLayout, let insets = layers[3] as? PaddingLayout,
      let horizontal = layers[4] as? PaddingLayout,
      let fixed = layers[5] as? FixedSizeLayout, let position = layers[6] as? PositionLayout
    else {
      Issue.record("unexpected layers \(layers)")
      return
    }
    #expect(frame == FrameLayout(width: 50, height: nil, alignment: .topLeading))
    #expect(flexible.horizontal == .init(min: 10, ideal: nil, max: .infinity))
    #expect(flexible.vertical == .init(min: nil, ideal: nil, max: nil))
    #expect(edges.insets == EdgeInsets(top: 8, leading: 8, bottom: 0, trailing: 0))
    #expect(insets.insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    // .padding(.horizontal) uses the default padding, 16 (LayoutOptions.defaultPadding).
    #expect(horizontal.insets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(fixed == FixedSizeLayout(horizontal: true, vertical: false))
    #expect(position == PositionLayout(x: -5, y: 2.5))
  }

  @Test("alignment guides: $0, a named parameter, _ in, computeValue:")
  func alignmentGuides() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Text id="a" modifiers=".alignmentGuide(.top) { $0.height / 2 }">a</Text><Text id="b" modifiers=".alignmentGuide(.leading) { d in d[.trailing] - 10 }">b</Text><Text id="c" modifiers=".alignmentGuide(.bottom, computeValue: { _ in -10 })">c</Text><Text id="d" modifiers=".alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.center] }">d</Text></VStack>"#
        )))
    var found: [String: (AlignmentKey, GuideExpression)] = [:]
    for id in ["a", "b", "c", "d"] {
      guard let node = laidOut.node(id), let layer = laidOut.parent(of: node),
        let guide = laidOut.modifier(layer) as? AlignmentGuideModifier
      else {
        Issue.record("no alignmentGuide layer on \(id)")
        continue
      }
      found[id] = (guide.key, guide.expression)
    }
    #expect(found["a"]?.0 == .top)
    #expect(found["a"]?.1 == .binary(.divide, .height, .number(2)))
    #expect(found["b"]?.0 == .leading)
    #expect(found["b"]?.1 == .binary(.subtract, .guide(.trailing), .number(10)))
    #expect(found["c"]?.0 == .bottom)
    #expect(found["c"]?.1 == .number(-10))
    #expect(found["d"]?.0 == .horizontalCenter)
    #expect(found["d"]?.1 == .guide(.horizontalCenter))
  }

  @Test("a modifier on a Group or ForEach applies to each of its views (§1.18)")
  func listModifiersReachEachElement() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<HStack><Group modifiers=".padding(4)"><Text id="a">a</Text><Text id="b">b</Text></Group><ForEach count="2" modifiers=".frame(width: 30)"><Color name="red"/></ForEach></HStack>"#
        )))
    #expect(
      laidOut.structure
        == "HStack(Group(padding(Text#a), padding(Text#b)), ForEach(frame(Color), frame(Color)))")
  }

  @Test("several root views form an implicit VStack; one root view is the root itself")
  func implicitRootStack() throws {
    let several = try #require(layOut(preview("<Text>a</Text><Text>b</Text>")))
    #expect(several.structure == "~VStack(Text, Text)")
    let one = try #require(layOut(preview("<Text>a</Text>")))
    #expect(one.structure == "Text")
    // A Group at the root is a list, so its views still need the implicit stack.
    let group = try #require(layOut(preview("<Group><Text>a</Text><Text>b</Text></Group>")))
    #expect(group.structure == "~VStack(Group(Text, Text))")
  }

  @Test("a template with several views is an implicit ZStack; templates are not views themselves")
  func templates() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Text id="t" modifiers=".background(:bg).overlay(alignment: .topTrailing, content: :badge)">Hi<Group template="bg"><Color name="red"/><Circle/></Group><Circle id="dot" template="badge"/></Text>"#
        )))
    #expect(
      laidOut.structure == "overlay(background(Text#t, ~ZStack(Group(Color, Circle))), Circle#dot)")
    let overlay = laidOut.tree.root!
    guard case .modifier(let decoration as Decoration) = laidOut.tree.content(overlay) else {
      Issue.record("the root is not a decoration")
      return
    }
    #expect(decoration == Decoration(.overlay, alignment: .topTrailing))
  }

  @Test("inline views: Color.orange.opacity(0.5), .red, Rectangle(), a closure")
  func inlineViews() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Text modifiers=".background(Color.orange.opacity(0.5)).overlay(.red).background(Rectangle()).overlay { Color.blue }">Hi</Text>"#
        )))
    #expect(
      laidOut.structure
        == "overlay(background(overlay(background(Text, ~ignoresSafeArea(opacity(Color))), ~ignoresSafeArea(Color)), Rectangle), Color)"
    )
    // Every Color in the arena is in the tree: testing whether `Color.orange` is a view must
    // not build an orphan copy of it.
    let colors = laidOut.tree.nodes.filter { $0.info.kind == "Color" }.map {
      $0.info.details["color"]
    }
    #expect(colors == ["orange", "red", "blue"])
    #expect(laidOut.tree.parents.filter { $0 < 0 }.count == 1, "only the root has no parent")
  }

  @Test("a modifier inside an inline view keeps its arguments as written, like a chain's")
  func inlineArguments() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<Text modifiers=".background(Color.orange.opacity( 0.5 )).overlay { Rectangle().stroke(.green, lineWidth: 2) }">Hi</Text>"#
        )))
    var found: [String: String] = [:]
    var effects: [String: StyleEffect] = [:]
    for (i, node) in laidOut.tree.nodes.enumerated() {
      guard case .modifier(let style as StyleModifier) = laidOut.tree.content(at: i) else {
        continue
      }
      found[style.name] = node.info.details["arguments"]
      effects[style.name] = style.effect
    }
    // From the first argument's start to the last one's end: spaces around them go.
    #expect(found == ["opacity": "0.5", "stroke": ".green, lineWidth: 2"])
    // What is drawn was read from the same calls.
    #expect(
      effects == [
        "opacity": .opacity(0.5),
        "stroke": .stroke(.color(NamedColor("green")), lineWidth: 2, inside: false),
      ])
  }

  @Test("border is an overlay of an implicit stroked Rectangle")
  func border() throws {
    let laidOut = try #require(
      layOut(preview(#"<Text modifiers=".border(.black, width: 3)">Hi</Text>"#)))
    #expect(laidOut.structure == "border(Text, ~Rectangle)")
    let root = laidOut.tree.root!
    #expect(laidOut.tree[root].info.details["color"] == "black")
    #expect(laidOut.tree[root].info.details["width"] == "3")
    let stroke = NodeID(index: laidOut.tree[root].children[1])
    #expect(laidOut.tree[stroke].info.details == ["stroke": "black", "lineWidth": "3"])
    // Drawn like an overlay: the stroke gets the text's frame ("Hi": 16 × 16, centred in 200 × 200).
    #expect(laidOut.result.frame(of: stroke) == Rect(x: 92, y: 92, width: 16, height: 16))
  }

  @Test("a Button is laid out as its label: a title becomes a Text")
  func button() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Button id="b" title="Login"/><Button><Text>Go</Text><Text>Now</Text></Button></VStack>"#
        )))
    #expect(laidOut.structure == "VStack(Button#b(Text), Button(~VStack(Text, Text)))")
    // "Login" is 5 × 8 = 40 wide, one 16 pt line; the Button is exactly its label.
    let b = try #require(laidOut.node("b"))
    let label = NodeID(index: laidOut.tree[b].children[0])
    #expect(laidOut.result.frame(of: b) == laidOut.result.frame(of: label))
    #expect(laidOut.result.frame(of: b)?.size == Size(width: 40, height: 16))
  }

  @Test(
    "Text content: trimmed, line breaks and their indentation folded; verbatim kept exactly",
    arguments: [
      ("<Text>  Hello  </Text>", "Hello"),
      ("<Text>\n    Hello\n    world\n  </Text>", "Hello world"),
      ("<Text>a  b</Text>", "a  b"),
      ("<Text>a &amp; b</Text>", "a & b"),
      (#"<Text verbatim="  exact  "/>"#, "  exact  "),
    ])
  func textContent(markup: String, content: String) throws {
    let laidOut = try #require(layOut(preview(markup)))
    let root = laidOut.tree.root!
    #expect(laidOut.leaf(root) as? TextLeaf == TextLeaf(content))
    #expect(laidOut.tree[root].info.details["text"] == content)
  }

  @Test(".resizable() changes an Image (before other modifiers) and adds no layer")
  func resizable() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<VStack><Image id="r" width="300" height="300" modifiers=".resizable().frame(width: 50, height: 40)"/><Image id="f" width="30" height="30"/></VStack>"#
        )))
    #expect(laidOut.structure == "VStack(frame(Image#r), Image#f)")
    let r = try #require(laidOut.node("r"))
    let f = try #require(laidOut.node("f"))
    #expect(
      laidOut.leaf(r) as? ImageLeaf == ImageLeaf(width: 300, height: 300, resizable: true))
    #expect(laidOut.leaf(f) as? ImageLeaf == ImageLeaf(width: 30, height: 30, resizable: false))
    // Resizable, it fills the 50 × 40 frame; the fixed one keeps its 30 × 30.
    #expect(laidOut.frameArray("r").suffix(2) == [50, 40])
    #expect(laidOut.frameArray("f").suffix(2) == [30, 30])
  }

  @Test("style modifiers are recorded layers; a colour is noted on the base view")
  func styleModifiers() throws {
    let laidOut = try #require(
      layOut(preview(#"<Circle id="c" modifiers=".fill(Color.green).font(.title)"/>"#)))
    #expect(laidOut.structure == "font(fill(Circle#c))")
    let c = try #require(laidOut.node("c"))
    #expect(laidOut.tree[c].info.details["color"] == "green")
    let font = laidOut.tree.root!
    #expect(laidOut.tree[font].info.details["arguments"] == ".title")
  }

  @Test("EmptyView contributes nothing; If picks its branch from the size class")
  func emptyViewAndIf() throws {
    let laidOut = try #require(
      layOut(
        preview(
          #"<HStack><EmptyView/><If condition="horizontalSizeClass == .compact"><Text id="yes">y</Text><Else><Text id="no">n</Text></Else></If></HStack>"#
        )))
    #expect(laidOut.structure == "HStack(EmptyView, If(Text#yes))")
    var settings = RenderSettings()
    settings.interpreter.horizontalSizeClass = "regular"
    let regular = try #require(
      layOut(
        preview(
          #"<If condition="horizontalSizeClass != .compact"><Text id="yes">y</Text><Else><Text id="no">n</Text></Else></If>"#
        ), settings: settings))
    #expect(regular.structure == "~VStack(If(Text#yes))")
  }
}
