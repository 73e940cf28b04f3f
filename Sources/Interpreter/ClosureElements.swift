import LayoutEngine
import MarkupSyntax

/// Any element of the catalog written as a Swift call inside a modifier's closure
/// (`.overlay { ProgressView() }`, `.background { Toggle("Wi-Fi", isOn: $on) }`,
/// `.overlay { ScrollView { … } }`): the call is written as the element it names, in a small
/// tree of its own located where the call is, and built by the builder that builds markup.
/// The dialect's attributes are SwiftUI's init labels, so `Name(label: value) { body }` is
/// `<Name label="value">body</Name>`, with the same defaults, warnings and errors (an
/// unknown label gets markup's "did you mean"). The closure's views are built as the
/// argument's views are: each is a child of the element that the builder asks back for.
enum ClosureElements {
  /// Names of the catalog that declare rather than show, never made from a call.
  private static let declarations: Set<String> = [
    "Preview", "Constant", "ImageAsset", "If", "Else", "Switch", "Case", "Default", "Import",
    "LayoutValueKey",
  ]

  /// Labels of what a view does rather than shows (an action): SwiftUI takes them, Stackup
  /// lays out nothing from them.
  private static let actionLabels: Set<String> = [
    "action", "onIncrement", "onDecrement", "onEditingChanged", "onCommit", "primaryAction",
  ]

  /// Labels whose closure is the element's children (a Button's label, a Section's content).
  private static let childLabels: Set<String> = ["label", "content"]

  /// The element a call of `type` makes: nil when `type` is no element; `.some(nil)` after a
  /// located error.
  static func view(
    _ type: String, _ arguments: [Argument], _ trailing: Expr?, at offset: Int,
    _ c: ModifierContext
  ) -> Item?? {
    // A SwiftUI view Stackup has no element for is reported as markup reports it.
    guard !declarations.contains(type),
      ElementCatalog.specs[type] != nil || c.builder.registry.entries[type] != nil
        || SwiftUIVocabulary.isView(type)
    else { return nil }
    var writer = Writer(type: type, offset: offset, c: c)
    // A view with no element is reported by name alone, its arguments unread.
    let known = ElementCatalog.specs[type] != nil || c.builder.registry.entries[type] != nil
    guard writer.write(known ? arguments : [], known ? trailing : nil) else { return .some(nil) }
    let builder = c.builder
    let outer = builder.syntax
    let tree = SyntaxTree(
      file: outer.file, elements: writer.elements, attributes: writer.attributes)
    // Kept for the whole build: the tree's identity keys caches (templates), so it must not be
    // freed and its address reused by another call's tree.
    builder.closureFrames[tree.identity] = ClosureFrame(
      tree: tree, outer: outer, views: writer.views, offset: offset, context: c)
    builder.syntax = tree
    defer { builder.syntax = outer }
    return .some(builder.build(0))
  }

  /// Writes one call as elements and attributes: element 0 is the call, the others hold one
  /// view of its closures each (`#closure`, a name markup cannot spell).
  private struct Writer {
    let type: String
    let offset: Int
    let c: ModifierContext
    var elements: [SyntaxTree.Element] = []
    var attributes: [SyntaxTree.Attribute] = []
    /// The view each `#closure` element stands for, by element index.
    var views: [Int32: Expr] = [:]
    private var lastChild: Int32 = -1
    private var hasTitle = false

    init(type: String, offset: Int, c: ModifierContext) {
      self.type = type
      self.offset = offset
      self.c = c
    }

    /// Writes the call; false after a located error.
    mutating func write(_ arguments: [Argument], _ trailing: Expr?) -> Bool {
      // Located as markup's `<` is, one character before the name: errors about the name
      // (`AnyView` is not supported) point at it, one past the element's location.
      let at = c.location(max(0, offset - 1))
      elements.append(
        SyntaxTree.Element(
          name: type, location: at, parent: -1, attributeStart: 0, attributeCount: 0))
      // The attributes first (element 0's run), then the children.
      var closures: [(label: String?, value: Expr, at: Int)] = []
      for argument in arguments {
        if case .closure = argument.value {
          closures.append((argument.label, argument.value, argument.start))
          continue
        }
        // A view given as an argument (`Section(header: Text("A"))`, `label: :t`): as a closure.
        if let label = argument.label, isView(argument.value) {
          closures.append((label, .closure(parameters: [], body: argument.value), argument.start))
          continue
        }
        if let label = argument.label {
          if !Self.isAction(label) { attribute(label, argument) }
          continue
        }
        guard unlabelled(argument) else { return false }
      }
      elements[0].attributeCount = Int32(attributes.count)
      if let trailing { closures.append((nil, trailing, offset)) }
      for closure in closures {
        guard self.closure(closure.label, closure.value, at: closure.at) else { return false }
      }
      return true
    }

    /// Whether `e` is a view (a template, or a call of a view, its modifiers after it)
    /// rather than a value such as `GridItem(.flexible())` or `.red`.
    private func isView(_ e: Expr) -> Bool {
      var base = e
      while case .call(.member(let inner?, _), _, _) = base { base = inner }
      switch base {
      case .template: return true
      case .call(.identifier(let type), _, _):
        return ElementCatalog.specs[type] != nil || SwiftUIVocabulary.isView(type)
          || c.builder.components[type] != nil
      default: return false
      }
    }

    private static func isAction(_ label: String) -> Bool {
      ClosureElements.actionLabels.contains(label)
    }

    /// `label: value` as the attribute `label`, its value as written (a string literal's
    /// characters): the element reads it as it reads markup, constants and `$bindings` too.
    private mutating func attribute(_ name: String, _ argument: Argument) {
      let value: String
      var start = argument.start
      if case .string(let s) = argument.value {
        value = s
        start += 1
      } else {
        value = placeholder(argument.value) ?? text(argument.start, argument.end)
      }
      if name == "title" || name == "name" { hasTitle = true }
      attributes.append(
        SyntaxTree.Attribute(
          name: name, value: value, location: c.location(argument.labelStart),
          valueLocation: c.location(start), valueID: -1))
    }

    /// The first unlabelled argument, named as each element names it: Text's content, a
    /// ScrollView's axes, a ForEach's data, otherwise the title of a control or the text of an
    /// element that takes text.
    private mutating func unlabelled(_ argument: Argument) -> Bool {
      let spec = ElementCatalog.specs[type]
      func allows(_ name: String) -> Bool { spec?.allows(name) ?? false }
      switch type {
      case "ScrollView": attribute("axes", argument)
      case "Section": attribute("header", argument)
      case "Color": attribute("name", argument)
      case "AnyLayout": attribute("layout", argument)
      case "ViewThatFits": attribute("in", argument)
      case "ForEach":
        if case .range = argument.value {
          attribute("range", argument)
        } else {
          attribute("items", argument)
        }
      case _ where allows("title") && !hasTitle:
        attribute("title", argument)
      case "LabeledContent" where hasTitle:
        attribute("value", argument)
      case _ where spec?.acceptsText == true && elements[0].text.isEmpty:
        if let placeholder = placeholder(argument.value) {
          // `Text(item.title)` in a ForEach's closure: markup's `<Text>{item.title}</Text>`.
          elements[0].text = placeholder
          elements[0].textLocation = c.location(argument.start)
          return true
        }
        guard case .string(let s) = argument.value else {
          c.error(
            "bad-argument",
            "expected a string or a declared <Constant>: '\(type)' shows its argument as text",
            at: argument.start, length: max(1, argument.end - argument.start))
          return false
        }
        elements[0].text = s
        elements[0].textLocation = c.location(argument.start + 1)
      default:
        c.error(
          "bad-argument", "'\(type)' takes no unlabelled argument here",
          at: argument.start, length: max(1, argument.end - argument.start))
        return false
      }
      return true
    }

    /// A closure argument: an action (skipped), the element's children, or a view named by an
    /// attribute (`Section(header:)`, `Label { } icon: { }`), written as a template child.
    private mutating func closure(_ label: String?, _ value: Expr, at start: Int) -> Bool {
      guard case .closure(let parameters, let body) = value else { return true }
      if let label, Self.isAction(label) { return true }
      // `Button("Retry") { reload() }`: with a title, the trailing closure is the action.
      if label == nil, hasTitle, ["Button", "NavigationLink"].contains(type) { return true }
      if let label, !ClosureElements.childLabels.contains(label) {
        // A view named by an attribute: a template the element finds among its children.
        let name = "#\(label)"
        attributes.append(
          SyntaxTree.Attribute(
            name: label, value: ":" + name, location: c.location(start),
            valueLocation: c.location(start), valueID: -1))
        elements[0].attributeCount = Int32(attributes.count)
        return child(body, template: name)
      }
      if let parameter = parameters.first, parameters.count == 1 {
        // `ForEach(items) { item in … }`, `GeometryReader { proxy in … }`: the name it binds.
        attributes.append(
          SyntaxTree.Attribute(
            name: "as", value: parameter, location: c.location(start),
            valueLocation: c.location(start), valueID: -1))
        elements[0].attributeCount = Int32(attributes.count)
      }
      var statements = [body]
      if case .block(let list) = body { statements = list }
      for statement in statements {
        guard child(statement, template: nil) else { return false }
      }
      return true
    }

    /// Appends a `#closure` child standing for `view`.
    private mutating func child(_ view: Expr, template: String?) -> Bool {
      let index = Int32(elements.count)
      let attributeStart = Int32(attributes.count)
      if let template {
        attributes.append(
          SyntaxTree.Attribute(
            name: "template", value: template, location: elements[0].location,
            valueLocation: elements[0].location, valueID: -1))
      }
      elements.append(
        SyntaxTree.Element(
          name: "#closure", location: elements[0].location, parent: 0,
          attributeStart: attributeStart, attributeCount: Int32(attributes.count) - attributeStart))
      if lastChild >= 0 {
        elements[Int(lastChild)].nextSibling = index
      } else {
        elements[0].firstChild = index
      }
      lastChild = index
      views[index] = view
      return true
    }

    /// `item.title` where a ForEach's closure binds `item`: the placeholder `{item.title}`,
    /// which the ForEach's copy fills in as it does in markup (§11.6).
    private func placeholder(_ e: Expr) -> String? {
      guard let name = ExpressionResolver.dottedName(e),
        let root = name.split(separator: ".").first.map(String.init),
        c.builder.dataBindings.contains(where: { $0[root] != nil })
      else { return nil }
      return "{" + name + "}"
    }

    /// The characters `start..<end` of the modifier's value.
    private func text(_ start: Int, _ end: Int) -> String {
      c.builder.text(of: c.attribute.value, from: start, to: end)
    }
  }
}

/// A call written as an element (`ClosureElements`): its tree, the tree it was written in, and
/// the views its `#closure` children stand for, built back in that tree.
struct ClosureFrame {
  let tree: SyntaxTree
  let outer: SyntaxTree
  let views: [Int32: Expr]
  let offset: Int
  let context: ModifierContext
}

extension Builder {
  /// A `#closure` child of a call written as an element: its view, built as a view argument
  /// is, in the tree the call was written in.
  func buildClosureView(_ element: Int32) -> Item? {
    guard let frame = closureFrames[syntax.identity], let view = frame.views[element] else {
      return nil
    }
    syntax = frame.outer
    defer { syntax = frame.tree }
    return ViewExpressions.item(view, at: frame.offset, frame.context)
  }
}
