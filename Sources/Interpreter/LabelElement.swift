import LayoutEngine
import MarkupSyntax

/// `<Label>` (semantics §7.2): `<Label title="Inbox" systemImage="tray"/>`,
/// `<Label systemImage="tray">Inbox</Label>`, or templates for both parts
/// (`<Label title=":t" icon=":i">` with `<Text template="t">…` and `<Image template="i" …>`).
/// The label style comes from the nearest `.labelStyle(…)` on the label or around it, read
/// when the label is laid out (`LabelStyleKey`).
extension ElementCatalog {
  static let labelAttributes: Set<String> = ["title", "systemImage", "image", "icon"]

  static func label(_ c: ElementContext) -> Item? {
    var errors = c.builder.errorCount
    let title = labelTitle(c)
    if title == nil, c.builder.errorCount == errors {
      c.builder.error(
        "label-title",
        "'Label' needs a title: text content, title=\"…\" or a template title=\":name\"",
        at: c.node.location)
    }
    errors = c.builder.errorCount
    let icon = labelIcon(c)
    if icon == nil, c.builder.errorCount == errors {
      c.builder.error(
        "label-icon",
        "'Label' needs an icon: systemImage=\"…\", image=\"…\" or a template icon=\":name\"",
        at: c.node.location)
    }
    guard let title, let icon else { return nil }
    return .view(c.builder.label(icon: icon, title: title, info: c.info(), element: c.element))
  }

  /// The point size Stackup gives a named image in a label whose size is not declared: a
  /// square as tall as a line of text (§7.2).
  static func labelSymbolSize(_ c: ElementContext) -> Double {
    c.builder.options.textMetrics.lineHeight
  }

  private static func labelTitle(_ c: ElementContext) -> NodeID? {
    if let attribute = c.attributes["title"], attribute.value.hasPrefix(":") {
      return labelTemplate(attribute, c)
    }
    let text = c.string("title") ?? normalizedText(c.node.text)
    if c.attributes["title"] != nil, c.node.textLocation != nil {
      c.builder.error(
        "label-title", "give a Label's title once: as text content or as title=\"…\"",
        at: c.node.textLocation)
      return nil
    }
    guard c.attributes["title"] != nil || !text.isEmpty else { return nil }
    return c.tree.add(
      .leaf(TextLeaf(text)),
      info: c.info("Text", details: ["text": text]))
  }

  private static func labelIcon(_ c: ElementContext) -> NodeID? {
    let given = ["systemImage", "image", "icon"].filter { c.attributes[$0] != nil }
    if given.count > 1 {
      c.builder.error(
        "label-icon",
        "give a Label one icon: systemImage, image or icon, not \(given.joined(separator: " and "))",
        at: c.attributes[given[1]]!.location)
      return nil
    }
    if let attribute = c.attributes["icon"] {
      guard attribute.value.hasPrefix(":") else {
        c.builder.error(
          "label-icon", "icon names a template, e.g. icon=\":i\"; use systemImage for a symbol",
          at: attribute.valueLocation, length: max(1, attribute.value.count))
        return nil
      }
      return labelTemplate(attribute, c)
    }
    if let symbol = c.string("systemImage") {
      // A symbol, sized by the font around it like `Image(systemName:)` (§9.5).
      return c.tree.add(
        .leaf(ImageLeaf(name: symbol, width: nil, height: nil, isSymbol: true)),
        info: c.info("Image", details: ["name": symbol]))
    }
    guard let name = c.string("image") else { return nil }
    // An image asset takes its declared size (§11.4); an undeclared one a square a line high.
    let asset = c.builder.imageAssets[name.trimmingSpaces()]
    let size = labelSymbolSize(c)
    return c.tree.add(
      .leaf(ImageLeaf(name: name, width: asset?.width ?? size, height: asset?.height ?? size)),
      info: c.info("Image", details: ["name": name]))
  }

  /// A part given as a template (`":t"`), built afresh for this label.
  private static func labelTemplate(_ attribute: SyntaxTree.Attribute, _ c: ElementContext)
    -> NodeID?
  {
    guard let item = templateItem(c, attribute) else { return nil }
    // Several views in a part form an implicit HStack, as a ViewBuilder closure would.
    return c.builder.single(
      [item], implicit: ("HStack", AnyLayout(HStackLayout())), line: c.node.location.line)
      ?? c.tree.add(
        .group, children: [], info: NodeInfo(kind: "EmptyView", line: c.node.location.line))
  }
}

extension Builder {
  /// A Label of `icon` and `title`: a `LabelLayout`, or the body of the label style declared as
  /// a component in effect (§12.2), which places the whole label (`configuration.label`) or
  /// the icon and the title apart (`configuration.icon`, `configuration.title`).
  func label(icon: NodeID, title: NodeID, info: NodeInfo, element: Int32) -> NodeID {
    if let slots = customStyleSlots("Label"),
      slots.contains("configuration.icon") || slots.contains("configuration.title"),
      let body = styledParts(
        "Label", parts: ["configuration.icon": icon, "configuration.title": title],
        element: element)
    {
      return body
    }
    let label = tree.add(
      .container(AnyLayout(LabelLayout())), children: [icon, title], info: info)
    return styled("Label", label: label, element: element)
  }
}

extension ModifierCatalog {
  /// The style a `.labelStyle(…)` call names (`.titleOnly`, `TitleOnlyLabelStyle()`,
  /// `.automatic` is `.titleAndIcon`), or nil.
  static func labelStyle(of call: ModifierCall) -> LabelLayout.Style? {
    guard call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
    var name: String
    switch call.arguments[0].value {
    case .member(nil, let member): name = member
    case .call(.identifier(let type), let arguments, nil) where arguments.isEmpty:
      guard type.hasSuffix("LabelStyle") else { return nil }
      name = String(type.dropLast("LabelStyle".count))
      name = name.prefix(1).lowercased() + name.dropFirst()
    default: return nil
    }
    if name == "automatic" || name == "default" { return .titleAndIcon }
    return LabelLayout.Style(rawValue: name)
  }

  /// `.labelStyle(…)`: a `LabelStyleModifier`; the labels inside read it when laid out (§7.2).
  static func labelStyleLayer(_ call: ModifierCall, _ node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    // A style type of the app's own (`.labelStyle(BadgeLabelStyle())`): a style declared as a
    // component is applied by `Builder.enterStyles` (§12.2), any other falls back to the
    // automatic style, as a button's does (§8.1).
    if call.arguments.count == 1, case .call(.identifier, _, nil) = call.arguments[0].value,
      labelStyle(of: call) == nil
    {
      return style(call, node, c, effect: .none)
    }
    guard labelStyle(of: call) != nil else {
      let argument = call.arguments.first
      let name = argument.flatMap { Values.caseName($0.value) } ?? ""
      let known = LabelLayout.Style.allCases.map(\.rawValue) + ["automatic"]
      c.error(
        "bad-argument",
        "labelStyle takes .titleAndIcon, .titleOnly, .iconOnly or .automatic\(Suggestions.hint(for: name, in: known))",
        at: argument?.start ?? call.nameStart,
        length: max(1, argument.map { $0.end - $0.start } ?? call.name.count))
      return node
    }
    return c.wrap(
      node, LabelStyleModifier(labelStyle(of: call)!), kind: call.name)
  }
}
