import LayoutEngine
import MarkupSyntax

/// Reusable views defined in markup:
///
/// ```xml
/// <Component name="Badge" root="unary">          <!-- root: unary (default) or multi -->
///   <Parameter name="label" type="string" required="true"/>
///   <Parameter name="spacing" type="number"/>   <!-- optional, no default: absent -->
///   <HStack spacing="$(spacing)">
///     <Text>$(label)</Text>
///     <Slot/>                                    <!-- the use site's children -->
///   </HStack>
/// </Component>
/// ...
/// <Badge label="New" modifiers=".padding()"><Circle/></Badge>
/// ```
///
/// `$(name)` is replaced in the body's attribute values and text; an attribute whose whole
/// value is `$(name)` for an absent optional parameter is dropped (so it takes its default).
/// A unary root is one view (several body views form an implicit VStack, semantics §1.18);
/// a multi-view root's views flatten into the parent like `Group`'s, and a modifier on the
/// use applies to each of them (seed 002's `_VariadicView_MultiViewRoot`).
struct ComponentDefinition: Sendable {
  struct Parameter: Sendable {
    var name: String
    var type: String
    var required: Bool
    var defaultValue: String?
  }

  /// What the component is: a view (used as an element), a view modifier (applied with
  /// `.modifier(Name(…))` or its extension name) or a control style (applied with
  /// `.buttonStyle(Name())` and its kin). See CustomModifiers.swift.
  enum Role: Equatable, Sendable {
    case view
    case modifier
    /// A style; the protocol (`ButtonStyle`, `LabelStyle`, `ToggleStyle`) when declared.
    case style(String?)
  }

  var name: String
  var role: Role = .view
  /// A view modifier's `View` extension name (`.cardStyle(…)` for `extension="cardStyle"`).
  var extensionName: String?
  /// The tree the definition is in (the document, an import, the standard components).
  var tree: SyntaxTree
  var element: Int32
  var isMultiView: Bool
  var parameters: [String: Parameter]
  var hasSlot: Bool
  /// The slot elements its body places (`Slot`, `Content`, `configuration.label` …).
  var slots: Set<String> = []
  /// The body: the component's children other than `Parameter`.
  var body: [Int32]
}

/// One expansion in progress: the component, its parameter values, and how to build the use
/// site's children for `<Slot/>`.
struct Expansion {
  var component: String
  var values: [String: String]
  var useSite: Int32
  var useSiteTree: SyntaxTree
  /// How many expansions were active at the use site (slot children are built there).
  var outerDepth: Int
  /// The view a view modifier or style is applied to: what `<Content/>` and
  /// `<configuration.label/>` stand for (nil for a view component).
  var content: NodeID? = nil
  /// A style's parts of its control by slot (`configuration.icon` …), when the control gives
  /// them one by one; `content` is then nil.
  var parts: [String: NodeID] = [:]
  /// The control a style is applied to (`Label`), for messages about its slots.
  var control: String? = nil
  /// The slots placed once already (a second use places a copy).
  var placed: Set<String> = []
}

extension Builder {
  static let componentParameterTypes: Set<String> = ["string", "number", "bool"]
  /// Most parameters one component may declare.
  static let maxParameters = 256

  /// Collects `<Component>` definitions: the standard components' and the libraries' first,
  /// then the document's, which may replace a library component of the same name. A
  /// document that declares and imports none leaves the standard components to be declared
  /// when one of their names is met (`component(named:)`), or the whole table is read.
  func declareComponents() {
    if standardComponentsPending, !libraries.isEmpty || !survey.components.isEmpty {
      declareStandardComponents()
    }
    for library in libraries { declareLibrary(library) }
    let saved = syntax
    defer { syntax = saved }
    syntax = document
    declareComponents(survey.components, replacing: true)
  }

  /// Declares `library`'s components (they replace none), read in its own tree.
  private func declareLibrary(_ library: SyntaxTree) {
    let saved = syntax
    defer { syntax = saved }
    syntax = library
    declareComponents(library.elements(named: "Component"), replacing: false)
  }

  /// Declares the standard components (`StandardComponents`), before any other.
  func declareStandardComponents() {
    standardComponentsPending = false
    if let standard = Self.standardDeclarations, scope.unchecked.components.isEmpty,
      standard.keys.allSatisfy({ registry.entries[$0] == nil })
    {
      scope.unchecked.components = standard
      return
    }
    if let tree = StandardComponents.trees.first { declareLibrary(tree) }
  }

  /// The standard components as a builder declares them, made once per process: declaring
  /// them was about 70k instructions per document, a sixth of checking a spec. Used only where
  /// declaring them again would give the same: they come first (nothing declared yet) and no
  /// registered layout takes one of their names. nil when declaring them reported anything or
  /// made something other than view components (which set the builder's style and extension
  /// state).
  static let standardDeclarations: [String: ComponentDefinition]? = {
    guard let tree = StandardComponents.trees.first else { return nil }
    // The library declares itself: it must not wait for itself to be declared.
    var settings = InterpreterSettings()
    settings.standardComponents = false
    let builder = Builder(syntax: tree, settings: settings)
    builder.declareLibrary(tree)
    let declared = builder.components
    guard builder.reportCount == 0, !declared.isEmpty,
      declared.values.allSatisfy({ $0.role == .view && $0.extensionName == nil })
    else { return nil }
    return declared
  }()

  /// The attributes of `<Component>` and `<Parameter>`, made once rather than per element
  /// (read for every component declared, the standard ones included).
  static let componentAttributes: Set<String> = ["name", "root", "protocol", "extension"]
  static let parameterAttributes: Set<String> = ["name", "type", "required", "default"]

  /// Collects the `<Component>` definitions `elements` of the current tree.
  private func declareComponents(_ elements: [Int32], replacing: Bool) {
    var definedHere: Set<String> = []
    for element in elements {
      let attributes = attributeMap(element, allowed: Self.componentAttributes)
      let location = syntax.element(element).location
      guard let name = attributes["name"]?.value.trimmingSpaces(), !name.isEmpty else {
        error("component", "a Component needs a name", at: location)
        continue
      }
      if ElementCatalog.specs[name] != nil || registry.entries[name] != nil
        || Self.slotNames.contains(name)
      {
        error(
          "component", "'\(name)' is a built-in element; choose another component name",
          at: attributes["name"]!.valueLocation)
        continue
      }
      if definedHere.contains(name) || (components[name] != nil && !replacing) {
        error("component", "component '\(name)' is defined twice", at: location)
        continue
      }
      definedHere.insert(name)
      var isMultiView = false
      if let root = attributes["root"] {
        switch Values.bareCase(root.value) {
        case "unary": isMultiView = false
        case "multi", "multiView": isMultiView = true
        default:
          error(
            "component", "root is unary or multi, not '\(root.value)'", at: root.valueLocation,
            length: max(1, root.value.count))
        }
      }
      var parameters: [String: ComponentDefinition.Parameter] = [:]
      var declaredParameters = 0
      var body: [Int32] = []
      for child in syntax.children(of: element) {
        guard syntax.element(child).name == "Parameter" else {
          body.append(child)
          continue
        }
        // Every use goes over every parameter (defaults, required ones): thousands of
        // parameters times thousands of uses was quadratic (5,000 × 5,000 took 5.6 s), and a
        // use can pass no more than an element's attribute limit anyway.
        declaredParameters += 1
        guard declaredParameters <= Self.maxParameters else {
          if declaredParameters == Self.maxParameters + 1 {
            error(
              "component",
              "component '\(name)' declares more than \(Self.maxParameters) parameters",
              at: syntax.element(child).location, length: "Parameter".count + 1)
          }
          continue
        }
        let p = attributeMap(child, allowed: Self.parameterAttributes)
        guard let parameterName = p["name"]?.value.trimmingSpaces(), !parameterName.isEmpty else {
          error("component", "a Parameter needs a name", at: syntax.element(child).location)
          continue
        }
        if ElementCatalog.commonAttributes.contains(parameterName) {
          error(
            "component", "'\(parameterName)' is reserved (id, modifiers, template)",
            at: p["name"]!.valueLocation)
          continue
        }
        let type = p["type"].map { Values.bareCase($0.value) } ?? "string"
        if !Self.componentParameterTypes.contains(type) {
          error(
            "component", "parameter type is string, number or bool, not '\(type)'",
            at: p["type"]!.valueLocation)
        }
        parameters[parameterName] = ComponentDefinition.Parameter(
          name: parameterName, type: type,
          required: p["required"]?.value.trimmingSpaces() == "true",
          defaultValue: p["default"]?.value)
      }
      let slots = slotElements(body)
      guard
        let role = declaredRole(
          attributes, slots: slots, name: name, isMultiView: isMultiView, at: location)
      else { continue }
      var definition = ComponentDefinition(
        name: name, role: role, tree: syntax, element: element, isMultiView: isMultiView,
        parameters: parameters, hasSlot: slots["Slot"] != nil, slots: Set(slots.keys), body: body)
      // A bad extension name is reported; the component is still declared, so its
      // `.modifier(…)` uses are not reported again.
      if let extensionAttribute = attributes["extension"] {
        definition.extensionName = declareExtension(extensionAttribute, of: name, role: role)
      }
      if case .style = role { scope.unchecked.hasStyleComponents = true }
      scope.unchecked.components[name] = definition
    }
  }

  /// The first `Slot`, `Content` and `configuration.label` element in `roots`, by name.
  private func slotElements(_ roots: [Int32]) -> [String: Int32] {
    var found: [String: Int32] = [:]
    var stack = Array(roots.reversed())
    while let next = stack.popLast() {
      let name = syntax.element(next).name
      if Self.slotNames.contains(name), found[name] == nil { found[name] = next }
      stack.append(contentsOf: syntax.children(of: next).reversed())
    }
    return found
  }

  /// Whether `element` lies inside a component definition (its body is built only when used).
  func isInsideComponentDefinition(_ element: Int32) -> Bool {
    var current = syntax.element(element).parent
    while current >= 0 {
      if syntax.element(current).name == "Component" { return true }
      current = syntax.element(current).parent
    }
    return false
  }

  /// Builds a use of a component.
  func expand(_ definition: ComponentDefinition, at useSite: Int32) -> Item? {
    let node = syntax.element(useSite)
    guard withinViewLimit(at: node.location, length: node.name.count + 1),
      !budget.unchecked.textLimitReached,
      notExpanding(definition, at: node.location, length: node.name.count + 1)
    else { return nil }
    if definition.role != .view {
      let how =
        definition.role == .modifier
        ? "apply it with .modifier(\(definition.name)())"
          + (definition.extensionName.map { " or .\($0)()" } ?? "")
        : "apply it with .buttonStyle(\(definition.name)()) or its kin"
      error(
        "component-role",
        "'\(definition.name)' is not a view but a \(definition.role.name); \(how)",
        at: node.location, length: node.name.count + 1)
      return nil
    }
    let allowed = Set(definition.parameters.keys).union(ElementCatalog.commonAttributes)
    let attributes = attributeMap(useSite, allowed: allowed)
    var given: [String: String] = [:]
    var ok = true
    for parameter in definition.parameters.values {
      if let attribute = attributes[parameter.name] {
        var value = substitute(attribute.value)
        // A typed value may be an expression (`dense="!isRegular"`), resolved as any
        // attribute's is; a string or view parameter keeps its text.
        if parameter.type == "bool" || parameter.type == "number" {
          var written = attribute
          written.value = value
          guard let text = resolvedText(of: written) else {
            ok = false
            continue
          }
          value = text
        }
        // A constant passed by name passes its value (§11.2): `spacing="gap"`.
        if !resolver.constants.isEmpty,
          let constant = resolver.constants[value.trimmingSpaces()],
          let text = constant.literalText
        {
          value = text
        }
        given[parameter.name] = value
      }
    }
    let values = parameterValues(definition, given: given) { parameter, message in
      ok = false
      if let parameter, let attribute = attributes[parameter] {
        error("component-argument", message, at: attribute.valueLocation)
      } else {
        error("component-argument", message, at: node.location, length: node.name.count + 1)
      }
    }
    let hasChildren = syntax.children(of: useSite).contains { !isTemplate($0) }
    if hasChildren && !definition.hasSlot {
      let first = syntax.children(of: useSite).first { !isTemplate($0) }!
      error(
        "component-slot",
        "component '\(definition.name)' has no <Slot/>, so it takes no child views",
        at: syntax.element(first).location)
      ok = false
    }
    // Past the text limit (reported once) the expansion is abandoned: its body would only
    // repeat the error or report itself empty.
    guard ok, !budget.unchecked.textLimitReached else { return nil }
    let (items, errorsBefore) = buildExpansion(of: definition, values: values, useSite: useSite)
    var info = NodeInfo(
      kind: definition.name, line: node.location.line, column: node.location.column)
    info.details["component"] = definition.name
    if definition.isMultiView { return .list(info, items) }
    guard
      let single = single(
        items, implicit: ("VStack", AnyLayout(VStackLayout())), line: node.location.line)
    else {
      // A body left empty by its own errors is not a second mistake.
      guard errorCount == errorsBefore else { return nil }
      error(
        "component-empty", "component '\(definition.name)' has no view in its body",
        at: node.location)
      return nil
    }
    tree.updateInfo(single) { $0.details["component"] = definition.name }
    return .view(single)
  }

  /// Builds `definition`'s body as an expansion used at `useSite`: its parameters take
  /// `values`, and `<Content/>` (or `<configuration.label/>`) stands for `content`. Returns
  /// the items made and the error count before them, so callers can tell an empty body made
  /// empty by its own errors from an empty one.
  func buildExpansion(
    of definition: ComponentDefinition, values: [String: String], useSite: Int32,
    content: NodeID? = nil, parts: [String: NodeID] = [:], control: String? = nil
  ) -> (items: [Item], errorsBefore: Int) {
    scope.unchecked.expansions.append(
      Expansion(
        component: definition.name, values: values, useSite: useSite, useSiteTree: syntax,
        outerDepth: expansions.count, content: content, parts: parts, control: control))
    let useSiteTree = syntax
    syntax = definition.tree
    beginExpansion()
    defer {
      endExpansion()
      scope.unchecked.expansions.removeLast()
      syntax = useSiteTree
    }
    var items: [Item] = []
    let errorsBefore = errorCount
    for element in definition.body {
      if let item = build(element) { items.append(item) }
    }
    return (items, errorsBefore)
  }

  /// Whether `definition` is not being expanded already; otherwise an error (a component that
  /// uses itself, directly or through others, would expand forever).
  func notExpanding(_ definition: ComponentDefinition, at location: MarkupLocation, length: Int)
    -> Bool
  {
    guard let cycle = expansions.firstIndex(where: { $0.component == definition.name }) else {
      return true
    }
    let chain = (expansions[cycle...].map(\.component) + [definition.name]).joined(
      separator: " → ")
    error(
      "component-recursion", "component '\(definition.name)' uses itself (\(chain))",
      at: location, length: length)
    return false
  }

  /// The values of `definition`'s parameters from the texts `given` by name: defaults filled
  /// in, numbers and bools checked. Each mistake goes to `report` with the parameter it is
  /// about (nil for none given).
  func parameterValues(
    _ definition: ComponentDefinition, given: [String: String],
    report: (_ parameter: String?, _ message: String) -> Void
  ) -> [String: String] {
    var values: [String: String] = [:]
    for parameter in definition.parameters.values {
      if let value = given[parameter.name] {
        switch parameter.type {
        case "number" where Double(value.trimmingSpaces()) == nil && !value.contains("."):
          report(
            parameter.name, "'\(parameter.name)' of \(definition.name) is a number, not '\(value)'")
        case "bool" where value != "true" && value != "false":
          report(
            parameter.name,
            "'\(parameter.name)' of \(definition.name) is true or false, not '\(value)'")
        default:
          values[parameter.name] = value
        }
      } else if let defaultValue = parameter.defaultValue {
        values[parameter.name] = defaultValue
      } else if parameter.required {
        report(nil, "\(definition.name) needs its parameter '\(parameter.name)'")
      }
    }
    return values
  }

  /// `<Slot/>`: the children of the innermost expansion's use site, built where they were
  /// written (outside the component).
  func buildSlot(_ element: Int32) -> Item? {
    if expansions.last?.content != nil {
      error(
        "slot-in-modifier",
        "a view modifier's or style's body places its view with <Content/> or <configuration.label/>, not <Slot/>",
        at: syntax.element(element).location)
      return nil
    }
    guard let expansion = expansions.last else {
      error(
        "slot-outside-component", "<Slot/> can only be used in a Component's body",
        at: syntax.element(element).location)
      return nil
    }
    let saved = expansions
    let savedTree = syntax
    let line = syntax.element(element).location.line
    scope.unchecked.expansions = Array(expansions.prefix(expansion.outerDepth))
    syntax = expansion.useSiteTree
    defer {
      scope.unchecked.expansions = saved
      syntax = savedTree
    }
    return .list(
      NodeInfo(kind: "Slot", line: line, isImplicit: true), buildChildren(of: expansion.useSite))
  }

  /// Replaces `$(name)` with the innermost expansion's parameter values.
  func substitute(_ text: String) -> String {
    guard let values = expansions.last?.values, text.contains("$(") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "$(") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: ")") else {
        result += rest[start.lowerBound...]
        return result
      }
      let name = String(after[..<close])
      let value = values[name] ?? ""
      guard withinTextLimit(adding: value.utf8.count) else { return result }
      result += value
      rest = after[after.index(after: close)...]
    }
    return result + rest
  }

  /// Whether an attribute value is exactly `$(name)` for a parameter with no value.
  func isAbsentParameter(_ text: String) -> Bool {
    guard let values = expansions.last?.values, text.hasPrefix("$("), text.hasSuffix(")") else {
      return false
    }
    let name = String(text.dropFirst(2).dropLast())
    return !name.contains("$(") && values[name] == nil
  }
}
