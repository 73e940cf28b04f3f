import LayoutEngine
import MarkupSyntax

/// The grid elements (§6): `Grid`, `GridRow`, `LazyVGrid` and `LazyHGrid`, and the reading of
/// `GridItem` arrays written in Swift syntax.
enum GridElements {
  /// Adds the grid elements to the element table.
  static func register(_ specs: inout [String: ElementSpec]) {
    specs["Grid"] = ElementSpec(
      attributes: ["alignment", "horizontalSpacing", "verticalSpacing"], acceptsChildren: true
    ) { c in
      let layout = GridLayout(
        alignment: c.enumValue("alignment", Values.alignments) ?? .center,
        horizontalSpacing: c.number("horizontalSpacing"),
        verticalSpacing: c.number("verticalSpacing"))
      return .view(
        c.tree.add(
          .container(AnyLayout(layout)), children: c.builder.materialize(c.children()),
          info: c.info()))
    }
    specs["GridRow"] = ElementSpec(attributes: ["alignment"], acceptsChildren: true) { c in
      guard insideGrid(c) else {
        c.builder.error(
          "gridrow-outside-grid",
          "'GridRow' belongs inside a 'Grid' (or an AnyLayout with a GridLayout)",
          at: c.node.location, length: c.node.name.count + 1)
        return nil
      }
      var details: [String: String] = [:]
      if c.attributes["alignment"] != nil,
        let alignment = c.enumValue("alignment", Values.verticalAlignments)
      {
        details["alignment"] = alignment.key.description
      }
      // A list, so that modifiers on the row reach each cell (§1.18); the container that takes
      // it makes it a group carrying the row's traits (`Builder.materialize`, §6.1).
      return .list(c.info(details: details), c.children())
    }
    for (name, axis, tracksName) in [
      ("LazyVGrid", Axis.vertical, "columns"), ("LazyHGrid", Axis.horizontal, "rows"),
    ] {
      specs[name] = ElementSpec(
        attributes: [tracksName, "alignment", "spacing", "pinnedViews"], acceptsChildren: true
      ) { c in
        guard let attribute = c.attributes[tracksName] else {
          c.builder.error(
            "missing-attribute",
            "'\(name)' needs \(tracksName)=\"…\", e.g. \(tracksName)=\"[GridItem(.flexible()), GridItem(.flexible())]\"",
            at: c.node.location)
          return nil
        }
        guard let items = gridItems(attribute, c.builder) else { return nil }
        let alignment: AlignmentKey
        if axis == .vertical {
          alignment = (c.enumValue("alignment", Values.horizontalAlignments) ?? .center).key
        } else {
          alignment = (c.enumValue("alignment", Values.verticalAlignments) ?? .center).key
        }
        let layout = LazyGridLayout(
          axis: axis, items: items, alignment: alignment, spacing: c.number("spacing"),
          hasSections: hasSection(below: c.element, c.builder))
        return .view(
          c.tree.add(
            .container(AnyLayout(layout)), children: c.builder.materialize(c.children()),
            info: c.info(details: [tracksName: attribute.value])))
      }
    }
  }

  /// Whether a `Section` element stands below `element`, through the elements that pass
  /// their children on (Group, ForEach, If …): the lazy grid then reads its lines from the
  /// sections' traits (§6.6).
  private static func hasSection(below element: Int32, _ builder: Builder) -> Bool {
    let syntax = builder.syntax
    var pending = syntax.children(of: element)
    while let current = pending.popLast() {
      switch syntax.element(current).name {
      case "Section": return true
      case "Group", "ForEach", "If", "Else", "Switch", "Case", "Default":
        pending += syntax.children(of: current)
      default: continue
      }
    }
    return false
  }

  /// Whether `element` (a Section) is a lazy grid's: its nearest enclosing element other than
  /// Group, ForEach, If and Else is a LazyVGrid or LazyHGrid.
  static func isInLazyGrid(_ element: Int32, _ builder: Builder) -> Bool {
    let syntax = builder.syntax
    var current = syntax.element(element).parent
    while current >= 0 {
      let name = syntax.element(current).name
      switch name {
      case "Group", "ForEach", "If", "Else", "Switch", "Case", "Default":
        current = syntax.element(current).parent
      default: return name == "LazyVGrid" || name == "LazyHGrid"
      }
    }
    return false
  }

  /// Whether a `GridRow` stands where a grid takes it: its nearest enclosing element other
  /// than Group, ForEach, If and Else is a Grid, an AnyLayout with a GridLayout, or a
  /// component's body (whose use decides).
  private static func insideGrid(_ c: ElementContext) -> Bool {
    let syntax = c.builder.syntax
    var current = syntax.element(c.element).parent
    while current >= 0 {
      let element = syntax.element(current)
      switch element.name {
      case "Group", "ForEach", "If", "Else", "Switch", "Case", "Default": current = element.parent
      case "Grid", "Component": return true
      case "AnyLayout":
        return syntax.attributes(of: current).contains {
          $0.name == "layout" && $0.value.contains("GridLayout")
        }
      default: return false
      }
    }
    return false
  }

  /// The `GridItem` array of a lazy grid's `columns` or `rows`: an array literal of
  /// `GridItem(…)`, or `Array(repeating: GridItem(…), count: n)`, as Swift writes them (§6.6).
  static func gridItems(_ attribute: SyntaxTree.Attribute, _ builder: Builder) -> [GridItem]? {
    let text = attribute.value.trimmingSpaces()
    func fail(_ message: String, near name: String? = nil) -> [GridItem]? {
      let offset = name.map { Builder.offset(of: $0, in: attribute.value) } ?? 0
      builder.error(
        "bad-grid-items", message, at: builder.location(attribute, offset),
        length: max(1, name?.count ?? attribute.value.count))
      return nil
    }
    var expression: Expr
    do {
      var parser = try ChainParser(text)
      expression = try parser.parseStandaloneExpression()
    } catch {
      return fail(
        "expected an array of GridItem, e.g. [GridItem(.flexible()), GridItem(.fixed(100))]: \(error.message)"
      )
    }
    // Constants and conditions (`spacing: rowSpacing`, §11.2), as in any attribute.
    do throws(ResolveFailure) {
      expression = try builder.resolver.resolve(expression)
    } catch {
      return fail(error.message, near: error.name)
    }
    // A value the app names and no constant declares (`minimum: Defaults.gridWidth`) is the
    // unknown constant it is, not a wrong size: a Swift file's grid then gets its stand-in
    // columns (`SwiftInput`), where a size written wrong stays an error.
    if let name = appValue(in: expression) {
      let failure = builder.resolver.unknownConstant(name)
      builder.error(
        failure.id, failure.message,
        at: builder.location(attribute, Builder.offset(of: name, in: attribute.value)),
        length: name.count)
      return nil
    }
    var elements: [Expr]
    switch expression {
    case .array(let list): elements = list
    case .call(.identifier("Array"), let arguments, nil):
      guard arguments.count == 2, arguments[0].label == "repeating",
        arguments[1].label == "count"
      else {
        return fail("write Array(repeating: GridItem(…), count: n)", near: "Array")
      }
      guard let n = Values.number(arguments[1].value), n >= 0, n == n.rounded(), n <= 1000 else {
        return fail("the count of Array(repeating:count:) must be a whole number from 0 to 1000")
      }
      elements = Array(repeating: arguments[0].value, count: Int(n))
    default:
      return fail(
        "expected an array of GridItem, e.g. [GridItem(.flexible()), GridItem(.fixed(100))]")
    }
    var items: [GridItem] = []
    for element in elements {
      guard let item = gridItem(element, fail: { fail($0, near: $1) }) else { return nil }
      items.append(item)
    }
    if items.isEmpty { return fail("a lazy grid needs at least one GridItem") }
    return items
  }

  /// The types a GridItem's arguments may name (`Alignment.leading`, `CGFloat.infinity`).
  private static let argumentTypes: Set<String> = [
    "GridItem", "Alignment", "CGFloat", "Double", "Float", "Int", "HorizontalAlignment",
    "VerticalAlignment",
  ]

  /// The first dotted name in an argument of `e` whose base is a type no GridItem argument
  /// uses (`Defaults.gridWidth`): the app's value, as declared constants are resolved by now.
  private static func appValue(in e: Expr) -> String? {
    switch e {
    case .array(let elements): return elements.lazy.compactMap { appValue(in: $0) }.first
    case .call(_, let arguments, _):
      for argument in arguments {
        if let name = ExpressionResolver.dottedName(argument.value),
          let base = name.split(separator: ".").first, name.contains("."),
          base.first?.isUppercase == true, !argumentTypes.contains(String(base))
        {
          return name
        }
        if let inner = appValue(in: argument.value) { return inner }
      }
      return nil
    default: return nil
    }
  }

  /// One `GridItem(_:spacing:alignment:)`.
  private static func gridItem(
    _ e: Expr, fail: (String, String?) -> [GridItem]?
  ) -> GridItem? {
    guard case .call(.identifier(let callee), let arguments, nil) = e, callee == "GridItem" else {
      if case .call(.identifier(let callee), _, _) = e {
        _ = fail(
          "'\(callee)' is not a GridItem\(Suggestions.hint(for: callee, in: ["GridItem"]))", callee)
      } else {
        _ = fail("each element must be GridItem(…)", nil)
      }
      return nil
    }
    var item = GridItem()
    for (index, argument) in arguments.enumerated() {
      switch argument.label {
      case nil where index == 0:
        guard let size = gridItemSize(argument.value, fail: fail) else { return nil }
        item.size = size
      case "spacing"?:
        if case .nilLiteral = argument.value { continue }
        guard let v = Values.number(argument.value), v.isFinite else {
          _ = fail("GridItem spacing must be a finite number or nil", "spacing")
          return nil
        }
        item.spacing = v
      case "alignment"?:
        guard let name = Values.caseName(argument.value, types: ["Alignment"]),
          let a = Values.alignments[name]
        else {
          _ = fail("GridItem alignment must be an Alignment such as .leading", "alignment")
          return nil
        }
        item.alignment = a
      default:
        _ = fail(
          "GridItem takes a size, then spacing: and alignment:\(argument.label.map { "; not '\($0)'" } ?? "")",
          argument.label)
        return nil
      }
    }
    return item
  }

  /// Whether `e` names `GridItem.Size` (written before a size: `GridItem.Size.fixed(10)`).
  private static func isSizeType(_ e: Expr?) -> Bool {
    if case .member(.identifier("GridItem")?, "Size")? = e { return true }
    return false
  }

  /// `.fixed(n)`, `.flexible(minimum:maximum:)` or `.adaptive(minimum:maximum:)`.
  private static func gridItemSize(_ e: Expr, fail: (String, String?) -> [GridItem]?)
    -> GridItem.Size?
  {
    guard case .call(.member(let base, let name), let arguments, nil) = e,
      base == nil || isSizeType(base)
    else {
      _ = fail("a GridItem size is .fixed(…), .flexible(…) or .adaptive(minimum: …)", nil)
      return nil
    }
    var values: [String: Double] = [:]
    for argument in arguments {
      let label = argument.label ?? "_"
      guard let v = Values.number(argument.value), !v.isNaN, v >= 0 else {
        _ = fail("'\(name)' takes non-negative numbers", name)
        return nil
      }
      values[label] = v
    }
    let labels = Set(arguments.map { $0.label ?? "_" })
    switch name {
    case "fixed":
      guard labels == ["_"], let v = values["_"], v.isFinite else {
        _ = fail(".fixed takes one finite length, e.g. .fixed(100)", name)
        return nil
      }
      return .fixed(v)
    case "flexible":
      guard labels.isSubset(of: ["minimum", "maximum"]) else {
        _ = fail(".flexible takes minimum: and maximum:", name)
        return nil
      }
      let lo = values["minimum"] ?? 10
      let hi = max(values["maximum"] ?? .infinity, lo)
      guard lo.isFinite else {
        _ = fail("the minimum of .flexible must be finite", name)
        return nil
      }
      return .flexible(minimum: lo, maximum: hi)
    case "adaptive":
      guard labels.isSubset(of: ["minimum", "maximum"]), let lo = values["minimum"] else {
        _ = fail(".adaptive needs minimum:, e.g. .adaptive(minimum: 80)", name)
        return nil
      }
      guard lo.isFinite, lo > 0 else {
        _ = fail("the minimum of .adaptive must be a positive finite number", name)
        return nil
      }
      return .adaptive(minimum: lo, maximum: max(values["maximum"] ?? .infinity, lo))
    default:
      let hint = Suggestions.hint(for: name, in: ["fixed", "flexible", "adaptive"])
      _ = fail(
        "'\(name)' is not a GridItem size"
          + (hint.isEmpty ? "; use .fixed, .flexible or .adaptive" : hint), name)
      return nil
    }
  }
}
