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
  static let declarations: Set<String> = [
    "Preview", "Constant", "ImageAsset", "If", "Else", "Switch", "Case", "Default", "Import",
    "LayoutValueKey",
  ]

  /// Labels of what a view does rather than shows (an action): SwiftUI takes them, Stackup
  /// lays out nothing from them.
  static let actionLabels: Set<String> = [
    "action", "onIncrement", "onDecrement", "onEditingChanged", "onCommit", "primaryAction",
  ]

  /// Labels whose closure is the element's children (a Button's label, a Section's content).
  static let childLabels: Set<String> = ["label", "content"]

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
    var writer = Writer(offset: offset, c: c)
    // A view with no element is reported by name alone, its arguments unread.
    let known = ElementCatalog.specs[type] != nil || c.builder.registry.entries[type] != nil
    guard writer.write(type, known ? arguments : [], known ? trailing : nil) else {
      return .some(nil)
    }
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

  /// Writes one call as elements and attributes: element 0 is the call; a call of an element
  /// in its closures is written as its child, so an element that reads its children's names
  /// (a List's Sections, a Grid's rows) finds them; any other view of its closures is a
  /// `#closure` child (a name markup cannot spell).
  private struct Writer {
    let offset: Int
    let c: ModifierContext
    var elements: [SyntaxTree.Element] = []
    var attributes: [SyntaxTree.Attribute] = []
    /// The view each `#closure` element stands for, by element index.
    var views: [Int32: Expr] = [:]
    /// Each element's last child so far, -1 for none.
    private var lastChild: [Int32] = []
    /// Names bound by the closures of the ForEach elements being written: their copies fill
    /// them in.
    private var bound: Set<String> = []

    /// Where every element written is located: markup's `<`, one character before the
    /// call's name. Found once: the builder finds locations forward from the last one asked,
    /// and going back to it for each element made n element calls in a closure cost n².
    let elementLocation: MarkupLocation
    /// Where the closure is: the place of every trailing closure written.
    let closureLocation: MarkupLocation

    init(offset: Int, c: ModifierContext) {
      self.offset = offset
      self.c = c
      elementLocation = c.location(max(0, offset - 1))
      closureLocation = c.location(offset)
    }

    /// What a closure of the call is for: its children, or the view an attribute names.
    private enum Role {
      case children(Expr, binds: String?)
      case template(String, Expr)
    }

    /// Writes a call of `type` as element `elements.count`, under `parent`; false after a
    /// located error.
    mutating func write(
      _ type: String, _ arguments: [Argument], _ trailing: Expr?, parent: Int32 = -1
    ) -> Bool {
      // Located as markup's `<` is (`elementLocation`): errors about the name (`AnyView` is
      // not supported) point at it, one past the element's location.
      let index = Int32(elements.count)
      link(
        SyntaxTree.Element(
          name: type, location: elementLocation, parent: parent,
          attributeStart: Int32(attributes.count), attributeCount: 0))
      // The element's attributes are one run: all of them first, then its children.
      var closures: [(label: String?, value: Expr, at: Int)] = []
      var hasTitle = false
      var text: (String, MarkupLocation)? = nil
      for argument in arguments {
        if case .closure = argument.value {
          closures.append((argument.label, argument.value, argument.start))
        } else if let label = argument.label, isView(argument.value) {
          // A view given as an argument (`Section(header: Text("A"))`): as a closure.
          closures.append((label, .closure(parameters: [], body: argument.value), argument.start))
        } else if let label = argument.label {
          // `id: \.self` says how a ForEach's or List's rows are told apart: no layout reads it.
          let isIdentity = label == "id" && (type == "ForEach" || type == "List")
          if !ClosureElements.actionLabels.contains(label), !isIdentity {
            attribute(label, argument)
            if label == "title" { hasTitle = true }
          }
        } else {
          guard
            let name = unlabelledName(
              type, argument.value, hasTitle: hasTitle, hasText: text != nil)
          else {
            c.error(
              "bad-argument", "'\(type)' takes no unlabelled argument here",
              at: argument.start, length: max(1, argument.end - argument.start))
            return false
          }
          if name == "title" { hasTitle = true }
          if !name.isEmpty {
            attribute(name, argument)
          } else if let placeholder = placeholder(argument.value) {
            // `Text(item.title)` in a ForEach's closure: markup's `<Text>{item.title}</Text>`.
            text = (placeholder, c.location(argument.start))
          } else if case .string(let s) = argument.value {
            text = (s, c.location(argument.start + 1))
          } else {
            c.error(
              "bad-argument",
              "expected a string or a declared <Constant>: '\(type)' shows its argument as text",
              at: argument.start, length: max(1, argument.end - argument.start))
            return false
          }
        }
      }
      if let text {
        elements[Int(index)].text = text.0
        elements[Int(index)].textLocation = text.1
      }
      if let trailing { closures.append((nil, trailing, offset)) }
      var roles: [Role] = []
      for (label, value, start) in closures {
        guard case .closure(let parameters, let body) = value else { continue }
        if let label, ClosureElements.actionLabels.contains(label) { continue }
        // `Button("Retry") { reload() }`: with a title, the trailing closure is the action.
        if label == nil, hasTitle, ["Button", "NavigationLink"].contains(type) { continue }
        if let label, !ClosureElements.childLabels.contains(label) {
          // A view named by an attribute: a template the element finds among its children.
          let name = "#\(label)"
          append(label, ":" + name, at: start)
          roles.append(.template(name, body))
          continue
        }
        let parameter = parameters.count == 1 ? parameters[0] : nil
        if let parameter {
          // `ForEach(items) { item in … }`, `GeometryReader { proxy in … }`: the name it binds.
          append("as", parameter, at: start)
        }
        roles.append(.children(body, binds: type == "ForEach" ? parameter : nil))
      }
      elements[Int(index)].attributeCount =
        Int32(attributes.count) - elements[Int(index)].attributeStart
      for role in roles {
        switch role {
        case .template(let name, let body):
          guard child(body, template: name, parent: index) else { return false }
        case .children(let body, let binds):
          var statements = [body]
          if case .block(let list) = body { statements = list }
          let outer = bound
          if let binds { bound.insert(binds) }
          defer { bound = outer }
          for statement in statements {
            guard child(statement, template: nil, parent: index) else { return false }
          }
        }
      }
      return true
    }

    /// What the first unlabelled argument of `type` is in markup: an attribute's name, or ""
    /// for the element's text; nil when it takes none.
    private func unlabelledName(_ type: String, _ value: Expr, hasTitle: Bool, hasText: Bool)
      -> String?
    {
      let spec = ElementCatalog.specs[type]
      switch type {
      case "ForEach":
        if case .range = value { return "range" }
        return "items"
      case "ScrollView": return "axes"
      case "Section": return "header"
      case "Color": return "name"
      case "AnyLayout": return "layout"
      case "ViewThatFits": return "in"
      case "LabeledContent" where hasTitle: return "value"
      case _ where spec?.allows("title") == true && !hasTitle: return "title"
      case _ where spec?.acceptsText == true && !hasText: return ""
      default: return nil
      }
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
          || c.builder.component(named: type) != nil
      default: return false
      }
    }

    /// A call of an element written as a child of its own (`GridRow { … }` in a Grid): one
    /// without modifiers, that no view argument reads another way (a Text's string is not
    /// trimmed as markup's text is; an Image, a shape or a Spacer take their call's form; a
    /// component or GeometryReader are built by `ViewCalls`).
    private func isWrittenAsChild(_ e: Expr) -> (String, [Argument], Expr?)? {
      guard case .call(.identifier(let type), let arguments, let trailing) = e,
        ElementCatalog.specs[type] != nil, !ClosureElements.declarations.contains(type),
        !["Text", "Image", "Color", "Spacer", "Divider", "EmptyView", "GeometryReader"].contains(
          type), ShapeKind(rawValue: type) == nil, c.builder.component(named: type) == nil
      else { return nil }
      return (type, arguments, trailing)
    }

    /// Appends an element as the last child of its parent, found through `lastChild` (walking
    /// the siblings made a closure of n element calls cost n²).
    private mutating func link(_ element: SyntaxTree.Element) {
      let index = Int32(elements.count)
      elements.append(element)
      lastChild.append(-1)
      let parent = Int(element.parent)
      guard parent >= 0 else { return }
      if lastChild[parent] < 0 {
        elements[parent].firstChild = index
      } else {
        elements[Int(lastChild[parent])].nextSibling = index
      }
      lastChild[parent] = index
    }

    /// Appends an attribute written by the writer, not by the call (`as`, a template's name).
    private mutating func append(_ name: String, _ value: String, at start: Int) {
      // A trailing closure has no place of its own: it is given the closure's, whose location
      // is known (finding it again from the value's start for each made n calls cost n²).
      let location = start == offset ? closureLocation : c.location(start)
      attributes.append(
        SyntaxTree.Attribute(
          name: name, value: value, location: location, valueLocation: location, valueID: -1))
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
      attributes.append(
        SyntaxTree.Attribute(
          name: name, value: value, location: c.location(argument.labelStart),
          valueLocation: c.location(start), valueID: -1))
    }

    /// A view of a closure: an element of its own when it is a plain call of one, else a
    /// `#closure` child standing for it.
    private mutating func child(_ view: Expr, template: String?, parent: Int32) -> Bool {
      if template == nil, let (type, arguments, trailing) = isWrittenAsChild(view) {
        return write(type, arguments, trailing, parent: parent)
      }
      let index = Int32(elements.count)
      let attributeStart = Int32(attributes.count)
      let location = elements[Int(parent)].location
      if let template {
        attributes.append(
          SyntaxTree.Attribute(
            name: "template", value: template, location: location, valueLocation: location,
            valueID: -1))
      }
      link(
        SyntaxTree.Element(
          name: "#closure", location: location, parent: parent, attributeStart: attributeStart,
          attributeCount: Int32(attributes.count) - attributeStart))
      views[index] = view
      return true
    }

    /// `item.title` where a ForEach's closure binds `item`: the placeholder `{item.title}`,
    /// which the ForEach's copy fills in as it does in markup (§11.6).
    private func placeholder(_ e: Expr) -> String? {
      guard let name = ExpressionResolver.dottedName(e),
        let root = name.split(separator: ".").first.map(String.init),
        bound.contains(root) || c.builder.dataBindings.contains(where: { $0[root] != nil })
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

  /// The modifier calls written after the view a `#closure` child stands for, as a markup
  /// element's `modifiers` gives them (an element reading its children's chains, such as a
  /// TabView its tabs' `.tabItem`, reads them here); nil for any other element.
  func closureChain(_ element: Int32) -> [ModifierCall]? {
    guard syntax.element(element).name == "#closure",
      let frame = closureFrames[syntax.identity], let view = frame.views[element]
    else { return nil }
    return ViewExpressions.peeled(view, at: frame.offset, frame.context).calls
  }
}
