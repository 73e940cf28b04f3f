import LayoutEngine
import MarkupSyntax

/// The controls built from stacks and indicators (§8.5, §8.7, §8.9): a labelled progress
/// view, a picker's options, LabeledContent and GroupBox.
extension ElementCatalog {
  /// `ProgressView`: a spinner, or a bar when it has a value; a label stacks with it, below a
  /// spinner (default spacing) and above a bar (leading, 4 apart on iOS, 0 on macOS; §8.5).
  static func progressView(_ c: ElementContext) -> Item? {
    var fraction: Double? = nil
    if let attribute = c.attributes["value"] {
      guard let value = c.number("value") else { return nil }
      let total = c.number("total") ?? 1
      guard total > 0 else {
        c.builder.error(
          "bad-value", "'total' must be more than 0", at: attribute.location)
        return nil
      }
      fraction = min(1, max(0, value / total))
    } else if c.attributes["total"] != nil {
      c.builder.error(
        "missing-attribute", "'ProgressView' with a total needs its value, e.g. value=\"0.3\"",
        at: c.node.location)
      return nil
    }
    var details: [String: String] = [:]
    if let fraction { details["value"] = formatNumber(fraction) }
    let leaf = ProgressLeaf(fraction: fraction)
    guard let label = controlLabel(c, required: nil) else {
      return .view(c.tree.add(.leaf(leaf), info: c.info(details: details)))
    }
    let indicator = c.tree.add(.leaf(leaf), info: c.info(details: details).implicit())
    let stack: VStackLayout
    let children: [NodeID]
    if fraction != nil {
      let spacing: Double = c.builder.options.platform == .iOS ? 4 : 0
      stack = VStackLayout(alignment: .leading, spacing: spacing)
      children = [label, indicator]
    } else {
      stack = VStackLayout()
      children = [indicator, label]
    }
    return .view(c.tree.add(.container(AnyLayout(stack)), children: children, info: c.info()))
  }

  /// `Picker`: its options are its Text (or Label, by title) children, each with its tag (`.tag(…)` in its chain,
  /// else its index); `selection` picks the option with that tag. The options are read, not
  /// laid out: the picker shows them by its style (§8.7).
  static func picker(_ c: ElementContext) -> Item? {
    let syntax = c.builder.syntax
    var titles: [String] = []
    var tags: [String] = []
    for child in syntax.children(of: c.element) where !c.builder.isTemplate(child) {
      let element = syntax.element(child)
      // A view of a Picker written in a closure (`Picker("Size") { Text("S").tag(1) }`) is
      // read from what it builds, as a ForEach's copies are.
      if element.name == "ForEach" || element.name == "#closure" {
        // `ForEach(sizes, id: \.self) { Text($0).tag($0) }`: the options its copies make.
        guard let item = c.builder.build(child) else { return nil }
        for (title, tag) in options(in: item, c.tree) {
          titles.append(title)
          tags.append(tag ?? String(titles.count - 1))
        }
        continue
      }
      var verbatim: String? = nil
      var tag: String? = nil
      for attribute in syntax.attributes(of: child) {
        // A Text's exact text, or a Label's title.
        if attribute.name == "verbatim" || attribute.name == "title" { verbatim = attribute.value }
        if attribute.name == "modifiers" { tag = tagValue(attribute.value) }
      }
      guard element.name == "Text" || element.name == "Label" else {
        c.builder.error(
          "picker-option", "a Picker's options are Text or Label elements, not '\(element.name)'",
          at: element.location, length: element.name.count + 1)
        return nil
      }
      titles.append(verbatim ?? normalizedText(element.text))
      tags.append(tag ?? String(titles.count - 1))
    }
    if let attribute = c.attributes["label"] {
      guard templateItem(c, attribute) != nil else { return nil }
    }
    var selected: Int? = nil
    if let attribute = c.attributes["selection"] {
      let wanted = bareTag(attribute.value)
      selected = tags.firstIndex(of: wanted)
      if selected == nil {
        c.builder.warning(
          "picker-selection",
          "selection '\(wanted)' matches no option's tag\(Suggestions.hint(for: wanted, in: tags)); nothing is shown selected",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
      }
    }
    var details: [String: String] = [:]
    if let selected { details["selection"] = titles[selected] }
    let leaf = PickerLeaf(titles: titles, selected: selected)
    guard let label = c.string("title") ?? nonEmpty(normalizedText(c.node.text)) else {
      return .view(c.tree.add(.leaf(leaf), info: c.info(details: details)))
    }
    // Whether the label is shown, and where, depends on the platform, release, style and place
    // (a list row), which the layout reads (§8.7).
    let children = [
      c.tree.add(.leaf(TextLeaf(label)), info: c.info("Text", details: ["text": label]).implicit()),
      c.tree.add(.leaf(SpacerLeaf()), info: c.info("Spacer").implicit()),
      c.tree.add(.leaf(leaf), info: c.info("Picker", details: details).implicit()),
    ]
    return .view(
      c.tree.add(
        .container(AnyLayout(PickerLayout())), children: children, info: c.info(details: details)))
  }

  /// The options a built ForEach made: each copy's Text (or a Label's title) and the argument
  /// of a `.tag(…)` on it.
  private static func options(in item: Item, _ tree: ViewTree) -> [(String, String?)] {
    switch item {
    case .list(_, let members): return members.flatMap { options(in: $0, tree) }
    case .view(var node):
      var tag: String? = nil
      while case .modifier = tree[node].kind, let child = tree[node].children.first {
        if tree[node].info.kind == "tag", let arguments = tree[node].info.details["arguments"] {
          tag = bareTag(arguments)
        }
        node = NodeID(index: child)
      }
      var text = tree[node].info.details["text"]
      if text == nil, tree[node].info.kind == "Label" {
        text =
          tree[node].children.lazy.compactMap { tree[NodeID(index: $0)].info.details["text"] }
          .first
      }
      return [(text ?? "", tag)]
    }
  }

  private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

  /// The argument of the first `.tag(…)` in a modifier chain's text, bare.
  static func tagValue(_ chain: String) -> String? {
    let marker = Array(".tag(")
    let characters = Array(chain)
    guard characters.count >= marker.count else { return nil }
    for start in 0...(characters.count - marker.count)
    where Array(characters[start..<(start + marker.count)]) == marker {
      let rest = characters[(start + marker.count)...]
      guard let end = rest.firstIndex(of: ")") else { return nil }
      return bareTag(String(rest[..<end]))
    }
    return nil
  }

  /// A tag or selection as compared: without blanks or quotes, and an enum case without its
  /// type, written either way (`Tab.discover`, `.discover`): a selection of `.discover` picks
  /// the view tagged `Tab.discover`, as the two are the same value in Swift.
  static func bareTag(_ text: String) -> String {
    let t = text.trimmingSpaces()
    if t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") {
      return String(t.dropFirst().dropLast())
    }
    let isName = { (part: Substring) in
      part.first.map { $0.isLetter || $0 == "_" } == true
        && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    let parts = t.split(separator: ".", omittingEmptySubsequences: false)
    // `.case` or `Type.case` (`Type.Nested.case`): the case's name.
    if parts.count >= 2, parts.dropFirst().allSatisfy(isName), parts[0].isEmpty || isName(parts[0])
    {
      return String(parts[parts.count - 1])
    }
    return t
  }

  /// A GroupBox or LabeledContent as the style declared as a component in effect presents it
  /// (§12.2): its body with `configuration.label` and `configuration.content` in place, each
  /// the one view given or, for several or none, a Group of them, which splices its views into
  /// the body's stack as SwiftUI's view builder content does.
  private static func styledParts(
    _ control: String, label: [NodeID], content: [NodeID], _ c: ElementContext
  ) -> Item? {
    func part(_ views: [NodeID]) -> NodeID {
      views.count == 1
        ? views[0] : c.tree.add(.group, children: views, info: c.info("Group").implicit())
    }
    return c.builder.styledParts(
      control,
      parts: ["configuration.label": part(label), "configuration.content": part(content)],
      element: c.element
    ).map { .view($0) }
  }

  /// `LabeledContent`: the label, a Spacer and the content (`value` as a Text, the `content`
  /// template or the children) in a first-text-baseline HStack that fills the width (§8.9).
  static func labeledContent(_ c: ElementContext) -> Item? {
    guard
      let label = controlLabel(
        c, required: "'LabeledContent' needs a title or label=\":template\"",
        childrenAreLabel: false)
    else { return nil }
    var items: [Item] = []
    if let value = c.string("value") {
      items.append(
        .view(
          c.tree.add(
            .leaf(TextLeaf(value)), info: c.info("Text", details: ["text": value]).implicit())))
    }
    if let attribute = c.attributes["content"] {
      guard let item = templateItem(c, attribute) else { return nil }
      items.append(item)
    }
    items.append(contentsOf: c.children())
    if c.builder.customStyleSlots("LabeledContent") != nil {
      return styledParts(
        "LabeledContent", label: [label], content: c.builder.materialize(items), c)
    }
    let spacer = c.tree.add(.leaf(SpacerLeaf()), info: c.info("Spacer").implicit())
    let labelLine = c.tree.add(
      .modifier(ControlLabelLineModifier()), child: label, info: c.info("label").implicit())
    var children = [labelLine, spacer]
    if let content = c.builder.single(
      items, implicit: ("HStack", AnyLayout(HStackLayout())), line: c.node.location.line)
    {
      children.append(content)
    }
    return .view(
      c.tree.add(
        .container(AnyLayout(LabeledContentLayout())), children: children, info: c.info()))
  }

  /// `GroupBox`: the label over the content in a leading VStack, padded by the default
  /// padding, on a rounded rectangle of radius 8 (§8.9).
  static func groupBox(_ c: ElementContext) -> Item? {
    var children: [NodeID] = []
    let title = c.string("title") ?? ""
    if !title.isEmpty {
      children.append(
        c.tree.add(.leaf(TextLeaf(title)), info: c.info("Text", details: ["text": title])))
    }
    if let attribute = c.attributes["label"] {
      guard let item = templateItem(c, attribute) else { return nil }
      children.append(contentsOf: c.builder.materialize([item]))
    }
    let hasLabel = !children.isEmpty
    if c.builder.customStyleSlots("GroupBox") != nil {
      return styledParts(
        "GroupBox", label: children, content: c.builder.materialize(c.children()), c)
    }
    let content = c.tree.add(
      .container(AnyLayout(VStackLayout(alignment: .leading))),
      children: c.builder.materialize(c.children()), info: c.info("VStack").implicit())
    // A label template of several views is their implicit VStack, like the content.
    if children.count > 1 {
      children = [
        c.tree.add(
          .container(AnyLayout(VStackLayout(alignment: .leading))), children: children,
          info: c.info("VStack").implicit())
      ]
    }
    let box = c.tree.add(
      .container(AnyLayout(GroupBoxLayout(hasLabel: hasLabel))), children: children + [content],
      info: c.info("GroupBox").implicit())
    let shape = c.tree.add(
      .leaf(ShapeLeaf(.roundedRectangle, cornerRadius: 8)),
      info: c.info("RoundedRectangle", details: ["cornerRadius": "8"]).implicit())
    return .view(
      c.tree.add(.modifier(Decoration(.background)), children: [box, shape], info: c.info()))
  }

}
