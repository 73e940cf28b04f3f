import LayoutEngine
import MarkupSyntax

/// Custom view modifiers and control styles written in markup (semantics §12.1, §12.2):
///
/// ```xml
/// <Component name="CardStyle" extension="cardStyle">      <!-- a ViewModifier -->
///   <Parameter name="radius" type="number" default="8"/>
///   <Content modifiers=".padding().background(.white).cornerRadius($(radius))"/>
/// </Component>
/// <Component name="ActionButtonStyle">                     <!-- a ButtonStyle -->
///   <configuration.label modifiers=".padding().background(Color.blue)"/>
/// </Component>
/// …
/// <Text modifiers=".modifier(CardStyle(radius: 12))">A</Text>
/// <Text modifiers=".cardStyle(radius: 12)">B</Text>
/// <VStack modifiers=".buttonStyle(ActionButtonStyle())"><Button title="Go"/></VStack>
/// ```
///
/// A component whose body places `<Content/>` is SwiftUI's `ViewModifier`: `.modifier(M(…))`
/// builds its body with `<Content/>` standing for the modified view (`body(content:)`), and
/// `extension="m"` adds the `View` extension `.m(…)`. One whose body places
/// `<configuration.label/>` (or another part of a control's configuration) is a style:
/// `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle` (a label), `LabelStyle` (an icon and a
/// title), `GroupBoxStyle` and `LabeledContentStyle` (a label and a content). The style is in
/// effect for every such control in the view the style modifier is on, the nearest one
/// winning, and the control's body is the style's body with its parts in place
/// (`makeBody(configuration:)`).
extension Builder {
  /// The elements that stand for the view a component receives: a view's children, a view
  /// modifier's content, a style's label.
  static let slotNames: Set<String> = Set(["Slot", "Content"] + styleSlots.values.joined())

  /// The parts of each styled control's configuration a style's body places, by slot
  /// element: SwiftUI's `ButtonStyleConfiguration.label`, `LabelStyleConfiguration.icon` and
  /// `.title`, `GroupBoxStyleConfiguration.label` and `.content` … A label style's
  /// `configuration.label` is Stackup's: the whole label, icon and title as the automatic style
  /// lays them out.
  static let styleSlots: [String: [String]] = [
    "Button": ["configuration.label"],
    "Toggle": ["configuration.label"],
    "Label": ["configuration.icon", "configuration.title", "configuration.label"],
    "GroupBox": ["configuration.label", "configuration.content"],
    "LabeledContent": ["configuration.label", "configuration.content"],
  ]

  /// The style protocols a component may declare (`ButtonStyle`), with the modifier that
  /// applies each: the table's entries that style a control (`ModifierSpec.styledControl`).
  /// `.buttonStyle` also takes a `PrimitiveButtonStyle`, whose configuration has a label too.
  static let styleProtocols: [String: String] = Dictionary(
    uniqueKeysWithValues: ModifierCatalog.entries.compactMap { entry in
      entry.spec.styledControl.map { ("\($0)Style", entry.name) }
    } + [("PrimitiveButtonStyle", "buttonStyle")])

  /// The slots of the control style protocol `name` styles (`configuration.label` for
  /// `ButtonStyle`).
  static func slots(ofProtocol name: String) -> [String] {
    styleProtocols[name].flatMap { ModifierCatalog.specs[$0]?.styledControl }
      .flatMap { styleSlots[$0] } ?? []
  }

  /// The slots named in a message: `<configuration.label/>` or `<a/>, <b/>`.
  static func slotList(_ slots: [String]) -> String {
    slots.map { "<\($0)/>" }.joined(separator: ", ")
  }

  // MARK: Declaring

  /// The role of a component from its `protocol` attribute, or from the slot its body places
  /// when there is none; nil after an error.
  func declaredRole(
    _ attributes: ElementAttributes, slots: [String: Int32], name: String, isMultiView: Bool,
    at location: MarkupLocation
  ) -> ComponentDefinition.Role? {
    var role: ComponentDefinition.Role
    if let attribute = attributes["protocol"] {
      let value = attribute.value.trimmingSpaces()
      switch value {
      case "View": role = .view
      case "ViewModifier": role = .modifier
      case _ where Self.styleProtocols[value] != nil: role = .style(value)
      default:
        let choices = ["View", "ViewModifier"] + Self.styleProtocols.keys.sorted()
        error(
          "component",
          "protocol is \(choices.joined(separator: ", ")), not '\(value)'"
            + Suggestions.hint(for: value, in: choices),
          at: attribute.valueLocation, length: max(1, value.count))
        return nil
      }
    } else if slots["Content"] != nil {
      role = .modifier
    } else if slots.keys.contains(where: { $0.hasPrefix("configuration.") }) {
      role = .style(nil)
    } else {
      role = .view
    }
    // Each role has its own slots: a view's children, a modifier's content, a style's parts
    // (its protocol's, when declared; checked against the control where applied otherwise).
    let expected: [String]
    switch role {
    case .view: expected = ["Slot"]
    case .modifier: expected = ["Content"]
    case .style(let declared?): expected = Self.slots(ofProtocol: declared)
    case .style(nil): expected = Self.slotNames.filter { $0.hasPrefix("configuration.") }.sorted()
    }
    for (slot, element) in slots.sorted(by: { $0.value < $1.value })
    where !expected.contains(slot) {
      let roleName = role.name
      error(
        "component-slot",
        "<\(slot)/> has no place in \(roleName) '\(name)': its body places \(Self.slotList(expected))",
        at: syntax.element(element).location, length: slot.count + 1)
      return nil
    }
    if isMultiView, role != .view {
      error(
        "component", "root=\"multi\" is for views; '\(name)' is a \(role.name)",
        at: location)
      return nil
    }
    return role
  }

  /// Registers `.name(…)` for view modifier `component`; nil after an error.
  func declareExtension(
    _ attribute: SyntaxTree.Attribute, of component: String, role: ComponentDefinition.Role
  ) -> String? {
    let name = attribute.value.trimmingSpaces()
    let location = attribute.valueLocation
    guard role == .modifier else {
      error(
        "component", "only a view modifier (a body with <Content/>) has an extension name",
        at: location, length: max(1, name.count))
      return nil
    }
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      error(
        "component", "extension is a modifier name such as cardStyle, not '\(name)'",
        at: location, length: max(1, name.count))
      return nil
    }
    if ModifierCatalog.specs[name] != nil {
      error(
        "component", "'\(name)' is SwiftUI's modifier; choose another extension name",
        at: location, length: name.count)
      return nil
    }
    if let other = modifierExtensions[name], other != component {
      error(
        "component", "extension '\(name)' is already declared by '\(other)'", at: location,
        length: name.count)
      return nil
    }
    modifierExtensions[name] = component
    return name
  }

  // MARK: Applying a view modifier

  /// An extension call `.name(…)` on `node`; nil when `call` is not one (a built-in modifier,
  /// `.modifier(Name(…))` among them: `applyModifierCall`).
  func customModifier(_ call: ModifierCall, on node: NodeID, _ c: ModifierContext) -> NodeID? {
    guard !modifierExtensions.isEmpty, let name = modifierExtensions[call.name],
      let definition = components[name], definition.role == .modifier
    else { return nil }
    if let unread = call.unread {
      c.error(unread.id, unread.message, at: unread.offset, length: unread.length)
      return node
    }
    if let start = call.trailingClosureStart {
      c.error(
        "bad-argument", "'\(call.name)' takes its parameters in parentheses, not a closure",
        at: start)
      return node
    }
    guard let values = parameterArguments(call.arguments, of: definition, c, at: call.nameStart)
    else {
      return node
    }
    return expandModifier(
      definition, values: values, content: node, c, at: call.nameStart, length: call.name.count)
  }

  /// `.modifier(CardStyle(radius: 12))`.
  func applyModifierCall(_ call: ModifierCall, to node: NodeID, _ c: ModifierContext)
    -> NodeID
  {
    guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailingClosure == nil
    else {
      c.error(
        "bad-argument", "modifier takes one view modifier, e.g. .modifier(CardStyle())",
        at: call.nameStart, length: call.name.count)
      return node
    }
    let argument = call.arguments[0]
    let name: String
    var arguments: [Argument] = []
    switch argument.value {
    case .call(.identifier(let callee), let given, nil):
      name = callee
      arguments = given
    case .identifier(let callee):
      name = callee
    default:
      c.error(
        "bad-argument",
        "modifier takes a view modifier declared as a Component, e.g. .modifier(CardStyle())",
        at: argument.start, length: max(1, argument.end - argument.start))
      return node
    }
    guard let definition = components[name], definition.role == .modifier else {
      if let definition = components[name] {
        c.error(
          "unknown-view-modifier", "'\(name)' is a \(definition.role.name), not a view modifier",
          at: argument.start, length: name.count)
        return node
      }
      let message =
        "unknown view modifier '\(name)' (no layout effect here)"
        + (hint(for: name) { components.values.filter { $0.role == .modifier }.map(\.name) }
          .nonEmpty
          ?? "; declare it as a <Component name=\"\(name)\"> whose body places <Content/>")
      c.appName(
        "unknown-view-modifier", message, at: argument.start, length: name.count)
      return node
    }
    guard let values = parameterArguments(arguments, of: definition, c, at: argument.start) else {
      return node
    }
    return expandModifier(
      definition, values: values, content: node, c, at: argument.start, length: name.count)
  }

  /// The parameter values a call passes, by label (Swift's memberwise initialiser); nil after
  /// an error located in the call.
  func parameterArguments(
    _ arguments: [Argument], of definition: ComponentDefinition, _ c: ModifierContext,
    at callStart: Int
  ) -> [String: String]? {
    let characters = characters(of: c.attribute.value)
    var given: [String: String] = [:]
    var starts: [String: Int] = [:]
    for argument in arguments {
      guard let label = argument.label else {
        let example = definition.parameters.keys.sorted().first.map { "\($0): …" } ?? ""
        c.error(
          "component-argument",
          "the arguments of \(definition.name) are labelled with its parameter names: \(definition.name)(\(example))",
          at: argument.start, length: max(1, argument.end - argument.start))
        return nil
      }
      guard definition.parameters[label] != nil else {
        let hint = Suggestions.hint(for: label, in: definition.parameters.keys)
        c.error(
          "component-argument", "\(definition.name) has no parameter '\(label)'\(hint)",
          at: argument.labelStart, length: label.count)
        return nil
      }
      if case .string(let text) = argument.value {
        given[label] = text
      } else {
        let range = max(0, argument.start)..<min(argument.end, characters.count)
        given[label] = String(characters[range]).trimmingSpaces()
      }
      starts[label] = argument.start
    }
    var ok = true
    let values = parameterValues(definition, given: given) { parameter, message in
      ok = false
      c.error("component-argument", message, at: parameter.flatMap { starts[$0] } ?? callStart)
    }
    return ok ? values : nil
  }

  /// Builds view modifier or style `definition`'s body around `content`: `<Content/>` (or
  /// `<configuration.label/>`) places it. Counted and bounded like a component's expansion.
  func expandModifier(
    _ definition: ComponentDefinition, values: [String: String], content: NodeID,
    _ c: ModifierContext, at offset: Int, length: Int
  ) -> NodeID {
    let location = c.location(offset)
    guard withinViewLimit(at: location, length: length), !budget.unchecked.textLimitReached,
      notExpanding(definition, at: location, length: length)
    else { return content }
    return expandBody(
      definition, values: values, content: content, useSite: c.element, line: c.line)
      ?? content
  }

  /// The body of view modifier or style `definition` built around `content`, nil when it made
  /// no view. The use site is the element whose chain or control applied it.
  func expandBody(
    _ definition: ComponentDefinition, values: [String: String], content: NodeID?,
    parts: [String: NodeID] = [:], control: String? = nil, useSite: Int32, line: Int
  ) -> NodeID? {
    let (items, errorsBefore) = buildExpansion(
      of: definition, values: values, useSite: useSite, content: content, parts: parts,
      control: control)
    guard let body = single(items, implicit: ("VStack", AnyLayout(VStackLayout())), line: line)
    else {
      if errorCount == errorsBefore {
        error(
          "component-empty", "component '\(definition.name)' has no view in its body",
          at: definition.tree.element(definition.element).location)
      }
      return nil
    }
    tree.updateInfo(body) {
      $0.details[definition.role == .modifier ? "modifier" : "style"] = definition.name
    }
    return body
  }

  /// `<Content/>`, `<configuration.label/>` or another part of a control: the view (or part)
  /// the innermost view modifier or style is applied to. A second use places a copy of it
  /// (SwiftUI builds `content` once per use).
  func buildContent(_ element: Int32) -> Item? {
    let node = syntax.element(element)
    guard let index = expansions.indices.last,
      expansions[index].content != nil || !expansions[index].parts.isEmpty
    else {
      error(
        "slot-outside-component",
        "<\(node.name)/> can only be used in the body of a view modifier or style Component",
        at: node.location)
      return nil
    }
    let expansion = expansions[index]
    guard let content = expansion.parts.isEmpty ? expansion.content : expansion.parts[node.name]
    else {
      let parts = expansion.parts.keys.sorted()
      error(
        "component-slot",
        "<\(node.name)/> is not placed with \(Self.slotList(parts)) in one \(expansion.control ?? "control")'s style",
        at: node.location, length: node.name.count + 1)
      return nil
    }
    let attributes = attributeMap(element, allowed: ["modifiers"])
    var placed = content
    if expansion.placed.contains(node.name) {
      guard withinViewLimit(at: node.location, length: node.name.count + 1) else { return nil }
      placed = copySubtree(content)
    }
    scope.unchecked.expansions[index].placed.insert(node.name)
    var item = Item.view(placed)
    if let modifiers = attributes["modifiers"] {
      item = applyModifiers(modifiers, to: item, element: element, line: node.location.line)
    }
    return item
  }

  /// A copy of the views under `root` (its ids left on the original: they name one view).
  /// Iterative, since the subtree may be as deep as the view-depth limit.
  private func copySubtree(_ root: NodeID) -> NodeID {
    var order: [NodeID] = []
    var stack = [root]
    while let next = stack.popLast() {
      order.append(next)
      for child in tree[next].children { stack.append(NodeID(index: child)) }
    }
    var copies: [Int32: NodeID] = [:]
    for original in order.reversed() {
      let entry = tree[original]
      var info = entry.info
      info.id = nil
      let children = entry.children.map { copies[$0]! }
      copies[original.index] = tree.add(
        tree.content(original), children: Array(children), info: info)
    }
    return copies[root.index]!
  }

  // MARK: Styles

  /// The styles the chain of `element` puts in effect for the views inside it (and itself),
  /// set before it is built; the styles in effect before, to restore afterwards.
  func enterStyles(of element: Int32) -> [String: ControlStyle]? {
    let attributes = syntax.attributes(of: element)
    guard let index = attributes.indices.first(where: { attributes[$0].name == "modifiers" })
    else { return nil }
    var attribute = attributes[index]
    guard attribute.value.contains("Style") else { return nil }
    if !expansions.isEmpty {
      attribute.value = substitute(attribute.value)
      attribute.valueID = -1
    }
    let chain = parsedChain(attribute)
    let saved = controlStyles
    // The first call is the nearest to the view, and wins (SwiftUI's environment).
    for call in chain.calls.reversed() {
      guard let control = ModifierCatalog.specs[call.name]?.styledControl,
        let argument = styleArgument(of: call), argument.label == nil
      else { continue }
      let name: String
      var given: [Argument] = []
      switch argument.value {
      case .call(.identifier(let callee), let arguments, nil):
        name = callee
        given = arguments
      case .identifier(let callee): name = callee
      default:
        // A built-in style (`.switch`, `.bordered`) is nearer than any custom one around.
        controlStyles[control] = nil
        continue
      }
      let context = ModifierContext(builder: self, attribute: attribute, element: element)
      guard let definition = components[name] else {
        let styles = components.values.filter { $0.role != .view && $0.role != .modifier }
        let hint = hint(for: name) { styles.map(\.name) }
        if !hint.isEmpty {
          context.warning(
            "unknown-style", "'\(name)' is not a style declared in markup\(hint)",
            at: argument.start, length: name.count)
        }
        // SwiftUI's own (`SwitchToggleStyle()`) or the app's: it replaces a custom one around.
        controlStyles[control] = nil
        continue
      }
      guard case .style(let declared) = definition.role else {
        context.error(
          "component-role", "'\(name)' is a \(definition.role.name), not a style",
          at: argument.start, length: name.count)
        continue
      }
      if let declared, Self.styleProtocols[declared] != call.name {
        context.error(
          "component-role",
          "'\(name)' is a \(declared); apply it with .\(Self.styleProtocols[declared]!)(\(name)())",
          at: argument.start, length: name.count)
        continue
      }
      let valid = Self.styleSlots[control] ?? []
      if let slot = definition.slots.sorted().first(where: { !valid.contains($0) }) {
        context.error(
          "component-slot",
          "'\(name)' places <\(slot)/>, which a \(control) has not: its style places \(Self.slotList(valid))",
          at: argument.start, length: name.count)
        continue
      }
      guard let values = parameterArguments(given, of: definition, context, at: argument.start)
      else {
        continue
      }
      controlStyles[control] = ControlStyle(definition: definition, values: values)
    }
    return saved
  }

  /// The one argument of a style modifier call. `.labelStyle` and `.toggleStyle` keep their
  /// arguments unread (they have no layout effect of their own), so theirs is read here, its
  /// offsets moved to the attribute's (the text starts after `name(`).
  private func styleArgument(of call: ModifierCall) -> Argument? {
    if call.arguments.count == 1 { return call.arguments[0] }
    guard call.arguments.isEmpty, !call.argumentText.isEmpty,
      var parser = try? ChainParser(call.argumentText),
      let value = try? parser.parseStandaloneExpression()
    else { return nil }
    let base = call.nameStart + call.name.count + 1
    func moved(_ argument: Argument) -> Argument {
      var copy = argument
      copy.start += base
      copy.end += base
      copy.labelStart += base
      return copy
    }
    guard case .call(let callee, let arguments, nil) = value else {
      return Argument(
        label: nil, value: value, start: base, end: base + call.argumentText.count,
        labelStart: base)
    }
    return Argument(
      label: nil,
      value: .call(callee: callee, arguments: arguments.map(moved), trailingClosure: nil),
      start: base, end: base + call.argumentText.count, labelStart: base)
  }

  /// `label` as the custom style in effect for `control` presents it (its body with the label
  /// in place, `configuration` the values it reads besides `isPressed`), or `label` itself
  /// when no custom style is in effect.
  func styled(
    _ control: String, label: NodeID, element: Int32, configuration: [String: Expr] = [:]
  ) -> NodeID {
    guard let style = controlStyles[control] else { return label }
    return expandStyle(
      style, control: control, content: label, element: element, configuration: configuration)
      ?? label
  }

  /// The slots of the custom style in effect for `control`, nil when none is: a control whose
  /// style places its parts one by one (`configuration.icon`) builds them apart.
  func customStyleSlots(_ control: String) -> Set<String>? {
    controlStyles[control]?.definition.slots
  }

  /// The custom style in effect for `control` with `parts` in its slots, nil when none is in
  /// effect or its body made no view (the caller then builds the control as it would).
  func styledParts(_ control: String, parts: [String: NodeID], element: Int32) -> NodeID? {
    guard let style = controlStyles[control] else { return nil }
    return expandStyle(style, control: control, parts: parts, element: element)
  }

  /// `style`'s body for one control, its label (`content`) or parts in their slots.
  private func expandStyle(
    _ style: ControlStyle, control: String, content: NodeID? = nil,
    parts: [String: NodeID] = [:], element: Int32, configuration: [String: Expr] = [:]
  ) -> NodeID? {
    let node = syntax.element(element)
    guard withinViewLimit(at: node.location, length: node.name.count + 1),
      !budget.unchecked.textLimitReached,
      notExpanding(style.definition, at: node.location, length: node.name.count + 1)
    else { return nil }
    // The body reads the control's values as `configuration.isOn` … (§12.2).
    let saved = resolver.configuration
    scope.unchecked.resolver.configuration = configuration
    defer { scope.unchecked.resolver.configuration = saved }
    return expandBody(
      style.definition, values: style.values, content: content, parts: parts, control: control,
      useSite: element, line: node.location.line)
  }
}

/// A custom style in effect (`.buttonStyle(ActionButtonStyle())` on the view or an ancestor):
/// the style component and its parameter values.
struct ControlStyle {
  var definition: ComponentDefinition
  var values: [String: String]
}

extension ComponentDefinition.Role {
  /// "view", "view modifier", "ButtonStyle" (as declared), "style".
  var name: String {
    switch self {
    case .view: "view"
    case .modifier: "view modifier"
    case .style(let declared): declared ?? "style"
    }
  }
}

extension String {
  /// The string, or nil when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
