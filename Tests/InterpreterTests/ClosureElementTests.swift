import LayoutEngine
import Pipeline
import Testing

@testable import Interpreter

/// An element written as a Swift call inside a modifier's closure is built as its markup is
/// (ClosureElements.swift): each case lays out a closure form and the same views as a template,
/// and every view of one has the frame of its counterpart in the other.
@Suite struct ClosureElementTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The modifier with its view in a closure.
    var closure: String
    /// The modifier naming the template `:t`, and the template's markup.
    var reference: String
    var template: String
    var testDescription: String { name }
  }

  /// `modifiers` on a 200×120 Color in a 300×300 preview; `children` after it.
  static func document(_ modifiers: String, _ children: String = "") -> String {
    """
    <Preview width="300" height="300" textMetrics="fixed"><VStack spacing="0">\
    <Color name="gray" modifiers='.frame(width: 200, height: 120)\(modifiers)'>\(children)</Color>\
    <Color id="below" name="blue"/></VStack></Preview>
    """
  }

  /// Every laid-out view as its kind, frame and text (a Text's, a tab bar's), sorted: the two forms may
  /// make their nodes in another order, and their lines differ.
  static func frames(_ markup: String) -> [String] {
    guard let laidOut = layOut(markup) else { return [] }
    return (0..<laidOut.tree.count).compactMap { index in
      let node = NodeID(index: Int32(index))
      guard let f = laidOut.result.frame(of: node) else { return nil }
      let info = laidOut.tree[node].info
      var text = info.details["text"].map { " \"\($0)\"" } ?? ""
      // A tab view's bar: its tabs' titles and symbols, and the one selected.
      if case .modifier(let layer) = laidOut.tree.content(node), let tabs = layer as? TabViewLayout
      {
        text = " \(tabs.titles) \(tabs.symbols) \(tabs.selected ?? -1)"
      }
      return "\(info.kind) \(f.minX) \(f.minY) \(f.width) \(f.height)\(text)"
    }.sorted()
  }

  @Test(arguments: [
    Case(
      name: "a spinner in an overlay", closure: ".overlay { ProgressView() }",
      reference: ".overlay(:t)", template: #"<ProgressView template="t"/>"#),
    Case(
      name: "a Toggle with a binding and a title, in a background",
      closure: #".background { Toggle("Wi-Fi", isOn: $on) }"#, reference: ".background(:t)",
      template: #"<Toggle template="t" isOn="$on">Wi-Fi</Toggle>"#),
    Case(
      name: "a Button with its action and a chain, aligned",
      closure:
        #".overlay(alignment: .bottom) { Button("Retry") { reload() }.buttonStyle(.borderedProminent).padding(4) }"#,
      reference: ".overlay(alignment: .bottom, content: :t)",
      template:
        #"<Button template="t" title="Retry" modifiers=".buttonStyle(.borderedProminent).padding(4)"/>"#
    ),
    Case(
      name: "several views as the implicit ZStack",
      closure: #".overlay { Divider(); Slider(value: 0.5).frame(width: 80) }"#,
      reference: ".overlay(:t)",
      template:
        #"<ZStack template="t"><Divider/><Slider value="0.5" modifiers=".frame(width: 80)"/></ZStack>"#
    ),
    Case(
      name: "a nested stack holding elements, a ForEach among them",
      closure:
        #".safeAreaInset(edge: .top, spacing: 0) { VStack(alignment: .leading, spacing: 2) { ProgressView(value: 0.3) { Text("Loading") }; ForEach(0..<2) { i in Stepper("Count", value: 3) }; ScrollView(.horizontal) { Text("wide") } } }"#,
      reference: ".safeAreaInset(edge: .top, spacing: 0, content: :t)",
      template:
        #"<VStack template="t" alignment="leading" spacing="2"><ProgressView value="0.3">Loading</ProgressView><ForEach range="0..&lt;2"><Stepper value="3">Count</Stepper></ForEach><ScrollView axes="horizontal"><Text>wide</Text></ScrollView></VStack>"#
    ),
    Case(
      name: "a segmented Picker reading its options' tags",
      closure:
        #".overlay { Picker("Size", selection: 2) { Text("S").tag(1); Text("M").tag(2) }.pickerStyle(.segmented) }"#,
      reference: ".overlay(:t)",
      template:
        #"<Picker template="t" title="Size" selection="2" modifiers=".pickerStyle(.segmented)"><Text modifiers=".tag(1)">S</Text><Text modifiers=".tag(2)">M</Text></Picker>"#
    ),
    Case(
      name: "a ForEach over data, its element read by a Label's title",
      closure:
        #".overlay { VStack { ForEach(["Inbox", "Drafts"]) { name in Label(name, systemImage: "tray") } } }"#,
      reference: ".overlay(:t)",
      template:
        #"<VStack template="t"><ForEach items='["Inbox", "Drafts"]' as="name"><Label title="{name}" systemImage="tray"/></ForEach></VStack>"#
    ),
    Case(
      name: "a ForEach identified by a key path (id: \\.self), which no layout reads",
      closure:
        #".overlay { VStack { ForEach(["Inbox", "Drafts"], id: \.self) { name in Text(name) } } }"#,
      reference: ".overlay(:t)",
      template:
        #"<VStack template="t"><ForEach items='["Inbox", "Drafts"]' as="name"><Text>{name}</Text></ForEach></VStack>"#
    ),
    Case(
      name: "a List's sections and a Grid's rows, read by their names",
      closure:
        #".overlay { VStack { List { Section(header: Text("H")) { Text("a"); Text("b") }; Text("c") }; Grid { GridRow { Text("a"); Text("bbb") }; GridRow { Text("cc"); Toggle("d", isOn: true) } } } }"#,
      reference: ".overlay(:t)",
      template:
        #"<VStack template="t"><List><Section header=":h"><Text template="h">H</Text><Text>a</Text><Text>b</Text></Section><Text>c</Text></List><Grid><GridRow><Text>a</Text><Text>bbb</Text></GridRow><GridRow><Text>cc</Text><Toggle isOn="true">d</Toggle></GridRow></Grid></VStack>"#
    ),
    Case(
      name: "a Section with a view as its header",
      closure: #".overlay { Section(header: Text("Header")) { Text("Row") } }"#,
      reference: ".overlay(:t)",
      template:
        #"<Section template="t" header=":h"><Text template="h">Header</Text><Text>Row</Text></Section>"#
    ),
    Case(
      name: "a ForEach's name interpolated in a Text, a Button's and a Toggle's title",
      closure:
        #".overlay { VStack { ForEach(0..<3) { i in Text("Row \(i)").bold(); Button("B \(i)") {}; Toggle("T \(i)", isOn: true) } } }"#,
      reference: ".overlay(:t)",
      template:
        #"<VStack template="t"><ForEach range="0..&lt;3" as="i"><Text modifiers=".bold()">Row {i}</Text><Button title="B {i}"/><Toggle isOn="true">T {i}</Toggle></ForEach></VStack>"#
    ),
    Case(
      name: "nested ForEach names interpolated, the outer one in the inner closure",
      closure:
        #".overlay { VStack { ForEach(["Inbox", "Sent"]) { box in Text("\(box):"); ForEach(0..<2) { n in Text("\(box) \(n)") } } } }"#,
      reference: ".overlay(:t)",
      template:
        #"<VStack template="t"><ForEach items='["Inbox", "Sent"]' as="box"><Text>{box}:</Text><ForEach range="0..&lt;2" as="n"><Text>{box} {n}</Text></ForEach></ForEach></VStack>"#
    ),
    Case(
      name: "a TabView reading its tabs' items and tags, the second selected",
      closure:
        #".overlay { TabView(selection: 2) { Text("A").tabItem { Label("Home", systemImage: "house") }; VStack { Text("B") }.tabItem { Image(systemName: "tray"); Text("Mail") }.tag(2).padding(4) } }"#,
      reference: ".overlay(:t)",
      template:
        #"<TabView template="t" selection="2"><Text modifiers='.tabItem { Label("Home", systemImage: "house") }'>A</Text><VStack modifiers='.tabItem { Image(systemName: "tray"); Text("Mail") }.tag(2).padding(4)'><Text>B</Text></VStack></TabView>"#
    ),
    Case(
      name: "Swift's anonymous $0 in a ForEach's closure, interpolated and as a Text",
      closure:
        #".overlay { VStack { ForEach(0..<3) { Text("Row \($0)") }; ForEach(["ab", "cde"], id: \.self) { Text($0) } } }"#,
      reference: ".overlay(:t)",
      template:
        #"<VStack template="t"><ForEach range="0..&lt;3" as="i"><Text>Row {i}</Text></ForEach><ForEach items='["ab", "cde"]'><Text>{item}</Text></ForEach></VStack>"#
    ),
  ])
  func closureLaysOutAsTemplate(_ c: Case) {
    let closure = Self.frames(Self.document(c.closure.replacing("..<", with: "..&lt;")))
    let template = Self.frames(Self.document(c.reference, c.template))
    #expect(!closure.isEmpty)
    #expect(closure == template)
  }

  @Test("A component called in a closure takes its parameters as in markup")
  func component() {
    let component =
      #"<Component name="Badge"><Parameter name="title"/><Text modifiers=".padding(4)">$(title)</Text></Component>"#
    let closure = Self.frames(
      Self.document(#".overlay { HStack { Badge(title: "New"); Toggle("On", isOn: true) } }"#)
        .replacing("<VStack", with: component + "<VStack"))
    let template = Self.frames(
      Self.document(
        ".overlay(:t)",
        #"<HStack template="t"><Badge title="New"/><Toggle isOn="true">On</Toggle></HStack>"#
      ).replacing("<VStack", with: component + "<VStack"))
    #expect(!closure.isEmpty)
    #expect(closure == template)
  }

  /// A markup ForEach over the groups of `data`, each a gray Color with `modifiers` after its
  /// frame and `children` (its templates).
  static func groups(_ data: String, _ modifiers: String, _ children: String) -> String {
    """
    <Preview width="300" height="300" textMetrics="fixed"><ForEach items='\(data)' as="group">\
    <Color name="gray" modifiers='.frame(width: 200, height: 120)\(modifiers)'>\(children)</Color>\
    </ForEach></Preview>
    """
  }

  @Test("A record's fields interpolated, the ForEach in a closure over an enclosing copy's array")
  func interpolatedRecordFields() {
    let data =
      #"[{"name": "Mail", "rows": [{"title": "Inbox", "n": 3}, {"title": "Sent", "n": 0}]}]"#
    func document(_ modifiers: String, _ children: String = "") -> String {
      Self.groups(data, modifiers, children)
    }
    let closure = Self.frames(
      document(
        #".overlay { VStack { ForEach(group.rows) { row in Text("\(row.title): \(row.n)") } } }"#))
    let template = Self.frames(
      document(
        ".overlay(:t)",
        #"<VStack template="t"><ForEach items="{group.rows}" as="row"><Text>{row.title}: {row.n}</Text></ForEach></VStack>"#
      ))
    #expect(closure.contains { $0.hasSuffix(#""Sent: 0""#) })
    #expect(closure == template)
  }

  @Test("A record's fields read through Swift's anonymous $0, as through a named parameter")
  func anonymousRecordFields() {
    let data = #"[{"rows": [{"title": "Inbox", "n": 3}, {"title": "Sent", "n": 0}]}]"#
    func document(_ modifiers: String, _ children: String = "") -> String {
      Self.groups(data, modifiers, children)
    }
    let closure = Self.frames(
      document(
        #".overlay { VStack { ForEach(group.rows) { Text("\($0.title): \($0.n)"); Text($0.title) } } }"#
      ))
    let template = Self.frames(
      document(
        ".overlay(:t)",
        #"<VStack template="t"><ForEach items="{group.rows}" as="row"><Text>{row.title}: {row.n}</Text><Text>{row.title}</Text></ForEach></VStack>"#
      ))
    #expect(closure.contains { $0.hasSuffix(#""Sent: 0""#) })
    #expect(closure == template)
  }

  @Test(
    "A ForEach over a constant array interpolates its element; other uses of it stay as written")
  func interpolatedConstantElement() {
    let constant = #"<Constant name="items" value='["ab", "cd"]'/>"#
    let closure = Self.frames(
      Self.document(
        #".overlay { VStack { ForEach(items, id: \.self) { item in Text("• \(item)") }; ForEach(0..<2) { i in Text("\(i + 1)") } } }"#
          .replacing("..<", with: "..&lt;")
      ).replacing(#"fixed">"#, with: #"fixed">"# + constant))
    let template = Self.frames(
      Self.document(
        ".overlay(:t)",
        #"<VStack template="t"><ForEach items="items" as="item"><Text>• {item}</Text></ForEach><ForEach range="0..&lt;2"><Text>(i + 1)</Text></ForEach></VStack>"#
      ).replacing(#"fixed">"#, with: #"fixed">"# + constant))
    #expect(closure.contains { $0.hasSuffix(#""• cd""#) })
    #expect(closure == template)
  }

  @Test("A tab's title is its label's Text, wherever the Image stands; its symbol the Image's")
  func tabTitleIsTheLabelsText() throws {
    let markup = """
      <Preview width="300" height="300" textMetrics="fixed"><TabView>\
      <Color name="red" modifiers='.tabItem { Image(systemName: "tray"); Text("Mail") }'/>\
      <Color name="red" modifiers='.tabItem { Label("Home", systemImage: "house") }'/>\
      <Color name="red" modifiers='.tabItem { Image(systemName: "star") }'/>\
      <Color name="red" modifiers='.tabItem { VStack { Image(systemName: "gear"); Text(verbatim: "Settings") } }'/>\
      </TabView></Preview>
      """
    let laidOut = try #require(layOut(markup))
    let bars = (0..<laidOut.tree.count).compactMap { index -> TabViewLayout? in
      guard case .modifier(let layer) = laidOut.tree.content(NodeID(index: Int32(index)))
      else { return nil }
      return layer as? TabViewLayout
    }
    let bar = try #require(bars.first)
    #expect(bar.titles == ["Mail", "Home", "", "Settings"])
    #expect(bar.symbols == ["tray", "house", "star", "gear"])
  }
}
