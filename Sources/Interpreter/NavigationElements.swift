import LayoutEngine
import MarkupSyntax

/// The navigation containers (docs/semantics.md §8.11, §8.12): `NavigationStack`,
/// `NavigationView` and `TabView`. Their bars are read from their content's modifier chains
/// (`.navigationTitle`, `.tabItem`, `.tag`), as SwiftUI reads them as preferences and traits.
extension ElementCatalog {
  static func addNavigationElements(_ specs: inout [String: ElementSpec]) {
    for name in ["NavigationStack", "NavigationView"] {
      specs[name] = ElementSpec(attributes: ["path"], acceptsChildren: true) { c in
        navigationStack(c)
      }
    }
    specs["TabView"] = ElementSpec(attributes: ["selection"], acceptsChildren: true) { c in
      tabView(c)
    }
  }

  /// `NavigationStack` / `NavigationView`: its root view (several children form an implicit
  /// VStack, as a window's root does) below a bar sized by the title and display mode found
  /// in the root's chains (§8.11).
  /// `skippingTemplates`: the bar is not read from the element's template children (a
  /// collapsed split view's other columns, which it does not show).
  static func navigationStack(_ c: ElementContext, skippingTemplates: Bool = false) -> Item? {
    guard
      let root = c.builder.single(
        c.children(), implicit: ("VStack", AnyLayout(VStackLayout())),
        line: c.node.location.line)
    else {
      c.builder.error(
        "empty-navigation", "'\(c.node.name)' needs a root view, e.g. a List or a VStack",
        at: c.node.location)
      return nil
    }
    let bar = navigationBar(of: c.element, skippingTemplates: skippingTemplates, c.builder)
    var details = ["bar": bar.mode.rawValue]
    if !bar.title.isEmpty { details["title"] = bar.title }
    if !bar.bottomItems.isEmpty { details["bottomBar"] = "toolbar" }
    if bar.search != .none { details["search"] = bar.search.rawValue }
    let os = c.builder.options.os
    if bar.search == .drawer || (bar.search == .automatic && os.major < 26), os.platform == .iOS {
      c.builder.warning(
        "searchable-field",
        "on \(os) the search field sits under the title and makes the bar taller; Stackup has no recorded height for it, so the bar is laid out without it",
        at: c.node.location, length: max(1, c.node.name.count))
    }
    var layout = NavigationStackLayout(
      title: bar.title, mode: bar.mode, items: bar.items, bottomItems: bar.bottomItems,
      searchable: bar.search == .automatic)
    // The items' measured rows are iOS 26's; through iOS 18 they stay drawn only (§8.11).
    let laysOut = os.platform == .iOS && os.major >= 26
    layout.laysOutItems = laysOut && !bar.items.isEmpty
    layout.laysOutBottomItems = laysOut && bar.bottomGroups.contains { !$0.isEmpty }
    let top = layout.laysOutItems ? barItemViews(bar.items, sides: bar.sides, c) : nil
    let attached: NodeID? =
      layout.laysOutBottomItems
      ? c.tree.add(
        .container(AnyLayout(NavigationBarRowsLayout(hasTopRow: top != nil))),
        children: (top.map { [$0] } ?? []) + [bottomBarItemViews(bar.bottomGroups, c)],
        info: NodeInfo(kind: "ToolbarRows", line: c.node.location.line))
      : top
    guard let attached else {
      return .view(c.tree.add(.modifier(layout), child: root, info: c.info(details: details)))
    }
    return .view(
      c.tree.add(.modifier(layout), children: [root, attached], info: c.info(details: details)))
  }

  /// An iOS 26 bottom toolbar's items as views (§8.11): each a 48-point platter around a
  /// Button, in a `BottomBarItemsLayout` row whose groups the flexible spaces made.
  static func bottomBarItemViews(_ groups: [[BarItem]], _ c: ElementContext) -> NodeID {
    let line = c.node.location.line
    let platters = groups.joined().map { item in
      let button = c.tree.add(
        .modifier(ButtonLayout()), child: barItemLabel(item, line: line, c),
        info: NodeInfo(kind: "Button", line: line))
      return c.tree.add(
        .modifier(
          BarItemPlatterLayout(
            kind: item.symbol.isEmpty ? .title : .symbol, height: BottomBarItemsLayout.platter)),
        child: button,
        info: NodeInfo(kind: "ToolbarItem", line: line, details: ["placement": "bottomBar"]))
    }
    return c.tree.add(
      .container(AnyLayout(BottomBarItemsLayout(groups: groups.map(\.count)))),
      children: Array(platters),
      info: NodeInfo(kind: "ToolbarItems", line: line, details: ["placement": "bottomBar"]))
  }

  /// A bar item's label: its symbol, else its title.
  static func barItemLabel(_ item: BarItem, line: Int, _ c: ElementContext) -> NodeID {
    item.symbol.isEmpty
      ? c.tree.add(
        .leaf(TextLeaf(item.title)),
        info: NodeInfo(kind: "Text", line: line, details: ["text": item.title]))
      : c.tree.add(
        .leaf(
          ImageLeaf(name: item.symbol, width: nil, height: nil, resizable: false, isSymbol: true)),
        info: NodeInfo(kind: "Image", line: line, details: ["name": item.symbol]))
  }

  /// The navigation bar's items as views (§8.11): each a platter (`ToolbarItem`) around a
  /// Button showing its symbol or title (a principal item: the title alone), in a
  /// `NavigationBarItemsLayout` row.
  static func barItemViews(_ items: [BarItem], sides: [BarItemSide], _ c: ElementContext)
    -> NodeID
  {
    let line = c.node.location.line
    let platters = items.enumerated().map { index, item in
      let content = barItemLabel(item, line: line, c)
      let side = index < sides.count ? sides[index] : .trailing
      let kind: BarItemPlatterLayout.Kind =
        side == .principal ? .principal : item.symbol.isEmpty ? .title : .symbol
      // A bar button item is a button (its label drawn in the tint); a principal item is a
      // title view.
      let label =
        side == .principal
        ? content
        : c.tree.add(
          .modifier(ButtonLayout()), child: content, info: NodeInfo(kind: "Button", line: line))
      return c.tree.add(
        .modifier(BarItemPlatterLayout(kind: kind)), child: label,
        info: NodeInfo(kind: "ToolbarItem", line: line, details: ["placement": "\(side)"]))
    }
    return c.tree.add(
      .container(AnyLayout(NavigationBarItemsLayout(sides: sides))), children: platters,
      info: NodeInfo(kind: "ToolbarItems", line: line))
  }

  /// The bar a navigation stack shows: the first `.navigationTitle` (or
  /// `.navigationBarTitle`) in its content, in document order and not inside a nested stack
  /// or tab view, with the display mode, hiding and toolbar visibility found the same way.
  /// A title shows as a large title unless the mode is inline; with no title the bar is an
  /// empty inline bar (§8.11). The first `.toolbar { … }` gives the bars' items, and
  /// `.searchable` the search field. With `skippingTemplates` the element's template children
  /// are not read (views the stack does not show).
  static func navigationBar(of element: Int32, skippingTemplates: Bool, _ builder: Builder) -> (
    title: String, mode: NavigationBarMode, items: [BarItem], sides: [BarItemSide],
    bottomItems: [BarItem], bottomGroups: [[BarItem]], search: SearchFieldPlacement
  ) {
    var title: String? = nil
    var items: [BarItem]? = nil
    var sides: [BarItemSide] = []
    var bottomItems: [BarItem] = []
    var bottomGroups: [[BarItem]] = []
    var displayMode: String? = nil
    var hidden = false
    var bottomHidden = false
    var search = SearchFieldPlacement.none
    var pending = Array(builder.syntax.children(of: element).reversed())
    if skippingTemplates { pending.removeAll { builder.isTemplate($0) } }
    while let current = pending.popLast() {
      let name = builder.syntax.element(current).name
      if ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"].contains(name) {
        continue
      }
      for attribute in builder.syntax.attributes(of: current) where attribute.name == "modifiers" {
        let chain = builder.parsedChain(attribute)
        for call in chain.calls {
          let text = call.argumentText
          switch call.name {
          case "navigationTitle", "navigationBarTitle":
            if title == nil { title = titleText(call, builder) }
            if call.name == "navigationBarTitle", displayMode == nil, text.contains("displayMode") {
              displayMode = text.contains(".inline") ? "inline" : "large"
            }
          case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            if displayMode == nil {
              displayMode =
                text.contains("inline") ? "inline" : text.contains("large") ? "large" : "automatic"
            }
          // The deprecated `.navigationBarItems(leading:trailing:)`: each side's view one item.
          case "navigationBarItems" where items == nil:
            let trailing = self.text(after: "trailing:", in: text)
            let leading = self.text(after: "leading:", in: text).map {
              String($0.dropLast(trailing.map { $0.count + "trailing:".count } ?? 0))
            }
            var found: [BarItem] = []
            sides = []
            for (part, side) in [(leading, BarItemSide.leading), (trailing, .trailing)] {
              guard let part else { continue }
              var item = firstLabel(part)
              guard !item.symbol.isEmpty || !item.title.isEmpty else { continue }
              item.leading = side == .leading
              found.append(item)
              sides.append(side)
            }
            items = found
          case "navigationBarHidden":
            if text.trimmingSpaces() == "true" { hidden = true }
          // `.toolbar { … }` or `.toolbar(content: { … })`.
          case "toolbar"
          where items == nil && (call.trailingClosureStart != nil || text.contains("ToolbarItem")):
            let characters = Array(attribute.value)
            let start = min(characters.count, max(0, call.trailingClosureStart ?? 0))
            let end = min(characters.count, max(start, call.end))
            let closure = call.trailingClosureStart == nil ? text : String(characters[start..<end])
            let found = toolbarItems(closure)
            items = found.top
            sides = found.sides
            bottomItems = found.bottom
            bottomGroups = found.bottomGroups
            if found.searchItem {
              builder.report(
                Diagnostic(
                  .note, id: "toolbar-search-item",
                  message:
                    "'DefaultToolbarItem(kind: .search)' shows the search field in the toolbar; its size there was not recorded, so it is not laid out",
                  at: builder.location(attribute, call.nameStart), length: max(1, call.name.count)))
            }
            if found.keyboard {
              builder.report(
                Diagnostic(
                  .note, id: "toolbar-keyboard",
                  message:
                    "'placement: .keyboard' items show above the keyboard, which is not shown; they are not laid out",
                  at: builder.location(attribute, call.nameStart), length: max(1, call.name.count)))
            }
          case "toolbar", "toolbarVisibility":
            // `.toolbar(.hidden)` hides every bar; `for: .navigationBar` or `.bottomBar` one.
            if text.hasPrefix(".hidden") || text.hasPrefix("Visibility.hidden") {
              if !text.contains("for:") || text.contains("navigationBar") { hidden = true }
              if !text.contains("for:") || text.contains("bottomBar") { bottomHidden = true }
            }
          case "searchable":
            // A drawer placement keeps the field under the title on every release.
            if search == .none {
              search = text.contains("navigationBarDrawer") ? .drawer : .automatic
            }
          default: break
          }
        }
      }
      pending.append(contentsOf: builder.syntax.children(of: current).reversed())
    }
    if bottomHidden {
      bottomItems = []
      bottomGroups = []
    }
    if hidden { return (title ?? "", .hidden, [], [], bottomItems, bottomGroups, search) }
    let shown = title ?? ""
    let mode: NavigationBarMode =
      switch displayMode {
      case "inline": .inline
      case "large": .large
      default: shown.isEmpty ? .inline : .large
      }
    return (shown, mode, items ?? [], sides, bottomItems, bottomGroups, search)
  }

  /// A `.navigationTitle(…)`'s title: a string (a constant resolved to one included), or
  /// the argument as written when it is app code (`viewModel.title`): any title, literal or
  /// not, makes a large-title bar (§8.11).
  static func titleText(_ call: ModifierCall, _ builder: Builder) -> String {
    if call.arguments.count == 1, case .string(let s) = call.arguments[0].value { return s }
    let written = call.argumentText.trimmingSpaces()
    if case .string(let s)? = builder.resolver.constants[written]?.value { return s }
    return firstStringLiteral(call.argumentText) ?? written
  }

  /// The first `"…"` literal in `text` (escapes kept as written), nil when there is none.
  /// What follows the first occurrence of `marker` in `text`, or nil when it does not occur.
  static func text(after marker: String, in text: String) -> String? {
    let characters = Array(text)
    let needle = Array(marker)
    guard !needle.isEmpty, characters.count >= needle.count else { return nil }
    for start in 0...(characters.count - needle.count)
    where characters[start..<(start + needle.count)].elementsEqual(needle) {
      return String(characters[(start + needle.count)...])
    }
    return nil
  }

  static func firstStringLiteral(_ text: String) -> String? {
    let characters = Array(text)
    guard let open = characters.firstIndex(of: "\"") else { return nil }
    var i = open + 1
    while i < characters.count {
      if characters[i] == "\\" {
        i += 2
        continue
      }
      if characters[i] == "\"" { return String(characters[(open + 1)..<i]) }
      i += 1
    }
    return nil
  }

  /// `TabView`: its children are the tabs, each titled by its `.tabItem { … }` label's Text
  /// and tagged by its `.tag(…)`, else by its index (`TabItem`). `selection` picks the tab
  /// by tag (the first by default). Only the selected tab is built and laid out, as SwiftUI
  /// creates only the selected tab's view (§8.12); `.tabViewStyle(.page)` has no bar.
  static func tabView(_ c: ElementContext) -> Item? {
    let syntax = c.builder.syntax
    let tabs = syntax.children(of: c.element).filter { !c.builder.isTemplate($0) }
    var titles: [String] = []
    var symbols: [String] = []
    var tags: [String] = []
    for (index, tab) in tabs.enumerated() {
      let item = TabItem.of(tab, c.builder)
      titles.append(item.title)
      symbols.append(item.symbol)
      tags.append(item.tag ?? String(index))
    }
    var selected: Int? = tabs.isEmpty ? nil : 0
    if let attribute = c.attributes["selection"] {
      let wanted = bareTag(attribute.value)
      selected = tags.firstIndex(of: wanted)
      if selected == nil {
        c.builder.warning(
          "tab-selection",
          "selection '\(wanted)' matches no tab's tag\(Suggestions.hint(for: wanted, in: tags)); no tab is shown",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
      }
    }
    var content: NodeID? = nil
    if let selected, let item = c.builder.build(tabs[selected]) {
      content = c.builder.single(
        [item], implicit: ("VStack", AnyLayout(VStackLayout())), line: c.node.location.line)
    }
    var details: [String: String] = [:]
    if let selected {
      details["selection"] = titles[selected].isEmpty ? tags[selected] : titles[selected]
    }
    return .view(
      c.tree.add(
        .modifier(
          TabViewLayout(titles: titles, selected: selected, symbols: symbols)),
        child: content ?? emptyLabel(c), info: c.info(details: details)))
  }
}

/// Where a navigation stack's `.searchable` field goes (§8.11): nowhere (no `.searchable`),
/// the automatic placement (iOS 26 floats it at the bottom) or `.navigationBarDrawer` (under
/// the title).
enum SearchFieldPlacement: String {
  case none, automatic, drawer
}
