import LayoutEngine
import MarkupSyntax

/// The control elements (docs/semantics.md §8): element = SwiftUI type, attribute = init
/// label. A control's unnamed title is the element's text or `title`; a binding is written as
/// its current value (`isOn="true"`, `value="0.3"`, `selection="2"`); a view-valued argument
/// is a template (`label=":l"`).
extension ElementCatalog {
  /// Adds the control elements to `specs`.
  static func addControlElements(_ specs: inout [String: ElementSpec]) {
    specs["Button"] = ElementSpec(
      attributes: ["title", "label", "role"], acceptsChildren: true, acceptsText: true
    ) { c in
      guard
        let label = controlLabel(
          c, required: "'Button' needs a title or a label view", code: "empty-button")
      else { return nil }
      // A custom ButtonStyle in effect makes the button's body of its label (§12.2).
      let body = c.builder.styled("Button", label: label, element: c.element)
      return .view(c.tree.add(.modifier(ButtonLayout()), child: body, info: c.info()))
    }
    specs["Toggle"] = ElementSpec(
      attributes: ["isOn", "title", "label"], acceptsChildren: true, acceptsText: true
    ) { c in
      guard let isOn = bool(c, "isOn", required: true) else { return nil }
      let label = controlLabel(c, required: nil)
      // A custom ToggleStyle in effect is the whole toggle: its body with the label in place
      // (§12.2), no switch.
      if c.builder.controlStyles["Toggle"] != nil {
        let body = c.builder.styled(
          "Toggle", label: label ?? emptyLabel(c), element: c.element,
          configuration: ["isOn": .bool(isOn)])
        return .view(
          c.tree.add(
            .modifier(StyleModifier(name: "Toggle")), child: body,
            info: c.info(details: ["isOn": String(isOn)])))
      }
      return .view(
        c.tree.add(
          .modifier(ToggleLayout(isOn: isOn, hasLabel: label != nil)),
          child: label ?? emptyLabel(c), info: c.info(details: ["isOn": String(isOn)])))
    }
    for (name, isSecure) in [("TextField", false), ("SecureField", true)] {
      specs[name] = ElementSpec(attributes: ["title", "text", "prompt"], acceptsText: true) { c in
        let title = c.string("title") ?? normalizedText(c.node.text)
        let text = c.boundText("text")
        let prompt = c.string("prompt") ?? title
        var details = ["prompt": prompt]
        if !text.isEmpty { details["text"] = isSecure ? "•••" : text }
        return .view(
          c.tree.add(
            .leaf(TextFieldLeaf(text: text, prompt: prompt, isSecure: isSecure)),
            info: c.info(details: details)))
      }
    }
    // `TextEditor(text: $notes)`: multiline, scrollable text (Apple, `TextEditor`: "display
    // and edit multiline, scrollable text"), laid out as a vertical ScrollView of its text
    // filling the width (§8.16): it takes the whole size proposed to it.
    specs["TextEditor"] = ElementSpec(attributes: ["text"]) { c in
      let text = c.boundText("text")
      let line = c.node.location.line
      let leaf = c.tree.add(
        .leaf(TextLeaf(text)),
        info: NodeInfo(kind: "Text", line: line, isImplicit: true, details: ["text": text]))
      let content = c.tree.add(
        .modifier(
          FlexibleFrameLayout(
            minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
            maxHeight: .infinity, alignment: .topLeading)),
        child: leaf, info: NodeInfo(kind: "frame", line: line, isImplicit: true))
      return .view(
        c.tree.add(
          .container(AnyLayout(ScrollViewLayout(axes: [.vertical]))), children: [content],
          info: c.info(details: text.isEmpty ? [:] : ["text": text])))
    }
    specs["ProgressView"] = ElementSpec(
      attributes: ["value", "total", "title", "label"], acceptsChildren: true, acceptsText: true
    ) { c in progressView(c) }
    specs["Slider"] = ElementSpec(
      attributes: ["value", "in", "step", "title", "label"], acceptsChildren: true,
      acceptsText: true
    ) { c in
      guard let value = c.number("value") else {
        if c.attributes["value"] == nil {
          c.builder.error(
            "missing-attribute", "'Slider' needs its value, e.g. value=\"0.5\"",
            at: c.node.location)
        }
        return nil
      }
      guard let range = closedRange(c, "in") else { return nil }
      // The label is for accessibility only (§8.6): read, not laid out.
      let fraction = range.1 > range.0 ? (value - range.0) / (range.1 - range.0) : 0
      return .view(
        c.tree.add(
          .leaf(SliderLeaf(fraction: min(1, max(0, fraction)))),
          info: c.info(details: ["value": formatNumber(value)])))
    }
    specs["Stepper"] = ElementSpec(
      attributes: ["value", "in", "step", "title", "label"], acceptsChildren: true,
      acceptsText: true
    ) { c in
      if c.attributes["value"] != nil, c.number("value") == nil { return nil }
      guard closedRange(c, "in") != nil else { return nil }
      let label = controlLabel(c, required: nil)
      return .view(
        c.tree.add(
          .modifier(TrailingControlLayout(.stepper, hasLabel: label != nil)),
          child: label ?? emptyLabel(c),
          info: c.info()))
    }
    specs["Picker"] = ElementSpec(
      attributes: ["selection", "title", "label"], acceptsChildren: true, acceptsText: true
    ) { c in picker(c) }
    // Laid out as their label (§8.8). Links and navigation links are buttons, so a bordered
    // button style pads them too; a menu's children are its content, shown only when it opens,
    // and a navigation link's destination is not laid out.
    specs["Link"] = ElementSpec(
      attributes: ["title", "destination", "label"], acceptsChildren: true, acceptsText: true
    ) { c in labelOnly(c, "'Link' needs a title or a label view") }
    specs["NavigationLink"] = ElementSpec(
      attributes: ["title", "destination", "value", "label"], acceptsChildren: true,
      acceptsText: true
    ) { c in
      // A row of an iOS list shows the cell's disclosure chevron (§8.15).
      guard isListRow(c.element, c.builder) else {
        return labelOnly(c, "'NavigationLink' needs a title or a label view")
      }
      guard
        let label = controlLabel(c, required: "'NavigationLink' needs a title or a label view")
      else { return nil }
      return .view(c.tree.add(.modifier(DisclosureRowLayout()), child: label, info: c.info()))
    }
    specs["Menu"] = ElementSpec(
      attributes: ["title", "label", "primaryAction"], acceptsChildren: true, acceptsText: true
    ) { c in
      guard
        let label = controlLabel(
          c, required: "'Menu' needs a title or label=\":template\"",
          childrenAreLabel: false)
      else { return nil }
      return .view(
        c.tree.add(
          .modifier(MenuLayout()), child: label, info: c.info()))
    }
    specs["LabeledContent"] = ElementSpec(
      attributes: ["title", "value", "label", "content"], acceptsChildren: true,
      acceptsText: true
    ) { c in labeledContent(c) }
    specs["GroupBox"] = ElementSpec(attributes: ["title", "label"], acceptsChildren: true) { c in
      groupBox(c)
    }
  }

  // MARK: Labels

  /// The control's label: `title` (or the element's text) as a Text, the `label` template, or
  /// the children (`childrenAreLabel`); several views form an implicit VStack. A control with
  /// a label of its own (a ShareLink's) makes it from the title where no view is given
  /// (`ownLabel`). Nil when there is none, after reporting `required` if given.
  static func controlLabel(
    _ c: ElementContext, required: String?, code: String = "empty-control",
    childrenAreLabel: Bool = true, ownLabel: ((String) -> NodeID)? = nil
  ) -> NodeID? {
    let title = c.string("title") ?? normalizedText(c.node.text)
    var views: [Item] = []
    if let attribute = c.attributes["label"] {
      guard let item = templateItem(c, attribute) else { return nil }
      views.append(item)
    } else if childrenAreLabel {
      views.append(contentsOf: c.children())
    }
    if views.isEmpty, let ownLabel { return ownLabel(title) }
    var items: [Item] = []
    if !title.isEmpty {
      items.append(
        .view(c.tree.add(.leaf(TextLeaf(title)), info: c.info("Text", details: ["text": title]))))
    }
    guard
      let label = c.builder.single(
        items + views, implicit: ("VStack", AnyLayout(VStackLayout())),
        line: c.node.location.line)
    else {
      if let required { c.builder.error(code, required, at: c.node.location) }
      return nil
    }
    return label
  }

  /// The hidden label of a control written without one: an empty Text the layer lays out at
  /// no size.
  static func emptyLabel(_ c: ElementContext) -> NodeID {
    c.tree.add(.leaf(TextLeaf("")), info: c.info("Text").implicit())
  }

  /// The template element an attribute names (`label=":l"`) and its name; nil after a
  /// located error: a value that names no template ("takes a template"), or a name no
  /// template has ("did you mean"). Every attribute that takes a template finds it here.
  static func templateElement(_ c: ElementContext, _ attribute: SyntaxTree.Attribute)
    -> (element: Int32, name: String)?
  {
    let value = attribute.value.trimmingSpaces()
    let name = value.hasPrefix(":") ? String(value.dropFirst()).trimmingSpaces() : ""
    let length = max(1, attribute.value.count)
    guard !name.isEmpty else {
      c.builder.error(
        "bad-value", "'\(attribute.name)' takes a template, e.g. \(attribute.name)=\":name\"",
        at: attribute.valueLocation, length: length)
      return nil
    }
    guard let element = c.builder.template(named: name, from: c.element) else {
      let hint = c.builder.hint(for: name) { c.builder.templateNames(from: c.element) }
      c.builder.error(
        "missing-template", "no template named '\(name)'\(hint)", at: attribute.valueLocation,
        length: length)
      return nil
    }
    return (element, name)
  }

  /// Builds the template an attribute names (`label=":l"`), a fresh copy per use.
  static func templateItem(_ c: ElementContext, _ attribute: SyntaxTree.Attribute) -> Item? {
    guard let (element, name) = templateElement(c, attribute) else { return nil }
    let location = attribute.valueLocation
    let length = attribute.value.trimmingSpaces().count
    guard
      c.builder.withinViewLimit(at: location, length: length),
      c.builder.enterTemplate(element, name: name, at: location, length: length)
    else { return nil }
    c.builder.beginExpansion()
    defer {
      c.builder.endExpansion()
      c.builder.leaveTemplate()
    }
    return c.builder.build(element)
  }

  /// A link or navigation link: a button around its label (§8.8).
  static func labelOnly(
    _ c: ElementContext, _ required: String, ownLabel: ((String) -> NodeID)? = nil
  ) -> Item? {
    guard let label = controlLabel(c, required: required, ownLabel: ownLabel) else { return nil }
    return .view(c.tree.add(.modifier(ButtonLayout(isLink: true)), child: label, info: c.info()))
  }

  // MARK: Values

  /// A Boolean attribute (`true`/`false`).
  static func bool(_ c: ElementContext, _ name: String, required: Bool) -> Bool? {
    guard let attribute = c.attributes[name] else {
      if required {
        c.builder.error(
          "missing-attribute", "'\(c.node.name)' needs \(name)=\"true\" or \(name)=\"false\"",
          at: c.node.location)
      }
      return nil
    }
    return c.boolValue(attribute)
  }

  /// `in="0...10"` (default 0...1), lower bound first.
  static func closedRange(_ c: ElementContext, _ name: String) -> (Double, Double)? {
    guard let attribute = c.attributes[name] else { return (0, 1) }
    guard let resolved = c.builder.resolvedText(of: attribute) else { return nil }
    let text = Array(resolved.trimmingSpaces())
    let dots = text.indices.first { text[$0...].starts(with: [".", ".", "."]) }
    if let dots, let lo = Double(String(text[..<dots]).trimmingSpaces()),
      let hi = Double(String(text[(dots + 3)...]).trimmingSpaces()), lo.isFinite, hi.isFinite,
      lo <= hi
    {
      return (lo, hi)
    }
    c.builder.error(
      "bad-value", "'\(name)' is a range like 0...10, lower bound first, not '\(attribute.value)'",
      at: attribute.valueLocation, length: max(1, attribute.value.count))
    return nil
  }
}
