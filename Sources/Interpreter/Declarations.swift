import LayoutEngine
import MarkupSyntax

/// A named image's point size (`<ImageAsset name="pier" width="300" height="200"/>`): what an
/// asset catalogue gives `Image("pier")` in an app (§11.4).
struct ImageAsset {
  var width: Double
  var height: Double
}

/// `<Constant name="rowHeight" value="44"/>` and `<ImageAsset …/>`: declared once, before any
/// view, and used by name in any argument or attribute (§11.2, §11.4).
///
/// They are collected before building: each imported file's (anywhere in it), then the
/// document's, which stand first in the Preview (among imports, components and layout value
/// keys, before any view). A document's declaration replaces an imported
/// one of the same name, as a document's component replaces a library's.
extension Builder {
  /// The element names of declarations.
  static let declarationNames: Set<String> = ["Constant", "ImageAsset"]

  /// Collects every declaration; `root` is the document's root element.
  func declareConstants(root: Int32) {
    scope.unchecked.resolver.environment = [
      "horizontalSizeClass": horizontalSizeClass, "sizeClass": horizontalSizeClass,
      // An iPhone in portrait, what a Preview stands for: regular height (§11.3).
      "verticalSizeClass": "regular", "colorScheme": colorScheme,
      "dynamicTypeSize": options.dynamicTypeSize.rawValue, "isEnabled": "true",
      "layoutDirection": options.rightToLeft ? "rightToLeft" : "leftToRight",
    ]
    let saved = syntax
    defer { syntax = saved }
    for library in libraries {
      syntax = library
      let elements = (library.elements(named: "Constant") + library.elements(named: "ImageAsset"))
        .sorted()
      var declaredHere: Set<String> = []
      for element in elements { declare(element, declaredHere: &declaredHere) }
    }
    syntax = document
    guard syntax.element(root).name == "Preview" else { return }
    var declaredHere: Set<String> = []
    for child in syntax.children(of: root) {
      let name = syntax.element(child).name
      // Other declarations (imports, components, layout value keys) may come between them.
      if ["Import", "Component", "LayoutValueKey"].contains(name) { continue }
      guard Self.declarationNames.contains(name) else { break }
      declarations.insert(child)
      declare(child, declaredHere: &declaredHere)
    }
  }

  /// Declares one `Constant` or `ImageAsset` of the current tree.
  private func declare(_ element: Int32, declaredHere: inout Set<String>) {
    let node = syntax.element(element)
    let isImage = node.name == "ImageAsset"
    let attributes = attributeMap(
      element, allowed: isImage ? ["name", "width", "height"] : ["name", "value"])
    guard let nameAttribute = attributes["name"] else {
      error(
        "declaration", "'\(node.name)' needs name=\"…\"", at: node.location,
        length: node.name.count + 1)
      return
    }
    let name = nameAttribute.value.trimmingSpaces()
    guard Self.isDottedName(name) else {
      error(
        "declaration",
        "'\(name)' is not a name: use letters, digits and _, with dots between parts (Layout.spacing)",
        at: nameAttribute.valueLocation, length: max(1, nameAttribute.value.count))
      return
    }
    guard declaredHere.insert((isImage ? "image:" : "") + name).inserted else {
      error(
        "declaration", "'\(name)' is declared twice", at: nameAttribute.valueLocation,
        length: max(1, nameAttribute.value.count))
      return
    }
    if isImage {
      let context = ElementContext(
        builder: self, element: element, node: node, attributes: attributes)
      guard attributes["width"] != nil, attributes["height"] != nil else {
        error(
          "declaration", "ImageAsset '\(name)' needs its point size: width=\"…\" height=\"…\"",
          at: node.location, length: node.name.count + 1)
        return
      }
      guard let width = context.number("width"), let height = context.number("height") else {
        return
      }
      imageAssets[name] = ImageAsset(width: max(0, width), height: max(0, height))
      return
    }
    guard let valueAttribute = attributes["value"] else {
      error(
        "declaration",
        "Constant '\(name)' needs value=\"…\" (a Swift literal such as 44, \"Inbox\", true or .blue)",
        at: node.location, length: node.name.count + 1)
      return
    }
    var weight = 1
    guard
      let value = resolvedValue(of: valueAttribute, checkingNames: true, weighing: &weight)
    else {
      scope.unchecked.resolver.meter.failed.insert(name)
      return
    }
    scope.unchecked.resolver.constants[name] = Constant(
      value: value, text: valueAttribute.value, weight: weight)
  }

  /// `a`, `Layout.spacing`: identifiers joined by dots.
  static func isDottedName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      guard let first = part.first, first.isLetter || first == "_" else { return false }
      return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
  }

  /// An attribute's value read as a Swift expression with constants and conditions resolved,
  /// or nil after a located error. `checkingNames` reports a bare name left unresolved (a
  /// constant that was never declared).
  func resolvedValue(of attribute: SyntaxTree.Attribute, checkingNames: Bool) -> Expr? {
    var weight = 0
    return resolvedValue(of: attribute, checkingNames: checkingNames, weighing: &weight)
  }

  /// `resolvedValue(of:checkingNames:)` for a constant's declaration: the value is weighed
  /// before it is resolved (a located error past the expanded-text limit), and arithmetic is
  /// folded, so `weight` is what each use of the constant will expand to (ConstantExpansion.swift).
  func resolvedValue(
    of attribute: SyntaxTree.Attribute, checkingNames: Bool, weighing weight: inout Int
  ) -> Expr? {
    let expression: Expr
    do {
      var parser = try ChainParser(attribute.value)
      expression = try parser.parseStandaloneExpression()
    } catch {
      self.error(
        "bad-value", error.message, at: location(attribute, error.offset), length: error.length)
      return nil
    }
    do throws(ResolveFailure) {
      if weight != 0 {
        weight = resolver.weight(of: expression)
        if weight > resolver.meter.limit {
          throw ResolveFailure(
            message:
              "this constant expands to more than \(resolver.meter.limit) nodes and bytes of value (raise the limit with --max-expanded-text)",
            id: "too-much-text")
        }
      }
      var value = try resolver.resolve(expression)
      if checkingNames, let name = ExpressionResolver.freeNames(in: value, bound: []).first {
        throw resolver.unknownConstant(name)
      }
      if weight != 0 {
        value = ExpressionResolver.folded(value)
        switch value {
        case .number, .bool, .nilLiteral: weight = 1
        case .string(let s): weight = 1 + s.utf8.count
        default: break
        }
      }
      return value
    } catch {
      var at = attribute.valueLocation
      var length = max(1, attribute.value.count)
      if let name = error.name {
        at = location(attribute, Self.offset(of: name, in: attribute.value))
        length = name.count
      }
      self.error(error.id, error.message, at: at, length: length)
      return nil
    }
  }

  /// The declared asset an `<Image name="…">` (or `systemName`) names, if any (§11.4).
  func imageAsset(for c: ElementContext) -> ImageAsset? {
    guard let name = c.string("name") ?? c.string("systemName") else { return nil }
    return imageAssets[name.trimmingSpaces()]
  }

  /// Whether an attribute's value needs reading as an expression rather than as plain text
  /// (`alignment="leading"`): it names a constant or holds a condition.
  func isExpression(_ text: String) -> Bool {
    // Read for every enum attribute: a byte scan, and no lookup without constants.
    if text.containsByte(UInt8(ascii: "?")) { return true }
    guard !resolver.constants.isEmpty else { return false }
    return resolver.constants[text.trimmingSpaces()] != nil
  }

  /// A `Constant` or `ImageAsset` met while building: the declared ones build nothing; any
  /// other stands after a view or inside one, where SwiftUI code has no declarations.
  func misplacedDeclaration(_ c: ElementContext) -> Item? {
    if declarations.contains(c.element) && syntax.isSameTree(as: document) { return nil }
    error(
      "declaration-position",
      "'\(c.node.name)' declarations come first in the Preview, before any view, or in an imported file",
      at: c.node.location, length: c.node.name.count + 1)
    return nil
  }
}
