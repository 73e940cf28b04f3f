import LayoutEngine

/// Reads a style modifier's arguments into the values drawing uses (`StyleEffect`), once, when
/// the layer is made: the renderers read these values and never the call's text, so the ASCII
/// drawing and the SVG picture cannot read one call two ways. Each modifier's table entry
/// names its reader (ModifierTable.swift).
enum StyleSyntax {
  typealias Reader = (ModifierCall) -> StyleEffect

  static func foreground(_ call: ModifierCall) -> StyleEffect { .foreground(firstStyle(call)) }

  static func tint(_ call: ModifierCall) -> StyleEffect { .tint(firstStyle(call)) }

  /// `.stroke(.red, lineWidth: 2)`, `.stroke(style: StrokeStyle(lineWidth: 2))`; 1 wide when
  /// no width is given.
  static func stroke(inside: Bool) -> Reader {
    { call in
      .stroke(
        firstStyle(call), lineWidth: number(labelled: "lineWidth", in: call.arguments) ?? 1,
        inside: inside)
    }
  }

  /// The interpreter resolved the expression (`isUnread ? 1 : 0`) to its number.
  static func opacity(_ call: ModifierCall) -> StyleEffect {
    guard call.arguments.count == 1, let value = Values.number(call.arguments[0].value),
      value.isFinite
    else { return .opacity(nil) }
    return .opacity(value)
  }

  static func zIndex(_ call: ModifierCall) -> StyleEffect { .zIndex(firstNumber(call) ?? 0) }

  static func hidden(_ call: ModifierCall) -> StyleEffect { .hidden }

  static func clipped(_ call: ModifierCall) -> StyleEffect { .clip(.rectangle, cornerRadius: 0) }

  static func cornerRadius(_ call: ModifierCall) -> StyleEffect {
    .clip(.roundedRectangle, cornerRadius: firstNumber(call) ?? 0)
  }

  /// `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `Capsule()`, `Ellipse()`, `Rectangle()`;
  /// any other shape is not drawn as a clip.
  static func clipShape(_ call: ModifierCall) -> StyleEffect {
    for argument in call.arguments {
      if let kind = shapeKind(in: argument.value) {
        return .clip(kind, cornerRadius: number(labelled: "cornerRadius", in: call.arguments) ?? 0)
      }
    }
    return .none
  }

  /// `.shadow(color:radius:x:y:)`; the radius may be unlabelled (`.shadow(radius: 4)` and
  /// the deprecated `.shadow(4)`).
  static func shadow(_ call: ModifierCall) -> StyleEffect {
    let color = call.arguments.first { $0.label == "color" }.flatMap { shapeStyle($0.value) }
    return .shadow(
      color: color,
      radius: number(labelled: "radius", in: call.arguments) ?? firstNumber(call) ?? 0,
      x: number(labelled: "x", in: call.arguments) ?? 0,
      y: number(labelled: "y", in: call.arguments) ?? 0)
  }

  static func lineAlignment(_ call: ModifierCall) -> StyleEffect {
    let alignments = ["leading": 0.0, "center": 0.5, "trailing": 1]
    guard let first = call.arguments.first,
      let name = Values.caseName(first.value, types: ["TextAlignment"]),
      let value = alignments[name]
    else { return .none }
    return .lineAlignment(value)
  }

  // MARK: Values

  /// The first shape style among the arguments.
  private static func firstStyle(_ call: ModifierCall) -> ShapeStyleValue? {
    for argument in call.arguments {
      if let style = shapeStyle(argument.value) { return style }
    }
    return nil
  }

  /// A colour (`.red`, `Color.red.opacity(0.5)`, `Color("Brand")`), a `LinearGradient(…)`, or
  /// the first colour inside another style (`.red.gradient`, `AngularGradient(colors: […])`,
  /// whose other kinds are drawn in their first colour, §7.6).
  static func shapeStyle(_ e: Expr) -> ShapeStyleValue? {
    switch e {
    case .call(.member(let base?, "opacity"), let arguments, nil) where arguments.count == 1:
      guard let style = shapeStyle(base) else { return nil }
      guard case .color(var color) = style, let opacity = Values.number(arguments[0].value),
        opacity.isFinite
      else { return style }
      color.opacity *= min(1, max(0, opacity))
      return .color(color)
    case .call(.identifier("LinearGradient"), let arguments, nil):
      var stops: [NamedColor] = []
      for argument in arguments where argument.label != "startPoint" && argument.label != "endPoint"
      {
        colors(in: argument.value, into: &stops)
      }
      func point(_ label: String) -> UnitPoint? {
        arguments.first { $0.label == label }.flatMap {
          Values.caseName($0.value, types: ["UnitPoint"])
        }
        .flatMap { ModifierCatalog.unitPoints[$0] }
      }
      return .linearGradient(
        stops, start: point("startPoint") ?? .top, end: point("endPoint") ?? .bottom)
    default:
      if let name = Values.colorName(e) {
        // A name SwiftUI does not have is the app's (`Color.brandPink`): a placeholder.
        var isAsset = !Values.isKnownColor(name)
        if case .call(.identifier("Color"), let arguments, nil) = e,
          case .string? = arguments.first?.value
        {
          isAsset = true
        }
        return .color(NamedColor(name, isAsset: isAsset))
      }
      for inner in parts(of: e) {
        if let style = shapeStyle(inner) { return style }
      }
      return nil
    }
  }

  /// Every colour in `e`, in order (a gradient's stops).
  private static func colors(in e: Expr, into found: inout [NamedColor]) {
    var isColor = Values.colorName(e) != nil
    if case .call(.member(_?, "opacity"), _, nil) = e { isColor = true }
    if isColor, case .color(let color)? = shapeStyle(e) {
      found.append(color)
      return
    }
    for inner in parts(of: e) { colors(in: inner, into: &found) }
  }

  /// The expressions directly inside `e`, in source order.
  private static func parts(of e: Expr) -> [Expr] {
    switch e {
    case .member(let base?, _): [base]
    // `.linearGradient(colors: […])`: a style's static function names no colour itself.
    case .call(.member(nil, _), let arguments, _): arguments.map(\.value)
    case .call(let callee, let arguments, _): [callee] + arguments.map(\.value)
    case .array(let elements): elements
    default: []
    }
  }

  /// The first built-in shape named in `e` (`RoundedRectangle(cornerRadius: 8)`).
  private static func shapeKind(in e: Expr) -> ShapeKind? {
    if case .call(.identifier(let type), _, _) = e, let kind = ShapeKind(rawValue: type) {
      return kind
    }
    for inner in parts(of: e) {
      if let kind = shapeKind(in: inner) { return kind }
    }
    return nil
  }

  /// The number labelled `label:` among the arguments or inside them (`lineWidth: 2`, also in
  /// `StrokeStyle(lineWidth: 2)`).
  private static func number(labelled label: String, in arguments: [Argument]) -> Double? {
    for argument in arguments {
      if argument.label == label, let value = Values.number(argument.value) { return value }
      if case .call(_, let inner, _) = argument.value,
        let value = number(labelled: label, in: inner)
      {
        return value
      }
    }
    return nil
  }

  /// The first unlabelled number argument (`.zIndex(Double(2))` is 2).
  private static func firstNumber(_ call: ModifierCall) -> Double? {
    for argument in call.arguments where argument.label == nil {
      if let value = Values.number(argument.value) { return value }
    }
    return nil
  }
}
