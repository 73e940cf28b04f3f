import LayoutEngine
import MarkupSyntax

/// Shape styles used as views (semantics §7.6): the gradient elements
/// (`<LinearGradient colors="[.red, .blue]" startPoint="top" endPoint="bottom"/>`) and, in a
/// modifier argument, a gradient call or a material (`.background(.ultraThinMaterial)`).
enum ShapeStyleViews {
  /// Each gradient type and the init labels it takes besides its colours.
  static let gradients: [String: Set<String>] = [
    "LinearGradient": ["startPoint", "endPoint"],
    "RadialGradient": ["center", "startRadius", "endRadius"],
    "AngularGradient": ["center", "startAngle", "endAngle", "angle"],
    "EllipticalGradient": ["center", "startRadiusFraction", "endRadiusFraction"],
  ]

  /// SwiftUI's materials, thinnest first.
  static let materials: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    "bar",
  ]

  /// The colours of a `colors:` array (`[.red, Color.blue.opacity(0.5)]`), or nil when it is
  /// not one.
  static func colors(_ e: Expr) -> [NamedColor]? {
    guard case .array(let elements) = e else { return nil }
    var found: [NamedColor] = []
    for element in elements {
      guard case .color(let color)? = StyleSyntax.shapeStyle(element) else { return nil }
      found.append(color)
    }
    return found
  }

  /// The element spec of gradient `type`.
  static func elementSpec(_ type: String, labels: Set<String>) -> ElementSpec {
    ElementSpec(attributes: labels.union(["colors", "gradient", "stops"])) { c in
      var names: [NamedColor] = []
      if let attribute = c.attributes["colors"] {
        var parser = try? ChainParser(attribute.value)
        guard let e = try? parser?.parseStandaloneExpression(), let found = colors(e) else {
          c.builder.error(
            "bad-value", "colors is an array of colours, e.g. colors=\"[.red, .blue]\"",
            at: attribute.valueLocation, length: max(1, attribute.value.count))
          return nil
        }
        names = found
      } else if c.attributes["gradient"] == nil, c.attributes["stops"] == nil {
        c.builder.error(
          "missing-attribute", "'\(type)' needs colors=\"[…]\", gradient=\"…\" or stops=\"…\"",
          at: c.node.location)
        return nil
      }
      var details: [String: String] = [:]
      for attribute in c.attributes where attribute.name != "id" && attribute.name != "modifiers" {
        details[attribute.name] = attribute.value
      }
      return .view(
        c.tree.add(.leaf(ShapeStyleLeaf(type, colors: names)), info: c.info(details: details)))
    }
  }

  /// A gradient call or a material in a modifier argument, as a view; nil when `e` is
  /// neither.
  static func view(_ e: Expr, line: Int, in tree: ViewTree) -> NodeID? {
    switch e {
    case .member(nil, let name) where materials.contains(name),
      .member(.identifier("Material")?, let name) where materials.contains(name):
      return tree.add(
        .leaf(ShapeStyleLeaf(name)),
        info: NodeInfo(kind: "Material", line: line, details: ["material": name]))
    case .call(.identifier(let type), let arguments, nil) where gradients[type] != nil:
      let names = arguments.first { $0.label == "colors" }.flatMap { colors($0.value) } ?? []
      var details: [String: String] = [:]
      if !names.isEmpty { details["colors"] = names.map(\.name).joined(separator: ", ") }
      return tree.add(
        .leaf(ShapeStyleLeaf(type, colors: names)),
        info: NodeInfo(kind: type, line: line, details: details))
    default:
      return nil
    }
  }
}
