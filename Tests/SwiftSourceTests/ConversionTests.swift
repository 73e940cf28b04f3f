// Each construct of a SwiftUI file and the markup it becomes (Sources/SwiftSource).
#if SwiftSource
  import Interpreter
  import SwiftSource
  import Testing

  @Suite struct ConversionTests {
    /// The converted markup of `body` as the body of `struct V: View`, with `members` beside
    /// it and `extra` declarations after it.
    func convert(
      _ body: String, members: String = "", extra: String = "", data: [String: DataValue] = [:]
    ) throws -> SwiftConversion {
      let source = """
        import SwiftUI
        struct V: View {
        \(members)
          var body: some View {
        \(body)
          }
        }
        \(extra)
        // stackup: width=300 height=200
        #Preview { V() }
        """
      return try SwiftSourceConverter.convert(
        source, fileName: "V.swift", options: SwiftConversionOptions(data: data))
    }

    @Test("views become elements, init labels attributes, chains are copied")
    func viewsAndModifiers() throws {
      let markup = try convert(
        """
            VStack(alignment: .leading, spacing: 8) {
              Text("Hi & bye").font(.title).padding(.horizontal, 4)
              Image(systemName: "star")
              Spacer(minLength: 10)
              RoundedRectangle(cornerRadius: 8).frame(height: 20)
            }
            .padding()
        """
      ).markup
      #expect(markup.contains(#"<Preview width="300" height="200">"#))
      #expect(markup.contains(#"<VStack alignment=".leading" spacing="8" modifiers=".padding()">"#))
      #expect(
        markup.contains(
          #"<Text modifiers=".font(.title).padding(.horizontal, 4)">Hi &amp; bye</Text>"#))
      #expect(markup.contains(#"<Image systemName="star"/>"#))
      #expect(markup.contains(#"<Spacer minLength="10"/>"#))
      #expect(
        markup.contains(#"<RoundedRectangle cornerRadius="8" modifiers=".frame(height: 20)"/>"#))
    }

    @Test("a GeometryReader's closure parameter is `as` unless markup's default names it")
    func geometryReaderProxyName() throws {
      let markup = try convert(
        """
            VStack {
              GeometryReader { size in Color.red.frame(width: size.size.width / 2) }
              GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }
            }
        """
      ).markup
      #expect(markup.contains(#"<GeometryReader as="size">"#))
      #expect(markup.contains("<GeometryReader>"))
      #expect(markup.contains(#"modifiers=".frame(width: size.size.width / 2)""#))
    }

    @Test("let, static let and @State literals become constants; $x reads the value")
    func constants() throws {
      let markup = try convert(
        """
            HStack(spacing: Self.gap) {
              Text(title).frame(width: width)
              Toggle("On", isOn: $isOn)
            }
        """,
        members: """
            let title = "Inbox"
            static let gap: CGFloat = 6
            var width: CGFloat = 120
            @State private var isOn = true
          """
      ).markup
      #expect(markup.contains(#"<Constant name="title" value='"Inbox"'/>"#))
      #expect(markup.contains(#"<Constant name="width" value="120"/>"#))
      #expect(markup.contains(#"<HStack spacing="6">"#))
      #expect(markup.contains(#"<Text modifiers=".frame(width: width)">Inbox</Text>"#))
      #expect(markup.contains(#"<Toggle title="On" isOn="true"/>"#))
    }

    @Test("ForEach over a range and over literal data; the closure's parameter is `as`")
    func forEach() throws {
      let markup = try convert(
        """
            VStack {
              ForEach(0..<3) { i in Text("Row \\(i)") }
              ForEach(names, id: \\.self) { name in Text(name) }
              ForEach(Item.all) { item in Text(item.title).opacity(item.on ? 1 : 0.5) }
            }
        """,
        members: #"let names = ["Ann", "Bo"]"#,
        extra: """
          struct Item: Identifiable { let id: Int; let title: String; let on: Bool
            static let all = [Item(id: 1, title: "A", on: true)] }
          """
      ).markup
      #expect(markup.contains(#"<ForEach range="0..&lt;3" as="i">"#))
      #expect(markup.contains("<Text>Row {i}</Text>"))
      #expect(markup.contains(#"<ForEach items='["Ann", "Bo"]' as="name">"#))
      #expect(markup.contains("<Text>{name}</Text>"))
      #expect(markup.contains(#"<ForEach items='[{"id": 1, "title": "A", "on": true}]'>"#))
      #expect(
        markup.contains(#"<Text modifiers=".opacity({item.on} ? 1 : 0.5)">{item.title}</Text>"#))
    }

    @Test("a ForEach closure's anonymous $0 is its element, as a named parameter is")
    func forEachAnonymousParameter() throws {
      let conversion = try convert(
        """
            VStack {
              ForEach(0..<3) { Text("Row \\($0)") }
              ForEach(names, id: \\.self) { Text($0) }
              ForEach(Item.all) { Text($0.title) }
            }
        """,
        members: #"let names = ["Ann", "Bo"]"#,
        extra: """
          struct Item: Identifiable { let id: Int; let title: String
            static let all = [Item(id: 1, title: "A")] }
          """
      )
      let markup = conversion.markup
      #expect(markup.contains("<Text>Row {index}</Text>"))
      #expect(markup.contains("<Text>{item}</Text>"))
      #expect(markup.contains("<Text>{item.title}</Text>"))
      #expect(!markup.contains("$0"))
      #expect(conversion.warnings.isEmpty)
    }

    @Test(
      "a Picker's ForEach over an enum's cases is written out; per-copy choices unroll a ForEach")
    func unrolledForEach() throws {
      let markup = try convert(
        """
            VStack {
              Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases, id: \\.self) { theme in
                  Text(theme.rawValue.capitalized).tag(theme)
                }
              }
              ForEach(tasks) { task in
                Label(task.title, systemImage: task.done ? "checkmark.circle" : "circle")
              }
            }
        """,
        members: """
            @State private var theme: Theme = .dark
            let tasks = [Task(title: "Write", done: true), Task(title: "Ship")]
          """,
        extra: """
          enum Theme: String, CaseIterable { case light, dark = "night" }
          struct Task { let title: String; var done = false }
          """
      ).markup
      #expect(markup.contains(#"<Picker title="Theme" selection=".dark">"#))
      #expect(markup.contains(#"<Text modifiers=".tag(.light)">Light</Text>"#))
      #expect(markup.contains(#"<Text modifiers=".tag(.dark)">Night</Text>"#))
      #expect(markup.contains(#"<Label title="Write" systemImage="checkmark.circle"/>"#))
      #expect(markup.contains(#"<Label title="Ship" systemImage="circle"/>"#))
      #expect(!markup.contains("<ForEach"))
    }

    @Test(
      "if/else on constants and the environment is an If; if let and switch on known values are decided"
    )
    func conditions() throws {
      let markup = try convert(
        """
            VStack {
              if showBadge && sizeClass == .regular { Text("Badge") } else { Text("None") }
              if let subtitle { Text(subtitle) } else { Text("No subtitle") }
              switch mode {
              case .compact: Text("Compact")
              default: Text("Full")
              }
            }
        """,
        members: """
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var showBadge = true
            var subtitle: String? = nil
            var mode: Mode = .compact
          """,
        extra: "enum Mode { case compact, full }"
      ).markup
      #expect(
        markup.contains(#"<If condition="showBadge &amp;&amp; horizontalSizeClass == .regular">"#))
      #expect(markup.contains("<Text>No subtitle</Text>"))
      #expect(!markup.contains("{subtitle}"))
      #expect(markup.contains("<Text>Compact</Text>"))
      #expect(!markup.contains("Full"))
    }

    @Test("subviews, computed properties, helper functions and @ViewBuilder content are inlined")
    func subviews() throws {
      let markup = try convert(
        """
            VStack {
              header
              row("Wi-Fi")
              Card { Text("Inside") }
            }
        """,
        members: """
            var header: some View { Text("Header").bold() }
            func row(_ title: String) -> some View { Label(title, systemImage: "wifi") }
          """,
        extra: """
          struct Card<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { content.padding().background(.thinMaterial) }
          }
          """
      ).markup
      #expect(markup.contains(#"<Text modifiers=".bold()">Header</Text>"#))
      #expect(markup.contains(#"<Label title="Wi-Fi" systemImage="wifi"/>"#))
      #expect(
        markup.contains(#"<Text modifiers=".padding().background(.thinMaterial)">Inside</Text>"#))
    }

    @Test("an explicit initialiser's assignments bind a subview's properties")
    func explicitInitializer() throws {
      let markup = try convert(
        """
            VStack {
              Row("Wi-Fi", on: true) { Image(systemName: "wifi") }
              Row("Bluetooth") { Text("Off") }
            }
        """,
        extra: """
          struct Row<Accessory: View>: View {
            let title: String
            let accessory: Accessory
            @State private var on: Bool
            init(_ title: String, on: Bool = false, @ViewBuilder accessory: () -> Accessory) {
              self.title = title.uppercased()
              self.accessory = accessory()
              _on = State(initialValue: on)
            }
            var body: some View {
              HStack { Text(title); accessory; if on { Text("On") } }
            }
          }
          """
      ).markup
      #expect(markup.contains("<Text>WI-FI</Text>"))
      #expect(markup.contains(#"<Image systemName="wifi"/>"#))
      #expect(markup.contains(#"<If condition="true">"#))
      #expect(markup.contains("<Text>BLUETOOTH</Text>"))
      #expect(markup.contains(#"<If condition="false">"#))
    }

    @Test("view modifiers and View extensions apply their bodies; styles become components")
    func customModifiers() throws {
      let markup = try convert(
        """
            VStack {
              Text("A").modifier(Boxed(inset: 4))
              Text("B").boxed()
              Button("Go") {}.buttonStyle(Pill())
            }
        """,
        extra: """
          struct Boxed: ViewModifier {
            var inset: CGFloat = 8
            func body(content: Content) -> some View { content.padding(inset).border(.gray) }
          }
          extension View { func boxed() -> some View { modifier(Boxed()) } }
          struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
              configuration.label.padding(.horizontal, 12).background(Capsule().fill(.blue))
            }
          }
          """
      ).markup
      #expect(markup.contains(#"<Text modifiers=".padding(4).border(.gray)">A</Text>"#))
      #expect(markup.contains(#"<Text modifiers=".padding(8).border(.gray)">B</Text>"#))
      #expect(markup.contains(#"<Component name="Pill" protocol="ButtonStyle">"#))
      #expect(
        markup.contains(
          #"<configuration.label modifiers=".padding(.horizontal, 12).background(Capsule().fill(.blue))"/>"#
        ))
      #expect(markup.contains(#"<Button title="Go" modifiers=".buttonStyle(Pill())"/>"#))
    }

    @Test("a declared enum's cases are written as .case, so tags match selections")
    func enumTags() throws {
      let markup = try convert(
        """
            TabView(selection: $tab) {
              Text("A").tag(Tab.first)
              Text("B").tag(Tab.second)
            }
        """,
        members: "@State private var tab = Tab.second",
        extra: "enum Tab { case first, second }"
      ).markup
      #expect(markup.contains(#"<TabView selection=".second">"#))
      #expect(markup.contains(#"<Text modifiers=".tag(.first)">A</Text>"#))
    }

    @Test("concatenated Text, dates and generated asset names")
    func textForms() throws {
      let conversion = try convert(
        """
            VStack {
              Text("Hello, ") + Text("world").bold()
              Text(Date.now, style: .time)
              Image(.pier)
            }
        """)
      #expect(conversion.markup.contains("<Text>Hello, world</Text>"))
      #expect(conversion.markup.contains("<Text>9:41 AM</Text>"))
      #expect(conversion.markup.contains(#"<Image name="pier" width="100" height="100"/>"#))
      #expect(
        conversion.warnings.map(\.message).contains(
          "a part of concatenated Text keeps its text, not its style"))
    }

    @Test("a Text's choice by known state, and localised text as its key")
    func textChoices() throws {
      let conversion = try convert(
        """
            VStack {
              Text(isOn ? "On" : ready ? String(localized: "Restart") : NSLocalizedString("Install", comment: "button"))
              Text(model.flag ? "Yes" : "No")
            }
        """,
        members: "@State var isOn = false\n@State private var ready: Bool = false")
      #expect(conversion.markup.contains("<Text>Install</Text>"))
      #expect(conversion.markup.contains("<Text>Yes</Text>"))
      #expect(
        conversion.warnings.map(\.message) == [
          "'model.flag' is not known here; the first choice is shown"
        ])
    }

    @Test("a condition on another file's type has no value here: the first branch, warned")
    func appTypeConditions() throws {
      let conversion = try convert(
        """
            VStack {
              if !Brand.hidesTips { Text("Tip") } else { Text("No tip") }
              if Layout.compact { Text("Compact") }
            }
        """,
        extra: "enum Layout { static let compact = false }")
      #expect(conversion.markup.contains("<Text>Tip</Text>"))
      #expect(!conversion.markup.contains("No tip"))
      #expect(!conversion.markup.contains("Brand"))
      #expect(
        conversion.warnings.map(\.message) == [
          "the condition '!Brand.hidesTips' reads state the file cannot give a value; the first branch is shown"
        ])
    }

    @Test("a binding made in code, or self.$x of unknown state, takes the control's stand-in")
    func bindingsMadeInCode() throws {
      let conversion = try convert(
        """
            VStack {
              DatePicker("Time", selection: Binding(get: { model.date }, set: { model.date = $0 }))
              DatePicker("Day", selection: self.$day)
            }
        """,
        members: "@StateObject var model = Model()\n@State var day = Date()")
      #expect(conversion.markup.contains(#"<DatePicker title="Time" selection="2024-01-01"/>"#))
      #expect(conversion.markup.contains(#"<DatePicker title="Day" selection="2024-01-01"/>"#))
      #expect(conversion.warnings.count == 2)
    }

    @Test("a local let of views is those views, though a property has the same name")
    func localViewShadowsProperty() throws {
      let conversion = try convert(
        """
            content
        """,
        members: """
          var content: some View {
            ScrollView {
              let content = VStack(spacing: 4) { Text("A") }
              content.padding(.top, 8)
            }
          }
          """)
      #expect(conversion.markup.contains(#"<VStack spacing="4" modifiers=".padding(.top, 8)">"#))
      #expect(conversion.warnings.isEmpty)
    }

    @Test("SFSafeSymbols' systemSymbol: cases name their SF Symbols")
    func safeSymbols() throws {
      let conversion = try convert(
        """
            VStack {
              Label("Points", systemSymbol: .gCircleFill)
              Image(systemSymbol: .person2Fill)
              Image(systemSymbol: SFSymbol._0Circle)
            }
        """)
      #expect(conversion.markup.contains(#"<Label title="Points" systemImage="g.circle.fill"/>"#))
      #expect(conversion.markup.contains(#"<Image systemName="person.2.fill"/>"#))
      #expect(conversion.markup.contains(#"<Image systemName="0.circle"/>"#))
      #expect(conversion.warnings.isEmpty)
    }

    @Test("a date the app makes (.now, a model's) takes the stand-in; a written one is kept")
    func datesMadeInCode() throws {
      let conversion = try convert(
        """
            Form {
              DatePicker("Joined", selection: $user.joined)
              DatePicker("Now", selection: .constant(.now))
              DatePicker("Fixed", selection: .constant("2023-05-06"))
            }
        """,
        members: "@State var user = User(joined: .now)", extra: "struct User { var joined: Date }")
      #expect(conversion.markup.contains(#"<DatePicker title="Joined" selection="2024-01-01"/>"#))
      #expect(conversion.markup.contains(#"<DatePicker title="Now" selection="2024-01-01"/>"#))
      #expect(conversion.markup.contains(#"<DatePicker title="Fixed" selection="2023-05-06"/>"#))
      #expect(
        conversion.warnings.map(\.message).filter { $0.contains("no fixed date") }.count == 2)
    }

    @Test("ShareLink and PhotosPicker keep their title or label; what they present is not read")
    func presentingButtons() throws {
      let conversion = try convert(
        """
            VStack {
              ShareLink(item: URL(string: "https://example.com")!)
              ShareLink("Export", item: notes, subject: Text("Notes"))
              PhotosPicker(selection: $item, matching: .images) { Label("Select", systemImage: "photo") }
            }
        """,
        members: "@State var item: PhotosPickerItem?\nlet notes = \"n\"")
      #expect(conversion.markup.contains("<ShareLink/>"))
      #expect(conversion.markup.contains(#"<ShareLink title="Export"/>"#))
      #expect(
        conversion.markup.contains(
          #"<PhotosPicker>\#n      <Label title="Select" systemImage="photo"/>\#n    </PhotosPicker>"#
        ))
      #expect(conversion.warnings.isEmpty)
    }

    @Test("a NavigationSplitView's sidebar is its children, its other columns templates")
    func splitViewColumns() throws {
      let markup = try convert(
        """
            NavigationSplitView {
              List { Text("Apple") }.navigationTitle("Fruit")
            } content: {
              Text("Middle")
            } detail: {
              Text("Pick a fruit")
            }
        """
      ).markup
      #expect(markup.contains(#"<Text template="t1">Middle</Text>"#))
      #expect(markup.contains(#"<Text template="t2">Pick a fruit</Text>"#))
      #expect(markup.contains(#"<NavigationSplitView content=":t1" detail=":t2">"#))
      #expect(markup.contains(#"<List modifiers='.navigationTitle("Fruit")'>"#))
    }

    @Test("ScrollViewReader and TimelineView keep their content; the schedule is kept as written")
    func transparentContainers() throws {
      let conversion = try convert(
        """
            VStack {
              ScrollViewReader { proxy in
                ScrollView { Text("Top") }
              }
              TimelineView(.everyMinute) { context in Text("Now") }
            }
        """
      )
      #expect(conversion.markup.contains("<ScrollViewReader>\n      <ScrollView>"))
      #expect(conversion.markup.contains(#"<TimelineView schedule=".everyMinute">"#))
      #expect(conversion.warnings.isEmpty)
    }

    @Test("a #Preview that builds its model in do/catch shows the view the do returns")
    func previewInDoCatch() throws {
      let source = """
        import SwiftUI
        struct Book { var title: String }
        struct DetailView: View {
          let book: Book
          var body: some View { Text(book.title).padding() }
        }
        #Preview {
          do {
            let container = try ModelContainer(for: Book.self)
            let example = Book(title: "Dune")
            return DetailView(book: example).modelContainer(container)
          } catch {
            return Text("Failed: \\(error.localizedDescription)")
          }
        }
        """
      let markup = try SwiftSourceConverter.convert(
        source, fileName: "D.swift", options: SwiftConversionOptions()
      ).markup
      #expect(markup.contains(#"<Text modifiers=".padding()">Dune</Text>"#))
      #expect(!markup.contains("Failed"))
    }

    @Test("group box and label styles place each part of their configuration")
    func twoPartStyles() throws {
      let markup = try convert(
        """
            VStack {
              GroupBox("Storage") { Text("12 GB") }.groupBoxStyle(Card())
              Label("Star", systemImage: "star").labelStyle(TitleFirst())
            }
        """,
        extra: """
          struct Card: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
              VStack { configuration.label.bold(); configuration.content }
            }
          }
          struct TitleFirst: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
              HStack { configuration.title; configuration.icon }
            }
          }
          """
      ).markup
      #expect(markup.contains(#"<Component name="Card" protocol="GroupBoxStyle">"#))
      #expect(markup.contains(#"<configuration.label modifiers=".bold()"/>"#))
      #expect(markup.contains("<configuration.content/>"))
      #expect(markup.contains(#"<Component name="TitleFirst" protocol="LabelStyle">"#))
      #expect(markup.contains("<configuration.title/>"))
      #expect(markup.contains("<configuration.icon/>"))
    }

    @Test("if #available takes the branch of the previewed release, the newest by default")
    func availabilityConditions() throws {
      let body = """
            VStack {
              if #available(iOS 26.0, *) { Text("Glass") } else { Text("Material") }
              if #unavailable(iOS 18) { Text("Old") }
              if #available(macOS 15, *) { Text("Any iOS") }
            }
        """
      let newest = try convert(body)
      #expect(newest.markup.contains("<Text>Glass</Text>"))
      #expect(!newest.markup.contains("Material") && !newest.markup.contains("Old"))
      #expect(newest.markup.contains("<Text>Any iOS</Text>"))
      #expect(newest.warnings.isEmpty)
      let source =
        "// stackup: os=\"iOS 17\"\nimport SwiftUI\nstruct V: View {\n  var body: some View {\n\(body)\n  }\n}\n#Preview { V() }"
      let older = try SwiftSourceConverter.convert(
        source, fileName: "V.swift", options: SwiftConversionOptions()
      ).markup
      #expect(older.contains("<Text>Material</Text>") && older.contains("<Text>Old</Text>"))
      #expect(!older.contains("Glass"))
    }

    @Test("a #Preview that makes no view is an error located at the #Preview")
    func emptyPreviewIsLocated() throws {
      let source =
        "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }\n#Preview {\n  let x = 1\n}\n"
      do {
        _ = try SwiftSourceConverter.convert(
          source, fileName: "V.swift", options: SwiftConversionOptions())
        Issue.record("no error")
      } catch {
        #expect(error.message.contains("the #Preview makes no view"))
        #expect(error.position?.line == 3 && error.position?.column == 1)
      }
    }

    @Test("#if os(…) takes the previewed platform's clause")
    func platformConditions() throws {
      let markup = try convert(
        """
            VStack {
              #if os(macOS)
              Text("Mac")
              #else
              Text("Phone")
              #endif
            }
        """
      ).markup
      #expect(markup.contains("<Text>Phone</Text>"))
      #expect(!markup.contains("Mac"))
    }

    @Test("what markup lacks is a located warning and a placeholder")
    func placeholders() throws {
      let conversion = try convert(
        """
            VStack {
              Map()
              ChartView(points: model.points)
              Text(model.title).glow()
            }
        """,
        members: "@StateObject var model = Model()")
      #expect(conversion.markup.contains("<Rectangle/>"))
      #expect(conversion.markup.contains("<Text>ChartView</Text>"))
      #expect(conversion.markup.contains("<Text>title</Text>"))
      let messages = conversion.warnings.map {
        "\($0.position.line):\($0.position.column) \($0.message)"
      }
      #expect(
        messages.contains("6:7 'Map' is not a view Stackup lays out; a Rectangle fills its place"))
      #expect(
        messages.contains(
          "7:7 'ChartView' is not a view Stackup knows; a Text placeholder stands in for it"))
      #expect(
        messages.contains(
          "8:12 'model.title' has no value here; its text is a placeholder (give it with --data, or a literal)"
        ))
      #expect(messages.contains("8:25 '.glow' is not a modifier Stackup knows; it is left out"))
    }

    @Test("--data gives the preview root's properties and ForEach data")
    func data() throws {
      let markup = try convert(
        "VStack { Text(name); ForEach(items, id: \\.self) { Text($0) } }",
        members: "let name: String\nlet items: [String]",
        data: ["name": .string("Grace"), "items": .array([.string("x"), .string("y")])]
      ).markup
      #expect(markup.contains(#"<Constant name="name" value='"Grace"'/>"#))
      #expect(markup.contains("<Text>Grace</Text>"))
      #expect(markup.contains(#"<ForEach items='["x", "y"]'>"#))
    }

    @Test("// stackup-asset: comments declare image assets; --view picks a view")
    func assetsAndViews() throws {
      let source = """
        import SwiftUI
        struct A: View { var body: some View { Text("A") } }
        struct B: View { var body: some View { Image("pier").resizable() } }
        // stackup: device="iPhone 16 Pro" colorScheme=dark
        // stackup-asset: name="pier" width=300 height=200
        #Preview { A() }
        """
      let shown = try SwiftSourceConverter.convert(
        source, fileName: "AB.swift", options: SwiftConversionOptions(viewName: "B"))
      #expect(shown.markup.contains(#"<Preview device="iPhone 16 Pro" colorScheme="dark">"#))
      #expect(shown.markup.contains(#"<ImageAsset name="pier" width="300" height="200"/>"#))
      #expect(shown.markup.contains(#"<Image name="pier" modifiers=".resizable()"/>"#))
      #expect(!shown.markup.contains("<Text>A</Text>"))
      #expect(throws: SwiftConversionError.self) {
        try SwiftSourceConverter.convert(
          source, fileName: "AB.swift", options: SwiftConversionOptions(viewName: "C"))
      }
    }
  }
#endif
